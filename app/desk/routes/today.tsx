import { data, Form, Link, redirect, useLocation, useNavigation } from "react-router";
import type { Route } from "./+types/today";
import { available, onLeave } from "#domain/allocation.ts";
import { QUEUE_SECTION_TITLES, QUEUE_SECTIONS, type QueueSection } from "#domain/contact.ts";
import type { HeldPost, LeadSummary, QueueItem, TodaySectionPage } from "#domain/desk.ts";
import { DAY_MS, formatIst } from "#domain/india-time.ts";
import { worksLeads } from "#domain/desk.ts";
import { FORM_LABELS } from "#domain/leads.ts";
import { requireAdmin, requireLeadWorker } from "#app/desk/auth.server.ts";
import { changeDuty } from "#app/desk/duty.server.ts";
import { readDeskForm } from "#app/desk/form.server.ts";
import { DutySwitch, leaveText } from "#app/desk/components/duty.tsx";
import {
  ContactButtons,
  displayPhone,
  HindiBadge,
  MinorBadge,
  Notice,
  SegmentedLinks,
} from "#app/desk/components/ui.tsx";

export const meta = () => [{ title: "Today | Admissions desk" }];

type TodayList = QueueSection | "noNextStep";

/** How far back a repeat enquiry counts as warm for the admins' "owner away" flag. */
const WARM_DAYS = 7;
const NO_NEXT_STEP_TITLE = "No next step — fix these";
const NO_NEXT_STEP_REASON = "Reached, but no follow-up set: choose a next step or close it";

function isTodayList(value: string): value is TodayList {
  return value === "noNextStep" || (QUEUE_SECTIONS as readonly string[]).includes(value);
}

function listTitle(list: TodayList): string {
  return list === "noNextStep" ? NO_NEXT_STEP_TITLE : QUEUE_SECTION_TITLES[list];
}

/** The address of one section whole, in the same scope. */
function sectionHref(list: TodayList, team: boolean, page = 1): string {
  return `/desk/today?${team ? "scope=team&" : ""}section=${list}${page > 1 ? `&page=${page}` : ""}`;
}

const OFF_DUTY = "You are off duty: new leads go to the others on duty";

