import type { Locator, Page } from "@playwright/test";
import { randomBytes } from "node:crypto";
import { privacy } from "#content/privacy.ts";
import { query, sql } from "#tests/support/desk.ts";
import { e2eDatabase, expect, gotoHydrated, test } from "#tests/support/fixtures.ts";
import { uniquePhone } from "#tests/support/forms.ts";

/**
 * What the DPDP Act adds to the public forms: the notice at collection above every submit
 * button, the under-18 question with a parent's or guardian's details (with and without
 * JavaScript), the rights request at /privacy/request, and the notice's version stored with
 * each submission.
 */

const WHO = "Who is filling in this form?";

function uniqueName(prefix: string) {
  return `${prefix} ${randomBytes(4).toString("hex")}`;
}

interface StoredEnquiry {
  applicant: string | null;
  guardianName: string;
  guardianPhone: string;
  noticeVersion: string | null;
}

async function enquiryNamed(name: string): Promise<StoredEnquiry | undefined> {
  return (
    await query(
      e2eDatabase(),
      sql<StoredEnquiry>`select applicant, guardian_name, guardian_phone, notice_version from enquiries where name = ${name}`,
    )
  )[0];
}

/** The notice sits just above the submit button, in at most three lines, and links to /privacy. */
async function expectNoticeAbove(form: Locator, button: Locator, purpose: RegExp) {
  const notice = form.locator("p").filter({ hasText: /We use these details only to/ });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText(purpose);
  await expect(notice).toContainText(`keep them for up to ${privacy.retentionMonths} months`);
  await expect(notice.getByRole("link", { name: "Privacy notice" })).toHaveAttribute("href", "/privacy");
  const [text, submit] = [await notice.boundingBox(), await button.boundingBox()];
  expect(text && submit).toBeTruthy();
  expect(text!.y + text!.height, "the notice ends above the button").toBeLessThanOrEqual(submit!.y);
  expect(submit!.y - (text!.y + text!.height), "and right above it").toBeLessThan(40);
  const lineHeight = await notice.evaluate((element) => parseFloat(getComputedStyle(element).lineHeight));
  expect(Math.round(text!.height / lineHeight), "lines on a 375 px screen").toBeLessThanOrEqual(3);
  await expect(button).toBeInViewport({ ratio: 0 });
}

test.describe("at 375 px", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("every form shows the notice at collection just above its button", async ({ page }) => {
    await gotoHydrated(page, "/admission");
    let form = page.locator('form[aria-label="Application form"]');
    await form.getByRole("button", { name: "Submit Application" }).scrollIntoViewIfNeeded();
    await expectNoticeAbove(
      form,
      form.getByRole("button", { name: "Submit Application" }),
      /answer this enquiry about admission/,
    );

    await gotoHydrated(page, "/contact");
    form = page.locator('form[aria-label="Send us a message"]');
    await form.getByRole("button", { name: "Send Message" }).scrollIntoViewIfNeeded();
    await expectNoticeAbove(form, form.getByRole("button", { name: "Send Message" }), /answer your message/);

    await gotoHydrated(page, "/privacy/request");
    form = page.locator('form[aria-label="Privacy request"]');
    await form.getByRole("button", { name: "Send Request" }).scrollIntoViewIfNeeded();
    await expectNoticeAbove(form, form.getByRole("button", { name: "Send Request" }), /answer this request/);
  });

  test("the popup's form shows it too", async ({ page }) => {
    await page.clock.install({ time: new Date("2026-03-02T04:30:00.000Z") });
    await page.clock.pauseAt(new Date("2026-03-02T04:30:01.000Z"));
    await page.goto("/about");
    await page.waitForFunction(() => window.sessionStorage.getItem("enquiry-popup") !== null);
    await page.clock.runFor(15_000);
    await page.clock.runFor(500);
    const popup = page.getByRole("dialog");
    await expect(popup).toBeVisible();
    const button = popup.getByRole("button", { name: "Get Free Counseling" });
    await button.scrollIntoViewIfNeeded();
    await expectNoticeAbove(popup.locator("form"), button, /answer this enquiry about admission/);
  });
});

async function fillEnquiry(page: Page, name: string, phone = uniquePhone()) {
  const form = page.locator('form[aria-label="Application form"]');
  await form.getByLabel("Full Name").fill(name);
  await form.getByLabel("Phone Number").fill(phone);
  await form.getByLabel("Email Address").fill(`${randomBytes(4).toString("hex")}@example.com`);
  await form.getByLabel("Course").selectOption({ index: 1 });
  await form.getByLabel("University").selectOption({ index: 1 });
  return form;
}

