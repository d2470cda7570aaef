import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { SessionRecord, SessionStore, StaffCredentials, StaffMember, StaffRole, StaffStore } from "../../../domain/desk";
import { DAY_MS, HOUR_MS } from "../../../domain/india-time";
import { emailKey } from "../../../domain/leads";
import { enqueue } from "../../notifications/outbox";
import type { Schema, StaffTable } from "../schema";
import { DeskPart } from "./context";

/** A session ends after this long without a request… */
export const SESSION_IDLE_MS = 12 * HOUR_MS;
/** …and this long after sign-in, whatever happens. */
export const SESSION_MAX_MS = 14 * DAY_MS;
/** A session's last-seen time is written at most this often (it is a write per request otherwise). */
const SESSION_TOUCH_MS = 60_000;

function toStaff(row: StaffTable): StaffMember {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    active: row.active === 1,
    hasPassword: row.password_hash !== null,
    createdAt: row.created_at,
  };
}

/** Staff accounts, sign-in links, passwords and sessions. */
export class StaffQueries extends DeskPart implements StaffStore, SessionStore {
  async countAdmins(): Promise<number> {
    const row = await this.db
      .selectFrom("staff")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .where("role", "=", "admin")
      .where("active", "=", 1)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  async createStaff(input: { email: string; name: string; role: StaffRole }, by: string | null) {
    const email = emailKey(input.email);
    return this.writes.run(async (trx) => {
      const existing = await trx.selectFrom("staff").select("id").where("email", "=", email).executeTakeFirst();
      if (existing) return { ok: false as const, message: `A staff account for ${email} already exists.` };
      const row: StaffTable = {
        id: randomUUID(),
        email,
        name: input.name.trim(),
        role: input.role,
        active: 1,
        password_hash: null,
        created_at: this.now(),
      };
      await trx.insertInto("staff").values(row).execute();
      await this.auditIn(trx, { action: "staff.created", staffId: by, subject: row.id, detail: { role: row.role } });
      return { ok: true as const, staff: toStaff(row) };
    });
  }

  async listStaff(): Promise<StaffMember[]> {
    const rows = await this.db.selectFrom("staff").selectAll().orderBy("active", "desc").orderBy("name").execute();
    return rows.map(toStaff);
  }

  async findStaff(idOrEmail: string): Promise<StaffMember | null> {
    const row = await this.db
      .selectFrom("staff")
      .selectAll()
      .where((eb) => eb.or([eb("id", "=", idOrEmail), eb("email", "=", emailKey(idOrEmail))]))
      .executeTakeFirst();
    return row ? toStaff(row) : null;
  }

  async setStaffActive(id: string, active: boolean, by: string | null): Promise<StaffMember | null> {
    return this.writes.run(async (trx) => {
      const row = await trx.selectFrom("staff").selectAll().where("id", "=", id).executeTakeFirst();
      if (!row) return null;
      await trx.updateTable("staff").set({ active: active ? 1 : 0 }).where("id", "=", id).execute();
      // A disabled account's sessions end at once; its unused sign-in links die with it.
      if (!active) {
        await trx.deleteFrom("sessions").where("staff_id", "=", id).execute();
        await trx.updateTable("sign_in_links").set({ used_at: this.now() }).where("staff_id", "=", id).where("used_at", "is", null).execute();
      }
      await this.auditIn(trx, { action: active ? "staff.enabled" : "staff.disabled", staffId: by, subject: id });
      return toStaff({ ...row, active: active ? 1 : 0 });
    });
  }

  async credentialsFor(email: string): Promise<StaffCredentials | null> {
    const row = await this.db.selectFrom("staff").selectAll().where("email", "=", emailKey(email)).executeTakeFirst();
    return row ? { ...toStaff(row), passwordHash: row.password_hash } : null;
  }

  async createSignInLink(staffId: string, tokenHash: string, expiresAt: string, by: string | null): Promise<void> {
    await this.writes.run(async (trx) => {
      // A fresh link replaces any earlier one that was not used.
      await trx.updateTable("sign_in_links").set({ used_at: this.now() }).where("staff_id", "=", staffId).where("used_at", "is", null).execute();
      await trx
        .insertInto("sign_in_links")
        .values({ token_hash: tokenHash, staff_id: staffId, created_at: this.now(), expires_at: expiresAt, used_at: null })
        .execute();
      await this.auditIn(trx, { action: "staff.link_created", staffId: by, subject: staffId });
    });
  }

  private validLink(db: Kysely<Schema>, tokenHash: string) {
    return db
      .selectFrom("sign_in_links")
      .innerJoin("staff", "staff.id", "sign_in_links.staff_id")
      .selectAll("staff")
      .where("sign_in_links.token_hash", "=", tokenHash)
      .where("sign_in_links.used_at", "is", null)
      .where("sign_in_links.expires_at", ">", this.now())
      .where("staff.active", "=", 1);
  }

  async staffForLink(tokenHash: string): Promise<StaffMember | null> {
    const row = await this.validLink(this.db, tokenHash).executeTakeFirst();
    return row ? toStaff(row) : null;
  }

  async setPasswordWithLink(tokenHash: string, passwordHash: string): Promise<StaffMember | null> {
    return this.writes.run(async (trx) => {
      const row = await this.validLink(trx, tokenHash).executeTakeFirst();
      if (!row) return null;
      await trx.updateTable("sign_in_links").set({ used_at: this.now() }).where("token_hash", "=", tokenHash).execute();
      await trx.updateTable("staff").set({ password_hash: passwordHash }).where("id", "=", row.id).execute();
      await this.auditIn(trx, { action: "staff.password_set", staffId: row.id, subject: row.id, detail: { via: "link" } });
      return toStaff({ ...row, password_hash: passwordHash });
    });
  }

  async setPassword(staffId: string, passwordHash: string): Promise<void> {
    await this.writes.run(async (trx) => {
      await trx.updateTable("staff").set({ password_hash: passwordHash }).where("id", "=", staffId).execute();
      await this.auditIn(trx, { action: "staff.password_set", staffId, subject: staffId });
    });
  }

  async countRecentFailures({ subject, ip, since }: { subject: string; ip: string; since: string }) {
    const count = async (column: "subject" | "ip", value: string) => {
      const row = await this.db
        .selectFrom("audit_log")
        .select((eb) => eb.fn.countAll<number>().as("count"))
        .where("action", "=", "sign_in.failed")
        .where(column, "=", value)
        .where("at", ">=", since)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    };
    return { subject: await count("subject", subject), ip: await count("ip", ip) };
  }

  async emailSignInLink(staffId: string, url: string, expiresAt: string): Promise<boolean> {
    if (!this.ctx.notify.email) return false;
    return this.writes.run(async (trx) => {
      const member = await trx.selectFrom("staff").select(["email", "name"]).where("id", "=", staffId).executeTakeFirst();
      if (!member) return false;
      await enqueue(trx, "email", { type: "sign_in_link", to: member.email, name: member.name, url, expiresAt }, this.now());
      return true;
    });
  }

  // ---- Sessions ----------------------------------------------------------------------

  async createSession(tokenHash: string, staffId: string): Promise<void> {
    const now = this.now();
    await this.writes.run(async (trx) => {
      await trx.insertInto("sessions").values({ token_hash: tokenHash, staff_id: staffId, created_at: now, last_seen_at: now }).execute();
    });
  }

  async session(tokenHash: string): Promise<SessionRecord | null> {
    const row = await this.db
      .selectFrom("sessions")
      .innerJoin("staff", "staff.id", "sessions.staff_id")
      .selectAll("staff")
      .select(["sessions.created_at as session_created_at", "sessions.last_seen_at"])
      .where("sessions.token_hash", "=", tokenHash)
      .executeTakeFirst();
    if (!row) return null;
    const now = this.clock().getTime();
    const idle = now - Date.parse(row.last_seen_at);
    const expired = idle > SESSION_IDLE_MS || now - Date.parse(row.session_created_at) > SESSION_MAX_MS;
    if (expired || row.active !== 1) {
      await this.endSession(tokenHash);
      return null;
    }
    if (idle > SESSION_TOUCH_MS) {
      await this.writes.run(async (trx) => {
        await trx.updateTable("sessions").set({ last_seen_at: this.now() }).where("token_hash", "=", tokenHash).execute();
      });
    }
    return { staff: toStaff(row), createdAt: row.session_created_at };
  }

  async endSession(tokenHash: string): Promise<void> {
    await this.writes.run(async (trx) => {
      await trx.deleteFrom("sessions").where("token_hash", "=", tokenHash).execute();
    });
  }

  async endAllSessions(staffId: string): Promise<number> {
    return this.writes.run(async (trx) => {
      const result = await trx.deleteFrom("sessions").where("staff_id", "=", staffId).executeTakeFirst();
      return Number(result.numDeletedRows);
    });
  }
}
