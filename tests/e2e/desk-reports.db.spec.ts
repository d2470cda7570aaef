import { mkdirSync } from "node:fs";
import { randomBytes, randomUUID } from "node:crypto";
import type { Browser, Locator, Page } from "@playwright/test";
import { addStaff, query, signIn, sql, type TestStaff } from "#tests/support/desk.ts";
import { axeViolations } from "#tests/support/axe.ts";
import { expect, startProjectServer, test } from "#tests/support/fixtures.ts";
import type { TestServer } from "#tests/support/server.ts";

/**
 * The admissions head's reports over a fixture with known answers: a week of January 2025
 * (a custom range, so the answers do not depend on today) and the week before it, written
 * straight into the database with the times a week of real work would leave. Every figure of
 * every report is asserted, the by-counsellor report is refused to counsellors, and the CSV
 * download is in the audit log.
 */
const SHOTS = "/tmp/shots-reports";
const RANGE = "range=custom&from=2025-01-06&to=2025-01-12";
const PHYSIO = "B.Voc Physiotherapy";
const MLT = "B.Voc Medical Lab Technology";

// 10:00 IST on Tuesday 7 January 2025; the week before: 10:00 IST on Tuesday 31 December 2024.
const AT = Date.parse("2025-01-07T04:30:00.000Z");
const BEFORE = Date.parse("2024-12-31T04:30:00.000Z");
const H = 3_600_000;
const iso = (ms: number) => new Date(ms).toISOString();

interface FixtureLead {
  at: number;
  source: string;
  detail?: string;
  course: string;
  form: string;
  owner: TestStaff | null;
  status: string;
  reachedAfterH: number | null;
  attempts: number;
  overdue?: boolean;
  /** A status event moving the lead from this status before it closed. */
  closedFrom?: string;
}

let server: TestServer;
let asha: TestStaff;
let bela: TestStaff;
let admin: TestStaff;
const tag = randomBytes(3).toString("hex");

async function seed(db: string, lead: FixtureLead): Promise<string> {
  const id = randomUUID();
  const phone = `9${String(Math.floor(Math.random() * 1e9)).padStart(9, "0")}`;
  const firstContact = lead.reachedAfterH === null ? null : iso(lead.at + lead.reachedAfterH * H);
  await query(
    db,
    sql`insert into leads (id, name, phone, email, phone_key, email_key, course, status, owner_id, next_follow_up_at,
      first_enquiry_at, last_enquiry_at, last_activity_at, promise_from, contacted_at, first_contact_at, close_reason,
      enquiry_count, version, updated_at, updated_by, source, attempts)
      values (${id}, ${`Report ${tag} ${id.slice(0, 4)}`}, ${`+91${phone}`}, '', ${phone}, '', ${lead.course}, ${lead.status},
      ${lead.owner?.id ?? null}, ${lead.overdue ? iso(lead.at + 24 * H) : null}, ${iso(lead.at)}, ${iso(lead.at)}, ${iso(lead.at)},
      ${iso(lead.at)}, ${firstContact}, ${firstContact}, ${lead.closedFrom ? "Chose another college" : null}, 1, 1,
      ${iso(lead.at)}, null, ${lead.source}, ${lead.attempts})`,
  );
  const event = (at: number, kind: string, form: string | null, data: object) =>
    query(
      db,
      sql`insert into lead_events (id, lead_id, at, staff_id, kind, form, data)
        values (${randomUUID()}, ${id}, ${iso(at)}, ${lead.owner?.id ?? null}, ${kind}, ${form}, ${JSON.stringify(data)})`,
    );
  await event(lead.at, "enquiry", lead.form, { kind: "enquiry", form: lead.form, enquiryId: randomUUID() });
  if (lead.closedFrom)
    await event(lead.at + 48 * H, "status", null, {
      kind: "status",
      from: lead.closedFrom,
      to: lead.status,
      reason: 'Said "applied" elsewhere',
    });
  if (lead.detail !== undefined)
    await query(
      db,
      sql`insert into manual_enquiries (id, created_at, lead_id, source, name, phone, email, course, message, staff_id, source_detail)
        values (${randomUUID()}, ${iso(lead.at)}, ${id}, ${lead.source}, 'x', ${phone}, '', ${lead.course}, '', ${admin.id}, ${lead.detail})`,
    );
  return id;
}

