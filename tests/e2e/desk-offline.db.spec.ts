import type { Page } from "@playwright/test";
import { randomBytes } from "node:crypto";
import { addStaff, signIn, withDesk } from "#tests/support/desk.ts";
import { post, uniquePhone, validEnquiry } from "#tests/support/forms.ts";
import { allowConsoleErrors, e2eDatabase, expect, test } from "#tests/support/fixtures.ts";
import { KEPT_MESSAGE, SIGN_IN_TO_SEND } from "#app/desk/offline/queue.ts";

/**
 * Issue #51, item 1: a call saved on a phone without a connection is kept on the phone, not
 * lost to an error page, and sent by itself, once, when the connection is back
 * (app/desk/offline/). At 375 px, with Playwright's offline switch.
 */
test.use({ viewport: { width: 375, height: 740 }, hasTouch: true });

async function enquire(baseUrl: string) {
  const enquiry = validEnquiry({
    name: `Offline ${randomBytes(4).toString("hex")}`,
    phone: uniquePhone(),
    email: `${randomBytes(5).toString("hex")}@example.com`,
  }) as Record<string, string> & { name: string; phone: string };
  expect((await post(baseUrl, "/admission", enquiry)).status).toBe(200);
  const leadId = await withDesk(
    e2eDatabase(),
    async (database) => (await database.desk.inbox({ q: enquiry.phone })).leads[0]!.id,
  );
  return { ...enquiry, leadId };
}

const said = (page: Page) => page.getByRole("region", { name: "Call and log" });
const timeline = (page: Page) => page.getByRole("region", { name: "Timeline" });

/** What the phone keeps (IndexedDB), read in the page. */
function keptOnPhone(page: Page) {
  return page.evaluate(async () => {
    const databases = await indexedDB.databases();
    if (!databases.some((each) => each.name === "desk-kept-saves")) return null;
    return new Promise<unknown[]>((resolve, reject) => {
      const opened = indexedDB.open("desk-kept-saves");
      opened.onsuccess = () => {
        const db = opened.result;
        if (!db.objectStoreNames.contains("saves")) return resolve([]);
        const all = db.transaction("saves").objectStore("saves").getAll();
        all.onsuccess = () => (db.close(), resolve(all.result));
        all.onerror = () => reject(all.error);
      };
      opened.onerror = () => reject(opened.error);
    });
  });
}

async function callsWithNote(leadId: string, note: string) {
  return withDesk(e2eDatabase(), async (database) =>
    (await database.desk.lead(leadId))!.timeline.filter((entry) => entry.kind === "call" && entry.note === note),
  );
}

