import type { Kysely } from "kysely";
import {
  type AllocationStore,
  type HeldPosts,
  type DeskStore,
  type StaffDutyStore,
  type LeadChanges,
  type LeadReads,
  type ManualEntries,
  type PasskeyStore,
  type PrivacyDesk,
  type ReportStore,
  type ImportStore,
  type AuditStore,
  type SessionStore,
  type StaffStore,
  type PushStore,
  type ContentStore,
  type LaunchStore,
} from "#domain/desk.ts";
import type { PhotoStore } from "#domain/photos.ts";
import { NOTIFICATIONS_OFF, type NotifySettings } from "#server/notifications/outbox.ts";
import type { GroupCommitter } from "#server/storage/group-commit.ts";
import { PrivacyQueries } from "#server/storage/privacy-store.ts";
import { HeldPostQueries } from "#server/storage/held-posts.ts";
import type { Schema } from "#server/storage/schema.ts";
import { AllocationQueries } from "./allocation";
import { AuditQueries } from "./audit";
import type { DeskContext } from "./context";
import { LeadChangeQueries } from "./lead-changes";
import { LeadReadQueries } from "./lead-reads";
import { ManualEntryQueries } from "./manual-entries";
import { PasskeyQueries } from "./passkeys";
import { ReportQueries } from "./reports";
import { ImportQueries } from "./imports";
import { StaffQueries } from "./staff";
import { StaffDutyQueries } from "./staff-duty";
import { PushQueries } from "./push";
import { ContentQueries } from "./content";
import { PhotoQueries } from "./photos";
import { LaunchQueries } from "./launch";

export { SESSION_IDLE_MS, SESSION_MAX_MS } from "./staff";

/** The last page a list is read at: further is past the end of any list the desk holds. */
const MAX_PAGE = 100_000;

/** A page number as a list can read it: a whole number from 1 to MAX_PAGE (`?page=1e400` is the last). */
function readablePage(page: number | undefined): number {
  if (page === undefined || Number.isNaN(page) || page < 1) return 1;
  return Math.min(Math.floor(page), MAX_PAGE);
}

/**
 * The desk's data, written with Kysely's portable builders for SQLite and PostgreSQL. One
 * module per part of DeskStore (domain/desk.ts); this puts them together as the one object
 * the pages use.
 */
export function createDeskStore(
  db: Kysely<Schema>,
  writes: GroupCommitter,
  clock: () => Date,
  notify: NotifySettings = NOTIFICATIONS_OFF,
): DeskStore {
  const ctx: DeskContext = { db, writes, clock, notify };
  const reads = new LeadReadQueries(ctx);
  const lead = (id: string) => reads.lead(id);
  // Typed part by part: a part missing one of its interface's methods does not compile.
  const parts: [
    StaffStore & SessionStore,
    PasskeyStore,
    AuditStore,
    LeadReads,
    LeadChanges,
    ManualEntries,
    PrivacyDesk,
    StaffDutyStore,
    AllocationStore,
    HeldPosts,
    PushStore,
    ReportStore,
    ImportStore,
    ContentStore,
    PhotoStore,
    LaunchStore,
  ] = [
    new StaffQueries(ctx),
    new PasskeyQueries(ctx),
    new AuditQueries(ctx),
    reads,
    new LeadChangeQueries(ctx, lead),
    new ManualEntryQueries(ctx),
    new PrivacyQueries(ctx, lead),
    new StaffDutyQueries(ctx),
    new AllocationQueries(ctx, reads),
    new HeldPostQueries(ctx),
    new PushQueries(ctx),
    new ReportQueries(ctx),
    new ImportQueries(ctx),
    new ContentQueries(ctx),
    new PhotoQueries(ctx),
    new LaunchQueries(ctx),
  ];
  // Every part's methods on one object. Two parts defining the same name (a private helper
  // included) would leave one unreachable, so that fails here, at the first test that opens a store.
  const store: Record<string, unknown> = {};
  for (const part of parts) {
    const methods = part as unknown as Record<string, (...args: unknown[]) => unknown>;
    for (const name of Object.getOwnPropertyNames(Object.getPrototypeOf(part))) {
      if (name === "constructor" || typeof methods[name] !== "function") continue;
      if (name in store) throw new Error(`Two parts of the desk store define ${name}`);
      store[name] = methods[name].bind(part);
    }
  }
  // Page numbers arrive from the address bar (`?page=99999999999999999999`): an offset past
  // what the database binds is a 500, so every paged read gets a readable one.
  const paged = store as unknown as DeskStore;
  const { inbox, auditLog } = paged;
  paged.inbox = (filter) => inbox({ ...filter, page: readablePage(filter.page) });
  paged.auditLog = (options) => auditLog({ ...options, page: readablePage(options.page) });
  return paged;
}
