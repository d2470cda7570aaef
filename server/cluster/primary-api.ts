import { MemoryStore, type Options, type Store as RateLimitStore } from "express-rate-limit";
import type { NewContactMessage, NewEnquiry, SubmissionStore, SubmissionWriter } from "../storage/types";
import type { PrimaryClient } from "./ipc";

/** Tells a worker whether the primary could open the database. */
export const DATABASE_STATE_ENV = "INSTITUTE_DATABASE";

/**
 * What the primary process does for its workers: it owns the one database connection (so
 * group commit, duplicate detection and migrations have a single writer) and the rate-limit
 * counts (so a visitor's limit holds whichever worker answers).
 */
export function primaryApi(store: SubmissionStore | null, rateWindowMs: number) {
  const counts = new MemoryStore();
  counts.init({ windowMs: rateWindowMs } as Options);
  const database = () => {
    if (!store) throw new Error("the database is unavailable");
    return store;
  };
  return {
    saveEnquiry: (enquiry: NewEnquiry) => database().saveEnquiry(enquiry),
    saveContactMessage: (message: NewContactMessage) => database().saveContactMessage(message),
    countHit: (key: string) => counts.increment(key),
    uncountHit: (key: string) => counts.decrement(key),
    resetHits: (key: string) => counts.resetKey(key),
  };
}

export type PrimaryApi = ReturnType<typeof primaryApi>;

/** A worker's view of the database: every save is committed by the primary before it resolves. */
export function remoteSubmissionWriter(primary: PrimaryClient<PrimaryApi>): SubmissionWriter {
  return {
    saveEnquiry: (enquiry) => primary.call("saveEnquiry", enquiry),
    saveContactMessage: (message) => primary.call("saveContactMessage", message),
  };
}

/** A worker's rate-limit store: the counts live in the primary, shared by all workers. */
export function remoteRateLimitStore(primary: PrimaryClient<PrimaryApi>): RateLimitStore {
  return {
    localKeys: false,
    increment: (key) => primary.call("countHit", key),
    decrement: (key) => primary.call("uncountHit", key),
    resetKey: (key) => primary.call("resetHits", key),
  };
}
