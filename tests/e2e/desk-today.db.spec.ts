import type { Browser, Page } from "@playwright/test";
import { randomBytes } from "node:crypto";
import { HOUR_MS } from "#domain/india-time.ts";
import type { ContactOutcome } from "#domain/contact.ts";
import type { ManualEnquiry } from "#domain/desk.ts";
import { addStaff, query, signIn, sql, withDesk, type TestStaff } from "#tests/support/desk.ts";
import { post, uniquePhone, validEnquiry } from "#tests/support/forms.ts";
import { e2eDatabase, expect, gotoHydrated, startProjectServer, test } from "#tests/support/fixtures.ts";
import type { TestServer } from "#tests/support/server.ts";

/**
 * The desk as a calling tool, on a phone (375 px): Today's queue in its order with each lead
 * once, the team's view for admins only, the leads list's chips and saved views, the tab
 * bar's badge, the overview's reached-vs-attempted figures, a manual entry from an
 * aggregator, and Today and the chips without JavaScript. The server's clock is real: the
 * seeded times are relative to now.
 */
test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

const iso = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

/** A lead entered by staff, with a unique name, phone and email. */
async function addLead(
  db: string,
  staffId: string,
  name: string,
  fields: Partial<ManualEnquiry> = {},
): Promise<string> {
  return withDesk(db, async (database) => {
    const enquiry: ManualEnquiry = {
      source: "phone",
      sourceDetail: "",
      name,
      phone: uniquePhone(),
      email: `${randomBytes(5).toString("hex")}@example.com`,
      course: "B.Voc Physiotherapy",
      message: "",
      ...fields,
    };
    return (await database.desk.addManualEnquiry(enquiry, staffId)).leadId;
  });
}

async function assign(db: string, leadId: string, ownerId: string, by: string) {
  await withDesk(db, async (database) => {
    const lead = (await database.desk.lead(leadId))!;
    const result = await database.desk.changeLead(leadId, lead.version, { kind: "owner", ownerId }, by);
    if (!result.ok) throw new Error(`assigning ${leadId}: ${result.reason}`);
  });
}

/** Logs a call as the lead page does (a next step is required), then leaves the lead without one, as `seedQueue` sets them. */
async function logCall(db: string, leadId: string, outcome: ContactOutcome, by: string) {
  await withDesk(db, async (database) => {
    const lead = (await database.desk.lead(leadId))!;
    const result = await database.desk.logContact(
      leadId,
      lead.version,
      { outcome, note: "", nextStepAt: iso(2 * 24 * HOUR_MS), status: null },
      by,
    );
    if (!result.ok) throw new Error(`logging ${outcome} on ${leadId}: ${result.reason}`);
  });
  await setTimes(db, leadId, { followUp: null });
}

/** Times the desk does not let anyone set by hand (a follow-up in the past, an old enquiry), straight in the database. */
async function setTimes(db: string, leadId: string, times: { followUp?: string | null; promiseFrom?: string }) {
  if (times.followUp !== undefined)
    await query(db, sql`update leads set next_follow_up_at = ${times.followUp} where id = ${leadId}`);
  if (times.promiseFrom)
    await query(
      db,
      sql`update leads set promise_from = ${times.promiseFrom}, first_enquiry_at = ${times.promiseFrom} where id = ${leadId}`,
    );
}

/** The names of Today's rows that carry `tag`, in the page's order. */
async function queueNames(page: Page, tag: string, within = page.getByRole("main")) {
  const rows = within.getByRole("listitem").filter({ hasText: tag });
  return (await rows.getByRole("link").filter({ hasText: tag }).allTextContents()).map((text) =>
    text.split(tag)[0]!.trim().split(" ").at(-1)!,
  );
}

interface Seeded {
  tag: string;
  counsellor: TestStaff;
  admin: TestStaff;
  ids: Record<string, string>;
  guardianPhone: string;
}

