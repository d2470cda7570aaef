import { mkdirSync } from "node:fs";
import type { Browser, Page } from "@playwright/test";
import { addStaff, withDesk, signIn, type TestStaff } from "#tests/support/desk.ts";
import { post, uniquePhone, validEnquiry } from "#tests/support/forms.ts";
import { expect, startProjectServer, test } from "#tests/support/fixtures.ts";
import type { TestServer } from "#tests/support/server.ts";

/**
 * Automatic allocation in the browser, on a phone (375 px): the admins' Allocation page, a
 * counsellor's on-duty switch and leave, a new enquiry allocated and written on its
 * timeline, and bulk reassign on the leads list with and without JavaScript. On a server of
 * its own: putting people on duty would give them every other spec's enquiries.
 * ALLOCATION_SHOTS=<folder> also saves screenshots of each screen at 375 and 1280 px.
 */
test.describe.configure({ mode: "serial", timeout: 180_000 });

const PHONE = { width: 375, height: 812 };
const SHOTS = process.env.ALLOCATION_SHOTS;

let server: TestServer;
let admin: TestStaff;
let kavya: TestStaff;
let ravi: TestStaff;

test.beforeAll(async () => {
  server = await startProjectServer();
  admin = await addStaff(server.databaseUrl, { role: "admin", name: "Meera Admin" });
  kavya = await addStaff(server.databaseUrl, { name: "Kavya Nair" });
  ravi = await addStaff(server.databaseUrl, { name: "Ravi Kumar" });
  if (SHOTS) mkdirSync(SHOTS, { recursive: true });
});

test.afterAll(async () => {
  await server?.stop();
  server?.cleanup();
});

async function open(
  browser: Browser,
  who: TestStaff,
  next: string,
  options: { javaScriptEnabled?: boolean } = {},
): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.url, viewport: PHONE, ...options });
  const page = await context.newPage();
  await signIn(page, who, next);
  return page;
}

/** Screenshots of the page as it is, at 375 and 1280 px, when ALLOCATION_SHOTS names a folder. */
async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize(PHONE);
}