/** Every request of the lead page done, so going offline fails only what the test does. */
async function openLead(page: Page, leadId: string) {
  await page.goto(`/desk/leads/${leadId}`, { waitUntil: "networkidle" });
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

const OFFLINE_ERRORS = /ERR_INTERNET_DISCONNECTED|Failed to fetch|status of 503/;

test("a call saved offline is kept on the phone, sent once when back online, and the lead shows it", async ({
  page,
  context,
  baseURL,
  consoleErrors,
}) => {
  const staff = await addStaff(e2eDatabase());
  const lead = await enquire(baseURL!);
  await signIn(page, staff, `/desk/leads/${lead.leadId}`);
  await openLead(page, lead.leadId);
  const note = `Busy at the shop, call tomorrow ${randomBytes(3).toString("hex")}`;

  await context.setOffline(true);
  await page.getByRole("radio", { name: "Busy" }).tap();
  await page.getByLabel("Note (optional)").fill(note);
  await page.getByRole("radio", { name: /^Tomorrow morning/ }).tap();
  await page.getByRole("button", { name: "Save call" }).tap();

  await expect(said(page).getByRole("status")).toHaveText(KEPT_MESSAGE);
  await expect(page.getByRole("heading", { level: 1, name: lead.name }), "the lead page stays").toBeVisible();
  await expect(page.getByTestId("kept-badge")).toHaveText("1 save waiting");
  await expect(page.getByLabel("Note (optional)"), "the form is emptied: a second tap keeps nothing twice").toHaveValue(
    "",
  );
  expect(await keptOnPhone(page)).toHaveLength(1);
  expect(await callsWithNote(lead.leadId, note)).toHaveLength(0);
  await page.screenshot({ path: test.info().outputPath("kept-375.png"), fullPage: false });

  await context.setOffline(false);
  await expect(said(page).getByRole("status")).toHaveText("Call logged.");
  await expect(timeline(page).getByRole("listitem").filter({ hasText: note })).toHaveCount(1);
  await expect(page.getByTestId("kept-badge")).toHaveCount(0);
  expect(await callsWithNote(lead.leadId, note), "sent once").toHaveLength(1);
  expect(await keptOnPhone(page), "nothing kept after the send").toEqual([]);
  // A reload (a second sender) finds nothing more to send.
  await openLead(page, lead.leadId);
  expect(await callsWithNote(lead.leadId, note)).toHaveLength(1);
  allowConsoleErrors(consoleErrors, OFFLINE_ERRORS);
});

test("a call kept offline meets a lead another counsellor changed: the call is kept, its status and next step skipped and said so", async ({
  page,
  context,
  baseURL,
  consoleErrors,
}) => {
  const ravi = await addStaff(e2eDatabase(), { name: `Ravi ${randomBytes(2).toString("hex")}` });
  const asha = await addStaff(e2eDatabase(), { name: `Asha ${randomBytes(2).toString("hex")}` });
  const lead = await enquire(baseURL!);
  await signIn(page, ravi, `/desk/leads/${lead.leadId}`);
  await openLead(page, lead.leadId);
  const note = `Wants the hostel fees ${randomBytes(3).toString("hex")}`;

  await context.setOffline(true);
  await page.getByRole("radio", { name: "Spoke (student)" }).tap();
  await page.getByLabel("Status", { exact: true }).selectOption("applied");
  await page.getByRole("radio", { name: /^In 3 days/ }).tap();
  await page.getByLabel("Note (optional)").fill(note);
  await page.getByRole("button", { name: "Save call" }).tap();
  await expect(said(page).getByRole("status")).toHaveText(KEPT_MESSAGE);

  // Meanwhile Asha, online, moves the lead on.
  await withDesk(e2eDatabase(), async (database) => {
    // A status still worked needs a next step first (issue 51).
    const before = (await database.desk.lead(lead.leadId))!;
    const at = new Date(Date.now() + 86_400_000).toISOString();
    expect((await database.desk.changeLead(lead.leadId, before.version, { kind: "follow_up", at }, asha.id)).ok).toBe(
      true,
    );
    const now = (await database.desk.lead(lead.leadId))!;
    const changed = await database.desk.changeLead(
      lead.leadId,
      now.version,
      { kind: "status", to: "counselling", reason: "" },
      asha.id,
    );
    expect(changed.ok).toBe(true);
  });

  await context.setOffline(false);
  const alert = said(page).getByRole("alert");
  await expect(alert).toContainText("Call saved. Its status and next step were not");
  await expect(alert).toContainText(`${asha.name} changed this lead meanwhile`);
  await expect(page.locator("h1 + span"), "Asha's status stands").toHaveText("Counselling");
  await expect(timeline(page).getByRole("listitem").filter({ hasText: note })).toContainText("Reached");
  expect(await callsWithNote(lead.leadId, note)).toHaveLength(1);
  expect(await keptOnPhone(page)).toEqual([]);
  allowConsoleErrors(consoleErrors, OFFLINE_ERRORS);
});

test("a kept save whose session ended meanwhile is never dropped: it waits for its person to sign in, then is sent", async ({
  page,
  context,
  baseURL,
  consoleErrors,
}) => {
  const staff = await addStaff(e2eDatabase());
  const lead = await enquire(baseURL!);
  await signIn(page, staff, `/desk/leads/${lead.leadId}`);
  await openLead(page, lead.leadId);
  const note = `Sent after signing in again ${randomBytes(3).toString("hex")}`;

  await context.setOffline(true);
  await page.getByRole("textbox", { name: "Note", exact: true }).fill(note);
  await page.getByRole("button", { name: "Add note" }).tap();
  await expect(said(page).getByRole("status")).toHaveText(KEPT_MESSAGE);
  // Meanwhile the session ends (signed out everywhere from another device).
  await withDesk(e2eDatabase(), (database) => database.desk.endAllSessions(staff.id));
  await context.setOffline(false);

  await expect(said(page).getByRole("alert")).toHaveText(SIGN_IN_TO_SEND);
  await page.getByTestId("kept-badge").tap();
  await expect(page.getByText(SIGN_IN_TO_SEND).first()).toBeVisible();
  expect(await keptOnPhone(page)).toHaveLength(1);
  const notes = async () =>
    withDesk(e2eDatabase(), async (database) =>
      (await database.desk.lead(lead.leadId))!.timeline.filter((entry) => entry.kind === "note" && entry.text === note),
    );
  expect(await notes()).toHaveLength(0);

  await signIn(page, staff, `/desk/leads/${lead.leadId}`);
  await expect(timeline(page).getByText(note, { exact: true })).toBeVisible();
  await expect(page.getByTestId("kept-badge")).toHaveCount(0);
  expect(await notes()).toHaveLength(1);
  expect(await keptOnPhone(page)).toEqual([]);
  allowConsoleErrors(consoleErrors, /ERR_INTERNET_DISCONNECTED|Failed to fetch|status of 401/);
});

test("a call saved online after the session ended is kept through the sign-in and sent after it", async ({
  page,
  consoleErrors,
  baseURL,
}) => {
  const staff = await addStaff(e2eDatabase());
  const lead = await enquire(baseURL!);
  await signIn(page, staff, `/desk/leads/${lead.leadId}`);
  await openLead(page, lead.leadId);
  const note = `Typed as the session ended ${randomBytes(3).toString("hex")}`;
  await withDesk(e2eDatabase(), (database) => database.desk.endAllSessions(staff.id));

  await page.getByRole("radio", { name: "Switched off" }).tap();
  await page.getByLabel("Note (optional)").fill(note);
  await page.getByRole("button", { name: "Save call" }).tap();
  await expect(page).toHaveURL(/\/desk\/sign-in\?next=/);
  expect(await keptOnPhone(page), "kept on the phone, not lost to the sign-in").toHaveLength(1);
  expect(await callsWithNote(lead.leadId, note)).toHaveLength(0);

  await signIn(page, staff, `/desk/leads/${lead.leadId}`);
  await expect(timeline(page).getByRole("listitem").filter({ hasText: note })).toHaveCount(1);
  expect(await callsWithNote(lead.leadId, note)).toHaveLength(1);
  expect(await keptOnPhone(page)).toEqual([]);
  allowConsoleErrors(consoleErrors, /status of 401/);
});

test("signing out with a save not yet sent warns first, and clears what the phone kept", async ({
  page,
  context,
  baseURL,
  consoleErrors,
}) => {
  const staff = await addStaff(e2eDatabase());
  const lead = await enquire(baseURL!);
  await signIn(page, staff, `/desk/leads/${lead.leadId}`);
  await openLead(page, lead.leadId);

  await context.setOffline(true);
  await page.getByRole("textbox", { name: "Note", exact: true }).fill("Mother's number is the second one");
  await page.getByRole("button", { name: "Add note" }).tap();
  await expect(said(page).getByRole("status")).toHaveText(KEPT_MESSAGE);
  // The connection is back, but the send route still fails (a flaky network in between).
  await page.route("**/desk/leads/*/send", (route) => route.abort("connectionreset"));
  await context.setOffline(false);
  await expect(page.getByTestId("kept-badge")).toHaveText("1 save waiting");

  await page.getByRole("navigation", { name: "Desk tabs" }).getByText("More").tap();
  await page.getByRole("navigation", { name: "Desk tabs" }).getByRole("button", { name: "Sign out" }).tap();
  const warning = page.getByRole("dialog", { name: "1 save is not sent yet" });
  await expect(warning).toBeVisible();
  await page.screenshot({ path: test.info().outputPath("sign-out-warning-375.png") });
  expect(await keptOnPhone(page), "nothing deleted before the person chooses").toHaveLength(1);
  await warning.getByRole("button", { name: "Sign out and discard them" }).tap();
  await expect(page).toHaveURL(/\/desk\/sign-in\?signed-out=1/);
  expect((await keptOnPhone(page)) ?? [], "nothing left on the phone").toEqual([]);
  allowConsoleErrors(consoleErrors, /ERR_INTERNET_DISCONNECTED|Failed to fetch|ERR_CONNECTION_RESET|status of 503/);
});

test("a lead form posted before the page's script ran, without a connection, comes back with what was typed", async ({
  page,
  context,
  baseURL,
  consoleErrors,
}) => {
  const staff = await addStaff(e2eDatabase());
  const lead = await enquire(baseURL!);
  await signIn(page, staff, `/desk/leads/${lead.leadId}`);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await openLead(page, lead.leadId);
  const note = `Typed before the script ran ${randomBytes(3).toString("hex")}`;

  await context.setOffline(true);
  await page.getByRole("radio", { name: "No answer" }).check();
  await page.getByLabel("Note (optional)").fill(note);
  // The form as the browser posts it without the page's script: a navigation, not a fetch.
  await page.locator("#log form").evaluate((form: HTMLFormElement) => HTMLFormElement.prototype.submit.call(form));
  await expect(page.getByRole("heading", { name: "Not sent: the connection failed" })).toBeVisible();
  await expect(page.getByText("What happened: No answer")).toBeVisible();
  await expect(page.getByLabel("Note")).toHaveValue(note);

  await context.setOffline(false);
  await page.getByRole("button", { name: "Send again" }).tap();
  await expect(page.getByRole("heading", { level: 1, name: lead.name })).toBeVisible();
  await expect(timeline(page).getByRole("listitem").filter({ hasText: note })).toHaveCount(1);
  expect(await callsWithNote(lead.leadId, note)).toHaveLength(1);
  allowConsoleErrors(consoleErrors, OFFLINE_ERRORS);
});
