import { MemoryStore, type Options, type Store as RateLimitStore } from "express-rate-limit";
import { DESK_STORE_METHODS, type DeskStore } from "#domain/desk.ts";
import { isPostgres } from "#server/storage/dialect.ts";
import { databaseAnswers } from "#server/storage/health.ts";
import { DatabaseRateLimitStore } from "#server/storage/rate-limit-store.ts";
import type { OpenDatabase } from "#server/storage/sqlite-store.ts";
import type { NewContactMessage, NewEnquiry, NewPrivacyRequest, SubmissionWriter } from "#domain/submissions.ts";
import type { PrimaryClient } from "./ipc";

/** Tells a worker whether the primary could open the database. */
export const DATABASE_STATE_ENV = "INSTITUTE_DATABASE";

/**
 * What the primary process does for its workers: it owns the one database connection (so
 * group commit, duplicate detection and migrations have a single writer) and the rate-limit
 * counts (so a visitor's limit holds whichever worker answers).
 */
export function primaryApi(store: OpenDatabase | null, rateWindowMs: number) {
  // On PostgreSQL the counts are shared with the other app servers through the database.
  // One store per window (the limits' 10 minutes, the hard cap's hour), made on first use.
  const stores = new Map<number, RateLimitStore>();
  const counts = (windowMs = rateWindowMs): RateLimitStore => {
    let counted = stores.get(windowMs);
    if (!counted) {
      counted = store && isPostgres(store.db) ? new DatabaseRateLimitStore(store.db) : new MemoryStore();
      counted.init?.({ windowMs } as Options);
      stores.set(windowMs, counted);
    }
    return counted;
  };
  const database = () => {
    if (!store) throw new Error("the database is unavailable");
    return store;
  };
  return {
    saveEnquiry: (enquiry: NewEnquiry) => database().submissions.saveEnquiry(enquiry),
    saveContactMessage: (message: NewContactMessage) => database().submissions.saveContactMessage(message),
    savePrivacyRequest: (request: NewPrivacyRequest) => database().submissions.savePrivacyRequest(request),
    /** One call for every desk method; only the methods DeskStore declares can be named. */
    desk: (method: keyof DeskStore, args: unknown[]) => {
      if (!DESK_STORE_METHODS.includes(method)) throw new Error(`unknown desk method ${String(method)}`);
      const desk = database().desk;
      return (desk[method] as (...params: unknown[]) => Promise<unknown>).apply(desk, args);
    },
    /** The health check's read (/healthz): a worker asks, the owner of the connection answers. */
    health: () => databaseAnswers(database().db),
    countHit: (key: string, windowMs?: number) => counts(windowMs).increment(key),
    uncountHit: (key: string, windowMs?: number) => counts(windowMs).decrement(key),
    resetHits: (key: string, windowMs?: number) => counts(windowMs).resetKey(key),
  };
}

export type PrimaryApi = ReturnType<typeof primaryApi>;

/** A worker's view of the database: every save is committed by the primary before it resolves. */
export function remoteSubmissionWriter(primary: PrimaryClient<PrimaryApi>): SubmissionWriter {
  return {
    saveEnquiry: (enquiry) => primary.call("saveEnquiry", enquiry),
    saveContactMessage: (message) => primary.call("saveContactMessage", message),
    savePrivacyRequest: (request) => primary.call("savePrivacyRequest", request),
  };
}

/**
 * A worker's rate-limit store for one count: the counts live in the primary, shared by all
 * workers, each count's under its own prefix.
 */
export function remoteRateLimitStore(primary: PrimaryClient<PrimaryApi>, prefix: string): RateLimitStore {
  // The window the limiter gives init(): the primary keeps a store per window.
  let windowMs: number | undefined;
  return {
    localKeys: false,
    prefix,
    init: (options) => {
      windowMs = options.windowMs;
    },
    increment: (key) => primary.call("countHit", prefix + key, windowMs),
    decrement: (key) => primary.call("uncountHit", prefix + key, windowMs),
    resetKey: (key) => primary.call("resetHits", prefix + key, windowMs),
  };
}

/** A worker's view of the desk's data: each call runs in the primary, which owns the database. */
export function remoteDeskStore(primary: PrimaryClient<PrimaryApi>): DeskStore {
  return Object.fromEntries(
    DESK_STORE_METHODS.map((method) => [method, (...args: unknown[]) => primary.call("desk", method, args)]),
  ) as unknown as DeskStore;
}
