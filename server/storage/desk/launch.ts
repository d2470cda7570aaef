import { sourceProblem, type LaunchConfirmation } from "#domain/launch-readiness.ts";
import type { LaunchStore } from "#domain/desk.ts";
import { readLaunchConfirmations } from "#server/storage/launch-confirmations.ts";
import { DeskPart } from "./context";

/** The launch checklist's confirmations: one row per confirmed item, each change audit-logged. */
export class LaunchQueries extends DeskPart implements LaunchStore {
  launchConfirmations(): Promise<LaunchConfirmation[]> {
    return readLaunchConfirmations(this.db);
  }

  async confirmLaunchItem(
    item: { key: string; what: string; source: string; fingerprint?: string; text?: { en: string; hi: string } },
    by: string,
  ): Promise<{ ok: true; confirmation: LaunchConfirmation } | { ok: false; message: string }> {
    const problem = sourceProblem(item.source);
    if (problem) return { ok: false, message: problem };
    if (!item.key) return { ok: false, message: "No item was named." };
    const row = {
      key: item.key,
      what: item.what,
      source: item.source.trim(),
      staffId: by,
      confirmedAt: this.now(),
      fingerprint: item.fingerprint ?? null,
    };
    return this.writes.run(async (trx) => {
      await trx
        .insertInto("launch_confirmations")
        .values(row)
        .onConflict((conflict) =>
          conflict.column("key").doUpdateSet({
            what: row.what,
            source: row.source,
            staffId: row.staffId,
            confirmedAt: row.confirmedAt,
            fingerprint: row.fingerprint,
          }),
        )
        .execute();
      await this.auditIn(trx, {
        action: "launch.confirmed",
        staffId: by,
        subject: item.key,
        // The words confirmed, as families read them, for whoever later asks what was confirmed.
        detail: {
          what: item.what,
          source: row.source,
          ...(item.text ? { words: `${item.text.en} / ${item.text.hi}` } : {}),
        },
      });
      const staff = await trx.selectFrom("staff").select("name").where("id", "=", by).executeTakeFirst();
      return { ok: true as const, confirmation: { ...row, staffName: staff?.name ?? null } };
    });
  }

  async withdrawLaunchConfirmation(key: string, by: string): Promise<boolean> {
    return this.writes.run(async (trx) => {
      const existing = await trx
        .selectFrom("launch_confirmations")
        .select("source")
        .where("key", "=", key)
        .executeTakeFirst();
      if (!existing) return false;
      await trx.deleteFrom("launch_confirmations").where("key", "=", key).execute();
      await this.auditIn(trx, {
        action: "launch.withdrawn",
        staffId: by,
        subject: key,
        detail: { source: existing.source },
      });
      return true;
    });
  }

  async undoLaunchConfirmations(
    stale: readonly { key: string; fingerprint: string | null }[],
    by: string,
  ): Promise<number> {
    if (stale.length === 0) return 0;
    return this.writes.run(async (trx) => {
      let undone = 0;
      for (const { key, fingerprint } of stale) {
        const query = trx.deleteFrom("launch_confirmations").where("key", "=", key);
        const deleted = await (
          fingerprint === null ? query.where("fingerprint", "is", null) : query.where("fingerprint", "=", fingerprint)
        ).executeTakeFirst();
        if (Number(deleted.numDeletedRows) === 0) continue;
        undone += 1;
        await this.auditIn(trx, {
          action: "launch.undone",
          staffId: by,
          subject: key,
          detail: { reason: "its words changed after it was confirmed" },
        });
      }
      return undone;
    });
  }
}