async function calls(db: string, leadId: string, staff: TestStaff, count: number, from: number) {
  for (let i = 0; i < count; i += 1)
    await query(
      db,
      sql`insert into lead_events (id, lead_id, at, staff_id, kind, form, data)
        values (${randomUUID()}, ${leadId}, ${iso(from + i * H)}, ${staff.id}, 'call', null, '{"kind":"call","outcome":"no_answer"}')`,
    );
}

test.afterAll(async () => {
  await server?.stop();
  server?.cleanup();
});

const PHONE = { width: 375, height: 812 };
const DESK = { width: 1280, height: 900 };

async function open(browser: Browser, who: TestStaff, viewport = PHONE): Promise<Page> {
  const context = await browser.newContext({
    baseURL: server.url,
    viewport,
    isMobile: viewport === PHONE,
    hasTouch: viewport === PHONE,
  });
  const page = await context.newPage();
  await signIn(page, who, "/desk/reports");
  return page;
}

test.beforeAll(async () => {
  // A server of its own: the fixture's weeks hold exactly these leads, whichever test or retry runs.
  server = await startProjectServer();
  const db = server.databaseUrl;
  asha = await addStaff(db, { role: "counsellor", name: `Asha ${tag}` });
  bela = await addStaff(db, { role: "counsellor", name: `Bela ${tag}` });
  admin = await addStaff(db, { role: "admin", name: `Head ${tag}` });
  const leads: FixtureLead[] = [
    {
      at: AT,
      source: "google.com",
      course: PHYSIO,
      form: "admission",
      owner: asha,
      status: "enrolled",
      reachedAfterH: 2,
      attempts: 0,
    },
    {
      at: AT,
      source: "google",
      course: PHYSIO,
      form: "popup",
      owner: asha,
      status: "applied",
      reachedAfterH: 30,
      attempts: 2,
    },
    {
      at: AT,
      source: "fair",
      detail: "Career Expo",
      course: MLT,
      form: "fair",
      owner: bela,
      status: "not_interested",
      reachedAfterH: 1,
      attempts: 1,
      closedFrom: "applied",
    },
    {
      at: AT,
      source: "direct",
      course: MLT,
      form: "contact",
      owner: bela,
      status: "new",
      reachedAfterH: null,
      attempts: 3,
      overdue: true,
    },
    {
      at: AT,
      source: "wa.me",
      course: PHYSIO,
      form: "admission",
      owner: null,
      status: "contacted",
      reachedAfterH: 5,
      attempts: 0,
    },
    {
      at: AT,
      source: "fair",
      detail: "Career  Expo ",
      course: MLT,
      form: "fair",
      owner: asha,
      status: "counselling",
      reachedAfterH: 20,
      attempts: 1,
      overdue: true,
    },
    {
      at: BEFORE,
      source: "www.google.com",
      course: PHYSIO,
      form: "admission",
      owner: asha,
      status: "enrolled",
      reachedAfterH: 1,
      attempts: 0,
    },
    {
      at: BEFORE,
      source: "direct",
      course: MLT,
      form: "contact",
      owner: bela,
      status: "not_reachable",
      reachedAfterH: null,
      attempts: 4,
    },
  ];
  const ids: string[] = [];
  for (const lead of leads) ids.push(await seed(db, lead));
  await calls(db, ids[0]!, asha, 4, AT);
  await calls(db, ids[3]!, bela, 2, AT);
  await calls(db, ids[6]!, asha, 1, BEFORE);
  // Those asking about physiotherapy wrote from Hindi pages (the by-language report).
  for (const [index, lead] of leads.entries())
    if (lead.course === PHYSIO) await query(db, sql`update leads set prefers_hindi = 1 where id = ${ids[index]!}`);
});

