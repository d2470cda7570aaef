import { describe, expect, it } from "vitest";
import { parseIstLocal } from "#domain/india-time.ts";
import {
  afterAnswer,
  CLIENT_ID_FIELD,
  isClientId,
  isConnectionFailure,
  isKeptIntent,
  isSignInRedirect,
  keptFields,
  readAnswer,
  SAVED_AT_FIELD,
  SendTimeout,
  SIGN_IN_TO_SEND,
  STAFF_FIELD,
  toSend,
  waitingLabel,
  type KeptSave,
} from "./queue";
import { notSentPage } from "./not-sent-page";

const save = (over: Partial<KeptSave> = {}): KeptSave => ({
  id: "0b6c1f3e-5d1a-4c39-9a0e-3b1f2f6f7a11",
  leadId: "lead-1",
  leadName: "Asha Verma",
  intent: "log",
  staffId: "staff-1",
  savedAt: "2026-12-07T10:00:00.000Z",
  fields: [],
  state: "waiting",
  problem: null,
  tries: 0,
  ...over,
});

describe("what a failure to save means", () => {
  it("keeps the save for a network error, a time-out and a 5xx", () => {
    expect(isConnectionFailure(new TypeError("Failed to fetch"))).toBe(true);
    expect(isConnectionFailure(new SendTimeout())).toBe(true);
    expect(isConnectionFailure(new DOMException("The operation was aborted.", "AbortError"))).toBe(true);
    for (const status of [500, 502, 503, 504]) expect(isConnectionFailure({ status }), String(status)).toBe(true);
    expect(isConnectionFailure(new Response(null, { status: 502 }))).toBe(true);
    expect(isConnectionFailure(new Error("Unexpected Server Error")), "a server's error, as the page gets it").toBe(
      true,
    );
  });

  it("never keeps an answer: a 4xx, a redirect or an error of the page's own", () => {
    for (const status of [400, 401, 403, 404, 409]) expect(isConnectionFailure({ status }), String(status)).toBe(false);
    expect(isConnectionFailure(new Response(null, { status: 303, headers: { Location: "/desk/sign-in" } }))).toBe(
      false,
    );
    expect(isConnectionFailure(new Error("Cannot read properties of undefined"))).toBe(false);
  });
});

it("knows the server's way of saying the session ended: a redirect to the sign-in page", () => {
  const to = (location: string, status = 303) => new Response(null, { status, headers: { Location: location } });
  expect(isSignInRedirect(to("/desk/sign-in?next=%2Fdesk%2Fleads%2Fx"))).toBe(true);
  expect(isSignInRedirect(to("/desk/leads/x?saved=log"))).toBe(false);
  expect(isSignInRedirect(new TypeError("Failed to fetch"))).toBe(false);
});

describe("the fields kept", () => {
  const presets = [{ preset: "tomorrow_morning", at: "2026-12-08T04:30:00.000Z" }];
  const context = {
    clientId: "0b6c1f3e-5d1a-4c39-9a0e-3b1f2f6f7a11",
    savedAt: new Date("2026-12-07T17:00:00.000Z"),
    staffId: "staff-1",
    presets,
  };

  it("pins a preset next step to the time the page showed for it, and adds the id, the time and the person", () => {
    const fields = keptFields(
      [
        ["intent", "log"],
        ["version", "3"],
        ["outcome", "no_answer"],
        ["next", "tomorrow_morning"],
        ["note", "Busy, call tomorrow"],
        [CLIENT_ID_FIELD, context.clientId],
      ],
      context,
    );
    const map = new Map(fields);
    expect(map.get("next")).toBe("pick");
    expect(parseIstLocal(map.get("at")!)?.toISOString()).toBe("2026-12-08T04:30:00.000Z");
    expect(map.get(CLIENT_ID_FIELD)).toBe(context.clientId);
    expect(map.get(SAVED_AT_FIELD)).toBe("2026-12-07T17:00:00.000Z");
    expect(map.get(STAFF_FIELD)).toBe("staff-1");
    expect(map.get("note")).toBe("Busy, call tomorrow");
    expect(fields.filter(([name]) => name === CLIENT_ID_FIELD)).toHaveLength(1);
  });

  it("leaves a picked time, or none, as it was", () => {
    const picked = new Map(
      keptFields(
        [
          ["intent", "log"],
          ["next", "pick"],
          ["at", "2026-12-09T11:00"],
        ],
        context,
      ),
    );
    expect([picked.get("next"), picked.get("at")]).toEqual(["pick", "2026-12-09T11:00"]);
    const kept = new Map(
      keptFields(
        [
          ["intent", "note"],
          ["note", "Hello"],
        ],
        context,
      ),
    );
    expect(kept.has("next")).toBe(false);
  });
});

