import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { AuditInput } from "#domain/desk.ts";
import type { NotifySettings } from "#server/notifications/outbox.ts";
import type { GroupCommitter } from "#server/storage/group-commit.ts";
import type { Schema } from "#server/storage/schema.ts";

/**
 * What every part of the desk's store shares: the database, the one writer (every change
 * goes through the group committer, so it is durable before it is acknowledged), the clock
 * (injected, so tests set the time) and which notifications are on.
 */
export interface DeskContext {
  db: Kysely<Schema>;
  writes: GroupCommitter;
  clock: () => Date;
  notify: NotifySettings;
}

const nowIso = (ctx: DeskContext) => ctx.clock().toISOString();

/** One audit-log row, inside the caller's transaction (or on its own). */
export async function auditIn(ctx: DeskContext, db: Kysely<Schema>, entry: AuditInput): Promise<void> {
  await db
    .insertInto("audit_log")
    .values({
      id: randomUUID(),
      at: nowIso(ctx),
      staffId: entry.staffId ?? null,
      action: entry.action,
      subject: entry.subject ?? null,
      ip: entry.ip ?? null,
      detail: entry.detail ? JSON.stringify(entry.detail) : null,
    })
    .execute();
}

/** The base of each part of the store: the shared context under short names. */
export abstract class DeskPart {
  constructor(protected readonly ctx: DeskContext) {}

  protected get db() {
    return this.ctx.db;
  }

  protected get writes() {
    return this.ctx.writes;
  }

  protected get clock() {
    return this.ctx.clock;
  }

  protected now(): string {
    return nowIso(this.ctx);
  }

  protected auditIn(db: Kysely<Schema>, entry: AuditInput): Promise<void> {
    return auditIn(this.ctx, db, entry);
  }
}
