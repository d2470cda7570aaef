import { describe, expect, it } from "vitest";
import { NEXT_STEP_NEEDED, nextStepTime } from "#domain/contact.ts";
import type { WorkingWeek } from "#domain/working-hours.ts";
import { fillTemplate, mailtoUrl, MESSAGE_TEMPLATES, messageValues, whatsappUrl } from "#content/message-templates.ts";
import { checkContactLog, leadIdFrom, parseLeadForm } from "./lead-actions";

const week: WorkingWeek = {
  mon: ["09:00", "18:00"],
  tue: ["09:00", "18:00"],
  wed: ["09:00", "18:00"],
  thu: ["09:00", "18:00"],
  fri: ["09:00", "18:00"],
  sat: ["09:00", "16:00"],
  sun: null,
};
// Wednesday 14 Jan 2026, 11:00 in India.
const now = new Date("2026-01-14T05:30:00.000Z");
const context = { viewerId: "me-1", now, week };

function form(values: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) data.append(name, value);
  return data;
}

const parse = (values: Record<string, string>) => parseLeadForm(form(values), context);

describe("parseLeadForm: the version-checked changes", () => {
  it("reads an owner, with 'me' as the viewer and blank as nobody", () => {
    expect(parse({ intent: "owner", version: "3", owner: "me" })).toEqual({
      ok: true,
      form: { intent: "change", version: 3, change: { kind: "owner", ownerId: "me-1" } },
    });
    expect(parse({ intent: "owner", version: "3", owner: "" })).toMatchObject({
      ok: true,
      form: { change: { ownerId: null } },
    });
    expect(parse({ intent: "owner", version: "3", owner: "staff-9" })).toMatchObject({
      ok: true,
      form: { change: { ownerId: "staff-9" } },
    });
  });

  it("refuses a missing or broken version", () => {
    for (const version of ["", "0", "abc", "1.5", "-2"]) {
      expect(parse({ intent: "owner", version, owner: "me" })).toEqual({
        ok: false,
        error: "The form is out of date. Please reload the page.",
      });
    }
  });

  it("reads a status from the list only, trimming the reason", () => {
    expect(
      parse({ intent: "status", version: "2", status: "not_interested", reason: "  Chose a college nearer home " }),
    ).toMatchObject({
      ok: true,
      form: { change: { kind: "status", to: "not_interested", reason: "Chose a college nearer home" } },
    });
    expect(parse({ intent: "status", version: "2", status: "dropped" })).toEqual({
      ok: false,
      error: "Choose a status from the list.",
    });
  });

  it("reads a next step in India time, refusing the past, and clears it", () => {
    expect(parse({ intent: "follow_up", version: "1", at: "2026-01-15T10:30" })).toMatchObject({
      ok: true,
      form: { change: { kind: "follow_up", at: "2026-01-15T05:00:00.000Z" } },
    });
    expect(parse({ intent: "follow_up", version: "1", at: "2026-01-13T10:30" })).toEqual({
      ok: false,
      error: "Choose a time in the future for the next step.",
    });
    expect(parse({ intent: "follow_up", version: "1", at: "" })).toEqual({
      ok: false,
      error: "Choose a date and time for the next step.",
    });
    expect(parse({ intent: "follow_up", version: "1", at: "", clear: "1" })).toMatchObject({
      ok: true,
      form: { change: { at: null } },
    });
  });

  it("corrects a phone and an email with the public forms' rules", () => {
    expect(parse({ intent: "correction", version: "4", field: "phone", value: "+91 98765-43210" })).toMatchObject({
      ok: true,
      form: { change: { field: "phone", value: "+919876543210" } },
    });
    expect(parse({ intent: "correction", version: "4", field: "phone", value: "12345" })).toMatchObject({ ok: false });
    expect(parse({ intent: "correction", version: "4", field: "email", value: "not-an-email" })).toEqual({
      ok: false,
      error: "Please enter a valid email address, like name@example.com.",
    });
    expect(parse({ intent: "correction", version: "4", field: "name", value: "Ria\u202eSharma" })).toMatchObject({
      ok: false,
    });
    expect(parse({ intent: "correction", version: "4", field: "address", value: "x" })).toEqual({
      ok: false,
      error: "Choose the detail to correct.",
    });
  });

  it("records a guardian's confirmation in the past only", () => {
    expect(
      parse({
        intent: "guardian",
        version: "1",
        guardianName: "Sunita Rao",
        confirmed_at: "2026-01-14T10:00",
        method: "phone",
      }),
    ).toMatchObject({
      ok: true,
      form: { change: { kind: "guardian", name: "Sunita Rao", method: "phone", at: "2026-01-14T04:30:00.000Z" } },
    });
    expect(
      parse({
        intent: "guardian",
        version: "1",
        guardianName: "Sunita Rao",
        confirmed_at: "2026-01-15T10:00",
        method: "phone",
      }),
    ).toEqual({ ok: false, error: "The confirmation cannot be in the future." });
    expect(
      parse({
        intent: "guardian",
        version: "1",
        guardianName: " ",
        confirmed_at: "2026-01-14T10:00",
        method: "phone",
      }),
    ).toEqual({ ok: false, error: "Give the name of the parent or guardian who confirmed." });
  });
});

