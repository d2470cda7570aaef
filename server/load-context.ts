import type { DeskStore } from "#domain/desk.ts";
import type { ContentPages } from "./content/site-content";
import type { Log } from "./log";
import type { ProofOfWork } from "./proof-of-work";
import type { HoldableForm, LimitedForm, PostStanding } from "./security";
import type { SubmissionWriter } from "#domain/submissions.ts";
import type { PushEndpointPolicy } from "#domain/push-subscription.ts";

/** What the Express server hands every loader and action. */
export interface ServerContext {
  /**
   * The forms' writes. Null when the database could not be opened: pages still work, submissions answer 503.
   */
  store: SubmissionWriter | null;
  /** The admissions desk's data ; null when the database is unavailable. */
  desk: DeskStore | null;
  /** The site's pages from content (server/content/site-content.ts): the desk's preview and publish; null without a database. */
  content: ContentPages | null;
  /**
   * Counts this post against the visitor's limit for the form (SUBMIT_RATE_LIMIT; the desk's
   * sign-in posts, DESK_SIGN_IN_LIMIT); true when it is over, and the action answers 429 in
   * the app's own format. Called by the action, so no spelling of the path escapes it
   * (server/security.ts).
   */
  isOverSubmissionLimit: (form: LimitedForm) => Promise<boolean>;
  /**
   * Counts an enquiry or contact message post: `normal`, `held` above the address's limit
   * (stored for an admin to release), `refused` above SUBMIT_HARD_CAP (server/security.ts).
   */
  postStanding: (form: HoldableForm) => Promise<PostStanding>;
  /** Counts a post by a person (their phone's and email's matching keys); true when over the limit. */
  isOverPersonLimit: (form: HoldableForm, keys: readonly string[]) => Promise<boolean>;
  /**
   * The proof of work asked of a post above SUBMIT_HARD_CAP (server/proof-of-work.ts): a
   * challenge to answer with, and the check of a solution sent back.
   */
  proofOfWork: ProofOfWork;
  /** HELD_POSTS_BUDGET: the most held posts kept at once, handed to the store with each held post. */
  heldPostsBudget: number;
  /** The visitor's address as Express sees it (TRUST_PROXY decides whether X-Forwarded-For counts). */
  clientIp: string;
  /**
   * This response's Content-Security-Policy nonce (server/security.ts scriptNonce): a page
   * rendered on request marks its inline scripts with it (app/entry.server.tsx).
   */
  cspNonce: string;
  /**
   * The process's logger (server/log.ts), so that code under app/ logs without importing
   * server/: a submission's outcome, a 404, a render error (app/entry.server.tsx).
   */
  log: Log;
  /**
   * Drops a deleted photo's variants from this process's memory (server/photo-media.ts), so
   * the process that deleted it stops serving it at once; others within PHOTO_CACHE_MS.
   */
  forgetPhoto: (id: string) => void;
  /** The retention period the server applies (RETENTION_MONTHS), for the desk to show. */
  retentionMonths: number;
  /** Where pushes may go (PUSH_SERVICE_HOSTS, PUSH_LOOPBACK_FOR_TESTS): a device's push address is checked against it when added. */
  pushEndpoints: PushEndpointPolicy;
}

declare module "react-router" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends ServerContext {}
}
