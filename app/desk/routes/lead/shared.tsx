import { useSyncExternalStore, type ReactNode } from "react";
import { Form } from "react-router";
import type { LeadDetail } from "../../../../domain/desk";

/** Pieces the lead page's sections share. */

export function Section({ title, children, id, className }: { title: string; children: ReactNode; id: string; className?: string }) {
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
export function ChangeForm({ lead, intent, children, className }: { lead: LeadDetail; intent: string; children: ReactNode; className?: string }) {
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

const stepFormat = new Intl.DateTimeFormat("en-IN", { timeZone: "Asia/Kolkata", weekday: "short", hour: "2-digit", minute: "2-digit", hourCycle: "h23" });

/** "Thu 10:00" in India time: when a next step falls, in few characters. */
export function formatStep(instant: Date | string): string {
  return stepFormat.format(new Date(instant)).replace(",", "");
}