describe("parseLeadForm: notes, calls, messages, merges", () => {
  it("reads a note without a version, refusing a blank or overlong one", () => {
    expect(parse({ intent: "note", note: "  Father will bring the documents.  " })).toEqual({
      ok: true,
      form: { intent: "note", text: "Father will bring the documents." },
    });
    expect(parse({ intent: "note", note: "   " })).toEqual({ ok: false, error: "Write the note first." });
    expect(parse({ intent: "note", note: "x".repeat(2001) })).toMatchObject({ ok: false });
  });

  it("logs a call with a preset next step at its office-hours time", () => {
    const parsed = parse({ intent: "log", version: "5", outcome: "no_answer", next: "tomorrow_morning", note: "" });
    expect(parsed).toEqual({
      ok: true,
      form: {
        intent: "log",
        version: 5,
        log: {
          outcome: "no_answer",
          note: "",
          nextStepAt: nextStepTime("tomorrow_morning", now, week)!.toISOString(),
          status: null,
        },
      },
    });
    // Thursday 10:00 in India: an hour after opening.
    expect(parsed.ok && parsed.form.intent === "log" && parsed.form.log.nextStepAt).toBe("2026-01-15T04:30:00.000Z");
  });

  it("logs a call with a picked time, a status change and a note", () => {
    expect(
      parse({
        intent: "log",
        version: "5",
        outcome: "spoke",
        next: "pick",
        at: "2026-01-16T15:00",
        status: "counselling",
        reason: "",
        note: "Wants the hostel details",
      }),
    ).toMatchObject({
      ok: true,
      form: {
        log: {
          outcome: "spoke",
          nextStepAt: "2026-01-16T09:30:00.000Z",
          status: { to: "counselling", reason: "" },
          note: "Wants the hostel details",
        },
      },
    });
    expect(parse({ intent: "log", version: "5", outcome: "spoke", next: "pick", at: "" })).toEqual({
      ok: false,
      error: "Pick a date and time for the next step.",
    });
    expect(parse({ intent: "log", version: "5", outcome: "spoke", next: "pick", at: "2026-01-01T10:00" })).toEqual({
      ok: false,
      error: "Pick a time in the future for the next step.",
    });
    expect(parse({ intent: "log", version: "5", outcome: "spoke", next: "someday" })).toEqual({
      ok: false,
      error: "Choose when to follow up next.",
    });
    expect(parse({ intent: "log", version: "5", outcome: "spoke", status: "gone" })).toEqual({
      ok: false,
      error: "Choose a status from the list.",
    });
  });

  it("needs an outcome", () => {
    expect(parse({ intent: "log", version: "5", next: "in_2_hours" })).toEqual({
      ok: false,
      error: "Choose what happened: tap one of the outcomes.",
    });
    expect(parse({ intent: "log", version: "5", outcome: "ghosted" })).toEqual({
      ok: false,
      error: "Choose what happened: tap one of the outcomes.",
    });
  });

  it("refuses 'this evening' once it has passed", () => {
    const late = parseLeadForm(form({ intent: "log", version: "1", outcome: "busy", next: "this_evening" }), {
      ...context,
      now: new Date("2026-01-14T12:00:00.000Z"),
    });
    expect(late).toEqual({ ok: false, error: "That time has passed; choose another." });
  });

  it("reads a message's channel and template, and whether the page's script posted it", () => {
    expect(parse({ intent: "message", channel: "whatsapp", template: "fees" })).toEqual({
      ok: true,
      form: { intent: "message", channel: "whatsapp", template: "fees", to: "student", viaScript: false },
    });
    expect(
      parse({ intent: "message", channel: "email", template: "greeting", to: "guardian", via: "script" }),
    ).toMatchObject({ ok: true, form: { to: "guardian", viaScript: true } });
    expect(parse({ intent: "message", channel: "sms", template: "fees" })).toEqual({
      ok: false,
      error: "Choose WhatsApp or email.",
    });
    expect(parse({ intent: "message", channel: "whatsapp", template: "discount" })).toEqual({
      ok: false,
      error: "Choose one of the messages.",
    });
  });

  it("reads the lead to merge from its address or id, once confirmed", () => {
    const id = "0b6c1f8e-5d0a-4c4e-9f3e-2a7d1c9b8e11";
    expect(
      parse({ intent: "merge", other: `https://desk.example.in/desk/leads/${id}?saved=note#timeline`, confirm: "yes" }),
    ).toEqual({ ok: true, form: { intent: "merge", otherId: id } });
    expect(parse({ intent: "merge", other: ` ${id} `, confirm: "yes" })).toEqual({
      ok: true,
      form: { intent: "merge", otherId: id },
    });
    expect(parse({ intent: "merge", other: id })).toEqual({ ok: false, error: "Tick the box to confirm the merge." });
    expect(parse({ intent: "merge", other: "", confirm: "yes" })).toEqual({
      ok: false,
      error: "Paste the other lead's address or id.",
    });
    expect(parse({ intent: "merge", other: "Ria Sharma", confirm: "yes" })).toMatchObject({ ok: false });
    expect(leadIdFrom("/desk/leads/new")).toBeNull();
  });

  it("refuses an unknown intent", () => {
    expect(parse({ intent: "call", version: "1" })).toEqual({
      ok: false,
      error: "Unknown action. Please reload the page.",
    });
  });
});

