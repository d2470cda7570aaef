import { describe, expect, it } from "vitest";
import { choiceField, choicesFor, choicesFromForm, deviceLabel, isOn, newLeadsSummary, pushContent } from "./push.ts";

describe("push", () => {
  it("a push says no phone, email or message, and of a name only the first word", () => {
    const content = pushContent("allocated", {
      leadId: "lead-1",
      course: "B.Voc Hotel Management",
      form: "admission",
      name: "Priya Kumari Sharma",
    });
    expect(content).toEqual({
      title: "New lead for you",
      body: "Priya · B.Voc Hotel Management · admission form",
      url: "/desk/leads/lead-1",
      tag: "lead-lead-1",
    });
    expect(pushContent("step_due", { leadId: "x", course: "", name: "Ravi K", dueAt: "15:40" })).toMatchObject({
      title: "Next step at 15:40",
      body: "Ravi · No course named",
    });
  });

  it("a summary of several new leads says how many and names nobody, under one tag for every summary", () => {
    expect(newLeadsSummary(3)).toEqual({
      title: "3 new leads for you",
      body: "Tap to see your new leads",
      url: "/desk/leads?owner=me&status=new",
      tag: "new-leads",
    });
    expect(newLeadsSummary(12).tag).toBe(newLeadsSummary(2).tag);
  });

  it("each role's choices, defaults first, saved ones over them; admins' alerts are admins' only", () => {
    const counsellor = choicesFor("counsellor", []);
    expect(counsellor.map((each) => choiceField(each.event, each.channel))).toEqual([
      "push:allocated",
      "email:allocated",
      "push:step_due",
      "push:promise",
      "email:digest",
    ]);
    expect(counsellor.filter((each) => each.on).map((each) => choiceField(each.event, each.channel))).toEqual([
      "push:allocated",
      "push:step_due",
      "push:promise",
      "email:digest",
    ]);
    expect(choicesFor("admin", []).some((each) => each.event === "escalation" && each.channel === "push")).toBe(true);
    expect(isOn("counsellor", [], "unowned", "push")).toBe(false);
    expect(isOn("counsellor", [{ event: "allocated", channel: "push", on: false }], "allocated", "push")).toBe(false);
    const form = new Set(["push:allocated", "email:allocated", "push:escalation"]);
    expect(choicesFromForm("counsellor", form).filter((each) => each.on)).toEqual([
      { event: "allocated", channel: "push", on: true },
      { event: "allocated", channel: "email", on: true },
    ]);
  });

  it("names a device by its browser and system", () => {
    expect(
      deviceLabel(
        "Mozilla/5.0 (Linux; Android 14; SM-A155F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36",
      ),
    ).toBe("Chrome on Android");
    expect(
      deviceLabel(
        "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
      ),
    ).toBe("Safari on iPhone");
    expect(deviceLabel("Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0")).toBe(
      "Firefox on Windows",
    );
    expect(deviceLabel("")).toBe("A browser");
  });
});
