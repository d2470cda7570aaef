import type { DeskStore, StaffMember } from "#domain/desk.ts";
import type { OpenDatabase } from "#server/storage/sqlite-store.ts";
import { DEMO_STAFF, type DemoPerson, type DemoStep } from "./people";

/**
 * Replays people's steps through the store's own methods, as the app would have made them
 * (the public forms' saves, a counsellor's manual entry, each change on the lead page), in
 * time order with the store's clock set to each step's time. `setNow` moves the clock the
 * database was opened with; `staffIds` maps the plan's staff keys to the accounts' ids.
 */
export async function writeThroughStore(
  database: OpenDatabase,
  people: readonly DemoPerson[],
  staffIds: ReadonlyMap<string, string>,
  setNow: (at: Date) => void,
): Promise<void> {
  const { submissions, desk } = database;
  const staffId = (key: string) => {
    const id = staffIds.get(key);
    if (!id) throw new Error(`No demo staff account for "${key}".`);
    return id;
  };
  const all: { person: DemoPerson; step: DemoStep }[] = people.flatMap((person) =>
    person.steps.map((step) => ({ person, step })),
  );
  all.sort((a, b) => a.step.at.localeCompare(b.step.at));

  // The plan gives owners itself, as staff did before allocation: the rule is off while it
  // is replayed, and back as it was afterwards.
  const admin = [...staffIds.values()][0]!;
  const { rule } = await desk.allocationSettings();
  if (rule !== "off") await desk.setAllocationRule("off", admin);

  for (const { person, step } of all) {
    setNow(new Date(step.at));
    switch (step.kind) {
      case "form":
        await submissions.saveEnquiry(step.enquiry);
        break;
      case "contact":
        await submissions.saveContactMessage(step.message);
        break;
      case "manual":
        await desk.addManualEnquiry(step.enquiry, staffId(step.by));
        break;
      case "change": {
        // The lead and its current version, found as a counsellor would: by phone number.
        const found = await desk.inbox({ q: person.phone });
        const lead = found.leads[0];
        if (!lead || found.total !== 1)
          throw new Error(`Demo lead ${person.phone} not found once (found ${found.total}).`);
        const by = staffId(step.by);
        const planned = step.change;
        const result =
          planned.kind === "call"
            ? await desk.logContact(
                lead.id,
                lead.version,
                { outcome: planned.outcome, note: planned.note, nextStepAt: planned.nextStepAt, status: null },
                by,
              )
            : planned.kind === "note"
              ? await desk.addNote(lead.id, planned.text, by)
              : await desk.changeLead(
                  lead.id,
                  lead.version,
                  planned.kind === "owner"
                    ? { kind: "owner", ownerId: planned.ownerId === null ? null : staffId(planned.ownerId) }
                    : planned,
                  by,
                );
        if (!result.ok)
          throw new Error(
            `Demo change ${planned.kind} on ${person.phone} refused: ${result.reason === "invalid" ? result.message : result.reason}`,
          );
        break;
      }
    }
  }
  if (rule !== "off") await desk.setAllocationRule(rule, admin);
}

/**
 * The demo's staff accounts, created through the store (as `npm run staff -- add` does)
 * unless they already exist; returns them by the plan's keys.
 */
export async function ensureDemoStaff(desk: DeskStore): Promise<Map<string, StaffMember>> {
  const accounts = new Map<string, StaffMember>();
  for (const member of DEMO_STAFF) {
    const existing = await desk.findStaff(member.email);
    if (existing) {
      accounts.set(member.key, existing);
      continue;
    }
    const created = await desk.createStaff({ email: member.email, name: member.name, role: member.role }, null);
    if (!created.ok) throw new Error(created.message);
    accounts.set(member.key, created.staff);
  }
  return accounts;
}