describe("checkContactLog", () => {
  const log = { outcome: "no_answer" as const, note: "", nextStepAt: null, status: null };
  const open = { status: "new" as const, nextFollowUpAt: null };

  it("refuses an open lead without a next step, unless a future one is set", () => {
    expect(checkContactLog(log, open, now)).toEqual({ ok: false, error: NEXT_STEP_NEEDED });
    expect(checkContactLog(log, { status: "new", nextFollowUpAt: "2026-01-13T05:00:00.000Z" }, now)).toEqual({
      ok: false,
      error: NEXT_STEP_NEEDED,
    });
    expect(checkContactLog(log, { status: "new", nextFollowUpAt: "2026-01-15T05:00:00.000Z" }, now)).toEqual({
      ok: true,
      log,
    });
    expect(checkContactLog({ ...log, nextStepAt: "2026-01-15T05:00:00.000Z" }, open, now)).toMatchObject({ ok: true });
  });

  it("needs no next step when the call closes or enrols the lead, but a reason to close", () => {
    expect(
      checkContactLog(
        { ...log, outcome: "wrong_number", status: { to: "not_reachable", reason: "Wrong number" } },
        open,
        now,
      ),
    ).toMatchObject({ ok: true });
    expect(
      checkContactLog({ ...log, outcome: "wrong_number", status: { to: "not_reachable", reason: "" } }, open, now),
    ).toEqual({ ok: false, error: "Please give a short reason for closing the lead." });
    expect(
      checkContactLog(
        { ...log, outcome: "spoke", status: { to: "enrolled", reason: "" } },
        { status: "applied", nextFollowUpAt: null },
        now,
      ),
    ).toMatchObject({ ok: true });
  });

  it("leaves out a status that would not change", () => {
    const same = { ...log, nextStepAt: "2026-01-15T05:00:00.000Z", status: { to: "new" as const, reason: "" } };
    expect(checkContactLog(same, open, now)).toEqual({ ok: true, log: { ...same, status: null } });
  });
});

describe("message templates", () => {
  it("promise no fee, date or figure, and use only known placeholders", () => {
    for (const template of MESSAGE_TEMPLATES) {
      const { subject, body } = template.text.en;
      expect(`${subject} ${body}`, template.id).not.toMatch(/₹|rs\.?\s*\d|\d{3,}|%|guarantee/i);
      expect(body).toContain("{counsellor}");
    }
  });

  it("fill in the person's first name, the course, the counsellor and the institute", () => {
    const values = messageValues(
      { name: "Ria  Sharma", course: "B.Voc Hotel Management" },
      "Kavya Iyer",
      "Gurugram Skills Institute",
    );
    expect(fillTemplate("fees", values).body).toBe(
      "Hello Ria, this is Kavya Iyer from Gurugram Skills Institute. I can share the fee details for B.Voc Hotel Management on this chat, or explain them on a call, including how the fee is paid. Which would you prefer?",
    );
    expect(messageValues({ name: "Ria", course: "Undecided" }, "K", "I").course).toBe("our courses");
    // A lead who wrote from a Hindi page gets the Hindi text, the same values in it.
    expect(fillTemplate("greeting", values, "hi")).toEqual({
      subject: "Gurugram Skills Institute में B.Voc Hotel Management के बारे में आपकी पूछताछ",
      body: "नमस्ते Ria, मैं Gurugram Skills Institute से Kavya Iyer बोल रहा/रही हूँ। B.Voc Hotel Management के बारे में पूछताछ के लिए धन्यवाद। क्या अभी बात करने का सही समय है? आप अपने सवाल यहाँ भी लिख सकते हैं।",
    });
    expect(messageValues({ name: "Ria", course: "Undecided" }, "K", "I", "hi").course).toBe("हमारे कोर्स");
  });

  it("open WhatsApp on an Indian number and email with subject and body", () => {
    expect(whatsappUrl("+919876543210", "Hello & welcome")).toBe(
      "https://wa.me/919876543210?text=Hello%20%26%20welcome",
    );
    expect(whatsappUrl("12345", "x")).toBeNull();
    expect(mailtoUrl("ria@example.com", { subject: "Fees?", body: "a b" })).toBe(
      "mailto:ria@example.com?subject=Fees%3F&body=a%20b",
    );
    expect(mailtoUrl("", { subject: "x", body: "y" })).toBeNull();
  });
});
