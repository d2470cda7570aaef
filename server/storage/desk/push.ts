import { randomUUID } from "node:crypto";
import type { AddedPushDevice, NotificationSettings, PushStore } from "#domain/desk.ts";
import { choicesFor, MAX_PUSH_DEVICES, type NotifyChoice } from "#domain/push.ts";
import type { PushSubscriptionInput } from "#domain/push-subscription.ts";
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
   * a shared phone now used by someone else) is the latest person's, with its new keys. A
   * person keeps MAX_PUSH_DEVICES: one more replaces their oldest (issue #49: one account
   * registered 100 addresses, and each lead given to it became 100 pushes).
   */
  async addPushDevice(staffId: string, device: PushSubscriptionInput & { label: string }): Promise<AddedPushDevice> {
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
      const older = await trx
        .selectFrom("push_subscriptions")
        .select(["id", "label"])
        .where("staffId", "=", staffId)
        .where("id", "!=", row.id)
        .orderBy("createdAt", "desc")
        .orderBy("id", "desc")
        .execute();
      const replaced = older.slice(MAX_PUSH_DEVICES - 1);
      if (replaced.length) {
        await trx
          .deleteFrom("push_subscriptions")
          .where(
            "id",
            "in",
            replaced.map((each) => each.id),
          )
          .execute();
        for (const each of replaced)
          await this.auditIn(trx, {
            action: "push.device_removed",
            staffId,
            subject: each.id,
            detail: { label: each.label, why: `replaced by a newer device (${MAX_PUSH_DEVICES} at most)` },
          });
      }
      return {
        id: row.id,
        label: row.label,
        createdAt: at,
        lastSentAt: null,
        endpoint: row.endpoint,
        replaced: replaced.map((each) => each.label),
      };
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

  /**
   * Signing out of this browser: its device (by the push address its page read from the
   * browser), if it is this person's. Someone else's address removes nothing (false).
   */
  async removePushDeviceAt(staffId: string, endpoint: string): Promise<boolean> {
    return this.writes.run(async (trx) => {
      const device = await trx
        .selectFrom("push_subscriptions")
        .select(["id", "label"])
        .where("endpoint", "=", endpoint)
        .where("staffId", "=", staffId)
        .executeTakeFirst();
      if (!device) return false;
      await trx.deleteFrom("push_subscriptions").where("id", "=", device.id).execute();
      await this.auditIn(trx, {
        action: "push.device_removed",
        staffId,
        subject: device.id,
        detail: { label: device.label, why: "signed out on it" },
      });
      return true;
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