describe("the server's answer to a send", () => {
  it("reads the route's JSON", () => {
    expect(readAnswer(200, { outcome: "saved", message: "Call logged.", partial: false })).toEqual({
      outcome: "saved",
      message: "Call logged.",
      partial: false,
    });
    expect(readAnswer(200, { outcome: "saved", message: "Call saved. Its status…", partial: true })).toMatchObject({
      partial: true,
    });
    expect(readAnswer(409, { outcome: "refused", message: "Next step not saved" })).toEqual({
      outcome: "refused",
      message: "Next step not saved",
    });
    expect(readAnswer(401, { outcome: "sign_in", message: SIGN_IN_TO_SEND })).toMatchObject({ outcome: "sign_in" });
  });

  it("tries again later for a 5xx, a time-out status or a throttle, whatever the body", () => {
    for (const status of [500, 502, 503, 408, 429]) expect(readAnswer(status, "<html>"), String(status)).toBe("retry");
    expect(readAnswer(200, "<html>a captive portal</html>")).toBe("retry");
  });

  it("asks to sign in for a 401 without the route's words, and refuses another 4xx with its status", () => {
    expect(readAnswer(401, null)).toEqual({ outcome: "sign_in", message: SIGN_IN_TO_SEND });
    expect(readAnswer(404, null)).toMatchObject({ outcome: "refused", message: expect.stringContaining("404") });
  });
});

describe("what an answer does to the kept save", () => {
  it("forgets it once stored, keeps it otherwise and never drops it silently", () => {
    expect(afterAnswer(save(), { outcome: "saved", message: "Call logged.", partial: false })).toBeNull();
    expect(afterAnswer(save(), "retry")).toMatchObject({ state: "waiting", tries: 1 });
    expect(afterAnswer(save(), { outcome: "sign_in", message: SIGN_IN_TO_SEND })).toMatchObject({
      state: "sign_in",
      problem: SIGN_IN_TO_SEND,
    });
    expect(afterAnswer(save(), { outcome: "refused", message: "Gone" })).toMatchObject({
      state: "refused",
      problem: "Gone",
    });
  });

  it("sends the oldest first, and a save waiting for a sign-in only while its person is signed in", () => {
    const older = save({ id: "a".repeat(20), savedAt: "2026-12-07T09:00:00.000Z" });
    const newer = save({ id: "b".repeat(20), savedAt: "2026-12-07T11:00:00.000Z" });
    const signIn = save({ id: "c".repeat(20), state: "sign_in" });
    const refused = save({ id: "d".repeat(20), state: "refused" });
    expect(toSend([newer, signIn, older, refused], null).map((each) => each.id)).toEqual([older.id, newer.id]);
    expect(toSend([newer, signIn, older, refused], "staff-1").map((each) => each.id)).toContain(signIn.id);
    expect(toSend([signIn], "staff-2")).toEqual([]);
  });
});

describe("names and labels", () => {
  it("takes only the kept intents and ids a phone makes", () => {
    expect(["log", "note", "follow_up"].every(isKeptIntent)).toBe(true);
    expect(isKeptIntent("status")).toBe(false);
    expect(isClientId(crypto.randomUUID())).toBe(true);
    expect(isClientId("short")).toBe(false);
    expect(isClientId("'; drop table lead_events; --")).toBe(false);
    expect(waitingLabel(1)).toBe("1 save waiting");
    expect(waitingLabel(3)).toBe("3 saves waiting");
  });

  it("the page for a post that did not reach the server keeps what was typed, escaped, in a form that sends it again", () => {
    const page = notSentPage("/desk/leads/lead-1", [
      ["intent", "log"],
      ["outcome", "no_answer"],
      ["next", "tomorrow_morning"],
      ["note", 'Father said "call after 6" <b>'],
      [CLIENT_ID_FIELD, "0b6c1f3e-5d1a-4c39-9a0e-3b1f2f6f7a11"],
    ]);
    expect(page).toContain("Not sent: the connection failed");
    expect(page).toContain("What happened: No answer");
    expect(page).toContain("Father said &quot;call after 6&quot; &lt;b&gt;</textarea>");
    expect(page).toContain('<form method="post" action="/desk/leads/lead-1">');
    expect(page).toContain(`name="${CLIENT_ID_FIELD}" value="0b6c1f3e-5d1a-4c39-9a0e-3b1f2f6f7a11"`);
    expect(page).not.toContain("<b>");
  });
});
