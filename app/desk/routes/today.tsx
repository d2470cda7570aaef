import { data, Link } from "react-router";
import type { Route } from "./+types/today";
import { QUEUE_SECTION_TITLES, QUEUE_SECTIONS, type QueueSection } from "#domain/contact.ts";
import type { LeadSummary, QueueItem } from "#domain/desk.ts";
import { requireStaff } from "#app/desk/auth.server.ts";
import { ContactButtons, HindiBadge, MinorBadge, SegmentedLinks } from "#app/desk/components/ui.tsx";

export const meta = () => [{ title: "Today | Admissions desk" }];

/**
 * Today: my queue. One list in the store's order (domain/contact.ts buildQueue), each lead
 * once, in sections; admins may look at the whole team's (`?scope=team`). Counsellors asking
 * for the team's view are refused: it is not theirs to work.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { staff, desk } = await requireStaff(request, context);
  const asked = new URL(request.url).searchParams.get("scope");
  const scope = asked === "team" ? "team" : "mine";
  if (scope === "team" && staff.role !== "admin")
    throw data("Only an admin can see the whole team's queue.", { status: 403 });
  return { queue: await desk.today(staff.id, scope), isAdmin: staff.role === "admin" };
}

const SECTION_TONES: Record<QueueSection, string> = {
  overdue: "text-danger",
  due: "text-brand-800",
  new: "text-accent-700",
  retry: "text-muted",
  unowned: "text-accent-700",
  promise: "text-danger",
};

/** One lead of the queue: the row opens the lead; Call and WhatsApp sit at its end. */
function QueueRow({
  lead,
  reason,
  tone,
  showOwner,
}: {
  lead: LeadSummary;
  reason: string;
  tone: string;
  showOwner: boolean;
}) {
  return (
    <li className="flex items-center gap-2 py-1.5 pr-3 pl-1 sm:pr-4">
      <Link
        to={`/desk/leads/${lead.id}`}
        className="group flex min-h-11 min-w-0 flex-1 flex-col justify-center rounded-md px-2 py-1 hover:bg-slate-50"
      >
        <span className="flex min-w-0 items-center gap-2">
          <span className="truncate font-semibold text-brand-800 group-hover:underline">{lead.name}</span>
          {lead.minor ? <MinorBadge confirmed={lead.guardianConfirmedAt !== null} /> : null}
          {lead.prefersHindi ? <HindiBadge /> : null}
        </span>
        <span className="truncate text-sm text-ink">
          {lead.course || "No course named"}
          {showOwner ? <span className="text-muted"> · {lead.ownerName ?? "no owner"}</span> : null}
        </span>
        <span className={`truncate text-xs font-semibold ${tone}`}>{reason}</span>
      </Link>
      <ContactButtons lead={lead} />
    </li>
  );
}

function Section({
  id,
  title,
  count,
  children,
}: {
  id: string;
  title: string;
  count: number;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <h2
        id={id}
        className="sticky top-0 z-10 flex items-baseline gap-2 border-b border-slate-200 bg-slate-50/95 px-3 py-1.5 text-sm font-bold sm:px-4"
      >
        {title}
        <span className="rounded-full bg-slate-200 px-2 text-xs font-semibold text-ink tabular-nums">
          <span className="sr-only">(</span>
          {count}
          <span className="sr-only"> {count === 1 ? "lead" : "leads"})</span>
        </span>
      </h2>
      <ul className="divide-y divide-slate-100">{children}</ul>
    </section>
  );
}

export default function Today({ loaderData }: Route.ComponentProps) {
  const { queue, isAdmin } = loaderData;
  const team = queue.scope === "team";
  const sections = QUEUE_SECTIONS.map((section) => ({
    section,
    items: queue.items.filter((item) => item.section === section),
  })).filter((group): group is { section: QueueSection; items: QueueItem[] } => group.items.length > 0);
  const total = queue.items.length;
  return (
    <>
      <div className="mb-3 flex flex-wrap items-center justify-between gap-x-3 gap-y-2">
        <div className="min-w-0">
          <h1 className="text-xl font-bold tracking-tight sm:text-2xl">{team ? "Today: the team" : "Today"}</h1>
          <p className="text-sm text-muted">
            {total === 0 ? "Nothing to call right now." : `${total} to call, most urgent first.`}
            {queue.noNextStep.length > 0 ? (
              <>
                {" "}
                <a href="#no-next-step" className="font-semibold text-danger underline">
                  {queue.noNextStep.length} without a next step
                </a>
              </>
            ) : null}
          </p>
        </div>
        {isAdmin ? (
          <SegmentedLinks
            label="Whose queue"
            options={[
              { to: "/desk/today", label: "Mine", on: !team },
              { to: "/desk/today?scope=team", label: "Team", on: team },
            ]}
          />
        ) : null}
      </div>

      {total === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white p-4 text-sm text-muted">
          {team
            ? "No lead needs a call from anyone today."
            : "No lead of yours needs a call today, and every new lead has an owner."}{" "}
          <Link to="/desk/leads?status=new" className="font-semibold text-brand-800 underline">
            See new leads
          </Link>
        </p>
      ) : (
        <div className="overflow-clip rounded-xl border border-slate-200 bg-white">
          {sections.map(({ section, items }) => (
            <Section key={section} id={`queue-${section}`} title={QUEUE_SECTION_TITLES[section]} count={items.length}>
              {items.map((item) => (
                <QueueRow
                  key={item.lead.id}
                  lead={item.lead}
                  reason={item.reason}
                  tone={SECTION_TONES[section]}
                  showOwner={team}
                />
              ))}
            </Section>
          ))}
        </div>
      )}

      {queue.noNextStep.length > 0 ? (
        <div id="no-next-step" className="mt-5 overflow-clip rounded-xl border border-red-200 bg-white">
          <Section id="queue-no-next-step" title="No next step — fix these" count={queue.noNextStep.length}>
            {queue.noNextStep.map((lead) => (
              <QueueRow
                key={lead.id}
                lead={lead}
                reason="Reached, but no follow-up set: choose a next step or close it"
                tone="text-danger"
                showOwner={team}
              />
            ))}
          </Section>
        </div>
      ) : null}
    </>
  );
}
