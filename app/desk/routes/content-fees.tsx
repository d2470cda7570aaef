import { Link } from "react-router";
import type { Route } from "./+types/content-fees";
import { courseFullName, courses } from "#content/courses/index.ts";
import { amountText, tuitionText } from "#content/fees.ts";
import { editing } from "#app/desk/content.server.ts";
import { requireContentEditor } from "#app/desk/auth.server.ts";
import { PageHeader } from "#app/desk/components/ui.tsx";

export const meta = () => [{ title: "Fees | Site content | Admissions desk" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { desk } = await requireContentEditor(request, context);
  const { document } = await editing(desk);
  return {
    courses: courses.map((course) => {
      const schedule = document.fees[course.slug]!;
      return {
        slug: course.slug,
        name: courseFullName(course),
        tuition: tuitionText(schedule),
        total: amountText(schedule.total),
      };
    }),
  };
}

export default function Fees({ loaderData: { courses } }: Route.ComponentProps) {
  return (
    <>
      <PageHeader
        title="Fees"
        description="Each course's fees as the draft has them. Choose a course to change its fees."
        actions={
          <Link to="/desk/content" className="btn-small btn-secondary min-h-11">
            Back to Site content
          </Link>
        }
      />
      <ul className="divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200 bg-white">
        {courses.map((course) => (
          <li key={course.slug}>
            <Link
              to={`/desk/content/fees/${course.slug}`}
              className="flex flex-col gap-0.5 px-4 py-3 hover:bg-slate-50 focus-visible:bg-slate-50"
            >
              <span className="font-semibold text-brand-800">{course.name}</span>
              <span className="text-sm text-muted">
                Tuition {course.tuition} · Whole course {course.total}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