/**
 * Today: my queue. One list in the store's order (domain/contact.ts buildQueue), each lead
 * once, in sections; admins may look at the whole team's (`?scope=team`). Counsellors asking
 * for the team's view are refused: it is not theirs to work.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { staff, desk } = await requireLeadWorker(request, context);
  const asked = new URL(request.url).searchParams.get("scope");
  const scope = asked === "team" ? "team" : "mine";
  if (scope === "team" && staff.role !== "admin")
    throw data("Only an admin can see the whole team's queue.", { status: 403 });
  const isAdmin = staff.role === "admin";
  const url = new URL(request.url);
  const asking = url.searchParams.get("section");
  if (asking !== null) {
    if (!isTodayList(asking)) throw data("No such section of Today.", { status: 400 });
    const page = Number(url.searchParams.get("page") ?? "1");
    const whole = await desk.todaySection(staff.id, scope, asking, Number.isFinite(page) ? Math.floor(page) : 1);
    return { kind: "section" as const, scope, whole };
  }
  const [queue, held, duties, { rule }, members] = await Promise.all([
    desk.today(staff.id, scope),
    // Held posts are the admins' to release or discard: counsellors never see them.
    isAdmin ? desk.heldPosts() : Promise.resolve(null),
    desk.staffDuty(),
    desk.allocationSettings(),
    isAdmin ? desk.listStaff() : Promise.resolve([]),
  ]);
  const now = new Date();
  // Admins: leads that enquired again this week while their owner is away (on leave, off
  // duty, disabled), for someone else to take before they go cold.
  const away = new Map(
    members
      .filter((member) => worksLeads(member.role))
      .flatMap((member) => {
        const duty = duties.find((each) => each.staffId === member.id);
        const available = duty && member.active && duty.onDuty && !onLeave(duty, now);
        if (available) return [];
        const why = !member.active ? "disabled" : duty && onLeave(duty, now) ? "on leave" : "off duty";
        return [[member.id, `${member.name} is ${why}`] as const];
      }),
  );
  const warm = isAdmin
    ? await desk.warmLeadsAway([...away.keys()], new Date(now.getTime() - WARM_DAYS * DAY_MS).toISOString())
    : null;
  const duty = duties.find((each) => each.staffId === staff.id) ?? {
    staffId: staff.id,
    onDuty: false,
    leaveFrom: null,
    leaveTo: null,
  };
  // Said only when it matters: leads are being given out and this counsellor gets none of
  // them. Not to admins, many of whom never take leads (their switch is on Account).
  const offDuty =
    staff.role === "counsellor" && rule !== "off" && !available({ ...duty, active: true }, now)
      ? { duty, text: onLeave(duty, now) ? `${leaveText(duty, now)}: no new leads come to you` : OFF_DUTY }
      : null;
  return {
    kind: "queue" as const,
    queue,
    isAdmin,
    warm: warm
      ? {
          total: warm.total,
          items: warm.leads.map((lead) => ({
            lead,
            reason: `Enquired again · ${away.get(lead.ownerId ?? "") ?? "away"}`,
          })),
        }
      : null,
    offDuty,
    held,
    confirmDiscard: isAdmin ? url.searchParams.get("discard") : null,
    released: url.searchParams.get("released"),
    discarded: url.searchParams.has("discarded"),
  };
}

/**
 * Today's forms. The on-duty switch: anyone's own, one tap (leave is on the Account page).
 * Releasing or discarding a held post: admins only. Release is one tap; discard is asked
 * first (`?discard=<id>` shows the confirmation, a plain link, so it works without JavaScript).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { staff, desk } = await requireLeadWorker(request, context);
  const form = await readDeskForm(request);
  if (form.get("intent") === "duty") {
    if (String(form.get("staffId") ?? staff.id) !== staff.id)
      return data({ dutyError: "You can change only your own duty here." }, { status: 403 });
    const answer = (await changeDuty(desk, staff, form))!;
    return answer.ok ? data({ duty: answer.message }) : data({ dutyError: answer.error }, { status: answer.status });
  }
  await requireAdmin(request, context);
  const id = String(form.get("id") ?? "");
  const scope = new URL(request.url).searchParams.get("scope") === "team" ? "scope=team&" : "";
  const gone = "That held post is no longer there: another admin may have released or discarded it.";
  switch (String(form.get("intent") ?? "")) {
    case "release": {
      const released = id ? await desk.releaseHeldPost(id, staff.id) : null;
      if (!released) return data({ error: gone }, { status: 404 });
      return redirect(`/desk/today?${scope}released=${encodeURIComponent(released.leadId)}#held`, 303);
    }
    case "discard": {
      if (!id || !(await desk.discardHeldPost(id, staff.id, context.clientIp)))
        return data({ error: gone }, { status: 404 });
      return redirect(`/desk/today?${scope}discarded#held`, 303);
    }
    default:
      return data({ error: "Unknown action. Please reload the page and try again." }, { status: 400 });
  }
}

/** One held post: who and what, then Release (one tap) and Discard (asked first). */
function HeldRow({
  post,
  confirming,
  busy,
  team,
}: {
  post: HeldPost;
  confirming: boolean;
  busy: boolean;
  team: boolean;
}) {
  const what = post.form === "contact" ? post.subject || "Contact message" : post.course || "No course named";
  return (
    <li className="flex flex-col gap-2 px-3 py-2.5 sm:flex-row sm:items-center sm:gap-3 sm:px-4">
      <div className="min-w-0 flex-1">
        <p className="truncate font-semibold text-ink">{post.name}</p>
        <p className="truncate text-sm text-ink">
          {what} <span className="text-muted">· {FORM_LABELS[post.form]}</span>
        </p>
        <p className="text-xs text-muted">
          {displayPhone(post.phone)} · sent {formatIst(post.createdAt)}
        </p>
        {post.email ? <p className="truncate text-xs text-muted">{post.email}</p> : null}
      </div>
      {confirming ? (
        <Form method="post" className="flex flex-wrap items-center gap-2" aria-label={`Discard ${post.name}'s post`}>
          <input type="hidden" name="id" value={post.id} />
          <p className="w-full text-sm font-semibold text-danger sm:w-auto">Erase this post for good?</p>
          <button
            type="submit"
            name="intent"
            value="discard"
            className="btn-small min-h-11 bg-danger text-white hover:bg-red-800"
            disabled={busy}
          >
            Discard
          </button>
          <Link
            to={`/desk/today${team ? "?scope=team" : ""}#held`}
            className="btn-small btn-secondary min-h-11"
            preventScrollReset
          >
            Cancel
          </Link>
        </Form>
      ) : (
        <Form method="post" className="flex shrink-0 items-center gap-2">
          <input type="hidden" name="id" value={post.id} />
          <button
            type="submit"
            name="intent"
            value="release"
            className="btn-small btn-primary min-h-11 flex-1 px-5 sm:flex-none"
            disabled={busy}
            aria-label={`Release ${post.name}'s post`}
          >
            Release
          </button>
          <Link
            to={`/desk/today?${team ? "scope=team&" : ""}discard=${encodeURIComponent(post.id)}#held`}
            className="btn-small btn-secondary min-h-11"
            aria-label={`Discard ${post.name}'s post…`}
            preventScrollReset
          >
            Discard…
          </Link>
        </Form>
      )}
    </li>
  );
}

