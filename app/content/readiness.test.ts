import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { faqSchema, feeScheduleSchema, grievanceSchema, intakeSchema, recognitionSchema } from "./disclosure-schemas";
import { courses } from "./courses";
import { feeScheduleOf, feeSummaries } from "./fees";
import { intake } from "./intake";
import { recognition } from "./recognition";
import { demonstrationNotice, markerTopic, pendingContent, pendingTopics, TOPICS } from "./readiness";
import { testimonials } from "./testimonials";
import { admissionYear } from "./admission";
import { contentSources, siteDemonstrationNotice } from "#app/lib/content-readiness.server.ts";

describe("what is still pending, read from the content's state", () => {
  const pending = pendingContent();
  const whats = pending.map((item) => `${item.where}: ${item.what}`);

  it("lists every sample contact detail, claim without a source, example story and block still to be confirmed", () => {
    expect(whats).toContain("app/content/site.ts: the phone is still a sample");
    for (const claim of [
      "Since 2015",
      "1000+ Graduates",
      "95% Placement Rate",
      "100% Placement Support",
      "24/7 helpline",
    ]) {
      expect(whats).toContain(`app/content/claim-sources.ts: the claim "${claim}" has no source and year`);
    }
    expect(whats).toContain(`app/content/testimonials.ts: 4 of 4 success stories are examples, not real graduates`);
    expect(whats).toContain("app/content/fees.ts: the whole course's cost to be confirmed for all 22 courses");
    expect(whats).toContain("app/content/intake.ts: seats to be confirmed for all 22 courses");
    expect(whats).toContain("app/content/intake.ts: the last date to apply is to be confirmed");
    expect(whats).toContain("app/content/eligibility.ts: minimum marks to be confirmed for all 22 courses");
    expect(whats).toContain('app/content/faq.ts: no answer yet to "Is there a hostel, and what does it cost?"');
    expect(whats).toContain(
      "app/content/getting-here.ts: getting here: landmark, metro, bus and directions to be confirmed",
    );
    expect(whats).toContain(
      "app/content/grievance.ts: Grievance redressal officer: name, phone and email to be confirmed",
    );
    expect(whats.filter((what) => what.startsWith("app/content/recognition.ts"))).toHaveLength(4);
    // Each names an existing content file.
    for (const item of pending) expect(existsSync(item.where), item.where).toBe(true);
  });

  it("gives every pending item a topic the notice can name", () => {
    for (const item of pending) expect(TOPICS).toContain(item.topic);
    expect(new Set(pending.map((item) => item.topic))).toEqual(new Set(TOPICS));
  });
});

