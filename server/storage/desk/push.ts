import { randomUUID } from "node:crypto";
import type { NotificationSettings, PushDevice, PushStore } from "#domain/desk.ts";
import { choicesFor, type NotifyChoice, type PushSubscriptionInput } from "#domain/push.ts";
import { DeskPart } from "./context";

/** Each person's push devices and their choice of events by push and email (migration 0012). */
export class PushQueries extends DeskPart implements PushStore {
  async notificationSettings(staffId: string): Promise<NotificationSettings> {
    const [member, devices, saved] = await Promise.all([
      this.db.selectFrom("staff").select("role").where("id", "=", staffId).executeTakeFirst(),
      this.db
        .selectFrom("push_subscriptions")
        .select(["id", "label", "createdAt", "lastSentAt", "endpoint"])
        .where("staffId", "=", staffId)
        .orderBy("createdAt")
        .execute(),
      this.db
        .selectFrom("notify_choices")
        .select(["event", "channel", "enabled"])
        .where("staffId", "=", staffId)
        .execute(),
    ]);
    const { notify } = this.ctx;
    return {
      push: Boolean(notify.push),
      publicKey: notify.pushPublicKey ?? null,
      email: notify.email,
      notifyList: Boolean(notify.notifyList),
      devices,
      choices: choicesFor(
        member?.role ?? "counsellor",
        saved.map((row) => ({ event: row.event, channel: row.channel, on: row.enabled === 1 }) as NotifyChoice),
      ),
    };
  }

  /**
   * A device turned on: one row per push address. The same address again (turned on twice, or
   * a shared phone now used by someone else) is the latest person's, with its new keys.
   */
  async addPushDevice(staffId: string, device: PushSubscriptionInput & { label: string }): Promise<PushDevice> {
    return this.writes.run(async (trx) => {
      const at = this.now();
      await trx.deleteFrom("push_subscriptions").where("endpoint", "=", device.endpoint).execute();
      const row = {
        id: randomUUID(),
        staffId,
        endpoint: device.endpoint,
        p256dh: device.p256dh,
        auth: device.auth,
        label: device.label,
        createdAt: at,
        lastSentAt: null,
      };
      await trx.insertInto("push_subscriptions").values(row).execute();
      await this.auditIn(trx, { action: "push.device_added", staffId, subject: row.id, detail: { label: row.label } });
      return { id: row.id, label: row.label, createdAt: at, lastSentAt: null, endpoint: row.endpoint };
    });
  }

  /** Only the person's own device: another's id removes nothing (false). */
  async removePushDevice(staffId: string, id: string): Promise<boolean> {
    return this.writes.run(async (trx) => {
      const result = await trx
        .deleteFrom("push_subscriptions")
        .where("id", "=", id)
        .where("staffId", "=", staffId)
        .executeTakeFirst();
      const removed = Number(result.numDeletedRows) > 0;
      if (removed) await this.auditIn(trx, { action: "push.device_removed", staffId, subject: id });
      return removed;
    });
  }

  /** Saves the choices that differ from the defaults; a default chosen again removes its row. */
  async setNotifyChoices(staffId: string, choices: NotifyChoice[]): Promise<void> {
    await this.writes.run(async (trx) => {
      const member = await trx.selectFrom("staff").select("role").where("id", "=", staffId).executeTakeFirst();
      if (!member) return;
      const defaults = choicesFor(member.role, []);
      await trx.deleteFrom("notify_choices").where("staffId", "=", staffId).execute();
      for (const choice of choices) {
        const byDefault = defaults.find((each) => each.event === choice.event && each.channel === choice.channel);
        if (!byDefault || byDefault.on === choice.on) continue;
        await trx
          .insertInto("notify_choices")
          .values({ staffId, event: choice.event, channel: choice.channel, enabled: choice.on ? 1 : 0 })
          .execute();
      }
      await this.auditIn(trx, {
        action: "notify.choices",
        staffId,
        subject: staffId,
        detail: { on: choices.filter((each) => each.on).map((each) => `${each.channel}:${each.event}`) },
      });
    });
  }
}