/** Admins' section of Today: posts held because many came from one address, oldest first. */
function HeldSection({
  held,
  confirmDiscard,
  error,
}: {
  held: { items: HeldPost[]; total: number };
  confirmDiscard: string | null;
  error: string | null;
}) {
  const busy = useNavigation().state === "submitting";
  // The team's view stays the team's view through a confirmation and back.
  const team = new URLSearchParams(useLocation().search).get("scope") === "team";
  return (
    <section
      id="held"
      aria-labelledby="held-title"
      className="mb-5 overflow-clip rounded-xl border border-amber-300 bg-white"
    >
      <div className="border-b border-amber-200 bg-amber-50 px-3 py-2 sm:px-4">
        <h2 id="held-title" className="flex items-baseline gap-2 text-sm font-bold text-amber-950">
          Held: many posts from one address
          <span className="rounded-full bg-amber-200 px-2 text-xs font-semibold tabular-nums">
            <span className="sr-only">(</span>
            {held.total}
            <span className="sr-only"> held)</span>
          </span>
        </h2>
        <p className="text-xs text-amber-950">
          Sent from an address that sent many (a mobile network, a fair, a school). Nobody was told and nobody owns
          them. Release the genuine ones; discard what is not.
        </p>
      </div>
      {error ? (
        <div className="px-3 pt-3 sm:px-4">
          <Notice tone="error">{error}</Notice>
        </div>
      ) : null}
      <ul className="divide-y divide-slate-100">
        {held.items.map((post) => (
          <HeldRow key={post.id} post={post} confirming={confirmDiscard === post.id} busy={busy} team={team} />
        ))}
      </ul>
      {held.total > held.items.length ? (
        <p className="border-t border-slate-100 px-3 py-2 text-xs text-muted sm:px-4">
          The oldest {held.items.length} of {held.total}: release or discard these to see the rest.
        </p>
      ) : null}
    </section>
  );
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
        to={`/desk/leads/${lead.id}?from=today`}
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
  more,
  children,
}: {
  id: string;
  title: string;
  count: number;
  /** When the section holds more leads than are listed: where to see them all. */
  more?: string | null;
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
      {more ? (
        <p className="border-t border-slate-100 px-3 py-1 sm:px-4">
          <Link to={more} className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-800 underline">
            Show all {count}
          </Link>
        </p>
      ) : null}
    </section>
  );
}

/** One section whole (`?section=`), a page of leads at a time, with the way back to Today. */
function WholeSection({ whole, team }: { whole: TodaySectionPage; team: boolean }) {
  const list = whole.section;
  const tone = list === "noNextStep" ? "text-danger" : SECTION_TONES[list];
  return (
    <>
      <div className="mb-3">
        <Link
          to={team ? "/desk/today?scope=team" : "/desk/today"}
          className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-800 underline"
        >
          ← Today{team ? ": the team" : ""}
        </Link>
        <h1 className="text-xl font-bold tracking-tight sm:text-2xl">{listTitle(list)}</h1>
        <p className="text-sm text-muted" data-testid="section-summary">
          {whole.total === 0
            ? "None now."
            : whole.pageCount > 1
              ? `${whole.total} leads, page ${whole.page} of ${whole.pageCount}, most urgent first.`
              : `${whole.total} ${whole.total === 1 ? "lead" : "leads"}, most urgent first.`}
        </p>
      </div>
      {whole.items.length > 0 ? (
        <div className="overflow-clip rounded-xl border border-slate-200 bg-white">
          <ul className="divide-y divide-slate-100" aria-label={listTitle(list)}>
            {whole.items.map((item) => (
              <QueueRow key={item.lead.id} lead={item.lead} reason={item.reason} tone={tone} showOwner={team} />
            ))}
          </ul>
        </div>
      ) : null}
      {whole.pageCount > 1 ? (
        <nav aria-label="Pages" className="mt-3 flex items-center justify-between gap-2">
          {whole.page > 1 ? (
            <Link to={sectionHref(list, team, whole.page - 1)} className="btn-small btn-secondary min-h-11">
              Previous
            </Link>
          ) : (
            <span />
          )}
          {whole.page < whole.pageCount ? (
            <Link to={sectionHref(list, team, whole.page + 1)} className="btn-small btn-secondary min-h-11">
              Next page
            </Link>
          ) : null}
        </nav>
      ) : null}
    </>
  );
}

