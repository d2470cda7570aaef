import { randomBytes } from "node:crypto";
import { addStaff, signIn, withDesk, type TestStaff } from "#tests/support/desk.ts";
import { post, uniquePhone, validEnquiry } from "#tests/support/forms.ts";
import { e2eDatabase, expect, test } from "#tests/support/fixtures.ts";
import { axeViolations } from "#tests/support/axe.ts";
import { addSamplePhoto } from "#tests/support/photos.ts";

/** axe-core (WCAG 2.0–2.2 A and AA) on every desk screen, signed in as each role. */
test.describe.configure({ timeout: 120_000 });

const WIDTHS = [
  { name: "375 px", width: 375, height: 812 },
  { name: "1280 px", width: 1280, height: 900 },
];
const COMMON = [
  "/desk/today",
  "/desk/leads",
  "/desk/leads?status=open&followUp=overdue",
  "/desk/leads?owner=me&reached=no",
  "/desk/leads/new",
  "/desk/leads/:lead",
  "/desk/overview",
  "/desk/reports",
  "/desk/reports?report=source&range=season",
  "/desk/account",
];
const ADMIN_ONLY = [
  "/desk/today?scope=team",
  "/desk/staff",
  "/desk/audit",
  "/desk/allocation",
  "/desk/reports?report=counsellor&range=season",
  "/desk/import",
  "/desk/photos",
  "/desk/content",
  "/desk/content/institute",
  "/desk/content/fees/hotel-management",
  "/desk/content/privacy",
  // The campus photos' form, the library's photo among its choices.
  "/desk/content/gallery",
  "/desk/launch",
  // The launch checklist with its contact details open (as after confirming one).
  "/desk/launch?item=contact%3Aphone",
  // A topic open with its "confirm all" form, and the forms of the facts it asks for.
  "/desk/launch?group=hindi-translations",
  "/desk/content/universities",
  "/desk/content/grievance",
  // Every other Site content form and list: the course's with the library's lab photo among its choices.
  "/desk/content/fees",
  "/desk/content/admission",
  "/desk/content/contact",
  "/desk/content/claims",
  "/desk/content/courses",
  "/desk/content/courses/dialysis-technology",
  "/desk/content/testimonials",
  "/desk/content/testimonials/priya-sharma",
  "/desk/content/faq",
  "/desk/content/faq/validity",
];

let leadId: string;
const staff: Partial<Record<"counsellor" | "admin" | "editor", TestStaff>> = {};

test.beforeAll(async ({ browserName: _browser }, testInfo) => {
  const baseUrl = testInfo.project.use.baseURL!;
  const name = `Axe ${randomBytes(4).toString("hex")}`;
  const sent = await post(
    baseUrl,
    "/admission",
    validEnquiry({
      name,
      phone: uniquePhone(),
      email: `${randomBytes(4).toString("hex")}@example.com`,
      message: "A long message that wraps over several lines on a phone screen.",
    }),
  );
  expect(sent.status).toBe(200);
  // A unique phone and email: the enquiry starts a lead of its own, named as sent.
  leadId = await withDesk(e2eDatabase(), async (database) => (await database.desk.inbox({ q: name })).leads[0]!.id);
  staff.counsellor = await addStaff(e2eDatabase(), { role: "counsellor" });
  staff.admin = await addStaff(e2eDatabase(), { role: "admin" });
  // The photo library with a photo in it (its picture, alt texts and forms).
  await addSamplePhoto(e2eDatabase(), staff.admin.id);
  staff.editor = await addStaff(e2eDatabase(), { role: "editor" });
  // Today with rows (the lead is each one's, overdue), the tab bar's badge, and a saved view on the leads list.
  await withDesk(e2eDatabase(), async (database) => {
    for (const member of [staff.counsellor!, staff.admin!]) {
      await database.desk.saveView(member.id, "My unreached", "?owner=me&reached=no");
      const own = await database.desk.addManualEnquiry(
        {
          source: "aggregator",
          sourceDetail: "Shiksha",
          name: `Axe ${member.role} ${randomBytes(3).toString("hex")}`,
          phone: uniquePhone(),
          email: "",
          course: "Undecided",
          message: "",
        },
        member.id,
      );
      const lead = (await database.desk.lead(own.leadId))!;
      await database.desk.changeLead(own.leadId, lead.version, { kind: "owner", ownerId: member.id }, member.id);
    }
  });
});