test("a student under 18 gives a parent's or guardian's name and phone; the lead is stored as a child's", async ({
  page,
}) => {
  await gotoHydrated(page, "/admission");
  const name = uniqueName("Minor");
  const form = await fillEnquiry(page, name);
  const guardianName = form.getByLabel("Parent's or guardian's name");
  await expect(guardianName, "hidden until the answer asks for it").toBeHidden();
  await form.getByLabel(WHO).selectOption("minor");
  await expect(guardianName).toBeVisible();
  await expect(form.getByText("our counsellor will speak with a parent or guardian first")).toBeVisible();

  await form.getByRole("button", { name: "Submit Application" }).click();
  await expect(page.getByText("Missing Information", { exact: true })).toBeVisible();
  await expect(form.locator("#enquiry-admission-guardianName-error")).toContainText(
    "Please enter your parent's or guardian's name.",
  );
  await expect(guardianName).toBeFocused();
  expect(await enquiryNamed(name)).toBeUndefined();

  await guardianName.fill("Sunita Devi");
  // A parent's phone of its own: a phone another test's lead gave would join that lead.
  const guardianPhone = uniquePhone();
  await form.getByLabel("Parent's or guardian's phone").fill(guardianPhone);
  await form.getByRole("button", { name: "Submit Application" }).click();
  // The toast, and the confirmation in place above the form.
  await expect(page.locator("[data-sonner-toast]").getByText("Application Submitted!", { exact: true })).toBeVisible();
  await expect(page.getByTestId("application-confirmation")).toBeVisible();
  await expect
    .poll(() => enquiryNamed(name))
    .toEqual({
      applicant: "minor",
      guardianName: "Sunita Devi",
      guardianPhone: `+91${guardianPhone}`,
      noticeVersion: privacy.version,
    });
  expect(await query(e2eDatabase(), sql<{ minor: number }>`select minor from leads where name = ${name}`)).toEqual([
    { minor: 1 },
  ]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the guardian's fields appear for a student under 18, and the server requires them", async ({ page }) => {
    await page.goto("/admission");
    const name = uniqueName("NoJS Minor");
    const form = await fillEnquiry(page, name);
    await expect(form.getByLabel("Parent's or guardian's name")).toBeHidden();
    await form.getByLabel(WHO).selectOption("minor");
    await expect(form.getByLabel("Parent's or guardian's name"), "shown by CSS alone").toBeVisible();

    const [refused] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === "POST"),
      form.getByRole("button", { name: "Submit Application" }).click(),
    ]);
    expect(refused.status()).toBe(400);
    const after = page.locator('form[aria-label="Application form"]');
    await expect(after.getByRole("alert")).toContainText("Missing Information");
    await expect(
      after.getByRole("alert").getByRole("link", { name: "Please enter your parent's or guardian's phone number." }),
    ).toBeVisible();
    await expect(after.getByLabel(WHO)).toHaveValue("minor");
    await expect(after.getByLabel("Parent's or guardian's name")).toBeVisible();

    await after.getByLabel("Parent's or guardian's name").fill("Ramesh Kumar");
    await after.getByLabel("Parent's or guardian's phone").fill("9822233344");
    const [stored] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === "POST"),
      after.getByRole("button", { name: "Submit Application" }).click(),
    ]);
    expect(stored.status()).toBe(303);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Application Submitted!");
    expect(await enquiryNamed(name)).toEqual({
      applicant: "minor",
      guardianName: "Ramesh Kumar",
      guardianPhone: "+919822233344",
      noticeVersion: privacy.version,
    });
  });

  test("a rights request is answered in the page with its reference number", async ({ page }) => {
    await page.goto("/privacy/request");
    const form = page.locator('form[aria-label="Privacy request"]');
    const name = uniqueName("NoJS Request");
    await form.getByLabel("What would you like us to do?").selectOption("access");
    await form.getByLabel("Full Name").fill(name);
    await form.getByLabel("Phone Number").fill(uniquePhone());
    await form.getByLabel("Email Address").fill("nojs.request@example.com");
    const [answer] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === "POST"),
      form.getByRole("button", { name: "Send Request" }).click(),
    ]);
    expect(answer.status()).toBe(200);
    const confirmation = page.getByRole("status").filter({ hasText: "Request Received!" });
    await expect(confirmation).toContainText(
      new RegExp(`Your reference number is PR-[A-Z2-9]{8}\\. We will reply within ${privacy.responseDays} days\\.`),
    );
    const reference = /PR-[A-Z2-9]{8}/.exec((await confirmation.textContent()) ?? "")![0];
    expect(
      await query(
        e2eDatabase(),
        sql`select kind, name, notice_version, status from privacy_requests where id = ${reference}`,
      ),
    ).toEqual([{ kind: "access", name, noticeVersion: privacy.version, status: "open" }]);
  });
});

test("a rights request with JavaScript gets the spec-style toast with its reference number", async ({ page }) => {
  await gotoHydrated(page, "/privacy/request");
  const form = page.locator('form[aria-label="Privacy request"]');
  await form.getByRole("button", { name: "Send Request" }).click();
  await expect(page.getByText("Missing Information", { exact: true })).toBeVisible();
  await expect(form.getByLabel("What would you like us to do?")).toBeFocused();

  await form.getByLabel("What would you like us to do?").selectOption("erasure");
  await form.getByLabel("Full Name").fill(uniqueName("Request"));
  await form.getByLabel("Phone Number").fill(uniquePhone());
  await form.getByLabel("Email Address").fill("request@example.com");
  await form.getByLabel("Details").fill("Please erase my enquiry.");
  await form.getByRole("button", { name: "Send Request" }).click();
  await expect(page.getByText("Request Received!", { exact: true })).toBeVisible();
  await expect(
    page.getByText(/^Your reference number is PR-[A-Z2-9]{8}\. We will reply within \d+ days\.$/),
  ).toBeVisible();
  await expect(form.getByLabel("Full Name")).toHaveValue("");
});
