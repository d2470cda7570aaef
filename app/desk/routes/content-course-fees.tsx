import { data, Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/content-course-fees";
import type { ContentDocument } from "#content/content-document.ts";
import { courseFullName, findCourse } from "#content/courses/index.ts";
import { choiceKey, FEE_PERIODS, FEE_WHEN, type FeeItem, type FeeSchedule } from "#content/disclosure-schemas.ts";
import { FEE_ITEM_LABELS } from "#content/fees.ts";
import { editing, problemsIn, saveSectionDraft } from "#app/desk/content.server.ts";
import { requireContentEditor } from "#app/desk/auth.server.ts";
import { Notice, PageHeader } from "#app/desk/components/ui.tsx";
import { ChoiceField, TextField, type FieldValues } from "#app/desk/components/content-fields.tsx";

export const meta = () => [{ title: "Course fees | Site content | Admissions desk" }];

const ITEMS = Object.keys(FEE_ITEM_LABELS) as FeeItem[];

function courseOf(params: { slug?: string }) {
  const course = findCourse(params.slug ?? "");
  if (!course || course.slug !== params.slug) throw data("No such course.", { status: 404 });
  return course;
}

function valuesOf(schedule: FeeSchedule): FieldValues {
  const values: FieldValues = {
    total: schedule.total?.toString() ?? "",
    // A draft written when these were typed holds the words: read as the choice they name.
    "tuition.period": String(choiceKey(FEE_PERIODS, schedule.tuition.period) ?? ""),
  };
  for (const item of ITEMS) {
    values[`${item}.rupees`] = schedule[item].rupees?.toString() ?? "";
    values[`${item}.when`] = String(choiceKey(FEE_WHEN, schedule[item].when) ?? "");
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
  const choices = <Key extends string>(list: Record<Key, { en: string; hi: string }>) =>
    (Object.keys(list) as Key[]).map((value) => ({ value, ...list[value] }));
  return {
    name: courseFullName(course),
    items,
    when: choices(FEE_WHEN),
    periods: choices(FEE_PERIODS),
    values: valuesOf(document.fees[course.slug]!),
  };
}

export const action = ({ request, context, params }: Route.ActionArgs) =>
  saveSectionDraft(request, context, "fees", (form, document) => {
    const course = courseOf(params);
    const text = (name: string) => String(form.get(name) ?? "").trim();
    const errors: Record<string, string> = {};
    const amount = (name: string) => {
      const value = rupees(text(name));
      if (Number.isNaN(value)) errors[name] = "Write the amount in whole rupees, e.g. 45000, or leave it empty.";
      return Number.isNaN(value) ? null : value;
    };
    // A choice from the lists, never words typed in one language (a crafted post is refused).
    const choice = (name: string, list: Readonly<Record<string, unknown>>) => {
      const value = text(name);
      if (value !== "" && !Object.hasOwn(list, value)) errors[name] = "Choose one from the list.";
      return value === "" || !Object.hasOwn(list, value) ? null : value;
    };
    const schedule = Object.fromEntries(
      ITEMS.map((item) => {
        const fee = { rupees: amount(`${item}.rupees`), when: choice(`${item}.when`, FEE_WHEN) };
        if (fee.rupees === null && (fee.when !== null || text(`${item}.when`) !== ""))
          errors[`${item}.rupees`] = "Give the amount, or clear when it is paid.";
        return [item, item === "tuition" ? { ...fee, period: choice("tuition.period", FEE_PERIODS) } : fee];
      }),
    ) as unknown as FeeSchedule;
    schedule.total = amount("total");
    const changed: ContentDocument = { ...document, fees: { ...document.fees, [course.slug]: schedule } };
    for (const [path, message] of Object.entries(problemsIn(changed, `fees.${course.slug}`))) errors[path] ??= message;
    return { changed, errors };
  });

export default function CourseFees({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state !== "idle";
  const values = actionData?.values ?? loaderData.values;
  const errors: Record<string, string> = actionData?.errors ?? {};
  const field = { values, errors };
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
            <TextField name={`${item}.rupees`} label="Amount (₹)" inputMode="numeric" {...field} />
            {item === "tuition" ? (
              <ChoiceField
                name="tuition.period"
                label="Per"
                choices={loaderData.periods}
                empty="Not given"
                {...field}
              />
            ) : null}
            <ChoiceField
              name={`${item}.when`}
              label="When it is paid"
              choices={loaderData.when}
              empty="To be confirmed"
              {...field}
            />
          </fieldset>
        ))}
        <div className="desk-card">
          <TextField name="total" label="Whole course, everything included (₹)" inputMode="numeric" {...field} />
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
