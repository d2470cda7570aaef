import type { Passkey, PasskeyStore } from "#domain/desk.ts";
import type { PasskeysTable } from "#server/storage/schema.ts";
import { DeskPart } from "./context";

const CHALLENGE_MS = 5 * 60_000;

/** A passkey row is a Passkey but for its transports, kept as JSON text (a list has no column type on SQLite). */
function parseTransports(row: PasskeysTable): Passkey {
  return { ...row, transports: JSON.parse(row.transports) as string[] };
}

/** Passkeys and the single-use challenges of their ceremonies. */
export class PasskeyQueries extends DeskPart implements PasskeyStore {
  async listPasskeys(staffId: string): Promise<Passkey[]> {
    const rows = await this.db
      .selectFrom("passkeys")
      .selectAll()
      .where("staffId", "=", staffId)
      .orderBy("createdAt")
      .execute();
    return rows.map(parseTransports);
  }

  async passkey(id: string): Promise<Passkey | null> {
    const row = await this.db.selectFrom("passkeys").selectAll().where("id", "=", id).executeTakeFirst();
    return row ? parseTransports(row) : null;
  }

  async addPasskey(passkey: Omit<Passkey, "createdAt" | "lastUsedAt">): Promise<void> {
    await this.writes.run(async (trx) => {
      await trx
        .insertInto("passkeys")
        .values({ ...passkey, transports: JSON.stringify(passkey.transports), createdAt: this.now(), lastUsedAt: null })
        .execute();
      await this.auditIn(trx, {
        action: "passkey.added",
        staffId: passkey.staffId,
        subject: passkey.staffId,
        detail: { name: passkey.name },
      });
    });
  }

  async renamePasskey(staffId: string, id: string, name: string): Promise<boolean> {
    return this.writes.run(async (trx) => {
      const result = await trx
        .updateTable("passkeys")
        .set({ name })
        .where("id", "=", id)
        .where("staffId", "=", staffId)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    });
  }

  async removePasskey(staffId: string, id: string): Promise<boolean> {
    return this.writes.run(async (trx) => {
      const result = await trx
        .deleteFrom("passkeys")
        .where("id", "=", id)
        .where("staffId", "=", staffId)
        .executeTakeFirst();
      const removed = Number(result.numDeletedRows) > 0;
      if (removed) await this.auditIn(trx, { action: "passkey.removed", staffId, subject: staffId });
      return removed;
    });
  }

  async passkeyUsed(id: string, counter: number): Promise<void> {
    await this.writes.run(async (trx) => {
      await trx.updateTable("passkeys").set({ counter, lastUsedAt: this.now() }).where("id", "=", id).execute();
    });
  }

  async saveChallenge(id: string, challenge: string, staffId: string | null): Promise<void> {
    const now = this.clock().getTime();
    await this.writes.run(async (trx) => {
      await trx.deleteFrom("auth_challenges").where("expiresAt", "<", new Date(now).toISOString()).execute();
      await trx
        .insertInto("auth_challenges")
        .values({ id, challenge, staffId, expiresAt: new Date(now + CHALLENGE_MS).toISOString() })
        .execute();
    });
  }

  async takeChallenge(id: string) {
    return this.writes.run(async (trx) => {
      const row = await trx.selectFrom("auth_challenges").selectAll().where("id", "=", id).executeTakeFirst();
      if (!row) return null;
      await trx.deleteFrom("auth_challenges").where("id", "=", id).execute();
      return row.expiresAt > this.now() ? { challenge: row.challenge, staffId: row.staffId } : null;
    });
  }
}
