import { data, Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/content-course-fees";
import type { ContentDocument } from "#content/content-document.ts";
import { courseFullName, findCourse } from "#content/courses/index.ts";
import type { FeeItem, FeeSchedule } from "#content/disclosure-schemas.ts";
import { FEE_ITEM_LABELS } from "#content/fees.ts";
import { editing, problemsIn } from "#app/desk/content.server.ts";
import { requireContentEditor } from "#app/desk/auth.server.ts";
import { Notice, PageHeader } from "#app/desk/components/ui.tsx";

export const meta = () => [{ title: "Course fees | Site content | Admissions desk" }];

const ITEMS = Object.keys(FEE_ITEM_LABELS) as FeeItem[];
type Values = Record<string, string>;

function courseOf(params: { slug?: string }) {
  const course = findCourse(params.slug ?? "");
  if (!course || course.slug !== params.slug) throw data("No such course.", { status: 404 });
  return course;
}

function valuesOf(schedule: FeeSchedule): Values {
  const values: Values = { total: schedule.total?.toString() ?? "", "tuition.period": schedule.tuition.period ?? "" };
  for (const item of ITEMS) {
    values[`${item}.rupees`] = schedule[item].rupees?.toString() ?? "";
    values[`${item}.when`] = schedule[item].when ?? "";
  }
  return values;
}

/** "45,000" or "₹45000" → 45000; empty → null ("To be confirmed"); anything else → NaN, refused. */
function rupees(text: string): number | null {
  const cleaned = text.replace(/[₹,\s]/g, "");
  if (cleaned === "") return null;
  return /^\d+$/.test(cleaned) ? Number(cleaned) : Number.NaN;
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { desk } = await requireContentEditor(request, context);
  const course = courseOf(params);
  const { document } = await editing(desk);
  // The labels travel as data: importing content/fees.ts into the component put every course's
  // content, through the live document it reads, in this page's JavaScript.
  const items = ITEMS.map((item) => ({ item, label: FEE_ITEM_LABELS[item] }));
  return { name: courseFullName(course), items, values: valuesOf(document.fees[course.slug]!) };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { staff, desk } = await requireContentEditor(request, context);
  const course = courseOf(params);
  const form = await request.formData();
  const text = (name: string) => String(form.get(name) ?? "").trim();
  const errors: Record<string, string> = {};
  const amount = (name: string) => {
    const value = rupees(text(name));
    if (Number.isNaN(value)) errors[name] = "Write the amount in whole rupees, e.g. 45000, or leave it empty.";
    return Number.isNaN(value) ? null : value;
  };
  const schedule = Object.fromEntries(
    ITEMS.map((item) => {
      const fee = { rupees: amount(`${item}.rupees`), when: text(`${item}.when`) || null };
      if (fee.rupees === null && fee.when !== null)
        errors[`${item}.rupees`] = "Give the amount, or clear when it is paid.";
      return [item, item === "tuition" ? { ...fee, period: text("tuition.period") || null } : fee];
    }),
  ) as unknown as FeeSchedule;
  schedule.total = amount("total");

  const { document, liveId, draft } = await editing(desk);
  const changed: ContentDocument = { ...document, fees: { ...document.fees, [course.slug]: schedule } };
  for (const [path, message] of Object.entries(problemsIn(changed, `fees.${course.slug}`))) errors[path] ??= message;
  if (Object.keys(errors).length) {
    const values: Values = {};
    for (const [key, value] of form) values[key] = String(value);
    return data({ errors, values }, { status: 400 });
  }
  await desk.saveContentDraft({
    document: JSON.stringify(changed),
    basedOn: draft?.basedOn ?? liveId,
    staffId: staff.id,
  });
  throw redirect("/desk/content?saved=fees");
}

export default function CourseFees({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state !== "idle";
  const values = actionData?.values ?? loaderData.values;
  const errors: Record<string, string> = actionData?.errors ?? {};
  const input = (name: string, label: string, extra: { inputMode?: "numeric"; placeholder?: string } = {}) => {
    const id = `field-${name.replace(/\./g, "-")}`;
    return (
      <label className="flex min-w-0 flex-col gap-1">
        <span className="desk-label">{label}</span>
        <input
          id={id}
          name={name}
          defaultValue={values[name] ?? ""}
          aria-invalid={errors[name] ? true : undefined}
          aria-describedby={errors[name] ? `${id}-error` : undefined}
          className="desk-input min-h-11"
          {...extra}
        />
        {errors[name] ? (
          <span id={`${id}-error`} className="text-sm font-semibold text-danger">
            {errors[name]}
          </span>
        ) : null}
      </label>
    );
  };
  return (
    <>
      <PageHeader
        title={loaderData.name}
        description="Fees in rupees. Leave an amount empty to show “To be confirmed”. Saved as a draft until you publish."
        actions={
          <Link to="/desk/content/fees" className="btn-small btn-secondary min-h-11">
            All courses
          </Link>
        }
      />
      {Object.keys(errors).length ? <Notice tone="error">Not saved: fix the fields marked below.</Notice> : null}
      <Form method="post" className="flex flex-col gap-4" noValidate>
        {loaderData.items.map(({ item, label }) => (
          <fieldset key={item} className="desk-card grid gap-3 sm:grid-cols-3">
            <legend className="px-1 text-base font-bold">{label}</legend>
            {input(`${item}.rupees`, "Amount (₹)", { inputMode: "numeric" })}
            {item === "tuition" ? input("tuition.period", "Per", { placeholder: "e.g. per year" }) : null}
            {input(`${item}.when`, "When it is paid", { placeholder: "e.g. With the application" })}
          </fieldset>
        ))}
        <div className="desk-card">
          {input("total", "Whole course, everything included (₹)", { inputMode: "numeric" })}
        </div>
        <div>
          <button type="submit" className="btn-small btn-primary min-h-11" disabled={busy}>
            Save draft
          </button>
        </div>
      </Form>
    </>
  );
}
