import { Link } from "react-router";
import type { Route } from "./+types/content-courses";
import { courseFullName, courses } from "#content/courses/index.ts";
import { editing, requireContentEditor } from "#app/desk/content.server.ts";
import { PageHeader } from "#app/desk/components/ui.tsx";

export const meta = () => [{ title: "Courses | Site content | Admissions desk" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { desk } = await requireContentEditor(request, context);
  const { document } = await editing(desk);
  return {
    courses: courses.map((course) => {
      const facts = document.courses[course.slug]!;
      return {
        slug: course.slug,
        name: courseFullName(course),
        duration: facts.duration.en,
        seats: facts.seats === null ? "Seats to be confirmed" : `${facts.seats} seats`,
      };
    }),
  };
}

export default function Courses({ loaderData: { courses } }: Route.ComponentProps) {
  return (
    <>
      <PageHeader
        title="Courses"
        description="Each course's facts and prose as the draft has them. Choose a course to change them."
        actions={
          <Link to="/desk/content" className="btn-small min-h-11">
            Back to Site content
          </Link>
        }
      />
      <ul className="divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200 bg-white">
        {courses.map((course) => (
          <li key={course.slug}>
            <Link
              to={`/desk/content/courses/${course.slug}`}
              className="flex flex-col gap-0.5 px-4 py-3 hover:bg-slate-50 focus-visible:bg-slate-50"
            >
              <span className="font-semibold text-brand-800">{course.name}</span>
              <span className="text-sm text-muted">
                {course.duration} · {course.seats}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