test("the sign-in page and an expired link have no violations at either width", async ({ page }) => {
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    for (const path of ["/desk/sign-in", "/desk/welcome/expired"]) {
      await page.goto(path);
      expect(await axeViolations(page), `${path} at ${size.name}`).toEqual([]);
    }
    await page.goto("/desk/sign-in");
    await page.getByLabel("Email").fill("nobody@example.com");
    await page.getByLabel("Password").fill("wrong password here");
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page.getByRole("alert")).toBeVisible();
    expect(await axeViolations(page), `sign-in error at ${size.name}`).toEqual([]);
  }
});

/**
 * An admin's screens at both widths: every screen and every control a counsellor sees, and
 * more. A counsellor's, whose controls differ, at the phone's width they work at; the
 * layout at 1280 px is the same CSS the admin's run checks. A test for each few screens, so
 * no test's time grows with the desk (one test for them all outlasted its timeout on a busy
 * machine) and Playwright's workers share them.
 */
const SCREENS_PER_TEST = 8;
for (const role of ["counsellor", "admin"] as const) {
  const screens = role === "admin" ? [...COMMON, ...ADMIN_ONLY] : COMMON;
  for (const size of role === "admin" ? WIDTHS : WIDTHS.slice(0, 1)) {
    for (let first = 0; first < screens.length; first += SCREENS_PER_TEST) {
      const some = screens.slice(first, first + SCREENS_PER_TEST);
      test(`desk screens ${first + 1}–${first + some.length} have no violations for a${role === "admin" ? "n" : ""} ${role} at ${size.name}`, async ({
        page,
      }) => {
        await signIn(page, staff[role]!);
        await page.setViewportSize(size);
        for (const path of some) {
          await page.goto(path.replace(":lead", leadId));
          expect(await axeViolations(page), `${path} at ${size.name}`).toEqual([]);
        }
      });
    }

    test(`the desk's open forms and panels have no violations for a${role === "admin" ? "n" : ""} ${role} at ${size.name}`, async ({
      page,
    }) => {
      await signIn(page, staff[role]!);
      await page.setViewportSize(size);
      // A form showing its errors, the aggregator's name among them.
      await page.goto("/desk/leads/new");
      await page.getByRole("radio", { name: "Aggregator" }).check();
      await page.getByRole("button", { name: "Save lead" }).click();
      await expect(page.getByRole("alert")).toBeVisible();
      expect(await axeViolations(page), `new lead with errors at ${size.name}`).toEqual([]);
      // The leads list with its panels open: filters and saved views.
      await page.goto("/desk/leads?owner=me&reached=no");
      await page.getByText("More filters").click();
      await page.getByText("My saved views").click();
      // Admins' bulk actions, open, with a lead ticked.
      if (role === "admin") {
        await page.getByText("Change several leads").click();
        await page.getByRole("checkbox").first().check();
      }
      expect(await axeViolations(page), `leads with panels open at ${size.name}`).toEqual([]);
      if (size.width < 640) {
        // The tab bar's More menu, open.
        await page.getByRole("navigation", { name: "Desk tabs" }).getByText("More").click();
        await expect(
          page.getByRole("navigation", { name: "Desk tabs" }).getByRole("link", { name: "Account" }),
        ).toBeVisible();
        expect(await axeViolations(page), `the More menu at ${size.name}`).toEqual([]);
      }
    });
  }
}

test("an editor's screens have no violations at either width", async ({ page }) => {
  await signIn(page, staff.editor!);
  await expect(page).toHaveURL(/\/desk\/content$/);
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    for (const path of ["/desk/content", "/desk/photos", "/desk/account"]) {
      await page.goto(path);
      expect(await axeViolations(page), `${path} at ${size.name}`).toEqual([]);
    }
    if (size.width < 640) {
      await page.getByRole("navigation", { name: "Desk tabs" }).getByText("More").click();
      await expect(
        page.getByRole("navigation", { name: "Desk tabs" }).getByRole("button", { name: "Sign out" }),
      ).toBeVisible();
      expect(await axeViolations(page), `the More menu at ${size.name}`).toEqual([]);
    }
  }
});

test("the launch checklist showing a refused confirmation has no violations at either width", async ({ page }) => {
  await signIn(page, staff.admin!);
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    await page.goto("/desk/launch?item=contact%3Aphone");
    const item = page.getByTestId("launch-item").filter({ hasText: "Chat number: still a sample" });
    // A source of blanks: the browser's own check lets spaces through, the server refuses them.
    await item.getByLabel("What confirms it as it stands").fill("   ");
    await item.getByRole("button", { name: /^Confirm/ }).click();
    await expect(page.getByRole("alert").first()).toContainText("Say what confirms it");
    expect(await axeViolations(page), `refused confirmation at ${size.name}`).toEqual([]);
  }
});