test("an admin chooses the rule and a route by course on the Allocation page", async ({ browser }) => {
  const page = await open(browser, admin, "/desk/allocation");
  await expect(page.getByRole("heading", { name: "Allocation", level: 1 })).toBeVisible();
  // Nobody is on duty yet: the page says what that means.
  await expect(page.getByText(/Nobody is on duty: new leads stay unowned/)).toBeVisible();
  await expect(page.getByRole("radio", { name: "Round-robin among counsellors on duty" })).toBeChecked();
  await page.getByRole("radio", { name: "By course, then round-robin" }).check();
  await page.getByRole("button", { name: "Save rule" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Allocation: By course, then round-robin." })).toBeVisible();
  await expect(page.getByText(/Last changed .* by Meera Admin/)).toBeVisible();

  await page.getByLabel("Course or category").selectOption({ label: "B.Voc Dialysis Technology" });
  await page.getByRole("group", { name: "Its group (in turn)" }).getByLabel("Ravi Kumar").check();
  await page.getByRole("button", { name: "Save route" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "Leads for B.Voc Dialysis Technology go to the group in turn." }),
  ).toBeVisible();
  await expect(
    page
      .getByRole("region", { name: "By course" })
      .getByRole("listitem")
      .filter({ hasText: "B.Voc Dialysis Technology" }),
  ).toContainText("Ravi Kumar");
  await shoot(page, "allocation");

  // The route's course goes to its group; the rest round-robin (here back to the default for the next tests).
  await page.getByRole("radio", { name: "Round-robin among counsellors on duty" }).check();
  await page.getByRole("button", { name: "Save rule" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Round-robin" })).toBeVisible();

  // New lead: the owner is left to the rule unless staff pick one.
  await page.goto("/desk/leads/new");
  await expect(page.getByLabel("Owner")).toHaveValue("");
  await expect(page.getByLabel("Owner").locator("option")).toHaveText([
    "By the allocation rule",
    "Me",
    "Kavya Nair",
    "Ravi Kumar",
  ]);
  await shoot(page, "new-lead-owner");
  await page.context().close();
});

test("a counsellor goes on duty and records leave on the Account page; an admin sets anyone's duty on the Staff page", async ({
  browser,
}) => {
  const page = await open(browser, kavya, "/desk/account");
  const duty = page.getByRole("region", { name: "Duty and leave" });
  await expect(duty.getByTestId("duty-state")).toHaveText("Off duty: gets no new leads");
  await expect(duty.getByRole("button", { name: "On duty" })).toHaveAttribute("aria-pressed", "false");
  await duty.getByRole("button", { name: "On duty" }).click();
  await expect(duty.getByRole("status").filter({ hasText: "You are on duty" })).toBeVisible();
  await expect(duty.getByTestId("duty-state")).toHaveText("On duty: gets new leads");
  await expect(duty.getByRole("button", { name: "On duty" })).toHaveAttribute("aria-pressed", "true");

  // Leave: the last day before the first is refused; a real one shows, then is removed.
  await duty.getByLabel("First day").fill("2026-12-10");
  await duty.getByLabel("Last day").fill("2026-12-01");
  await duty.getByRole("button", { name: "Save leave" }).click();
  await expect(duty.getByRole("alert")).toContainText("before its first day");
  await duty.getByLabel("First day").fill("2099-12-01");
  await duty.getByLabel("Last day").fill("2099-12-05");
  await duty.getByRole("button", { name: "Save leave" }).click();
  await expect(duty.getByRole("status").filter({ hasText: "Leave saved" })).toBeVisible();
  // Said in the desk's own way of writing a day ("7 Dec 2026"), never as the form's ISO value.
  await expect(duty.getByRole("status").filter({ hasText: "Leave saved" })).not.toContainText(/\d{4}-\d{2}-\d{2}/);
  await expect(duty.getByText(/^Leave 1 Dec.* – 5 Dec/)).toBeVisible();
  await shoot(page, "account-duty");
  await duty.getByRole("button", { name: "Remove leave" }).click();
  await expect(duty.getByText("No leave recorded.", { exact: false })).toBeVisible();
  await page.context().close();

  const staff = await open(browser, admin, "/desk/staff");
  const row = staff.getByRole("listitem").filter({ hasText: "Ravi Kumar" });
  await expect(row.getByTestId("staff-duty")).toHaveText("Off duty: gets no new leads");
  await row.getByRole("button", { name: "On duty (Ravi Kumar)" }).click();
  await expect(staff.getByRole("status").filter({ hasText: "Ravi Kumar is on duty" })).toBeVisible();
  await expect(staff.getByRole("listitem").filter({ hasText: "Ravi Kumar" }).getByTestId("staff-duty")).toHaveText(
    "On duty: gets new leads",
  );
  await expect(staff.getByRole("listitem").filter({ hasText: "Kavya Nair" }).getByTestId("staff-duty")).toHaveText(
    "On duty: gets new leads",
  );
  await shoot(staff, "staff-duty");
  await staff.context().close();
});

test("new enquiries are allocated in turn and say so on the timeline; an admin moves a counsellor's open leads in bulk, with and without JavaScript", async ({
  browser,
}) => {
  const names: string[] = [];
  for (let i = 0; i < 4; i++) {
    const name = `Allocated Person ${i}`;
    names.push(name);
    expect(
      (
        await post(
          server.url,
          "/admission",
          validEnquiry({ name, phone: uniquePhone(), email: `allocated${i}@example.com` }),
        )
      ).status,
    ).toBe(200);
  }
  const owners = await withDesk(server.databaseUrl, async (database) =>
    (await database.desk.inbox({ q: "Allocated Person" })).leads.map((lead) => lead.ownerName),
  );
  expect(owners.filter((name) => name === "Kavya Nair")).toHaveLength(2);
  expect(owners.filter((name) => name === "Ravi Kumar")).toHaveLength(2);

  const page = await open(browser, admin, "/desk/leads?q=Allocated+Person+0");
  await page.getByRole("link", { name: /Allocated Person 0/ }).click();
  const timeline = page.getByRole("region", { name: "Timeline" });
  await expect(timeline.getByText(/^Allocated to (Kavya Nair|Ravi Kumar) by round-robin$/)).toBeVisible();
  await shoot(page, "lead-timeline");

  // With JavaScript: every open lead of Kavya's, through the list's filter, to Ravi.
  await page.goto(`/desk/leads?owner=${kavya.id}&status=open`);
  await expect(page.getByText("2 leads match")).toBeVisible();
  await page.getByText("Change several leads").click();
  await shoot(page, "leads-bulk");
  await page.getByRole("radio", { name: /Every lead of this list \(2\)/ }).check();
  await page.getByLabel("New owner").selectOption({ label: "Ravi Kumar" });
  await page.getByRole("button", { name: "Assign", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "2 leads changed." })).toBeVisible();
  const counted = await withDesk(
    server.databaseUrl,
    async (database) => (await database.desk.inbox({ owner: { kind: "staff", id: ravi.id } })).total,
  );
  expect(counted).toBe(4);
  await shoot(page, "leads-bulk-done");
  await page.context().close();

  // Without JavaScript: two ticked leads of Ravi's back to round-robin (to Kavya, the one other on duty).
  const plain = await open(browser, admin, `/desk/leads?owner=${ravi.id}`, { javaScriptEnabled: false });
  await plain.getByLabel(`Select ${names[0]}`).check();
  await plain.getByLabel(`Select ${names[1]}`).check();
  await plain.getByText("Change several leads").click();
  await plain.getByLabel("New owner").selectOption({ label: "Back to the rule (round-robin)" });
  await plain.getByRole("button", { name: "Assign", exact: true }).click();
  await expect(plain.getByRole("status").filter({ hasText: "2 leads changed." })).toBeVisible();
  const moved = await withDesk(server.databaseUrl, async (database) => {
    const leads = (await database.desk.inbox({ q: "Allocated Person" })).leads;
    return leads.filter((lead) => names.slice(0, 2).includes(lead.name)).map((lead) => lead.ownerName);
  });
  expect(moved).toEqual(["Kavya Nair", "Kavya Nair"]);
  // Recorded on the timeline and in the audit log.
  const audit = await withDesk(server.databaseUrl, (database) =>
    database.desk.auditLog({ page: 1, action: "lead.bulk_allocate" }),
  );
  expect(audit.total).toBe(2);
  await plain.context().close();
});
