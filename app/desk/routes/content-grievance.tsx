import { Form, useNavigation } from "react-router";
import type { Route } from "./+types/content-grievance";
import type { ContentDocument } from "#content/content-document.ts";
import { type GRIEVANCE_PEOPLE, type GrievancePerson, type GrievanceSection } from "#content/document/grievance.ts";
import { grievance as roles } from "#content/grievance.ts";
import { editing, phoneDigits, problemsIn, saveSectionDraft } from "#app/desk/content.server.ts";
import { requireContentEditor } from "#app/desk/auth.server.ts";
import {
  BilingualField,
  TextField,
  type FieldErrors,
  type FieldValues,
  SectionHeader,
} from "#app/desk/components/content-fields.tsx";

export const meta = () => [{ title: "Grievances | Site content | Admissions desk" }];

const PEOPLE = [
  { key: "officer", title: roles.officer.role },
  { key: "antiRagging", title: roles.antiRagging.role },
] as const satisfies readonly { key: (typeof GRIEVANCE_PEOPLE)[number]; title: string }[];

function valuesOf(section: GrievanceSection): FieldValues {
  const values: FieldValues = {};
  for (const { key } of PEOPLE) {
    const person = section[key];
    values[`${key}.name`] = person.name ?? "";
    values[`${key}.phone`] = person.phone?.display ?? "";
    values[`${key}.email`] = person.email ?? "";
  }
  values["process.en"] = section.process?.map((step) => step.en).join("\n") ?? "";
  values["process.hi"] = section.process?.map((step) => step.hi).join("\n") ?? "";
  values.answerWithinDays = section.answerWithinDays?.toString() ?? "";
  return values;
}

/**
 * The form read in: an empty field is "To be confirmed"; a phone keeps what was typed for the
 * page and its digits for the tel: link, as the institute's own phones do; each step of the
 * process is a line, its Hindi on the same line of the Hindi box.
 */
function grievanceFrom(form: FormData): { section: GrievanceSection; errors: FieldErrors } {
  const text = (name: string) => String(form.get(name) ?? "").trim();
  const errors: FieldErrors = {};
  const person = (key: string): GrievancePerson => {
    const phone = text(`${key}.phone`);
    return {
      name: text(`${key}.name`) || null,
      phone: phone ? { display: phone, digits: phoneDigits(phone) } : null,
      email: text(`${key}.email`) || null,
    };
  };
  const lines = (name: string) =>
    text(name)
      .replace(/\r\n?/g, "\n")
      .split("\n")
      .map((line) => line.trim())
      .filter(Boolean);
  const en = lines("process.en");
  const hi = lines("process.hi");
  const steps = Array.from({ length: Math.max(en.length, hi.length) }, (_, line) => ({
    en: en[line] ?? "",
    hi: hi[line] ?? "",
  }));
  const days = text("answerWithinDays");
  if (days !== "" && !/^\d+$/.test(days)) errors.answerWithinDays = "Write a whole number of days, or leave it empty.";
  return {
    section: {
      officer: person("officer"),
      antiRagging: person("antiRagging"),
      process: steps.length ? steps : null,
      answerWithinDays: days === "" || errors.answerWithinDays ? null : Number(days),
    },
    errors,
  };
}

/** A schema's path to its field: "officer.phone.digits" → "officer.phone", "process.2.hi" → "process.hi" as "Step 3: …". */
function errorsByField(errors: Record<string, string>): FieldErrors {
  const byField: FieldErrors = {};
  for (const [path, message] of Object.entries(errors)) {
    const step = /^process\.(\d+)\.(en|hi)$/.exec(path);
    if (step) byField[`process.${step[2]}`] ??= `Step ${Number(step[1]) + 1}: ${message}`;
    else if (path === "process") byField["process.en"] ??= message;
    else byField[path.replace(/\.(digits|display)$/, "")] ??= message;
  }
  return byField;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { desk } = await requireContentEditor(request, context);
  const { document } = await editing(desk);
  return { values: valuesOf(document.grievance) };
}

export const action = ({ request, context }: Route.ActionArgs) =>
  saveSectionDraft(request, context, "grievance", (form, document) => {
    const read = grievanceFrom(form);
    const changed: ContentDocument = { ...document, grievance: read.section };
    return { changed, errors: { ...errorsByField(problemsIn(changed, "grievance")), ...read.errors } };
  });

export default function GrievanceContent({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state !== "idle";
  const fields = { values: actionData?.values ?? loaderData.values, errors: (actionData?.errors ?? {}) as FieldErrors };
  return (
    <>
      <SectionHeader
        title="Grievances and anti-ragging"
        description="Whom a student or parent complains to, and how it is handled (the Grievances page, in English and Hindi). An empty field shows “To be confirmed”. Saved as a draft; nothing changes on the site until you publish."
        errors={fields.errors}
      />
      <Form method="post" className="flex max-w-2xl flex-col gap-5" noValidate>
        {PEOPLE.map(({ key, title }) => (
          <section key={key} aria-labelledby={`person-${key}`} className="desk-card flex flex-col gap-4">
            <h2 id={`person-${key}`} className="text-base font-bold">
              {title}
            </h2>
            <TextField name={`${key}.name`} label="Name" {...fields} />
            <TextField
              name={`${key}.phone`}
              label="Phone"
              hint="As it should be shown, e.g. +91 98100 12345"
              type="tel"
              {...fields}
            />
            <TextField name={`${key}.email`} label="Email" type="email" {...fields} />
          </section>
        ))}
        <section aria-labelledby="process" className="desk-card flex flex-col gap-4">
          <h2 id="process" className="text-base font-bold">
            How a complaint is handled
          </h2>
          <BilingualField
            name="process"
            legend="The steps, one a line (the Hindi on the same line)"
            multiline
            {...fields}
          />
          <TextField
            name="answerWithinDays"
            label="Answered within (days)"
            hint="A whole number, 1 to 60"
            inputMode="numeric"
            {...fields}
          />
        </section>
        <p className="text-sm text-muted">
          The national anti-ragging helpline and what the page says about ragging are fixed by the UGC&apos;s
          regulations, not edited here.
        </p>
        <div>
          <button type="submit" className="btn-small btn-primary min-h-11" disabled={busy}>
            Save draft
          </button>
        </div>
      </Form>
    </>
  );
}
