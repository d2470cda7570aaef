import { describe, expect, it } from "vitest";
import { workingWeek } from "#content/site.ts";
import { BY_RULE, parseBulkForm } from "./bulk-actions";

const ID = "0b7e4c1e-2f0a-4d8e-9c1a-3f5e6d7c8b9a";
const form = (entries: [string, string][]) => {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
};
const context = { viewerId: "me-id", now: new Date("2026-11-20T04:30:00.000Z"), week: workingWeek };

describe("the leads list's bulk form", () => {
  it("reads ticked leads or the list's filter, and each action", () => {
    expect(
      parseBulkForm(
        form([
          ["scope", "ids"],
          ["lead", ID],
          ["intent", "bulk-owner"],
          ["owner", BY_RULE],
        ]),
        context,
      ),
    ).toEqual({
      ok: true,
      selection: { kind: "ids", ids: [ID] },
      change: { kind: "allocate" },
    });
    expect(
      parseBulkForm(
        form([
          ["scope", "filter"],
          ["query", "?owner=me&status=open"],
          ["intent", "bulk-owner"],
          ["owner", ""],
        ]),
        context,
      ),
    ).toMatchObject({
      ok: true,
      selection: { kind: "filter", filter: { owner: { kind: "staff", id: "me-id" }, status: "open" } },
      change: { kind: "owner", ownerId: null },
    });
    expect(
      parseBulkForm(
        form([
          ["lead", ID],
          ["intent", "bulk-status"],
          ["status", "not_interested"],
          ["reason", " Fees "],
        ]),
        context,
      ),
    ).toMatchObject({
      change: { kind: "status", to: "not_interested", reason: "Fees" },
    });
    const step = parseBulkForm(
      form([
        ["lead", ID],
        ["intent", "bulk-step"],
        ["step", "tomorrow_morning"],
      ]),
      context,
    );
    expect(step.ok && step.change.kind === "follow_up" && step.change.at > context.now.toISOString()).toBe(true);
  });

  it("refuses nothing ticked, a forged id, an unknown status, step or intent", () => {
    expect(
      parseBulkForm(
        form([
          ["intent", "bulk-owner"],
          ["owner", ""],
        ]),
        context,
      ),
    ).toMatchObject({ ok: false, error: expect.stringMatching(/Tick the leads/) });
    expect(
      parseBulkForm(
        form([
          ["lead", "../x"],
          ["intent", "bulk-owner"],
        ]),
        context,
      ),
    ).toMatchObject({ ok: false });
    expect(
      parseBulkForm(
        form([
          ["lead", ID],
          ["intent", "bulk-status"],
          ["status", "gone"],
        ]),
        context,
      ),
    ).toMatchObject({ ok: false });
    // The list starts on no status (issue 51): sent as it is, it is refused, never read as a closing one.
    expect(
      parseBulkForm(
        form([
          ["lead", ID],
          ["intent", "bulk-status"],
          ["status", ""],
        ]),
        context,
      ),
    ).toEqual({ ok: false, error: "Choose a status from the list." });
    expect(
      parseBulkForm(
        form([
          ["lead", ID],
          ["intent", "bulk-step"],
          ["step", "someday"],
        ]),
        context,
      ),
    ).toMatchObject({ ok: false });
    expect(
      parseBulkForm(
        form([
          ["lead", ID],
          ["intent", "bulk-delete"],
        ]),
        context,
      ),
    ).toMatchObject({ ok: false });
  });
});
