import { mkdirSync } from "node:fs";
import { HOUR_MS } from "#domain/india-time.ts";
import { addStaff, query, signIn, sql, withDesk, type TestStaff } from "#tests/support/desk.ts";
import { uniquePhone } from "#tests/support/forms.ts";
import { expect, startProjectServer, test } from "#tests/support/fixtures.ts";
import type { TestServer } from "#tests/support/server.ts";

/**
 * Today's counts are true and every lead is in reach (issue 51, item 3): a counsellor with 60
 * leads whose next step is due sees 60 in the headline and on the section, the first of them
 * listed, and "Show all 60" pages through every one of them, on a phone (375 px).
 */
const SHOTS = "/tmp/shots-reports";

let server: TestServer;
let counsellor: TestStaff;

test.beforeAll(async () => {
  server = await startProjectServer();
  counsellor = await addStaff(server.databaseUrl, { role: "counsellor", name: "Kavya" });
  const admin = await addStaff(server.databaseUrl, { role: "admin", name: "Head" });
  await withDesk(server.databaseUrl, async (database) => {
    for (let i = 1; i <= 60; i++)
      await database.desk.addManualEnquiry(
        {
          source: "phone",
          sourceDetail: "",
          name: `Due ${String(i).padStart(2, "0")}`,
          phone: uniquePhone(),
          email: "",
          course: "B.Voc Physiotherapy",
          message: "",
        },
        admin.id,
      );
  });
  // Each owned by the counsellor, reached, with a follow-up an hour or more ago: 60 due now.
  const leads = await query<{ id: string; name: string }>(server.databaseUrl, sql`select id, name from leads`);
  for (const lead of leads) {
    const at = new Date(Date.now() - (HOUR_MS + Number(lead.name.slice(4)) * 60_000)).toISOString();
    const contacted = new Date(Date.now() - 24 * HOUR_MS).toISOString();
    await query(
      server.databaseUrl,
      sql`update leads set owner_id = ${counsellor.id}, next_follow_up_at = ${at}, contacted_at = ${contacted}, status = 'contacted' where id = ${lead.id}`,
    );
  }
  mkdirSync(SHOTS, { recursive: true });
});

test.afterAll(async () => {
  await server?.stop();
  server?.cleanup();
});

test("60 due leads: the true count on Today, and every one reached through Show all", async ({ browser }) => {
  const context = await browser.newContext({
    baseURL: server.url,
    viewport: { width: 375, height: 812 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  await signIn(page, counsellor, "/desk/today");
  await page.goto("/desk/today");
  await expect(page.getByText("60 to call, most urgent first.")).toBeVisible();
  const overdue = page.getByRole("region", { name: /Overdue/ });
  await expect(page.getByRole("heading", { name: /^Overdue \(\s*60 leads\)$/ })).toBeVisible();
  const listed = await overdue.getByRole("listitem").count();
  expect(listed).toBeLessThan(60);
  await page.screenshot({ path: `${SHOTS}/today-counts-375.png`, fullPage: true });

  await overdue.getByRole("link", { name: "Show all 60" }).click();
  await expect(page.getByRole("heading", { name: "Overdue", level: 1 })).toBeVisible();
  await expect(page.getByTestId("section-summary")).toHaveText("60 leads, page 1 of 2, most urgent first.");
  const seen: string[] = [];
  const names = page.getByRole("list", { name: "Overdue" }).locator("li a span.truncate.font-semibold.text-brand-800");
  seen.push(...(await names.allTextContents()));
  await page.screenshot({ path: `${SHOTS}/today-section-375.png`, fullPage: true });
  await page.getByRole("link", { name: "Next page" }).click();
  await expect(page.getByTestId("section-summary")).toHaveText("60 leads, page 2 of 2, most urgent first.");
  seen.push(...(await names.allTextContents()));
  expect(seen.sort()).toEqual(Array.from({ length: 60 }, (_, i) => `Due ${String(i + 1).padStart(2, "0")}`));
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `${SHOTS}/today-section-1280.png`, fullPage: true });
  await page.getByRole("link", { name: "← Today" }).click();
  await expect(page.getByText("60 to call, most urgent first.")).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/today-counts-1280.png`, fullPage: true });
});
