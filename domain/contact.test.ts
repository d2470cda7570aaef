import { describe, expect, it } from "vitest";
import {
  attemptsText,
  buildQueue,
  CONTACT_OUTCOMES,
  isConversation,
  needsNextStep,
  nextStepChoices,
  nextStepLabel,
  nextStepTime,
  nextWorkingMoment,
  queueReason,
  queueSection,
  suggestsRetry,
  type QueueLead,
} from "./contact";
import { toIstLocal } from "./india-time";
import type { WorkingWeek } from "./working-hours";

/** Mon–Sat 09:00–18:00, Sunday closed. */
const WEEK: WorkingWeek = {
  mon: ["09:00", "18:00"],
  tue: ["09:00", "18:00"],
  wed: ["09:00", "18:00"],
  thu: ["09:00", "18:00"],
  fri: ["09:00", "18:00"],
  sat: ["09:00", "18:00"],
  sun: null,
};
/** India time, as the desk shows it. */
const ist = (local: string) => new Date(`${local}:00+05:30`);
const local = (date: Date | null) => (date ? toIstLocal(date) : null);

describe("what counts as reaching someone", () => {
  it("counts a conversation only: spoke with the student or a parent, or a written reply", () => {
    expect(CONTACT_OUTCOMES.filter(isConversation)).toEqual(["spoke", "spoke_guardian", "replied"]);
  });
  it("proposes a retry after no answer, busy or switched off", () => {
    expect(CONTACT_OUTCOMES.filter(suggestsRetry)).toEqual(["no_answer", "busy", "switched_off"]);
  });
  it("says how many attempts, until someone is reached", () => {
    expect(attemptsText({ attempts: 0, contactedAt: null })).toBeNull();
    expect(attemptsText({ attempts: 1, contactedAt: null })).toBe("1 attempt, not reached yet");
    expect(attemptsText({ attempts: 3, contactedAt: null })).toBe("3 attempts, not reached yet");
    expect(attemptsText({ attempts: 3, contactedAt: "2026-11-20T05:00:00.000Z" })).toBeNull();
  });
  it("asks a next step of every lead still being worked", () => {
    expect(needsNextStep("new")).toBe(true);
    expect(needsNextStep("applied")).toBe(true);
    expect(needsNextStep("enrolled")).toBe(false);
    expect(needsNextStep("not_reachable")).toBe(false);
  });
});

describe("the next working slot", () => {
  it("is the moment itself in office hours, else the next opening", () => {
    expect(local(nextWorkingMoment(ist("2026-11-25T11:00"), WEEK))).toBe("2026-11-25T11:00");
    expect(local(nextWorkingMoment(ist("2026-11-25T19:30"), WEEK))).toBe("2026-11-26T09:00");
    expect(local(nextWorkingMoment(ist("2026-11-25T07:00"), WEEK))).toBe("2026-11-25T09:00");
    // Saturday evening: Sunday is closed, so Monday.
    expect(local(nextWorkingMoment(ist("2026-11-28T18:30"), WEEK))).toBe("2026-11-30T09:00");
  });

  it("puts every preset inside office hours", () => {
    const wednesday = ist("2026-11-25T11:00");
    expect(local(nextStepTime("in_2_hours", wednesday, WEEK))).toBe("2026-11-25T13:00");
    expect(local(nextStepTime("this_evening", wednesday, WEEK))).toBe("2026-11-25T17:00");
    expect(local(nextStepTime("tomorrow_morning", wednesday, WEEK))).toBe("2026-11-26T10:00");
    expect(local(nextStepTime("in_3_days", wednesday, WEEK))).toBe("2026-11-28T11:00");
    // A week on is a Wednesday again.
    expect(local(nextStepTime("next_week", wednesday, WEEK))).toBe("2026-12-02T11:00");
    // Late in the day: two hours on is after closing, so tomorrow's opening.
    expect(local(nextStepTime("in_2_hours", ist("2026-11-25T17:00"), WEEK))).toBe("2026-11-26T09:00");
    // Named by what it does: after hours it is the next opening, not "In 2 hours".
    const evening = ist("2026-11-25T17:00");
    expect(nextStepLabel("in_2_hours", evening, nextStepTime("in_2_hours", evening, WEEK)!)).toBe(
      "When the office opens",
    );
    expect(nextStepLabel("in_2_hours", wednesday, nextStepTime("in_2_hours", wednesday, WEEK)!)).toBe("In 2 hours");
    // Saturday: tomorrow morning skips the closed Sunday; in 3 days lands on Tuesday.
    expect(local(nextStepTime("tomorrow_morning", ist("2026-11-28T12:00"), WEEK))).toBe("2026-11-30T10:00");
    expect(local(nextStepTime("in_3_days", ist("2026-11-27T12:00"), WEEK))).toBe("2026-11-30T12:00");
  });

  it("leaves out this evening once it has passed, and on a closed day", () => {
    expect(nextStepChoices(ist("2026-11-25T16:45"), WEEK).map((choice) => choice.preset)).not.toContain("this_evening");
    expect(nextStepChoices(ist("2026-11-29T12:00"), WEEK).map((choice) => choice.preset)).toEqual([
      "in_2_hours",
      "tomorrow_morning",
      "in_3_days",
      "next_week",
    ]);
    expect(nextStepChoices(ist("2026-11-25T09:30"), WEEK)).toHaveLength(5);
  });
});