/**
 * One counsellor's queue, a lead in each section and one with no next step: named
 * "<Kind> <tag>" so this test's rows are told from other tests' (unowned and near-promise
 * leads of the shared database show on everyone's Today).
 */
async function seedQueue(baseUrl: string, db = e2eDatabase()): Promise<Seeded> {
  const tag = randomBytes(3).toString("hex");
  const counsellor = await addStaff(db, { role: "counsellor" });
  const admin = await addStaff(db, { role: "admin" });
  const me = counsellor.id;
  const ids: Record<string, string> = {};
  for (const kind of ["Overdue", "Due", "Fresh", "Retry", "Unowned", "Promise", "Reached"])
    ids[kind] = await addLead(db, me, `${kind} ${tag}`);
  for (const kind of ["Overdue", "Due", "Fresh", "Retry", "Reached"]) await assign(db, ids[kind]!, me, me);
  await assign(db, ids.Promise!, admin.id, admin.id);
  // Overdue is also close to its 24-hour promise: it is listed once, as overdue.
  await setTimes(db, ids.Overdue!, { followUp: iso(-2 * HOUR_MS), promiseFrom: iso(-23 * HOUR_MS) });
  await setTimes(db, ids.Due!, { followUp: iso(3 * 60_000) });
  await logCall(db, ids.Retry!, "no_answer", me);
  await logCall(db, ids.Retry!, "busy", me);
  await setTimes(db, ids.Promise!, { promiseFrom: iso(-22 * HOUR_MS) });
  // Nobody's list shows the oldest first, and the shared database holds other tests' unowned
  // leads (an imported fair sheet's among them): two hours old, this one is among the first.
  await setTimes(db, ids.Unowned!, { promiseFrom: iso(-2 * HOUR_MS) });
  await logCall(db, ids.Reached!, "spoke", me);
  // A student under 18 whose parent gave a phone: Call goes to the parent.
  const guardianPhone = uniquePhone();
  const minor = await post(
    baseUrl,
    "/admission",
    validEnquiry({
      name: `Minor ${tag}`,
      phone: uniquePhone(),
      email: `${tag}.minor@example.com`,
      applicant: "minor",
      guardianName: "Sunita Devi",
      guardianPhone: guardianPhone,
    }),
  );
  expect(minor.status).toBe(200);
  ids.Minor = await withDesk(db, async (database) => (await database.desk.inbox({ q: `Minor ${tag}` })).leads[0]!.id);
  await assign(db, ids.Minor, me, me);
  await setTimes(db, ids.Minor, { promiseFrom: iso(-HOUR_MS) });
  return { tag, counsellor, admin, ids, guardianPhone };
}