describe("the demonstration notice", () => {
  it("is one short line naming what is still a sample or unconfirmed", () => {
    const line = demonstrationNotice(["fees", "stories", "figures"])!;
    expect(line).toBe("Demonstration site: fees, figures and stories shown here are samples or not yet confirmed.");
    expect(demonstrationNotice(["contact details"])).toBe(
      "Demonstration site: contact details shown here are samples or not yet confirmed.",
    );
    // Many topics: four named, then "more", so it stays one short line.
    const all = demonstrationNotice([...TOPICS])!;
    expect(all).toBe(
      "Demonstration site: contact details, fees, dates, figures and more shown here are samples or not yet confirmed.",
    );
    expect(all.length).toBeLessThan(120);
    expect(demonstrationNotice(["other details"])).toBe(
      "Demonstration site: some details shown are samples or not yet confirmed.",
    );
  });

  it("goes away by itself when nothing is left", () => {
    expect(demonstrationNotice([])).toBeNull();
  });

  it("counts comment markers as pending too, not only the content's state", () => {
    const stateOnly = pendingTopics({});
    const withMarker = pendingTopics({ "app/content/about.ts": '  text: "Labs", // UNCONFIRMED: teaching labs\n' });
    expect(withMarker.length).toBe(stateOnly.length + 1);
    expect(withMarker.filter((topic) => topic === "other details").length).toBe(
      stateOnly.filter((topic) => topic === "other details").length + 1,
    );
  });

  it("shows on today's content, which is full of samples, and names them", () => {
    const sources = contentSources();
    // Every content file, as the launch check reads them, tests left out.
    expect(Object.keys(sources)).toEqual(
      expect.arrayContaining(["app/content/site.ts", "app/content/courses/hotel-management.ts", "app/content/faq.ts"]),
    );
    expect(Object.keys(sources).some((path) => path.endsWith(".test.ts"))).toBe(false);
    expect(pendingTopics(sources)).toEqual(
      expect.arrayContaining(["contact details", "fees", "stories", "figures", "dates"]),
    );
    expect(siteDemonstrationNotice()).toBe(demonstrationNotice(pendingTopics(sources)));
    expect(siteDemonstrationNotice()).toMatch(/^Demonstration site: contact details, fees, dates, figures and more/);
  });

  it("names a comment marker's topic from its file and words", () => {
    expect(markerTopic("app/content/site.ts:21", "sample value: the admissions phone")).toBe("contact details");
    expect(markerTopic("app/content/home.ts:15", "awaiting confirmation: fee period (the spec gives the fee)")).toBe(
      "fees",
    );
    expect(markerTopic("app/content/home.ts:40", "awaiting confirmation: what the placement rate counts")).toBe(
      "figures",
    );
    expect(markerTopic("app/content/admission.ts:9", "awaiting confirmation: admission year (the session)")).toBe(
      "dates",
    );
    expect(markerTopic("app/content/courses/dialysis-technology.ts:20", "awaiting confirmation: salary range")).toBe(
      "figures",
    );
    expect(markerTopic("app/content/testimonials.ts:8", "awaiting confirmation: every testimonial")).toBe("stories");
    expect(markerTopic("app/content/about.ts:14", "awaiting confirmation: founding story")).toBe("other details");
  });
});

describe("the new content blocks", () => {
  it("invent nothing: every fee, date, seat and recognition fact the institute has not given is empty", () => {
    for (const course of courses) {
      const schedule = feeScheduleOf(course.slug);
      expect(feeScheduleSchema.parse(schedule)).toEqual(schedule);
      for (const item of ["registration", "examination", "university", "other", "deposit"] as const)
        expect(schedule[item]).toEqual({ rupees: null, when: null });
      expect(schedule.total).toBeNull();
    }
    // Only the home cards' tuition is a figure.
    expect(
      feeSummaries()
        .filter((row) => row.tuition !== "To be confirmed")
        .map((row) => row.slug),
    ).toEqual(["medical-lab-technology", "radiology-and-medical-imaging", "operation-theater-technology"]);
    expect(intake).toEqual({
      session: `${admissionYear}–${String(admissionYear + 1).slice(2)}`,
      lastDateToApply: null,
      classesBegin: null,
      seats: {},
    });
    expect(
      recognition.awardingBodies.every(
        (body) => body.awards === null && body.recognition === null && body.letters.length === 0,
      ),
    ).toBe(true);
    expect(testimonials.every((story) => story.example)).toBe(true);
  });

  it("the schemas refuse what is not a fact's shape", () => {
    expect(intakeSchema.safeParse({ ...intake, lastDateToApply: "31 July" }).success).toBe(false);
    expect(intakeSchema.safeParse({ ...intake, session: "2026-2027" }).success).toBe(false);
    expect(feeScheduleSchema.safeParse({ ...feeScheduleOf("hotel-management"), total: -5 }).success).toBe(false);
    expect(feeScheduleSchema.safeParse({ ...feeScheduleOf("hotel-management"), extra: 1 }).success).toBe(false);
    const letter = { title: "Affiliation letter", href: "https://elsewhere.example/letter.pdf" };
    const body = { ...recognition.awardingBodies[0]!, letters: [letter] };
    expect(recognitionSchema.safeParse({ ...recognition, awardingBodies: [body, body] }).success).toBe(false);
    expect(faqSchema.safeParse([{ id: "x", question: "Not a question", answer: null }]).success).toBe(false);
    expect(
      grievanceSchema.safeParse({
        officer: { role: "Officer", name: null, phone: "call us", email: null },
        antiRagging: { role: "Committee", name: null, phone: null, email: null },
        process: null,
        answerWithinDays: null,
      }).success,
    ).toBe(false);
  });
});
