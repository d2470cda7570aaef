import { data, Link, useNavigation } from "react-router";
import type { Route } from "./+types/today";
import { available, onLeave } from "#domain/allocation.ts";
import { QUEUE_SECTION_TITLES, QUEUE_SECTIONS, type QueueSection } from "#domain/contact.ts";
import type { LeadSummary, QueueItem } from "#domain/desk.ts";
import { requireStaff, UNREADABLE_FORM } from "#app/desk/auth.server.ts";
import { changeDuty } from "#app/desk/duty.server.ts";
import { readForm } from "#app/desk/passkey-http.server.ts";
import { DutySwitch, leaveText } from "#app/desk/components/duty.tsx";
import { ContactButtons, MinorBadge, Notice, SegmentedLinks } from "#app/desk/components/ui.tsx";

export const meta = () => [{ title: "Today | Admissions desk" }];

const OFF_DUTY = "You are off duty: new leads go to the others on duty";

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
  const [queue, duties, { rule }] = await Promise.all([
    desk.today(staff.id, scope),
    desk.staffDuty(),
    desk.allocationSettings(),
  ]);
  const duty = duties.find((each) => each.staffId === staff.id) ?? {
    staffId: staff.id,
    onDuty: false,
    leaveFrom: null,
    leaveTo: null,
  };
  const now = new Date();
  // Said only when it matters: leads are being given out and this person gets none of them.
  const offDuty =
    rule !== "off" && !available({ ...duty, active: true }, now)
      ? { duty, text: onLeave(duty, now) ? `${leaveText(duty, now)}: no new leads come to you` : OFF_DUTY }
      : null;
  return { queue, isAdmin: staff.role === "admin", offDuty };
}

/** The on-duty switch from Today, one tap: the person's own only (leave is on the Account page). */
export async function action({ request, context }: Route.ActionArgs) {
  const { staff, desk } = await requireStaff(request, context);
  const form = await readForm(request);
  if (!form) return data({ ok: false as const, error: UNREADABLE_FORM }, { status: 400 });
  if (form.get("intent") !== "duty")
    return data({ ok: false as const, error: "Today can only switch your duty on or off." }, { status: 400 });
  if (String(form.get("staffId") ?? staff.id) !== staff.id)
    return data({ ok: false as const, error: "You can change only your own duty here." }, { status: 403 });
  const answer = (await changeDuty(desk, staff, form))!;
  return data(answer, { status: answer.ok ? 200 : answer.status });
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

export default function Today({ loaderData, actionData }: Route.ComponentProps) {
  const { queue, isAdmin, offDuty } = loaderData;
  const busy = useNavigation().state !== "idle";
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

      {actionData?.ok ? <Notice tone="success">{actionData.message}</Notice> : null}
      {actionData && !actionData.ok ? <Notice tone="error">{actionData.error}</Notice> : null}
      {offDuty ? (
        <div
          data-testid="off-duty"
          className="mb-3 flex flex-wrap items-center justify-between gap-2 rounded-xl border border-amber-300 bg-amber-50 px-3 py-2"
        >
          <p className="text-sm font-semibold text-ink">{offDuty.text}.</p>
          {offDuty.duty.onDuty ? (
            <Link to="/desk/account#duty" className="text-sm font-semibold text-brand-800 underline">
              Leave on the Account page
            </Link>
          ) : (
            <DutySwitch duty={offDuty.duty} busy={busy} />
          )}
        </div>
      ) : null}

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