/** The table's rows as text, cell by cell (the row's name first). */
/** The table's cells, read once its first row is there (after a link, the new report may still be on its way). */
async function table(region: Locator): Promise<string[][]> {
  await expect(region.locator("tbody tr").first()).toBeVisible();
  return region
    .locator("tbody tr")
    .evaluateAll((rows) =>
      rows.map((row) => [...row.querySelectorAll("th, td")].map((cell) => (cell.textContent ?? "").trim())),
    );
}

async function headline(page: Page) {
  await expect(page.getByTestId("headline").locator("dd[data-figure]").first()).toBeVisible();
  return page.getByTestId("headline").locator("dd[data-figure]").allTextContents();
}

test.describe("reports at 375 px", () => {
  test("every figure of every report, against the week before", async ({ browser }) => {
    mkdirSync(SHOTS, { recursive: true });
    const page = await open(browser, admin);
    await page.goto(`/desk/reports?report=funnel&${RANGE}`);
    await expect(page.getByTestId("period")).toContainText(
      "6 Jan 2025 to 12 Jan 2025, against 30 Dec 2024 to 5 Jan 2025",
    );
    expect(await headline(page)).toEqual(["6", "67%", "3", "1"]);
    await expect(page.getByTestId("headline")).toContainText("before: 2 (+4)");
    expect(await table(page.getByRole("region", { name: "Funnel as a table" }))).toEqual([
      ["Enquired", "6", "–", "2"],
      ["Reached", "5", "83%", "1"],
      ["Counselling", "4", "80%", "1"],
      ["Applied", "3", "75%", "1"],
      ["Enrolled", "1", "33%", "1"],
    ]);
    expect(await table(page.getByRole("region", { name: "Closed leads by reason" }))).toEqual([
      ["Not interested", "1", "0"],
      ["Not reachable", "0", "1"],
      ["Not eligible", "0", "0"],
      ["Not a student enquiry", "0", "0"],
    ]);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/funnel-375.png`, fullPage: true });

    await page.getByRole("link", { name: "By source" }).click();
    await expect(page).toHaveURL(/report=source/);
    expect(await table(page.getByRole("region", { name: "Leads by source as a table" }))).toEqual([
      ["Education fair: Career Expo", "2", "2", "1", "0", "0%", "0"],
      ["Google", "2", "1", "2", "1", "50%", "1"],
      ["Direct (typed in, bookmark, app)", "1", "0", "0", "0", "0%", "1"],
      ["WhatsApp shares", "1", "1", "0", "0", "0%", "0"],
    ]);
    expect(await headline(page)).toEqual(["6", "67%", "3", "1"]);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/source-375.png`, fullPage: true });

    await page.goto(`/desk/reports?report=course&${RANGE}`);
    expect(await table(page.getByRole("region", { name: "Leads by course as a table" }))).toEqual([
      [MLT, "3", "2", "1", "0", "0%", "1"],
      [PHYSIO, "3", "2", "2", "1", "33%", "1"],
    ]);

    await page.goto(`/desk/reports?report=form&${RANGE}`);
    expect(await table(page.getByRole("region", { name: "Leads by form as a table" }))).toEqual([
      ["Admission form", "2", "2", "1", "1", "50%", "1"],
      ["Education fair", "2", "2", "1", "0", "0%", "0"],
      ["Contact form", "1", "0", "0", "0", "0%", "1"],
      ["Enquiry popup", "1", "0", "1", "0", "0%", "0"],
    ]);
    expect(await headline(page)).toEqual(["6", "67%", "3", "1"]);

    await page.goto(`/desk/reports?report=language&${RANGE}`);
    expect(await table(page.getByRole("region", { name: "Leads by language as a table" }))).toEqual([
      ["English", "3", "2", "1", "0", "0%", "1"],
      ["Hindi", "3", "2", "2", "1", "33%", "1"],
    ]);
    expect(await headline(page)).toEqual(["6", "67%", "3", "1"]);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/language-375.png`, fullPage: true });

    await page.goto(`/desk/reports?report=counsellor&${RANGE}`);
    expect(await table(page.getByRole("region", { name: "By counsellor as a table" }))).toEqual([
      [`Asha ${tag}`, "3", "67%", "20 h 00 min", "1", "0.6", "1", "2", "1"],
      [`Bela ${tag}`, "2", "50%", "1 h 00 min", "1", "0.3", "1", "1", "0"],
      ["Nobody (not allocated)", "1", "100%", "–", "–", "0.0", "0", "0", "0"],
    ]);
    await expect(page.getByText("count the 7 days with office hours")).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/counsellor-375.png`, fullPage: true });

    // The table scrolls inside its card; the page itself never scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });

  test("the CSV download is the table, and the audit log says who took it", async ({ browser }) => {
    const page = await open(browser, admin);
    await page.goto(`/desk/reports?report=source&${RANGE}`);
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Download CSV" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("report-source-2025-01-06-to-2025-01-12.csv");
    const text = await (await download.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks).toString());
    expect(
      text
        .replace(/^\uFEFF/, "")
        .split("\r\n")
        .slice(0, 3),
    ).toEqual([
      "source,leads,reachedWithin24h,applied,enrolled,enrolmentRate,previousLeads,previousEnrolled",
      "Education fair: Career Expo,2,2,1,0,0.000,0,0",
      "Google,2,1,2,1,0.500,1,1",
    ]);
    const audit = await query<{ detail: string }>(
      server.databaseUrl,
      sql`select detail from audit_log where action = 'report.export' and staff_id = ${admin.id}`,
    );
    expect(audit.map((row) => JSON.parse(row.detail))).toEqual([
      { report: "source", range: "custom", from: "2025-01-06", to: "2025-01-12" },
    ]);
  });

  test("the by-language CSV", async ({ browser }) => {
    const page = await open(browser, admin);
    const answer = await page.request.get(`/desk/reports.csv?report=language&${RANGE}`);
    expect(answer.status()).toBe(200);
    expect(
      (await answer.text())
        .replace(/^\uFEFF/, "")
        .split("\r\n")
        .filter(Boolean),
    ).toEqual([
      "language,leads,reachedWithin24h,applied,enrolled,enrolmentRate,previousLeads,previousEnrolled",
      "English,3,2,1,0,0.000,1,0",
      "Hindi,3,2,2,1,0.333,1,1",
    ]);
  });

  test("a counsellor sees the reports but not by counsellor, and no download", async ({ browser }) => {
    const page = await open(browser, asha);
    await page.goto(`/desk/reports?report=funnel&${RANGE}`);
    await expect(page.getByRole("navigation", { name: "Reports" }).getByRole("link")).toHaveText([
      "Funnel",
      "By source",
      "By course",
      "By form",
      "By language",
    ]);
    await expect(page.getByRole("link", { name: "Download CSV" })).toHaveCount(0);
    const answer = await page.goto(`/desk/reports?report=counsellor&${RANGE}`);
    expect(answer?.status()).toBe(403);
    expect((await page.request.get(`/desk/reports.csv?report=funnel&${RANGE}`)).status()).toBe(403);
  });

  test("a custom range the wrong way round is explained", async ({ browser }) => {
    const page = await open(browser, admin);
    const answer = await page.goto("/desk/reports?report=funnel&range=custom&from=2025-01-12&to=2025-01-06");
    expect(answer?.status()).toBe(400);
    await expect(page.getByRole("alert")).toHaveText("The last day comes before the first day.");
  });
});

test.describe("reports at 1280 px", () => {
  test("the funnel and by counsellor, with no axe violations", async ({ browser }) => {
    mkdirSync(SHOTS, { recursive: true });
    const page = await open(browser, admin, DESK);
    for (const kind of ["funnel", "source", "language", "counsellor"]) {
      await page.goto(`/desk/reports?report=${kind}&${RANGE}`);
      await expect(page.getByRole("heading", { level: 2 }).first()).toBeVisible();
      expect(await axeViolations(page), kind).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/${kind}-1280.png`, fullPage: true });
    }
  });
});
