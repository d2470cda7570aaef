import type { ReactNode } from "react";
import { Icon } from "./icon";
import { DemandBadge } from "./page-hero";

/**
 * A course page's information card: duration, eligibility, course type or
 * certification, and the demand badge on the courses the course data marks as in demand, in
 * the page's language (the course page's loader gives the values and the words).
 */
export function CourseInformation({
  information,
  text,
  certification,
}: {
  information: { duration: string; eligibility: string; courseType: string; demand?: string | undefined };
  text: { information: string; duration: string; eligibility: string; courseType: string; certification: string };
  /** The short course names its certification where the degrees name their course type. */
  certification: boolean;
}) {
  return (
    <section aria-labelledby="info-title" className="rounded-2xl border border-slate-200 p-6 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="info-title" className="text-lg font-bold">
          {text.information}
        </h2>
        {information.demand ? <DemandBadge demand={information.demand} /> : null}
      </div>
      <dl className="mt-4 space-y-4 text-sm">
        <InfoRow icon={<Icon name="clock" className="size-5" />} term={text.duration} value={information.duration} />
        <InfoRow
          icon={<Icon name="graduation-cap" className="size-5" />}
          term={text.eligibility}
          value={information.eligibility}
        />
        <InfoRow
          icon={<Icon name="award" className="size-5" />}
          term={certification ? text.certification : text.courseType}
          value={information.courseType}
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
