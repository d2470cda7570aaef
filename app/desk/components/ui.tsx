import { useSyncExternalStore, type ReactNode } from "react";
import { Link } from "react-router";
import type { LeadSummary } from "#domain/desk.ts";
import { formatDuration, formatIst, formatIstShort } from "#domain/india-time.ts";
import { isClosed, promiseState, STATUS_LABELS, type LeadStatus } from "#domain/leads.ts";

/** Small building blocks every desk page uses. */

export function PageHeader({
  title,
  description,
  actions,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <div className="mb-5 flex flex-wrap items-end justify-between gap-3">
      <div>
        <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
        {description ? <p className="mt-1 text-sm text-muted">{description}</p> : null}
      </div>
      {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
    </div>
  );
}

const NOTICE_TONES = {
  success: "border-brand-200 bg-brand-50 text-brand-900",
  error: "border-red-300 bg-red-50 text-red-900",
  info: "border-slate-300 bg-slate-50 text-ink",
  warning: "border-amber-300 bg-amber-50 text-amber-950",
} as const;

/** A message about what just happened: announced politely, or at once for errors. */
export function Notice({ tone, children }: { tone: keyof typeof NOTICE_TONES; children: ReactNode }) {
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      className={`mb-4 rounded-lg border px-4 py-3 text-sm ${NOTICE_TONES[tone]}`}
    >
      {children}
    </div>
  );
}

const STATUS_TONES: Record<LeadStatus, string> = {
  new: "bg-accent-100 text-accent-700 ring-accent-500/40",
  contacted: "bg-sky-50 text-sky-800 ring-sky-700/30",
  counselling: "bg-indigo-50 text-indigo-800 ring-indigo-700/30",
  applied: "bg-violet-50 text-violet-800 ring-violet-700/30",
  enrolled: "bg-brand-50 text-brand-800 ring-brand-700/30",
  not_interested: "bg-slate-100 text-slate-700 ring-slate-500/30",
  not_reachable: "bg-slate-100 text-slate-700 ring-slate-500/30",
  not_eligible: "bg-slate-100 text-slate-700 ring-slate-500/30",
  not_student: "bg-slate-100 text-slate-700 ring-slate-500/30",
};

export function StatusBadge({ status }: { status: LeadStatus }) {
  return (
    <span
      className={`inline-flex shrink-0 items-center rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset ${STATUS_TONES[status]}`}
    >
      {isClosed(status) ? "Closed: " : ""}
      {STATUS_LABELS[status]}
    </span>
  );
}

/** A student under 18 (they said so on a form): a parent or guardian comes first. */
export function MinorBadge({ confirmed }: { confirmed: boolean }) {
  return (
    <span className="inline-flex shrink-0 items-center rounded-full bg-amber-50 px-2 py-0.5 text-xs font-semibold text-amber-900 ring-1 ring-amber-600/40 ring-inset">
      Under 18{confirmed ? " · guardian confirmed" : ""}
    </span>
  );
}

/** The lead wrote from a Hindi page (/hi): the counsellor calls and writes in Hindi. */
export function HindiBadge() {
  return (
    <span className="inline-flex shrink-0 items-center rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800 ring-1 ring-brand-700/30 ring-inset">
      Prefers Hindi
    </span>
  );
}

/** The browser's clock, read at most every 30 seconds, shared by every countdown on the page. */
let clockReading = 0;
const clockListeners = new Set<() => void>();
let clockTimer: ReturnType<typeof setInterval> | undefined;

function subscribeToClock(listener: () => void) {
  clockListeners.add(listener);
  clockTimer ??= setInterval(() => {
    clockReading = Date.now();
    for (const each of clockListeners) each();
  }, 30_000);
  return () => {
    clockListeners.delete(listener);
    if (clockListeners.size === 0) {
      clearInterval(clockTimer);
      clockTimer = undefined;
    }
  };
}

/**
 * The current time for countdowns: the server's while the page hydrates (so it matches the
 * HTML that was sent), then the browser's.
 */
export function useNow(serverNow: string): Date {
  const ms = useSyncExternalStore(
    subscribeToClock,
    () => (clockReading ||= Date.now()),
    () => Date.parse(serverNow),
  );
  return new Date(ms);
}

/** The 24-hour callback promise of a lead: time left, time overdue, or when it was kept. */
export function PromiseClock({
  lead,
  now,
}: {
  lead: Pick<LeadSummary, "status" | "promiseFrom" | "contactedAt">;
  now: Date;
}) {
  const state = promiseState(lead, now);
  if (state.kind === "closed") return null;
  if (state.kind === "kept")
    return <span className="text-xs text-muted">Contacted {formatIst(state.contactedAt)}</span>;
  if (state.kind === "pending") {
    const urgent = state.remainingMs < 4 * 60 * 60 * 1000;
    return (
      <span data-promise="pending" className={`text-xs font-semibold ${urgent ? "text-accent-700" : "text-brand-800"}`}>
        Call within {formatDuration(state.remainingMs)}
      </span>
    );
  }
  return (
    <span data-promise="missed" className="text-xs font-semibold text-danger">
      24-hour promise missed by {formatDuration(state.overdueMs)}
    </span>
  );
}