test("Today lists my queue in order, each lead once, with why, Call and WhatsApp; the tab bar counts what is due", async ({
  page,
  baseURL,
}) => {
  const seeded = await seedQueue(baseURL!);
  const { tag, ids } = seeded;
  await signIn(page, seeded.counsellor, "/desk/today");
  await expect(page.getByRole("heading", { name: "Today", level: 1 })).toBeVisible();

  // The order of buildQueue: overdue, due, new (the minor's enquiry is the older), tried, nobody's, near the promise; then the list to fix.
  expect(await queueNames(page, tag)).toEqual([
    "Overdue",
    "Due",
    "Minor",
    "Fresh",
    "Retry",
    "Unowned",
    "Promise",
    "Reached",
  ]);
  const queue = page
    .getByRole("main")
    .locator("section")
    .filter({ hasNot: page.locator("#queue-no-next-step") });
  for (const [section, kinds] of [
    ["Overdue", ["Overdue"]],
    ["Due today", ["Due"]],
    ["New, not called yet", ["Fresh", "Minor"]],
    ["Tried, not reached", ["Retry"]],
    ["Nobody owns these", ["Unowned"]],
    ["Close to or past the 24-hour promise", ["Promise"]],
  ] as const) {
    const region = queue.filter({ has: page.getByRole("heading", { name: new RegExp(`^${section}`) }) });
    for (const kind of kinds)
      await expect(region.getByRole("link", { name: new RegExp(`^${kind} ${tag}`) })).toHaveCount(1);
  }
  // Each lead once.
  for (const kind of ["Overdue", "Due", "Fresh", "Retry", "Unowned", "Promise"])
    await expect(page.getByRole("link", { name: new RegExp(`^${kind} ${tag}`) })).toHaveCount(1);

  // Why each is there, in a few words.
  await expect(page.getByRole("link", { name: new RegExp(`^Overdue ${tag}`) })).toContainText(/overdue since/);
  await expect(page.getByRole("link", { name: new RegExp(`^Retry ${tag}`) })).toContainText("2 attempts, no retry set");
  await expect(page.getByRole("link", { name: new RegExp(`^Unowned ${tag}`) })).toContainText(/No owner/);

  // The reached lead with no next step is in its own list, not the queue.
  const fix = page.locator("#no-next-step");
  await expect(fix.getByRole("heading", { name: /No next step — fix these/ })).toBeVisible();
  await expect(fix.getByRole("link", { name: new RegExp(`^Reached ${tag}`) })).toBeVisible();
  await expect(page.getByRole("link", { name: /without a next step/ })).toBeVisible();

  // Call and WhatsApp: the student's number, or for a minor the parent's, and labelled so.
  const fresh = await withDesk(e2eDatabase(), async (database) => (await database.desk.lead(ids.Fresh!))!);
  const digits = fresh.phone.replace(/\D/g, "").slice(-10);
  await expect(
    page.getByRole("link", { name: `Call Fresh ${tag}, +91 ${digits.slice(0, 5)} ${digits.slice(5)}` }),
  ).toHaveAttribute("href", `tel:+91${digits}`);
  await expect(page.getByRole("link", { name: `WhatsApp Fresh ${tag}` })).toHaveAttribute(
    "href",
    `https://wa.me/91${digits}`,
  );
  await expect(page.getByRole("link", { name: new RegExp(`^Call Minor ${tag}'s parent`) })).toHaveAttribute(
    "href",
    `tel:+91${seeded.guardianPhone}`,
  );
  await expect(page.getByRole("link", { name: `WhatsApp Minor ${tag}'s parent` })).toHaveAttribute(
    "href",
    `https://wa.me/91${seeded.guardianPhone}`,
  );

  // Compact: several rows on one phone screen, and the page is not endless.
  const rowHeights = await page
    .getByRole("main")
    .getByRole("listitem")
    .evaluateAll((items) => items.map((item) => item.getBoundingClientRect().height));
  expect(Math.max(...rowHeights)).toBeLessThan(90);
  expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThan(5000);

  // The tab bar: my next steps due by the end of today, overdue included.
  const tabs = page.getByRole("navigation", { name: "Desk tabs" });
  await expect(tabs).toBeVisible();
  await expect(tabs.getByRole("link", { name: /Today/ })).toHaveAttribute("aria-current", "page");
  await expect(tabs.getByTestId("due-badge")).toHaveText("2 due");
  await expect(page.getByRole("navigation", { name: "Desk", exact: true })).toBeHidden();

  // The row opens the lead.
  await page.getByRole("link", { name: new RegExp(`^Due ${tag}`) }).click();
  await expect(page).toHaveURL(`/desk/leads/${ids.Due}?from=today`);
  // Working a lead from Today stays under Today (issue 51, item 8); opened from Leads, it is under Leads.
  await expect(tabs.getByRole("link", { name: /Today/ })).toHaveAttribute("aria-current", "page");
  await page.goto(`/desk/leads/${ids.Due}`);
  await expect(tabs.getByRole("link", { name: /Leads/ })).toHaveAttribute("aria-current", "page");
});

