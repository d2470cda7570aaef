import { useState } from "react";
import { data, Form, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/new-lead";
import { SelectField, TextAreaField, TextField } from "#app/components/form-fields.tsx";
import { ErrorSummary } from "#app/components/server-answer.tsx";
import { readFields } from "#app/lib/forms/fields.ts";
import { FORM_LABELS, MANUAL_SOURCES, type ManualSource } from "#domain/leads.ts";
import { requireLeadWorker } from "#app/desk/auth.server.ts";
import { PageHeader } from "#app/desk/components/ui.tsx";
import {
  MANUAL_COURSE_OPTIONS,
  MANUAL_FIELDS,
  SOURCE_DETAIL,
  SOURCE_DETAIL_MAX,
  validateManualEnquiry,
} from "#app/desk/manual-enquiry.ts";
import { readDeskForm } from "#app/desk/form.server.ts";

export const meta = () => [{ title: "New lead | Admissions desk" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { staff, desk } = await requireLeadWorker(request, context);
  const team = (await desk.listStaff()).filter((member) => member.active && member.id !== staff.id);
  // Data, not an import: the course list stays in the admission page's chunk.
  return {
    courses: MANUAL_COURSE_OPTIONS,
    details: SOURCE_DETAIL,
    owners: [
      { value: "", label: "By the allocation rule" },
      { value: staff.id, label: "Me" },
      ...team.map((member) => ({ value: member.id, label: member.name })),
    ],
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { staff, desk } = await requireLeadWorker(request, context);
  const form = await readDeskForm(request);
  const values = readFields(form, MANUAL_FIELDS);
  const result = validateManualEnquiry(values);
  if (!result.ok) return data({ errors: result.errors, values }, { status: 400 });
  // An owner chosen here is kept (the store checks it is an active account); none: the allocation rule gives one.
  const ownerId = String(form.get("owner") ?? "").trim() || null;
  const { leadId } = await desk.addManualEnquiry({ ...result.data, ownerId }, staff.id);
  return redirect(`/desk/leads/${leadId}?saved=enquiry`, 303);
}

export default function NewLead({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const errors = actionData?.errors ?? {};
  const values = actionData?.values;
  const [source, setSource] = useState<string>(values?.source || "walk-in");
  const detail = loaderData.details[source as ManualSource] ?? null;
  return (
    <>
      <PageHeader
        title="New lead"
        description="A walk-in, a call, a fair or a referral. If the person has enquired before, this joins their lead."
      />
      {/* The name of the aggregator, fair or referrer shows when one of those is chosen (CSS :has, so it works without JavaScript too). */}
      <Form
        method="post"
        className={`desk-card group/lead flex max-w-2xl flex-col gap-4 ${Object.values(loaderData.details)
          .map((each) => each?.shows ?? "")
          .join(" ")}`}
        noValidate
      >
        <ErrorSummary formId="lead" errors={errors} title="Please correct these fields" />
        <fieldset id="lead-source" aria-describedby={errors.source ? "lead-source-error" : undefined}>
          <legend className="mb-1.5 text-sm font-semibold text-ink">
            Where did the enquiry come from?
            <span aria-hidden="true" className="text-danger">
              {" "}
              *
            </span>
          </legend>
          <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
            {MANUAL_SOURCES.map((each) => (
              <label
                key={each}
                className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 text-sm font-semibold has-checked:border-brand-700 has-checked:bg-brand-50 has-checked:text-brand-900 has-focus-visible:outline-3 has-focus-visible:outline-brand-200"
              >
                <input
                  type="radio"
                  name="source"
                  value={each}
                  defaultChecked={(values?.source || "walk-in") === each}
                  onChange={() => setSource(each)}
                  className="size-4 accent-brand-700"
                />
                {FORM_LABELS[each]}
              </label>
            ))}
          </div>
          {errors.source ? (
            <p id="lead-source-error" className="mt-1.5 text-sm font-medium text-danger">
              <span className="sr-only">Error: </span>
              {errors.source}
            </p>
          ) : null}
        </fieldset>
        <div className="[display:var(--detail,none)]">
          <TextField
            formId="lead"
            name="source_detail"
            // Without JavaScript the choice made in the page is not known: the words cover each source that names someone.
            label={detail?.label ?? "Aggregator, fair or referrer"}
            optional={!detail?.required}
            hint={detail?.hint ?? "Required for an aggregator, optional for a fair or a referral."}
            autoComplete="off"
            defaultValue={values?.source_detail}
            error={errors.source_detail}
            maxLength={SOURCE_DETAIL_MAX}
          />
        </div>
        <TextField
          formId="lead"
          name="name"
          label="Full name"
          autoComplete="off"
          defaultValue={values?.name}
          error={errors.name}
          maxLength={100}
        />
        <TextField
          formId="lead"
          name="phone"
          label="Phone"
          type="tel"
          inputMode="tel"
          autoComplete="off"
          defaultValue={values?.phone}
          error={errors.phone}
        />
        <TextField
          formId="lead"
          name="email"
          label="Email"
          type="email"
          optional
          autoComplete="off"
          defaultValue={values?.email}
          error={errors.email}
        />
        <SelectField
          formId="lead"
          name="course"
          label="Course"
          hint="Choose Undecided if they have not picked one yet."
          placeholder="Choose a course"
          options={loaderData.courses}
          defaultValue={values?.course ?? ""}
          error={errors.course}
        />
        <SelectField
          formId="lead"
          name="owner"
          label="Owner"
          optional
          hint="Left to the rule, a new lead goes to the next counsellor on duty; a repeat keeps its owner."
          options={loaderData.owners}
          defaultValue=""
        />
        <TextAreaField
          formId="lead"
          name="message"
          label="What they asked"
          optional
          defaultValue={values?.message}
          error={errors.message}
          maxLength={2000}
        />
        <button type="submit" className="btn btn-primary sm:self-start" disabled={busy}>
          {busy ? "Saving…" : "Save lead"}
        </button>
      </Form>
    </>
  );
}
