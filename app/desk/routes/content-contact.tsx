import { Form, useNavigation } from "react-router";
import type { Route } from "./+types/content-contact";
import type { ContentDocument } from "#content/content-document.ts";
import { GETTING_HERE_FACTS, type ContactSection } from "#content/document/admission.ts";
import { editing, problemsIn, saveSectionDraft } from "#app/desk/content.server.ts";
import { requireContentEditor } from "#app/desk/auth.server.ts";
import {
  BilingualField,
  TextField,
  type FieldErrors,
  type FieldValues,
  SectionHeader,
} from "#app/desk/components/content-fields.tsx";

export const meta = () => [{ title: "Getting here and helpline | Site content | Admissions desk" }];

const FACT_LABELS: Record<(typeof GETTING_HERE_FACTS)[number], string> = {
  landmark: "Landmark",
  metro: "Nearest metro station",
  bus: "Nearest bus stop",
  directions: "Directions",
};

function valuesOf(contact: ContactSection): FieldValues {
  const values: FieldValues = {
    mapUrl: contact.mapUrl ?? "",
    "helplinePurpose.en": contact.helplinePurpose.en,
    "helplinePurpose.hi": contact.helplinePurpose.hi,
  };
  for (const fact of GETTING_HERE_FACTS) {
    values[`gettingHere.${fact}.en`] = contact.gettingHere[fact]?.en ?? "";
    values[`gettingHere.${fact}.hi`] = contact.gettingHere[fact]?.hi ?? "";
  }
  return values;
}

function contactFrom(form: FormData): ContactSection {
  const text = (name: string) => String(form.get(name) ?? "").trim();
  const pair = (name: string) => ({ en: text(`${name}.en`), hi: text(`${name}.hi`) });
  return {
    gettingHere: Object.fromEntries(
      GETTING_HERE_FACTS.map((fact) => {
        const typed = pair(`gettingHere.${fact}`);
        // Both boxes empty: "To be confirmed" on the page.
        return [fact, typed.en === "" && typed.hi === "" ? null : typed];
      }),
    ) as ContactSection["gettingHere"],
    mapUrl: text("mapUrl") || null,
    helplinePurpose: pair("helplinePurpose"),
  };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { desk } = await requireContentEditor(request, context);
  const { document } = await editing(desk);
  return { values: valuesOf(document.contact) };
}

export const action = ({ request, context }: Route.ActionArgs) =>
  saveSectionDraft(request, context, "contact", (form, document) => {
    const changed: ContentDocument = { ...document, contact: contactFrom(form) };
    return { changed, errors: problemsIn(changed, "contact") };
  });

export default function ContactContent({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state !== "idle";
  const fields = { values: actionData?.values ?? loaderData.values, errors: (actionData?.errors ?? {}) as FieldErrors };
  return (
    <>
      <SectionHeader
        title="Getting here and helpline"
        description="The contact page in English and Hindi. The address itself is under Institute details. Saved as a draft; nothing changes on the site until you publish."
        errors={fields.errors}
      />
      <Form method="post" className="flex max-w-2xl flex-col gap-5" noValidate>
        <section aria-labelledby="getting-here" className="desk-card flex flex-col gap-4">
          <h2 id="getting-here" className="text-base font-bold">
            Getting here
          </h2>
          <p className="text-sm text-muted">Leave both boxes empty to show “To be confirmed”.</p>
          {GETTING_HERE_FACTS.map((fact) => (
            <BilingualField
              key={fact}
              name={`gettingHere.${fact}`}
              legend={FACT_LABELS[fact]}
              multiline={fact === "directions"}
              {...fields}
            />
          ))}
          <TextField
            name="mapUrl"
            label="Map link"
            type="url"
            hint="An https:// link to your place on a map. Leave empty to open the address in Google Maps."
            {...fields}
          />
        </section>
        <section aria-labelledby="helpline" className="desk-card flex flex-col gap-4">
          <h2 id="helpline" className="text-base font-bold">
            The helpline
          </h2>
          <BilingualField
            name="helplinePurpose"
            legend="What the helpline is for (after “24/7 helpline” on the contact page)"
            multiline
            {...fields}
          />
        </section>
        <div>
          <button type="submit" className="btn-small btn-primary min-h-11" disabled={busy}>
            Save draft
          </button>
        </div>
      </Form>
    </>
  );
}