test("admins switch to the team's queue; counsellors have no switch and are refused the team's view", async ({
  browser,
}) => {
  // On a server of its own: the team's lists stop at 20 each, oldest promise first, and the
  // other specs' unreached leads on the shared database would fill them before this test's.
  const server = await startProjectServer();
  try {
    await teamQueue(browser, server);
  } finally {
    await server.stop();
    server.cleanup();
  }
});

async function teamQueue(browser: Browser, server: TestServer) {
  const baseURL = server.url;
  const seeded = await seedQueue(baseURL, server.databaseUrl);
  const { tag } = seeded;
  const context = await browser.newContext({ baseURL, viewport: { width: 375, height: 812 } });
  const admin = await context.newPage();
  await signIn(admin, seeded.admin, "/desk/today");
  // Mine: the counsellor's overdue lead is not the admin's to follow up (only near its promise, which anyone may rescue).
  await expect(
    admin.getByRole("region", { name: /^Overdue/ }).getByRole("link", { name: new RegExp(`^Overdue ${tag}`) }),
  ).toHaveCount(0);
  await expect(
    admin.getByRole("region", { name: /^Close to or past/ }).getByRole("link", { name: new RegExp(`^Overdue ${tag}`) }),
  ).toHaveCount(1);
  const whose = admin.getByRole("navigation", { name: "Whose queue" });
  await expect(whose.getByRole("link", { name: "Mine" })).toHaveAttribute("aria-current", "page");
  await whose.getByRole("link", { name: "Team" }).click();
  await expect(admin).toHaveURL(/\/desk\/today\?scope=team$/);
  await expect(admin.getByRole("heading", { name: "Today: the team" })).toBeVisible();
  await expect(whose.getByRole("link", { name: "Team" })).toHaveAttribute("aria-current", "page");
  // The team's: everyone's leads with an owner count as the team's own (the admin's Promise lead is new to the team), with their owner; still each lead once.
  expect(await queueNames(admin, tag)).toEqual([
    "Overdue",
    "Due",
    "Promise",
    "Minor",
    "Fresh",
    "Retry",
    "Unowned",
    "Reached",
  ]);
  await expect(admin.getByRole("link", { name: new RegExp(`^Overdue ${tag}`) })).toContainText(seeded.counsellor.name);
  await context.close();

  const other = await browser.newContext({ baseURL, viewport: { width: 375, height: 812 } });
  const counsellor = await other.newPage();
  await signIn(counsellor, seeded.counsellor, "/desk/today");
  await expect(counsellor.getByRole("navigation", { name: "Whose queue" })).toHaveCount(0);
  const refused = await counsellor.goto("/desk/today?scope=team");
  expect(refused?.status()).toBe(403);
  await expect(counsellor.getByRole("heading", { name: "Not allowed" })).toBeVisible();
  await expect(counsellor.getByText(new RegExp(`^Overdue ${tag}`))).toHaveCount(0);
  await other.close();
}

