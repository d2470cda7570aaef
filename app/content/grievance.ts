import type { z } from "zod";
import type { grievanceSchema, lineSchema } from "./disclosure-schemas";

/**
 * Grievances and anti-ragging (/grievances, linked from the footer): whom a student or parent
 * complains to, how a complaint is handled, and the anti-ragging contacts. The institute's own
 * contacts and process are `null` as shipped: staff give them in the desk (Content →
 * Grievances, ./document/grievance.ts), and until then the page shows "To be confirmed" and
 * the launch check lists them (./readiness.ts). The national helpline below is public
 * (UGC's anti-ragging regulations, 2009), not the institute's.
 */
export const grievance: z.infer<typeof grievanceSchema> = {
  officer: { role: "Grievance redressal officer", name: null, phone: null, email: null },
  antiRagging: { role: "Anti-ragging committee", name: null, phone: null, email: null },
  process: null,
  answerWithinDays: null,
};

/** The national anti-ragging helpline the UGC runs: toll free, at any hour. */
export const nationalAntiRaggingHelpline = {
  phone: { display: "1800-180-5522", href: "tel:18001805522" },
  email: "helpline@antiragging.in",
  website: { text: "antiragging.in", href: "https://www.antiragging.in/" },
} as const;

/** What the page says about ragging, whoever the contacts are. */
export const raggingStatement: z.infer<typeof lineSchema> = [
  "Ragging in any form, on the campus or off it, is forbidden by the UGC's regulations on curbing ragging (2009), which bind every college. A student who is ragged, or sees it, can tell the anti-ragging committee below or the national helpline, in confidence.",
];

/** What happens when nobody at the institute answers. */
export const escalation: z.infer<typeof lineSchema> = [
  "If your complaint is not answered, or you are not satisfied with the answer, you can take it to the university that awards your degree (see ",
  { text: "Recognition and approvals", href: "/recognition" },
  ").",
];
