import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type {
  PasswordAttemptClaim,
  SessionRecord,
  SessionStore,
  StaffCredentials,
  StaffMember,
  StaffRole,
  StaffStore,
} from "#domain/desk.ts";
import { DAY_MS, HOUR_MS } from "#domain/india-time.ts";
import { emailKey } from "#domain/leads.ts";
import { enqueue } from "#server/notifications/outbox.ts";
import type { Schema, StaffTable } from "#server/storage/schema.ts";
import { DeskPart } from "./context";

/** A session ends after this long without a request… */
export const SESSION_IDLE_MS = 12 * HOUR_MS;
/** …and this long after sign-in, whatever happens. */
export const SESSION_MAX_MS = 14 * DAY_MS;
/** A session's last-seen time is written at most this often (it is a write per request otherwise). */
const SESSION_TOUCH_MS = 60_000;

/**
 * A staff row is a StaffMember but for two columns: SQLite has no booleans (`active` is 0 or
 * 1), and the password's hash stays in the store (the desk learns only whether there is one).
 */
function withoutHash({ active, passwordHash, ...row }: StaffTable): StaffMember {
  return { ...row, active: active === 1, hasPassword: passwordHash !== null };
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
        passwordHash: null,
        createdAt: this.now(),
      };
      await trx.insertInto("staff").values(row).execute();
      await this.auditIn(trx, { action: "staff.created", staffId: by, subject: row.id, detail: { role: row.role } });
      return { ok: true as const, staff: withoutHash(row) };
    });
  }

  async listStaff(): Promise<StaffMember[]> {
    const rows = await this.db.selectFrom("staff").selectAll().orderBy("active", "desc").orderBy("name").execute();
    return rows.map(withoutHash);
  }

  async findStaff(idOrEmail: string): Promise<StaffMember | null> {
    const row = await this.db
      .selectFrom("staff")
      .selectAll()
      .where((eb) => eb.or([eb("id", "=", idOrEmail), eb("email", "=", emailKey(idOrEmail))]))
      .executeTakeFirst();
    return row ? withoutHash(row) : null;
  }

  async setStaffActive(id: string, active: boolean, by: string | null): Promise<StaffMember | null> {
    return this.writes.run(async (trx) => {
      const row = await trx.selectFrom("staff").selectAll().where("id", "=", id).executeTakeFirst();
      if (!row) return null;
      await trx
        .updateTable("staff")
        .set({ active: active ? 1 : 0 })
        .where("id", "=", id)
        .execute();
      // A disabled account's sessions end at once; its unused sign-in links die with it.
      if (!active) {
        await trx.deleteFrom("sessions").where("staffId", "=", id).execute();
        // Its devices stop getting pushes at once: a disabled account hears nothing more.
        await trx.deleteFrom("push_subscriptions").where("staffId", "=", id).execute();
        await trx
          .updateTable("sign_in_links")
          .set({ usedAt: this.now() })
          .where("staffId", "=", id)
          .where("usedAt", "is", null)
          .execute();
      }
      await this.auditIn(trx, { action: active ? "staff.enabled" : "staff.disabled", staffId: by, subject: id });
      return withoutHash({ ...row, active: active ? 1 : 0 });
    });
  }

  async credentialsFor(email: string): Promise<StaffCredentials | null> {
    const row = await this.db.selectFrom("staff").selectAll().where("email", "=", emailKey(email)).executeTakeFirst();
    return row ? { ...withoutHash(row), passwordHash: row.passwordHash } : null;
  }

  async createSignInLink(staffId: string, tokenHash: string, expiresAt: string, by: string | null): Promise<void> {
    await this.writes.run(async (trx) => {
      // A fresh link replaces any earlier one that was not used.
      await trx
        .updateTable("sign_in_links")
        .set({ usedAt: this.now() })
        .where("staffId", "=", staffId)
        .where("usedAt", "is", null)
        .execute();
      await trx
        .insertInto("sign_in_links")
        .values({ tokenHash, staffId, createdAt: this.now(), expiresAt, usedAt: null })
        .execute();
      await this.auditIn(trx, { action: "staff.link_created", staffId: by, subject: staffId });
    });
  }

  private validLink(db: Kysely<Schema>, tokenHash: string) {
    return db
      .selectFrom("sign_in_links")
      .innerJoin("staff", "staff.id", "sign_in_links.staffId")
      .selectAll("staff")
      .where("sign_in_links.tokenHash", "=", tokenHash)
      .where("sign_in_links.usedAt", "is", null)
      .where("sign_in_links.expiresAt", ">", this.now())
      .where("staff.active", "=", 1);
  }

  async staffForLink(tokenHash: string): Promise<StaffMember | null> {
    const row = await this.validLink(this.db, tokenHash).executeTakeFirst();
    return row ? withoutHash(row) : null;
  }

  async setPasswordWithLink(tokenHash: string, passwordHash: string): Promise<StaffMember | null> {
    return this.writes.run(async (trx) => {
      const row = await this.validLink(trx, tokenHash).executeTakeFirst();
      if (!row) return null;
      await trx.updateTable("sign_in_links").set({ usedAt: this.now() }).where("tokenHash", "=", tokenHash).execute();
      await trx.updateTable("staff").set({ passwordHash }).where("id", "=", row.id).execute();
      // A new link means the old password (or a device) may be in someone else's hands.
      const ended = await trx.deleteFrom("sessions").where("staffId", "=", row.id).executeTakeFirst();
      await this.auditIn(trx, {
        action: "staff.password_set",
        staffId: row.id,
        subject: row.id,
        detail: { via: "link", sessionsEnded: Number(ended.numDeletedRows) },
      });
      return withoutHash({ ...row, passwordHash });
    });
  }

  async setPassword(
    staffId: string,
    passwordHash: string,
    keepSession?: string,
    confirmedWith?: "password" | "passkey",
  ): Promise<number> {
    return this.writes.run(async (trx) => {
      await trx.updateTable("staff").set({ passwordHash }).where("id", "=", staffId).execute();
      let sessions = trx.deleteFrom("sessions").where("staffId", "=", staffId);
      if (keepSession) sessions = sessions.where("tokenHash", "!=", keepSession);
      const ended = Number((await sessions.executeTakeFirst()).numDeletedRows);
      await this.auditIn(trx, {
        action: "staff.password_set",
        staffId,
        subject: staffId,
        detail: keepSession
          ? { via: "account", sessionsEnded: ended, ...(confirmedWith ? { confirmedWith } : {}) }
          : undefined,
      });
      return ended;
    });
  }

  async claimPasswordAttempt(input: PasswordAttemptClaim): Promise<{ ok: true; attemptId: string } | { ok: false }> {
    const { subject, ip, since } = input;
    return this.writes.run(async (trx) => {
      // A failure, or an attempt whose hash is still being checked (it may yet fail).
      const counted = (filter: { subject?: string; ip?: string }) => {
        let query = trx
          .selectFrom("audit_log")
          .select((eb) => eb.fn.countAll<number>().as("count"))
          .where("action", "in", ["sign_in.failed", "sign_in.attempt"])
          .where("at", ">=", since);
        if (filter.subject !== undefined) query = query.where("subject", "=", filter.subject);
        // Passwords only: passkey failures (subject null or credential:…) never lock an address out of passwords.
        if (filter.ip !== undefined) query = query.where("ip", "=", filter.ip).where("subject", "like", "email:%");
        return query.executeTakeFirstOrThrow().then((row) => Number(row.count));
      };
      let locked = (await counted({ ip })) >= input.maxPerAddress;
      if (!locked && (await counted({ subject })) >= input.maxPerAccount) {
        // Locked for everyone, except at an address this account has signed in from before,
        // where only the failures made there count: someone guessing elsewhere cannot keep a
        // counsellor out at their own desk.
        const account = await trx
          .selectFrom("staff")
          .select("id")
          .where("email", "=", emailKey(input.email))
          .executeTakeFirst();
        const known =
          account &&
          (await trx
            .selectFrom("audit_log")
            .select("id")
            .where("action", "=", "sign_in")
            .where("subject", "=", account.id)
            .where("ip", "=", ip)
            .where("at", ">=", input.knownSince)
            .limit(1)
            .executeTakeFirst());
        locked = !known || (await counted({ subject, ip })) >= input.maxPerAccount;
      }
      if (locked) {
        // One row per account and address while the lock lasts, counting the refusals, rather
        // than a row for each refused post.
        const previous = await trx
          .selectFrom("audit_log")
          .select(["id", "detail"])
          .where("action", "=", "sign_in.throttled")
          .where("subject", "=", subject)
          .where("ip", "=", ip)
          .where("at", ">=", since)
          .orderBy("at", "desc")
          .limit(1)
          .executeTakeFirst();
        if (previous) {
          const detail = previous.detail ? (JSON.parse(previous.detail) as { refused?: number }) : {};
          await trx
            .updateTable("audit_log")
            .set({ detail: JSON.stringify({ ...detail, refused: (detail.refused ?? 1) + 1, last: this.now() }) })
            .where("id", "=", previous.id)
            .execute();
        } else {
          await this.auditIn(trx, { action: "sign_in.throttled", subject, ip, detail: { refused: 1 } });
        }
        return { ok: false as const };
      }
      const attemptId = randomUUID();
      await trx
        .insertInto("audit_log")
        .values({
          id: attemptId,
          at: this.now(),
          staffId: null,
          action: "sign_in.attempt",
          subject,
          ip,
          detail: JSON.stringify({ method: "password" }),
        })
        .execute();
      return { ok: true as const, attemptId };
    });
  }

  async settlePasswordAttempt(
    attemptId: string,
    outcome: { failed: true; staffId: string | null } | { failed: false },
  ): Promise<void> {
    await this.writes.run(async (trx) => {
      const attempt = trx.updateTable("audit_log").where("id", "=", attemptId).where("action", "=", "sign_in.attempt");
      if (outcome.failed) await attempt.set({ action: "sign_in.failed", staffId: outcome.staffId }).execute();
      // A success is recorded by its session's own row (sign_in); the attempt no longer counts.
      else
        await trx.deleteFrom("audit_log").where("id", "=", attemptId).where("action", "=", "sign_in.attempt").execute();
    });
  }

  async emailSignInLink(staffId: string, url: string, expiresAt: string): Promise<boolean> {
    if (!this.ctx.notify.email) return false;
    return this.writes.run(async (trx) => {
      const member = await trx
        .selectFrom("staff")
        .select(["email", "name"])
        .where("id", "=", staffId)
        .executeTakeFirst();
      if (!member) return false;
      await enqueue(
        trx,
        "email",
        { type: "sign_in_link", to: member.email, name: member.name, url, expiresAt },
        this.now(),
      );
      return true;
    });
  }

  // ---- Sessions ----------------------------------------------------------------------

  async createSession(tokenHash: string, staffId: string): Promise<void> {
    const now = this.now();
    await this.writes.run(async (trx) => {
      await trx.insertInto("sessions").values({ tokenHash, staffId, createdAt: now, lastSeenAt: now }).execute();
    });
  }

  async session(tokenHash: string): Promise<SessionRecord | null> {
    const row = await this.db
      .selectFrom("sessions")
      .innerJoin("staff", "staff.id", "sessions.staffId")
      .selectAll("staff")
      .select(["sessions.createdAt as sessionCreatedAt", "sessions.lastSeenAt"])
      .where("sessions.tokenHash", "=", tokenHash)
      .executeTakeFirst();
    if (!row) return null;
    const now = this.clock().getTime();
    const { sessionCreatedAt, lastSeenAt, ...staff } = row;
    const idle = now - Date.parse(lastSeenAt);
    const expired = idle > SESSION_IDLE_MS || now - Date.parse(sessionCreatedAt) > SESSION_MAX_MS;
    if (expired || row.active !== 1) {
      await this.endSession(tokenHash);
      return null;
    }
    if (idle > SESSION_TOUCH_MS) {
      await this.writes.run(async (trx) => {
        await trx.updateTable("sessions").set({ lastSeenAt: this.now() }).where("tokenHash", "=", tokenHash).execute();
      });
    }
    return { staff: withoutHash(staff), createdAt: sessionCreatedAt };
  }

  async endSession(tokenHash: string): Promise<void> {
    await this.writes.run(async (trx) => {
      await trx.deleteFrom("sessions").where("tokenHash", "=", tokenHash).execute();
    });
  }

  async endAllSessions(staffId: string): Promise<number> {
    return this.writes.run(async (trx) => {
      const result = await trx.deleteFrom("sessions").where("staffId", "=", staffId).executeTakeFirst();
      // A lost phone signed out everywhere must not keep showing leads on its lock screen.
      await trx.deleteFrom("push_subscriptions").where("staffId", "=", staffId).execute();
      return Number(result.numDeletedRows);
    });
  }
}