test("a counsellor off duty is told so on Today and goes on duty with one tap; on duty, nothing is said", async ({
  browser,
}) => {
  test.slow(); // a server of its own: a counsellor on duty would be given other tests' new leads
  const server = await startProjectServer();
  try {
    const db = server.databaseUrl;
    const counsellor = await addStaff(db, { role: "counsellor" });
    const admin = await addStaff(db, { role: "admin" });
    await withDesk(db, (database) => database.desk.setAllocationRule("round_robin", admin.id));
    const context = await browser.newContext({
      baseURL: server.url,
      viewport: { width: 375, height: 812 },
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    await signIn(page, counsellor, "/desk/today");
    const banner = page.getByTestId("off-duty");
    await expect(banner).toContainText("You are off duty: new leads go to the others on duty.");
    await banner.getByRole("button", { name: "On duty" }).tap();
    await expect(
      page.getByRole("status").filter({ hasText: "You are on duty: new leads come in turn." }),
    ).toBeVisible();
    await expect(banner).toHaveCount(0);
    const duty = await withDesk(db, async (database) =>
      (await database.desk.staffDuty()).find((each) => each.staffId === counsellor.id),
    );
    expect(duty?.onDuty).toBe(true);
    await page.reload();
    await expect(page.getByTestId("off-duty")).toHaveCount(0);
    await context.close();
  } finally {
    await server.stop();
    server.cleanup();
  }
});

test("the leads list's chips filter at once, and a named view is saved, opened and deleted", async ({
  page,
  baseURL,
}) => {
  const seeded = await seedQueue(baseURL!);
  const { tag } = seeded;
  await signIn(page, seeded.counsellor, "/desk/leads");
  await gotoHydrated(page, "/desk/leads");
  const chips = page.getByRole("navigation", { name: "Quick filters" });
  // The results come first on a phone: the first lead is above the fold, the filter panel closed.
  await expect(page.getByRole("main").getByRole("list").last().getByRole("listitem").first()).toBeInViewport();
  await expect(page.getByLabel("Status")).toBeHidden();

  await chips.getByRole("link", { name: "Mine" }).click();
  await expect(page).toHaveURL(/\/desk\/leads\?owner=me$/);
  await expect(chips.getByRole("link", { name: "Mine" })).toHaveAttribute("aria-current", "true");
  await expect(page.getByText("6 leads match")).toBeVisible();
  await chips.getByRole("link", { name: "Not reached" }).click();
  await expect(page).toHaveURL(/\/desk\/leads\?owner=me&reached=no$/);
  await expect(page.getByRole("link", { name: new RegExp(`^Retry ${tag}`) })).toBeVisible();
  // Attempts are not a reach; a conversation is.
  await expect(page.getByRole("link", { name: new RegExp(`^Reached ${tag}`) })).toHaveCount(0);
  await expect(page.getByText("5 leads match")).toBeVisible();
  await chips.getByRole("link", { name: "Overdue" }).click();
  await expect(page).toHaveURL(/\/desk\/leads\?owner=me&followUp=overdue&reached=no$/);
  await expect(page.getByText("1 lead match")).toBeVisible();
  // A chip that is on turns off.
  await chips.getByRole("link", { name: "Overdue" }).click();
  await expect(page).toHaveURL(/\/desk\/leads\?owner=me&reached=no$/);

  // Save it under a name: it becomes a chip of its own, for this person only.
  await page.getByText("My saved views").click();
  await page.getByLabel("Save this filter as").fill("  ");
  await page.getByRole("button", { name: "Save view" }).click();
  await expect(page.getByRole("alert")).toHaveText("Give the view a name.");
  // The panel stays open with the refusal.
  await page.getByLabel("Save this filter as").fill("My unreached");
  await page.getByRole("button", { name: "Save view" }).click();
  await expect(page.getByRole("status")).toContainText("View saved.");
  const views = page.getByRole("navigation", { name: "My saved views" });
  await expect(views.getByRole("link", { name: "My unreached" })).toHaveAttribute("aria-current", "true");
  await expect(page.getByRole("heading", { name: "Leads: My unreached" })).toBeVisible();
  expect(await withDesk(e2eDatabase(), (database) => database.desk.savedViews(seeded.counsellor.id))).toEqual([
    { id: expect.any(String), name: "My unreached", query: "?owner=me&reached=no" },
  ]);
  expect(await withDesk(e2eDatabase(), (database) => database.desk.savedViews(seeded.admin.id))).toEqual([]);

  await page.goto("/desk/leads");
  await views.getByRole("link", { name: "My unreached" }).click();
  await expect(page).toHaveURL(/\/desk\/leads\?owner=me&reached=no$/);
  await expect(page.getByText("5 leads match")).toBeVisible();

  await page.getByText("My saved views").click();
  await page.getByRole("button", { name: "Delete the view My unreached" }).click();
  await expect(page.getByRole("status")).toContainText("View deleted.");
  await expect(page.getByRole("navigation", { name: "My saved views" })).toHaveCount(0);
  expect(await withDesk(e2eDatabase(), (database) => database.desk.savedViews(seeded.counsellor.id))).toEqual([]);
});

test("the More tab opens the other pages and signing out; the header is one line", async ({ page }) => {
  const admin = await addStaff(e2eDatabase(), { role: "admin" });
  await signIn(page, admin, "/desk/today");
  const header = page.locator("header");
  expect((await header.boundingBox())!.height).toBeLessThanOrEqual(56);
  const tabs = page.getByRole("navigation", { name: "Desk tabs" });
  for (const link of await tabs.getByRole("link").all())
    expect((await link.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await tabs.getByText("More").click();
  for (const name of ["Overview", "Staff", "Privacy", "Audit log", "Account"])
    await expect(tabs.getByRole("link", { name })).toBeVisible();
  await expect(tabs.getByRole("button", { name: "Sign out" })).toBeVisible();
  await tabs.getByRole("link", { name: "Overview" }).click();
  await expect(page).toHaveURL(/\/desk\/overview$/);
  await expect(tabs.getByRole("link", { name: "Overview" })).toBeHidden();
  // Nothing of the page hides under the tab bar: the end of the page scrolls clear of it.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const lastCard = page.getByRole("main").locator("section").last();
  expect((await lastCard.boundingBox())!.y + (await lastCard.boundingBox())!.height).toBeLessThanOrEqual(
    (await tabs.boundingBox())!.y,
  );
});

test("the overview counts a lead as reached only after a conversation, not after attempts", async ({ browser }) => {
  test.slow(); // a server of its own, so the week's figures are this test's alone
  const server = await startProjectServer();
  try {
    const admin = await addStaff(server.databaseUrl, { role: "admin" });
    const spoke = await addLead(server.databaseUrl, admin.id, "Spoke Person");
    const tried = await addLead(server.databaseUrl, admin.id, "Tried Person");
    await addLead(server.databaseUrl, admin.id, "Untouched Person");
    await logCall(server.databaseUrl, spoke, "no_answer", admin.id);
    await logCall(server.databaseUrl, spoke, "spoke", admin.id);
    for (const outcome of ["no_answer", "busy", "switched_off", "call_back"] as const)
      await logCall(server.databaseUrl, tried, outcome, admin.id);

    const context = await browser.newContext({ baseURL: server.url, viewport: { width: 375, height: 812 } });
    const page = await context.newPage();
    await signIn(page, admin, "/desk/overview");
    const table = page
      .getByRole("table")
      .filter({ has: page.getByRole("rowheader", { name: "Reached within 24 hours" }) });
    await expect(page.getByText(/Reached means someone actually spoke with the student or their parent/)).toBeVisible();
    const cell = (row: string) =>
      table
        .getByRole("row", { name: new RegExp(`^${row}`) })
        .getByRole("cell")
        .first();
    await expect(cell("New leads")).toHaveText("3");
    // The two not reached are still inside their 24 hours: open, not misses (issue 51, item 4).
    await expect(cell("Reached within 24 hours")).toHaveText("100%1 of 1");
    await expect(cell("Missed the 24 hours")).toHaveText("0");
    await expect(cell("Still inside their 24 hours")).toHaveText("2");
    await expect(cell("Reached at all")).toHaveText("1");
    await expect(cell("Median attempts before reaching")).toHaveText("1");
    await expect(cell("Still not reached")).toHaveText("2");
    await expect(table.getByRole("columnheader").nth(1)).toContainText(/this week/i);
    await context.close();
  } finally {
    await server.stop();
    server.cleanup();
  }
});

test("a lead from an aggregator is entered by hand: its name is required, and the course may be Undecided", async ({
  page,
}) => {
  const staff = await addStaff(e2eDatabase());
  await signIn(page, staff, "/desk/leads/new");
  await gotoHydrated(page, "/desk/leads/new");
  const name = `Aggregated ${randomBytes(3).toString("hex")}`;
  await expect(page.getByLabel(/Which aggregator/)).toBeHidden();
  await page.getByRole("radio", { name: "Aggregator" }).check();
  await expect(page.getByLabel(/Which aggregator/)).toBeVisible();
  await page.getByLabel("Full name").fill(name);
  await page.getByRole("textbox", { name: "Phone" }).fill("12345");
  await page.getByLabel("Course").selectOption("Undecided");
  await page.getByRole("button", { name: "Save lead" }).click();
  const errors = page.getByRole("alert");
  await expect(errors).toContainText("Name the aggregator the lead came from.");
  await expect(errors).toContainText("Please enter a valid 10-digit phone number.");
  await page.getByLabel(/Which aggregator/).fill("Shiksha");
  await page.getByRole("textbox", { name: "Phone" }).fill(uniquePhone());
  await page.getByRole("button", { name: "Save lead" }).click();
  await expect(page).toHaveURL(/\/desk\/leads\/[0-9a-f-]+\?saved=enquiry$/);
  const lead = await withDesk(
    e2eDatabase(),
    async (database) => (await database.desk.lead((await database.desk.inbox({ q: name })).leads[0]!.id))!,
  );
  expect(lead.course).toBe("Undecided");
  expect(lead.enquiries[0]).toMatchObject({ form: "aggregator", sourceDetail: "Shiksha", enteredBy: staff.name });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("Today, the team switch, the chips and the More menu work as plain links and forms", async ({
    page,
    baseURL,
  }) => {
    const seeded = await seedQueue(baseURL!);
    const { tag } = seeded;
    await signIn(page, seeded.admin, "/desk/today");
    await page.getByRole("link", { name: "Team" }).click();
    await expect(page).toHaveURL(/scope=team/);
    // The whole team's queue: in the shared database other tests' leads come first in some
    // lists, which stop at their limits; this test's leads that are shown keep their order.
    const shown = await queueNames(page, tag);
    expect(shown).toEqual(
      ["Overdue", "Due", "Promise", "Minor", "Fresh", "Retry", "Unowned", "Reached"].filter((name) =>
        shown.includes(name),
      ),
    );
    await expect(
      page
        .getByRole("main")
        .getByRole("link", { name: /^Call / })
        .first(),
    ).toHaveAttribute("href", /^tel:\+91\d{10}$/);

    await page.getByRole("navigation", { name: "Desk tabs" }).getByRole("link", { name: /Leads/ }).click();
    const chips = page.getByRole("navigation", { name: "Quick filters" });
    await chips.getByRole("link", { name: "New" }).click();
    await expect(page).toHaveURL(/\/desk\/leads\?status=new$/);
    await expect(chips.getByRole("link", { name: "New" })).toHaveAttribute("aria-current", "true");
    await page.getByLabel("Search by name, email or phone").fill(`Fresh ${tag}`);
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page.getByRole("link", { name: new RegExp(`^Fresh ${tag}`) })).toBeVisible();
    await expect(page.getByText("1 lead match")).toBeVisible();

    // Save a view without JavaScript: a plain post, answered with a redirect.
    await page.getByText("My saved views").click();
    await page.getByLabel("Save this filter as").fill("New Fresh");
    await page.getByRole("button", { name: "Save view" }).click();
    await expect(
      page.getByRole("navigation", { name: "My saved views" }).getByRole("link", { name: "New Fresh" }),
    ).toBeVisible();

    const tabs = page.getByRole("navigation", { name: "Desk tabs" });
    await tabs.getByText("More").click();
    await tabs.getByRole("link", { name: "Account" }).click();
    await expect(page).toHaveURL(/\/desk\/account$/);
  });
});
