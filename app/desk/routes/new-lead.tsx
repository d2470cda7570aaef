import { data, Form, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/new-lead";
import { SelectField, TextAreaField, TextField } from "~/components/form-fields";
import { ErrorSummary } from "~/components/server-answer";
import { ADMISSION_COURSE_OPTIONS } from "~/content/form-options";
import { readFields } from "~/lib/forms/fields";
import { FORM_LABELS, MANUAL_SOURCES } from "../../../domain/leads";
import { requireStaff } from "../auth.server";
import { PageHeader } from "../components/ui";
import { MANUAL_FIELDS, validateManualEnquiry } from "../manual-enquiry";

export const meta = () => [{ title: "New lead | Admissions desk" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  // Data, not an import: the course list stays in the admission page's chunk.
  return { courses: ADMISSION_COURSE_OPTIONS };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { staff, desk } = await requireStaff(request, context);
  const values = readFields(await request.formData(), MANUAL_FIELDS);
  const result = validateManualEnquiry(values);
  if (!result.ok) return data({ errors: result.errors, values }, { status: 400 });
  const { leadId } = await desk.addManualEnquiry(result.data, staff.id);
  return redirect(`/desk/leads/${leadId}?saved=enquiry`, 303);
}

export default function NewLead({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const errors = actionData?.errors ?? {};
  const values = actionData?.values;
  return (
    <>
      <PageHeader
        title="New lead"
        description="For a walk-in or a phone call. If the person has enquired before, this joins their lead."
      />
      <Form method="post" className="desk-card flex max-w-2xl flex-col gap-4" noValidate>
        <ErrorSummary formId="lead" errors={errors} title="Please correct these fields" />
        <SelectField
          formId="lead"
          name="source"
          label="Where did the enquiry come from?"
          options={MANUAL_SOURCES.map((source) => ({ value: source, label: FORM_LABELS[source] }))}
          defaultValue={values?.source ?? "walk-in"}
          error={errors.source}
        />
        <TextField formId="lead" name="name" label="Full name" autoComplete="off" defaultValue={values?.name} error={errors.name} maxLength={100} />
        <TextField formId="lead" name="phone" label="Phone" type="tel" inputMode="tel" defaultValue={values?.phone} error={errors.phone} />
        <TextField formId="lead" name="email" label="Email" type="email" optional defaultValue={values?.email} error={errors.email} />
        <SelectField
          formId="lead"
          name="course"
          label="Course"
          placeholder="Choose a course"
          options={loaderData.courses}
          defaultValue={values?.course ?? ""}
          error={errors.course}
        />
        <TextAreaField formId="lead" name="message" label="What they asked" optional defaultValue={values?.message} error={errors.message} maxLength={2000} />
        <button type="submit" className="btn btn-primary self-start" disabled={busy}>
          {busy ? "Saving…" : "Save lead"}
        </button>
      </Form>
    </>
  );
}
