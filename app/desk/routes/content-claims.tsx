import { Form, useNavigation } from "react-router";
import type { Route } from "./+types/content-claims";
import type { ContentDocument } from "#content/content-document.ts";
import { EDITABLE_CLAIMS, type ClaimsSection, type EditableClaim } from "#content/document/admission.ts";
import { siteText } from "#content/translations/site.ts";
import { editing, problemsIn, saveSectionDraft } from "#app/desk/content.server.ts";
import { requireContentEditor } from "#app/desk/auth.server.ts";
import {
  FieldError,
  TextField,
  type FieldErrors,
  type FieldValues,
  SectionHeader,
} from "#app/desk/components/content-fields.tsx";

export const meta = () => [{ title: "Claims | Site content | Admissions desk" }];

/** Where each claim is shown, so whoever switches one off knows what changes. */
const SHOWN_ON: Record<EditableClaim, string> = {
  since: "Home page (hero, figures, description), every page's footer, About page, Success stories",
  graduates: "Home page (figures, “Why choose us”, description), About page, Success stories",
  placementRate: "Home page (figures, “Why choose us”)",
  placementSupport: "Each course page's badge, About page's placement cell",
  helpline: "Contact page, Admission page's help box, the counseling band on every page, Home page's reasons",
};

const NEEDS_BOTH = "Give what backs the claim and its year, or switch the claim off.";

function valuesOf(claims: ClaimsSection): FieldValues {
  const values: FieldValues = {};
  for (const claim of EDITABLE_CLAIMS) {
    values[`${claim}.shown`] = claims[claim].shown ? "on" : "";
    values[`${claim}.source`] = claims[claim].source ?? "";
    values[`${claim}.year`] = claims[claim].year?.toString() ?? "";
  }
  return values;
}

/**
 * The form read into the claims. A claim shown needs its source and year, except one the
 * site has shown unbacked since it shipped and still shown with neither given: switching it
 * off is a choice the institute makes, not one the desk makes for it (the launch check lists
 * it until it is backed).
 */
function claimsFrom(form: FormData, before: ClaimsSection) {
  const text = (name: string) => String(form.get(name) ?? "").trim();
  const errors: FieldErrors = {};
  const claims = Object.fromEntries(
    EDITABLE_CLAIMS.map((claim) => {
      const yearText = text(`${claim}.year`);
      const year = yearText === "" ? null : /^\d{4}$/.test(yearText) ? Number(yearText) : Number.NaN;
      if (Number.isNaN(year)) errors[`${claim}.year`] = "Write the year, e.g. 2025, or leave it empty.";
      const setting = {
        shown: form.get(`${claim}.shown`) !== null,
        source: text(`${claim}.source`) || null,
        year: Number.isNaN(year) ? null : year,
      };
      const unbackedAsShipped =
        before[claim].shown &&
        before[claim].source === null &&
        before[claim].year === null &&
        !setting.source &&
        yearText === "";
      if (setting.shown && !unbackedAsShipped) {
        if (!setting.source) errors[`${claim}.source`] ??= NEEDS_BOTH;
        if (yearText === "") errors[`${claim}.year`] ??= NEEDS_BOTH;
      }
      return [claim, setting];
    }),
  ) as ClaimsSection;
  return { claims, errors };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { desk } = await requireContentEditor(request, context);
  const { document } = await editing(desk);
  return {
    values: valuesOf(document.claims),
    wording: Object.fromEntries(
      EDITABLE_CLAIMS.map((claim) => [claim, { en: siteText.en.claims[claim], hi: siteText.hi.claims[claim] }]),
    ) as Record<EditableClaim, { en: string; hi: string }>,
  };
}

export const action = ({ request, context }: Route.ActionArgs) =>
  saveSectionDraft(request, context, "claims", (form, document) => {
    const { claims, errors } = claimsFrom(form, document.claims);
    const changed: ContentDocument = { ...document, claims };
    for (const [path, message] of Object.entries(problemsIn(changed, "claims"))) errors[path] ??= message;
    return { changed, errors };
  });

export default function ClaimsContent({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state !== "idle";
  const values = actionData?.values ?? loaderData.values;
  const errors: FieldErrors = actionData?.errors ?? {};
  return (
    <>
      <SectionHeader
        title="Claims"
        description="The figures the site states, worded as the specification has them. Say what backs each one and the year it was true for, or switch it off: a claim switched off is shown nowhere. Saved as a draft; nothing changes on the site until you publish."
        errors={errors}
      />
      <Form method="post" className="flex max-w-2xl flex-col gap-5" noValidate>
        {EDITABLE_CLAIMS.map((claim) => (
          <section key={claim} aria-labelledby={`claim-${claim}`} className="desk-card flex flex-col gap-3">
            <h2 id={`claim-${claim}`} className="text-base font-bold">
              “{loaderData.wording[claim].en}” <span lang="hi">({loaderData.wording[claim].hi})</span>
            </h2>
            <p className="text-sm text-muted">Shown on: {SHOWN_ON[claim]}</p>
            <label className="flex min-h-11 items-center gap-3 font-semibold">
              <input
                type="checkbox"
                name={`${claim}.shown`}
                defaultChecked={values[`${claim}.shown`] === "on"}
                className="size-5 accent-brand-700"
              />
              Show this claim on the site
            </label>
            <TextField
              name={`${claim}.source`}
              label="What backs it"
              hint="A document, register or count, e.g. “Placement register 2025–26”."
              values={values}
              errors={errors}
            />
            <TextField
              name={`${claim}.year`}
              label="Year it was true for"
              inputMode="numeric"
              values={values}
              errors={errors}
            />
            <FieldError name={claim} errors={errors} />
          </section>
        ))}
        <div>
          <button type="submit" className="btn-small btn-primary min-h-11" disabled={busy}>
            Save draft
          </button>
        </div>
      </Form>
    </>
  );
}
