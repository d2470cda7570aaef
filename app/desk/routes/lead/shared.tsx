import { useSyncExternalStore, type ReactNode } from "react";
import { Form } from "react-router";
import type { LeadDetail } from "#domain/desk.ts";

/** Pieces the lead page's sections share. */

export function Section({
  title,
  children,
  id,
  className,
}: {
  title: string;
  children: ReactNode;
  id: string;
  className?: string;
}) {
  return (
    <section aria-labelledby={id} className={`desk-card ${className ?? ""}`}>
      <h2 id={id} className="mb-3 text-base font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * A form that changes the lead. Its `key` is the lead's version and timeline length: after
 * every save (and after a refused one, when the page reloads the lead) the form is built
 * afresh from the lead as it is now, so no field keeps a value from before. After an error
 * the lead has not changed, the key stays, and what was typed stays.
 */
export function formKey(lead: Pick<LeadDetail, "version" | "timeline">, name: string): string {
  return `${name}:${lead.version}:${lead.timeline.length}`;
}

/** The lead's version travels with every version-checked form: a change against an older one is refused. */
export function ChangeForm({
  lead,
  intent,
  children,
  className,
}: {
  lead: LeadDetail;
  intent: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <Form method="post" className={className ?? "flex flex-col gap-3"} preventScrollReset>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="version" value={lead.version} />
      {children}
    </Form>
  );
}

export function FieldError({ id, children }: { id?: string; children: ReactNode }) {
  if (!children) return null;
  return (
    <p id={id} role="alert" className="text-sm font-medium text-danger">
      {children}
    </p>
  );
}

const noSubscription = () => () => {};

/** False while the server renders and the page hydrates, true once React runs in the browser. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

const IST = "Asia/Kolkata";
const weekdayTime = new Intl.DateTimeFormat("en-IN", {
  timeZone: IST,
  weekday: "short",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});
const dayTime = new Intl.DateTimeFormat("en-IN", {
  timeZone: IST,
  weekday: "short",
  day: "numeric",
  month: "short",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});
const timeOnly = new Intl.DateTimeFormat("en-IN", {
  timeZone: IST,
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});
const dayKey = new Intl.DateTimeFormat("en-CA", { timeZone: IST, year: "numeric", month: "2-digit", day: "2-digit" });

/**
 * When a next step falls, in few characters and India time: "Today 16:00" the same day,
 * "Fri 10:00" within the coming six days, "Thu, 3 Dec, 09:00" further off or in the past.
 */
export function formatStep(instant: Date | string, now: Date | string): string {
  const at = new Date(instant);
  const from = new Date(now);
  if (dayKey.format(at) === dayKey.format(from)) return `Today ${timeOnly.format(at)}`;
  const ahead = at.getTime() - from.getTime();
  if (ahead > 0 && ahead < 6 * 24 * 60 * 60 * 1000) return weekdayTime.format(at).replace(",", "");
  return dayTime.format(at);
}
