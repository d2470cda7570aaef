import type { Passkey, PasskeyStore } from "../../../domain/desk";
import type { Schema } from "../schema";
import { DeskPart } from "./context";

const CHALLENGE_MS = 5 * 60_000;

/** Passkeys and the single-use challenges of their ceremonies. */
export class PasskeyQueries extends DeskPart implements PasskeyStore {
  private toPasskey(row: Schema["passkeys"]): Passkey {
    return {
      id: row.id,
      staffId: row.staff_id,
      name: row.name,
      publicKey: row.public_key,
      counter: Number(row.counter),
      transports: JSON.parse(row.transports) as string[],
      createdAt: row.created_at,
      lastUsedAt: row.last_used_at,
    };
  }

  async listPasskeys(staffId: string): Promise<Passkey[]> {
    const rows = await this.db.selectFrom("passkeys").selectAll().where("staff_id", "=", staffId).orderBy("created_at").execute();
    return rows.map((row) => this.toPasskey(row));
  }

  async passkey(id: string): Promise<Passkey | null> {
    const row = await this.db.selectFrom("passkeys").selectAll().where("id", "=", id).executeTakeFirst();
    return row ? this.toPasskey(row) : null;
  }

  async addPasskey(passkey: Omit<Passkey, "createdAt" | "lastUsedAt">): Promise<void> {
    await this.writes.run(async (trx) => {
      await trx
        .insertInto("passkeys")
        .values({
          id: passkey.id,
          staff_id: passkey.staffId,
          name: passkey.name,
          public_key: passkey.publicKey,
          counter: passkey.counter,
          transports: JSON.stringify(passkey.transports),
          created_at: this.now(),
          last_used_at: null,
        })
        .execute();
      await this.auditIn(trx, { action: "passkey.added", staffId: passkey.staffId, subject: passkey.staffId, detail: { name: passkey.name } });
    });
  }

  async renamePasskey(staffId: string, id: string, name: string): Promise<boolean> {
    return this.writes.run(async (trx) => {
      const result = await trx.updateTable("passkeys").set({ name }).where("id", "=", id).where("staff_id", "=", staffId).executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    });
  }

  async removePasskey(staffId: string, id: string): Promise<boolean> {
    return this.writes.run(async (trx) => {
      const result = await trx.deleteFrom("passkeys").where("id", "=", id).where("staff_id", "=", staffId).executeTakeFirst();
      const removed = Number(result.numDeletedRows) > 0;
      if (removed) await this.auditIn(trx, { action: "passkey.removed", staffId, subject: staffId });
      return removed;
    });
  }

  async passkeyUsed(id: string, counter: number): Promise<void> {
    await this.writes.run(async (trx) => {
      await trx.updateTable("passkeys").set({ counter, last_used_at: this.now() }).where("id", "=", id).execute();
    });
  }

  async saveChallenge(id: string, challenge: string, staffId: string | null): Promise<void> {
    const now = this.clock().getTime();
    await this.writes.run(async (trx) => {
      await trx.deleteFrom("auth_challenges").where("expires_at", "<", new Date(now).toISOString()).execute();
      await trx
        .insertInto("auth_challenges")
        .values({ id, challenge, staff_id: staffId, expires_at: new Date(now + CHALLENGE_MS).toISOString() })
        .execute();
    });
  }

  async takeChallenge(id: string) {
    return this.writes.run(async (trx) => {
      const row = await trx.selectFrom("auth_challenges").selectAll().where("id", "=", id).executeTakeFirst();
      if (!row) return null;
      await trx.deleteFrom("auth_challenges").where("id", "=", id).execute();
      return row.expires_at > this.now() ? { challenge: row.challenge, staffId: row.staff_id } : null;
    });
  }
}
