import { normaliseSource } from "#domain/sources.ts";
import { promiseShare } from "#domain/reports.ts";
import { Link } from "react-router";
import type { Route } from "./+types/overview";
import type { Overview } from "#domain/desk.ts";
import { formatDuration, formatIstDay } from "#domain/india-time.ts";
import { FORM_LABELS, STATUS_LABELS } from "#domain/leads.ts";
import { requireLeadWorker } from "#app/desk/auth.server.ts";
import { PageHeader } from "#app/desk/components/ui.tsx";
import { DailyChart } from "#app/desk/components/daily-chart.tsx";

export const meta = () => [{ title: "Overview | Admissions desk" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { desk } = await requireLeadWorker(request, context);
  return { overview: await desk.overview() };
}

type ContactWeek = Overview["contact"][number];

function ContactRow({
  label,
  weeks,
  value,
  detail,
  strong,
  warn,
}: {
  label: string;
  weeks: ContactWeek[];
  value: (week: ContactWeek) => string;
  detail?: (week: ContactWeek) => string | null;
  strong?: boolean;
  warn?: boolean;
}) {
  return (
    <tr>
      <th scope="row" className="py-2 pr-3 text-left font-normal">
        {label}
      </th>
      {weeks.map((week) => {
        const extra = detail?.(week);
        return (
          <td
            key={week.label}
            className={`py-2 pl-3 text-right tabular-nums ${strong ? "text-lg font-bold" : "font-semibold"} ${warn && week.notReached > 0 ? "text-danger" : ""}`}
          >
            {value(week)}
            {extra ? <span className="block text-xs font-normal text-muted">{extra}</span> : null}
          </td>
        );
      })}
    </tr>
  );
}

function CountTable({ caption, rows }: { caption: string; rows: { label: string; count: number }[] }) {
  return (
    <table className="w-full text-sm">
      <caption className="mb-2 text-left text-base font-bold">{caption}</caption>
      <thead className="sr-only">
        <tr>
          <th scope="col">Name</th>
          <th scope="col">Leads</th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {rows.map((row) => (
          <tr key={row.label}>
            <th scope="row" className="py-1.5 pr-3 text-left font-normal">
              {row.label}
            </th>
            <td className="py-1.5 text-right font-semibold tabular-nums">{row.count.toLocaleString("en-IN")}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export default function OverviewPage({ loaderData }: Route.ComponentProps) {
  const { overview } = loaderData;
  const total = overview.perDay.reduce((sum, day) => sum + day.count, 0);
  return (
    <>
      <PageHeader
        title="Overview"
        description="Where the enquiries come from and how quickly someone speaks with them."
      />
      <div className="grid gap-5 lg:grid-cols-3">
        <section aria-labelledby="contact-speed" className="desk-card lg:col-span-3">
          <h2 id="contact-speed" className="text-base font-bold">
            Reaching new leads
          </h2>
          <p id="reached-means" className="mt-1 mb-3 text-sm text-muted">
            <strong className="font-semibold text-ink">Reached</strong> means someone actually spoke with the student or
            their parent, or they wrote back. A call nobody answered, a busy or switched-off phone, or a message without
            a reply is an attempt, not a reach. Counted per week of the first enquiry.
          </p>
          <div className="overflow-x-auto">
            <table className="w-full text-sm" aria-describedby="reached-means">
              <thead>
                <tr className="border-b border-slate-200 text-left text-muted">
                  <th scope="col" className="py-1.5 pr-3 font-semibold">
                    <span className="sr-only">Measure</span>
                  </th>
                  {overview.contact.map((week) => (
                    <th key={week.label} scope="col" className="py-1.5 pl-3 text-right font-semibold whitespace-nowrap">
                      {week.label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                <ContactRow
                  label="New leads"
                  weeks={overview.contact}
                  value={(week) => week.leads.toLocaleString("en-IN")}
                />
                <ContactRow
                  label="Reached within 24 hours"
                  weeks={overview.contact}
                  value={(week) => {
                    const share = promiseShare({ inTime: week.within24h, missed: week.missed });
                    return share === null ? "–" : `${Math.round(100 * share)}%`;
                  }}
                  detail={(week) =>
                    week.within24h + week.missed === 0 ? null : `${week.within24h} of ${week.within24h + week.missed}`
                  }
                  strong
                />
                <ContactRow
                  label="Missed the 24 hours"
                  weeks={overview.contact}
                  value={(week) => week.missed.toLocaleString("en-IN")}
                />
                <ContactRow
                  label="Still inside their 24 hours"
                  weeks={overview.contact}
                  value={(week) => week.open.toLocaleString("en-IN")}
                />
                <ContactRow
                  label="Reached at all"
                  weeks={overview.contact}
                  value={(week) => week.reached.toLocaleString("en-IN")}
                />
                <ContactRow
                  label="Median time to reach"
                  weeks={overview.contact}
                  value={(week) => (week.medianMs === null ? "–" : formatDuration(week.medianMs))}
                />
                <ContactRow
                  label="Median attempts before reaching"
                  weeks={overview.contact}
                  value={(week) =>
                    week.medianAttempts === null ? "–" : String(Math.round(week.medianAttempts * 10) / 10)
                  }
                />
                <ContactRow
                  label="Still not reached"
                  weeks={overview.contact}
                  value={(week) => week.notReached.toLocaleString("en-IN")}
                  warn
                />
              </tbody>
            </table>
          </div>
          <p className="mt-2 text-sm">
            <Link to="/desk/leads?reached=no" className="font-semibold text-brand-800 underline">
              See the open leads nobody has reached
            </Link>
          </p>
        </section>

        <section aria-labelledby="per-day" className="desk-card lg:col-span-3">
          <h2 id="per-day" className="mb-3 text-base font-bold">
            Enquiries per day, last 30 days ({total.toLocaleString("en-IN")})
          </h2>
          <div className="grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
            <DailyChart days={overview.perDay} />
            <section
              className="max-h-72 overflow-y-auto rounded-lg border border-slate-200"
              tabIndex={0}
              aria-label="Enquiries per day as a table"
            >
              <table className="w-full text-sm">
                <thead className="sticky top-0 bg-slate-50">
                  <tr>
                    <th scope="col" className="px-3 py-1.5 text-left">
                      Day
                    </th>
                    <th scope="col" className="px-3 py-1.5 text-right">
                      Enquiries
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100">
                  {[...overview.perDay].reverse().map((day) => (
                    <tr key={day.day}>
                      <td className="px-3 py-1">{formatIstDay(`${day.day}T06:30:00.000Z`)}</td>
                      <td className="px-3 py-1 text-right tabular-nums">{day.count}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
          </div>
        </section>

        <section className="desk-card" aria-label="Leads by status">
          <CountTable
            caption="By status"
            rows={overview.byStatus.map((row) => ({ label: STATUS_LABELS[row.status], count: row.count }))}
          />
        </section>
        <section className="desk-card" aria-label="Leads by course">
          <CountTable
            caption="By course"
            rows={overview.byCourse.map((row) => ({ label: row.course || "No course named", count: row.count }))}
          />
        </section>
        <section className="desk-card" aria-label="Enquiries by form">
          <CountTable
            caption="Enquiries by form"
            rows={overview.byForm.map((row) => ({ label: FORM_LABELS[row.form], count: row.count }))}
          />
        </section>
        <section className="desk-card lg:col-span-3" aria-label="Leads and enrolments by source">
          <table className="w-full text-sm">
            <caption className="mb-2 text-left text-base font-bold">By source</caption>
            <thead>
              <tr className="text-left text-muted">
                <th scope="col" className="py-1.5 pr-3 font-semibold">
                  Source
                </th>
                <th scope="col" className="py-1.5 pr-3 text-right font-semibold">
                  Leads
                </th>
                <th scope="col" className="py-1.5 text-right font-semibold">
                  Enrolled
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {overview.bySource.map((row) => (
                <tr key={row.source}>
                  <th scope="row" className="py-1.5 pr-3 text-left font-normal">
                    {row.source ? normaliseSource(row.source).label : "Not recorded"}
                  </th>
                  <td className="py-1.5 pr-3 text-right font-semibold tabular-nums">
                    {row.leads.toLocaleString("en-IN")}
                  </td>
                  <td className="py-1.5 text-right font-semibold tabular-nums">
                    {row.enrolled.toLocaleString("en-IN")}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      </div>
    </>
  );
}