export default function Today({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  if (loaderData.kind === "section")
    return <WholeSection whole={loaderData.whole} team={loaderData.scope === "team"} />;
  const { queue, isAdmin, offDuty, held, confirmDiscard, released, discarded, warm } = loaderData;
  const team = queue.scope === "team";
  // Every section that holds a lead, with its true count (the store counts it), even when its
  // first leads are listed in an earlier section's candidates.
  const sections = QUEUE_SECTIONS.map((section) => ({
    section,
    items: queue.items.filter((item) => item.section === section),
  })).filter((group): group is { section: QueueSection; items: QueueItem[] } => queue.counts[group.section] > 0);
  const total = QUEUE_SECTIONS.reduce((sum, section) => sum + queue.counts[section], 0);
  const noNextStep = queue.counts.noNextStep;
  return (
    <>
      <div className="mb-3 flex flex-wrap items-center justify-between gap-x-3 gap-y-2">
        <div className="min-w-0">
          <h1 className="text-xl font-bold tracking-tight sm:text-2xl">{team ? "Today: the team" : "Today"}</h1>
          <p className="text-sm text-muted">
            {total === 0 ? "Nothing to call right now." : `${total} to call, most urgent first.`}
            {noNextStep > 0 ? (
              <>
                {" "}
                <a href="#no-next-step" className="font-semibold text-danger underline">
                  {noNextStep} without a next step
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

      {released ? (
        <Notice tone="success">
          Released: it is now a lead, allocated and announced as if just received.{" "}
          <Link to={`/desk/leads/${released}`} className="font-semibold underline">
            Open the lead
          </Link>
        </Notice>
      ) : null}
      {discarded ? <Notice tone="success">Discarded: the post is erased.</Notice> : null}
      {actionData && "duty" in actionData ? <Notice tone="success">{actionData.duty}</Notice> : null}
      {actionData && "dutyError" in actionData ? <Notice tone="error">{actionData.dutyError}</Notice> : null}
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
      {held && (held.total > 0 || (actionData && "error" in actionData)) ? (
        <HeldSection
          held={held}
          confirmDiscard={confirmDiscard}
          error={actionData && "error" in actionData ? actionData.error : null}
        />
      ) : null}

      {warm && warm.total > 0 ? (
        <div
          id="owner-away"
          data-testid="owner-away"
          className="mb-5 overflow-clip rounded-xl border border-amber-300 bg-white"
        >
          <Section id="queue-owner-away" title="Enquired again, owner away" count={warm.total}>
            {warm.items.map((item) => (
              <QueueRow key={item.lead.id} lead={item.lead} reason={item.reason} tone="text-amber-900" showOwner />
            ))}
          </Section>
          <p className="border-t border-slate-100 px-3 py-2 text-xs text-muted sm:px-4">
            Give each to someone on duty from its page, or several at once from Leads (Change several leads).
          </p>
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
            <Section
              key={section}
              id={`queue-${section}`}
              title={QUEUE_SECTION_TITLES[section]}
              count={queue.counts[section]}
              more={queue.counts[section] > items.length ? sectionHref(section, team) : null}
            >
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

      {noNextStep > 0 ? (
        <div id="no-next-step" className="mt-5 overflow-clip rounded-xl border border-red-200 bg-white">
          <Section
            id="queue-no-next-step"
            title={NO_NEXT_STEP_TITLE}
            count={noNextStep}
            more={noNextStep > queue.noNextStep.length ? sectionHref("noNextStep", team) : null}
          >
            {queue.noNextStep.map((lead) => (
              <QueueRow key={lead.id} lead={lead} reason={NO_NEXT_STEP_REASON} tone="text-danger" showOwner={team} />
            ))}
          </Section>
        </div>
      ) : null}
    </>
  );
}
