import type { ReactNode } from "react";
import { Icon } from "./icon";
import { DemandBadge } from "./page-hero";
import type { Course } from "#content/course-schema.ts";

/**
 * A course page's information card: duration, eligibility, course type or
 * certification, and the demand badge on the courses the course data marks as in demand.
 */
export function CourseInformation({
  course,
}: {
  course: Pick<Course, "degree" | "duration" | "eligibility" | "courseType" | "demand" | "inDemand">;
}) {
  return (
    <section aria-labelledby="info-title" className="rounded-2xl border border-slate-200 p-6 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="info-title" className="text-lg font-bold">
          Course Information
        </h2>
        {course.inDemand && course.demand ? <DemandBadge demand={course.demand} /> : null}
      </div>
      <dl className="mt-4 space-y-4 text-sm">
        <InfoRow icon={<Icon name="clock" className="size-5" />} term="Duration" value={course.duration} />
        <InfoRow
          icon={<Icon name="graduation-cap" className="size-5" />}
          term="Eligibility"
          value={course.eligibility}
        />
        <InfoRow
          icon={<Icon name="award" className="size-5" />}
          term={course.degree === "Short Course" ? "Certification" : "Course type"}
          value={course.courseType}
        />
      </dl>
    </section>
  );
}

function InfoRow({ icon, term, value }: { icon: ReactNode; term: string; value: string }) {
  return (
    <div>
      <dt className="flex items-center gap-3 text-muted">
        <span aria-hidden="true" className="text-brand-700">
          {icon}
        </span>
        {term}
      </dt>
      <dd className="pl-8 font-semibold text-ink">{value}</dd>
    </div>
  );
}
