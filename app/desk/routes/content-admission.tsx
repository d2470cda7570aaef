import { data, Form, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/content-admission";
import type { ContentDocument } from "#content/content-document.ts";
import type { Line } from "#content/privacy-notice.ts";
import type { AdmissionSection, InBothLanguages, PolicyKey } from "#content/document/admission.ts";
import { FEE_POLICY_TITLES } from "#content/fees.ts";
import { editing, problemsIn, typedValues } from "#app/desk/content.server.ts";
import { requireContentEditor } from "#app/desk/auth.server.ts";
import {
  BilingualField,
  hasErrors,
  TextField,
  type FieldErrors,
  type FieldValues,
  SectionHeader,
} from "#app/desk/components/content-fields.tsx";
import { readDeskForm } from "#app/desk/form.server.ts";

export const meta = () => [{ title: "Admission | Site content | Admissions desk" }];

const POLICIES = Object.keys(FEE_POLICY_TITLES) as PolicyKey[];
/** Empty rows offered below the listed ones, for adding a date or a document. */
const SPARE_DATES = 1;
const SPARE_DOCUMENTS = 2;

/** A line's words, its links' text included: how a policy is edited as plain text. */
const lineText = (line: Line) => line.map((part) => (typeof part === "string" ? part : part.text)).join("");

function valuesOf(admission: AdmissionSection): FieldValues {
  const values: FieldValues = {
    session: admission.session,
    lastDateToApply: admission.lastDateToApply ?? "",
    classesBegin: admission.classesBegin ?? "",
  };
  const pair = (name: string, text: InBothLanguages) => {
    values[`${name}.en`] = text.en;
    values[`${name}.hi`] = text.hi;
  };
  admission.importantDates.forEach((each, index) => {
    pair(`importantDates.${index}.event`, each.event);
    values[`importantDates.${index}.date`] = each.date;
  });
  admission.steps.forEach((step, index) => {
    pair(`steps.${index}.title`, step.title);
    pair(`steps.${index}.text`, step.text);
  });
  pair("documents.lead", admission.documents.lead);
  admission.documents.items.forEach((item, index) => {
    pair(`documents.items.${index}.name`, item.name);
    pair(`documents.items.${index}.when`, item.when);
  });
  for (const key of POLICIES) {
    const policy = admission.policies[key];
    values[`policies.${key}.en`] = policy ? lineText(policy.en) : "";
    values[`policies.${key}.hi`] = policy ? lineText(policy.hi) : "";
  }
  return values;
}

/**
 * The form read into the admission section. Rows left wholly empty are dropped (that is how a
 * date or a document is removed); `rows` remembers each kept row's place in the form, so an
 * error lands beside the field it is about.
 */
function admissionFrom(form: FormData, before: AdmissionSection) {
  const text = (name: string) => String(form.get(name) ?? "").trim();
  const pair = (name: string): InBothLanguages => ({ en: text(`${name}.en`), hi: text(`${name}.hi`) });
  const rowsOf = (prefix: string, fields: string[]) => {
    const indexes = new Set<number>();
    for (const key of form.keys()) {
      const match = new RegExp(`^${prefix.replace(/\./g, "\\.")}\\.(\\d+)\\.`).exec(key);
      if (match) indexes.add(Number(match[1]));
    }
    return [...indexes]
      .sort((a, b) => a - b)
      .filter((index) => fields.some((field) => text(`${prefix}.${index}.${field}`) !== ""));
  };
  const dateRows = rowsOf("importantDates", ["event.en", "event.hi", "date"]);
  const documentRows = rowsOf("documents.items", ["name.en", "name.hi", "when.en", "when.hi"]);
  // A policy kept as it was keeps its links; one typed afresh is one plain line.
  const policy = (key: PolicyKey) => {
    const typed = pair(`policies.${key}`);
    if (typed.en === "" && typed.hi === "") return null;
    const was = before.policies[key];
    return {
      en: was && lineText(was.en) === typed.en ? was.en : typed.en ? [typed.en] : [],
      hi: was && lineText(was.hi) === typed.hi ? was.hi : typed.hi ? [typed.hi] : [],
    };
  };
  const admission: AdmissionSection = {
    session: text("session"),
    lastDateToApply: text("lastDateToApply") || null,
    classesBegin: text("classesBegin") || null,
    importantDates: dateRows.map((index) => ({
      event: pair(`importantDates.${index}.event`),
      date: text(`importantDates.${index}.date`),
    })),
    steps: before.steps.map((_, index) => ({ title: pair(`steps.${index}.title`), text: pair(`steps.${index}.text`) })),
    documents: {
      lead: pair("documents.lead"),
      items: documentRows.map((index) => ({
        name: pair(`documents.items.${index}.name`),
        when: pair(`documents.items.${index}.when`),
      })),
    },
    policies: Object.fromEntries(POLICIES.map((key) => [key, policy(key)])) as AdmissionSection["policies"],
  };
  return { admission, rows: { importantDates: dateRows, "documents.items": documentRows } };
}

/** A schema's path to its form field: a kept row's index back to its place in the form; a policy's line to the policy. */
function errorsByField(errors: Record<string, string>, rows: Record<string, number[]>): FieldErrors {
  const byField: FieldErrors = {};
  for (const [path, message] of Object.entries(errors)) {
    let field = path.replace(/^(policies\.\w+\.(en|hi))\..*$/, "$1");
    for (const [prefix, indexes] of Object.entries(rows)) {
      const match = new RegExp(`^${prefix.replace(/\./g, "\\.")}\\.(\\d+)(.*)$`).exec(field);
      if (match) field = `${prefix}.${indexes[Number(match[1])]}${match[2]}`;
    }
    byField[field] ??= message;
  }
  return byField;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { desk } = await requireContentEditor(request, context);
  const { document } = await editing(desk);
  const admission = document.admission;
  return {
    values: valuesOf(admission),
    dates: admission.importantDates.length + SPARE_DATES,
    steps: admission.steps.length,
    documents: admission.documents.items.length + SPARE_DOCUMENTS,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { staff, desk } = await requireContentEditor(request, context);
  const form = await readDeskForm(request);
  const { document, liveId, draft } = await editing(desk);
  const { admission, rows } = admissionFrom(form, document.admission);
  const changed: ContentDocument = { ...document, admission };
  const errors = problemsIn(changed, "admission");
  // Nothing is saved while a field is wrong; what was typed comes back with the error beside it.
  if (hasErrors(errors)) {
    const countOf = (prefix: string) =>
      Math.max(
        -1,
        ...[...form.keys()].map((key) => Number(new RegExp(`^${prefix}\\.(\\d+)\\.`).exec(key)?.[1] ?? -1)),
      ) + 1;
    return data(
      {
        errors: errorsByField(errors, rows),
        values: typedValues(form),
        dates: countOf("importantDates"),
        documents: countOf("documents\\.items"),
      },
      { status: 400 },
    );
  }
  await desk.saveContentDraft({
    document: JSON.stringify(changed),
    basedOn: draft?.basedOn ?? liveId,
    staffId: staff.id,
  });
  throw redirect("/desk/content?saved=admission");
}

export default function AdmissionContent({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state !== "idle";
  const values = actionData?.values ?? loaderData.values;
  const errors: FieldErrors = actionData?.errors ?? {};
  const dates = actionData?.dates ?? loaderData.dates;
  const documents = actionData?.documents ?? loaderData.documents;
  const fields = { values, errors };
  return (
    <>
      <SectionHeader
        title="Admission"
        description="The admission page (English and Hindi), the dates on every course page and the steps shown after an application. Saved as a draft; nothing changes on the site until you publish."
        errors={errors}
      />
      <Form method="post" className="flex max-w-2xl flex-col gap-5" noValidate>
        <section aria-labelledby="dates" className="desk-card flex flex-col gap-3">
          <h2 id="dates" className="text-base font-bold">
            Session and dates
          </h2>
          <TextField name="session" label="Session" hint="Written like 2026–27." {...fields} />
          <TextField
            name="lastDateToApply"
            label="Last date to apply"
            type="date"
            hint="Leave empty to show “To be confirmed”."
            {...fields}
          />
          <TextField name="classesBegin" label="Classes begin" type="date" {...fields} />
          <h3 className="mt-2 font-semibold">Other important dates</h3>
          <p className="text-sm text-muted">A counselling day, an entrance test. Empty a row to remove it.</p>
          {Array.from({ length: dates }, (_, index) => (
            <div key={index} className="flex flex-col gap-2 rounded-lg border border-slate-200 p-3">
              <BilingualField name={`importantDates.${index}.event`} legend={`Date ${index + 1}: what`} {...fields} />
              <TextField name={`importantDates.${index}.date`} label="Date" type="date" {...fields} />
            </div>
          ))}
        </section>

        <section aria-labelledby="steps" className="desk-card flex flex-col gap-4">
          <h2 id="steps" className="text-base font-bold">
            What happens after you apply (four steps)
          </h2>
          {Array.from({ length: loaderData.steps }, (_, index) => (
            <div key={index} className="flex flex-col gap-2 rounded-lg border border-slate-200 p-3">
              <BilingualField name={`steps.${index}.title`} legend={`Step ${index + 1}: title`} {...fields} />
              <BilingualField name={`steps.${index}.text`} legend={`Step ${index + 1}: text`} multiline {...fields} />
            </div>
          ))}
        </section>

        <section aria-labelledby="documents" className="desk-card flex flex-col gap-4">
          <h2 id="documents" className="text-base font-bold">
            Documents to bring
          </h2>
          <BilingualField name="documents.lead" legend="The line above the list" multiline {...fields} />
          <p className="text-sm text-muted">Empty all four boxes of a document to remove it.</p>
          {Array.from({ length: documents }, (_, index) => (
            <div key={index} className="flex flex-col gap-2 rounded-lg border border-slate-200 p-3">
              <BilingualField name={`documents.items.${index}.name`} legend={`Document ${index + 1}`} {...fields} />
              <BilingualField name={`documents.items.${index}.when`} legend="Who brings it" {...fields} />
            </div>
          ))}
        </section>

        <section aria-labelledby="policies" className="desk-card flex flex-col gap-4">
          <h2 id="policies" className="text-base font-bold">
            Refunds, instalments, scholarships and loans
          </h2>
          <p className="text-sm text-muted">
            Leave both boxes empty to show “To be confirmed” with our advice to ask the counselor.
          </p>
          {POLICIES.map((key) => (
            <BilingualField key={key} name={`policies.${key}`} legend={FEE_POLICY_TITLES[key]} multiline {...fields} />
          ))}
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