/** "98765 43210" as people read an Indian mobile number, with the country code. */
export function displayPhone(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  const local = digits.length > 10 ? digits.slice(-10) : digits;
  return local.length === 10 ? `+91 ${local.slice(0, 5)} ${local.slice(5)}` : phone;
}

export function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  return digits.length === 10 ? `tel:+91${digits}` : `tel:${phone.replace(/[^\d+]/g, "")}`;
}

/**
 * A list of leads: three short lines per lead on a phone, two rows of three columns at desk
 * width (the row wrappers dissolve into one grid with `md:contents`).
 */
export function LeadList({
  leads,
  now,
  empty,
  selectFor,
}: {
  leads: readonly LeadSummary[];
  now: Date;
  empty: string;
  /** The id of a form the rows' checkboxes belong to (bulk actions). */ selectFor?: string;
}) {
  if (leads.length === 0)
    return <p className="rounded-lg border border-dashed border-slate-300 p-4 text-sm text-muted">{empty}</p>;
  return (
    <ul className="divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200 bg-white">
      {leads.map((lead) => (
        <li key={lead.id} className={selectFor ? "flex items-stretch" : undefined}>
          {selectFor ? (
            <label className="flex w-11 shrink-0 cursor-pointer items-center justify-center border-r border-slate-100 hover:bg-slate-50">
              <input
                type="checkbox"
                name="lead"
                value={lead.id}
                form={selectFor}
                className="size-5 accent-brand-700"
                aria-label={`Select ${lead.name}`}
              />
            </label>
          ) : null}
          <Link
            to={`/desk/leads/${lead.id}`}
            className="flex min-w-0 flex-1 flex-col gap-1 px-4 py-3 hover:bg-slate-50 focus-visible:bg-slate-50 md:grid md:grid-cols-[minmax(0,1.6fr)_minmax(0,1.4fr)_minmax(0,1fr)] md:gap-x-4"
          >
            <span className="flex items-center justify-between gap-3 md:contents">
              <span className="flex min-w-0 items-center gap-2 md:col-start-1 md:row-start-1">
                <span className="truncate font-semibold text-brand-800 underline-offset-2 hover:underline">
                  {lead.name}
                </span>
                <StatusBadge status={lead.status} />
                {lead.prefersHindi ? <HindiBadge /> : null}
              </span>
              <span className="shrink-0 text-xs text-muted md:col-start-3 md:row-start-1 md:text-right md:text-sm">
                <span className="md:hidden">{formatIstShort(lead.lastEnquiryAt)}</span>
                <span className="hidden md:inline">{formatIst(lead.lastEnquiryAt)}</span>
              </span>
            </span>
            <span className="min-w-0 truncate text-sm text-ink md:col-start-2 md:row-start-1">
              {lead.course || "No course named"}
            </span>
            <span className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5 md:contents">
              <span className="text-sm text-muted md:col-start-1 md:row-start-2">
                {displayPhone(lead.phone)}
                {lead.enquiryCount > 1 ? ` · ${lead.enquiryCount} enquiries` : ""}
                <span className="md:hidden"> · {lead.ownerName ?? "no owner"}</span>
              </span>
              <span className="hidden text-sm text-muted md:col-start-2 md:row-start-2 md:block">
                {lead.ownerName ? `Owner: ${lead.ownerName}` : "No owner yet"}
              </span>
              <span className="md:col-start-3 md:row-start-2 md:text-right">
                <PromiseClock lead={lead} now={now} />
                {lead.nextFollowUpAt && !isClosed(lead.status) ? (
                  <span
                    className={`block text-xs ${new Date(lead.nextFollowUpAt) < now ? "font-semibold text-danger" : "text-muted"}`}
                  >
                    Follow up {formatIst(lead.nextFollowUpAt)}
                  </span>
                ) : null}
              </span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function Pagination({
  page,
  pageCount,
  hrefFor,
}: {
  page: number;
  pageCount: number;
  hrefFor: (page: number) => string;
}) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label="Pages" className="mt-4 flex items-center justify-between gap-3 text-sm">
      {page > 1 ? (
        <Link className="btn-small btn-secondary" to={hrefFor(page - 1)}>
          Newer
        </Link>
      ) : (
        <span />
      )}
      <span className="text-muted">
        Page {page} of {pageCount}
      </span>
      {page < pageCount ? (
        <Link className="btn-small btn-secondary" to={hrefFor(page + 1)}>
          Older
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}

/** The 10 digits of an Indian mobile number, or null when the phone is something else (a landline from the contact form). */
function mobileDigits(phone: string): string | null {
  const digits = phone.replace(/\D/g, "");
  const local = digits.length > 10 ? digits.slice(-10) : digits;
  return /^[6-9]\d{9}$/.test(local) ? local : null;
}

/** A WhatsApp chat with the number, or null when it is not a mobile number. */
function whatsAppHref(phone: string): string | null {
  const digits = mobileDigits(phone);
  return digits ? `https://wa.me/91${digits}` : null;
}

/**
 * Whom to call about a lead: the student, or for a student under 18 whose parent or
 * guardian gave a phone, the parent (they come first).
 */
function callee(lead: Pick<LeadSummary, "name" | "phone" | "minor" | "guardianPhone">): {
  phone: string;
  who: string;
  parent: boolean;
} {
  if (lead.minor && lead.guardianPhone)
    return { phone: lead.guardianPhone, who: `${lead.name}'s parent`, parent: true };
  return { phone: lead.phone, who: lead.name, parent: false };
}

function PhoneIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="currentColor">
      <path d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.46.57 3.6a1 1 0 0 1-.25 1z" />
    </svg>
  );
}

function ChatIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="currentColor">
      <path d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2zm5.3 14.1c-.2.6-1.3 1.2-1.8 1.2s-1 .3-3.3-.7a11.6 11.6 0 0 1-4.4-4c-.6-.8-1-1.8-1-2.8 0-1 .5-1.5.8-1.8.2-.2.5-.3.7-.3h.5c.2 0 .4 0 .6.5l.8 2c.1.1.1.3 0 .5l-.3.5-.4.4c-.1.2-.3.3-.1.6.2.3.8 1.3 1.7 2.1 1.2 1 2.1 1.4 2.4 1.5.3.2.5.1.6 0l.9-1c.2-.3.4-.2.6-.1l2 .9c.3.2.5.2.5.4.1.1.1.7-.1 1.3z" />
    </svg>
  );
}

/**
 * Call and WhatsApp, 44 px targets, named for a screen reader with whom they reach. For a
 * student under 18 both go to the parent or guardian, and say so.
 */
export function ContactButtons({ lead }: { lead: Pick<LeadSummary, "name" | "phone" | "minor" | "guardianPhone"> }) {
  const target = callee(lead);
  const whatsApp = whatsAppHref(target.phone);
  const button =
    "flex size-11 shrink-0 flex-col items-center justify-center rounded-full border text-[0.625rem] leading-none font-semibold";
  return (
    <span className="flex shrink-0 items-center gap-1.5">
      <a
        href={telHref(target.phone)}
        aria-label={`Call ${target.who}, ${displayPhone(target.phone)}`}
        className={`${button} border-brand-700 bg-brand-700 text-white hover:bg-brand-800`}
      >
        <PhoneIcon />
        {target.parent ? <span aria-hidden="true">Parent</span> : null}
      </a>
      {whatsApp ? (
        <a
          href={whatsApp}
          target="_blank"
          rel="noreferrer"
          aria-label={`WhatsApp ${target.who}`}
          className={`${button} border-brand-700 bg-white text-brand-800 hover:bg-brand-50`}
        >
          <ChatIcon />
          {target.parent ? <span aria-hidden="true">Parent</span> : null}
        </a>
      ) : null}
    </span>
  );
}

/** A pill that is a link: a quick filter or a saved view. `on` marks the current one. */
export function Chip({ to, on, children, label }: { to: string; on: boolean; children: ReactNode; label?: string }) {
  return (
    <Link
      to={to}
      aria-current={on ? "true" : undefined}
      aria-label={label}
      className={`inline-flex min-h-11 shrink-0 items-center gap-1 rounded-full border px-3.5 text-sm font-semibold whitespace-nowrap ${
        on
          ? "border-brand-700 bg-brand-700 text-white hover:bg-brand-800"
          : "border-slate-300 bg-white text-ink hover:border-brand-700 hover:bg-brand-50"
      }`}
    >
      {on ? (
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="currentColor">
          <path d="M7.6 13.2 4.4 10l-1.1 1.1 4.3 4.3 9.1-9.1-1.1-1.1z" />
        </svg>
      ) : null}
      {children}
    </Link>
  );
}

/** Two or more links that look like a segmented control (works without JavaScript). */
export function SegmentedLinks({
  label,
  options,
}: {
  label: string;
  options: { to: string; label: string; on: boolean }[];
}) {
  return (
    <nav aria-label={label} className="inline-flex rounded-lg border border-slate-300 bg-white p-0.5">
      {options.map((option) => (
        <Link
          key={option.to}
          to={option.to}
          aria-current={option.on ? "page" : undefined}
          className={`inline-flex min-h-11 min-w-20 items-center justify-center rounded-md px-3 text-sm font-semibold ${
            option.on ? "bg-brand-700 text-white" : "text-ink hover:bg-slate-100"
          }`}
        >
          {option.label}
        </Link>
      ))}
    </nav>
  );
}