describe("Today's queue", () => {
  const now = ist("2026-11-25T11:00");
  const lead = (id: string, fields: Partial<QueueLead>): QueueLead => ({
    id,
    status: "new",
    ownerId: "me",
    nextFollowUpAt: null,
    promiseFrom: ist("2026-11-25T09:00").toISOString(),
    contactedAt: null,
    attempts: 0,
    ...fields,
  });
  const me = { id: "me", team: false };
  const at = (time: string) => ist(time).toISOString();

  it("puts each lead in its first section, for me or for the team", () => {
    expect(queueSection(lead("a", { nextFollowUpAt: at("2026-11-25T10:00") }), me, now)).toBe("overdue");
    expect(queueSection(lead("a", { nextFollowUpAt: at("2026-11-25T15:00") }), me, now)).toBe("due");
    expect(queueSection(lead("a", { nextFollowUpAt: at("2026-11-26T15:00") }), me, now)).toBeNull();
    expect(queueSection(lead("a", {}), me, now)).toBe("new");
    expect(queueSection(lead("a", { attempts: 2 }), me, now)).toBe("retry");
    expect(queueSection(lead("a", { ownerId: null }), me, now)).toBe("unowned");
    // Someone else's lead, 21 hours into the promise and not reached.
    expect(
      queueSection(
        lead("a", { ownerId: "ravi", nextFollowUpAt: at("2026-11-26T15:00"), promiseFrom: at("2026-11-24T14:00") }),
        me,
        now,
      ),
    ).toBe("promise");
    expect(queueSection(lead("a", { ownerId: "ravi", nextFollowUpAt: at("2026-11-25T10:00") }), me, now)).toBeNull();
    expect(
      queueSection(
        lead("a", { ownerId: "ravi", nextFollowUpAt: at("2026-11-25T10:00") }),
        { id: "me", team: true },
        now,
      ),
    ).toBe("overdue");
    // Enrolled and closed leads are never on Today, whatever their follow-up says.
    expect(queueSection(lead("a", { status: "enrolled", nextFollowUpAt: at("2026-11-25T10:00") }), me, now)).toBeNull();
    expect(queueSection(lead("a", { status: "not_interested", ownerId: null }), me, now)).toBeNull();
  });

  it("orders sections as a counsellor works them, earliest first within each, each lead once", () => {
    const candidates = [
      lead("unowned", { ownerId: null }),
      lead("due-late", { nextFollowUpAt: at("2026-11-25T16:00") }),
      lead("overdue", { nextFollowUpAt: at("2026-11-25T10:30") }),
      lead("due-early", { nextFollowUpAt: at("2026-11-25T12:00") }),
      lead("new", {}),
      lead("overdue", { nextFollowUpAt: at("2026-11-25T10:30") }),
    ];
    expect(buildQueue(candidates, me, now).map((item) => [item.section, item.lead.id])).toEqual([
      ["overdue", "overdue"],
      ["due", "due-early"],
      ["due", "due-late"],
      ["new", "new"],
      ["unowned", "unowned"],
    ]);
  });

  it("says why a lead is there in a few words", () => {
    expect(queueReason("due", lead("a", { attempts: 2, nextFollowUpAt: at("2026-11-25T11:30") }), now)).toBe(
      "2 attempts, retry due 11:30",
    );
    expect(
      queueReason(
        "overdue",
        lead("a", { contactedAt: at("2026-11-24T10:00"), nextFollowUpAt: at("2026-11-25T10:00") }),
        now,
      ),
    ).toBe("Follow-up overdue since 10:00");
    expect(queueReason("new", lead("a", {}), now)).toBe("Not called yet · 22 h left");
    expect(queueReason("unowned", lead("a", { promiseFrom: at("2026-11-24T09:00") }), now)).toBe("No owner · 2 h late");
    expect(queueReason("retry", lead("a", { attempts: 1 }), now)).toBe("1 attempt, no retry set");
    expect(queueReason("promise", lead("a", { attempts: 2, promiseFrom: at("2026-11-24T12:00") }), now)).toBe(
      "2 attempts · 1 h left",
    );
    expect(queueReason("promise", lead("a", { promiseFrom: at("2026-11-24T12:00") }), now)).toBe(
      "Not reached · 1 h left",
    );
  });
});
