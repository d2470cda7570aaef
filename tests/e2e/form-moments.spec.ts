import type { Locator, Page } from "@playwright/test";
import { randomBytes } from "node:crypto";
import { enquiryReference } from "#domain/submissions.ts";
import { addStaff, signIn, withDesk } from "#tests/support/desk.ts";
import { e2eDatabase, expect, rowsNamed, test } from "#tests/support/fixtures.ts";
import { toast, uniqueName, uniquePhone, waitForHydration } from "#tests/support/forms.ts";

/**
 * The forms at the moment that matters, at a phone's 375 px and a desktop's 1280:
 * a stored application's confirmation in place with its reference; the error toasts never over
 * the field they are about; a parent gives the student's name, which the desk's lead shows;
 * the popup on a course page has that course chosen; the chat button never over a field.
 */

const ADMISSION_FORM = 'form[aria-label="Application form"]';

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  if (!found) throw new Error("no box: not visible");
  return found;
}

async function openAdmission(page: Page) {
  await page.goto("/admission");
  await waitForHydration(page, ADMISSION_FORM);
  const form = page.locator(ADMISSION_FORM);
  return {
    form,
    name: form.getByLabel("Full Name"),
    phone: form.getByLabel("Phone Number"),
    email: form.getByLabel("Email Address"),
    course: form.getByLabel("Course"),
    university: form.getByLabel("University"),
    applicant: form.getByLabel("Who is filling in this form?"),
    student: form.getByLabel("Student's name"),
    submit: form.getByRole("button", { name: "Submit Application" }),
  };
}

type AdmissionForm = Awaited<ReturnType<typeof openAdmission>>;

async function fill(form: AdmissionForm, values: { name: string; phone?: string; email?: string; applicant?: string }) {
  await form.name.fill(values.name);
  await form.phone.fill(values.phone ?? uniquePhone());
  await form.email.fill(values.email ?? `${randomBytes(5).toString("hex")}@example.com`);
  await form.course.selectOption("B.Voc Hotel Management");
  await form.university.selectOption("Other");
  await form.applicant.selectOption(values.applicant ?? "student");
}

/** A toast once it has slid into its place (sonner marks it mounted, then moves it for 400 ms). */
async function settledToast(page: Page, type: "error" | "success", title: string): Promise<Locator> {
  const shown = toast(page, type, title);
  await expect(shown).toBeVisible();
  await expect(shown).toHaveAttribute("data-mounted", "true");
  await page.waitForTimeout(600);
  return shown;
}

/** The field's control, its label and its message: what must stay in sight and uncovered. */
async function expectClearOf(page: Page, control: Locator, covering: Locator) {
  const viewport = page.viewportSize()!;
  const field = await box(control.locator("xpath=.."));
  const toastBox = await box(covering);
  expect(overlaps(field, toastBox), `field ${JSON.stringify(field)} under the toast ${JSON.stringify(toastBox)}`).toBe(
    false,
  );
  // On the screen, below the sticky header.
  const header = await box(page.locator("header").first());
  expect(field.y).toBeGreaterThanOrEqual(header.y + header.height);
  expect(field.y + field.height).toBeLessThanOrEqual(viewport.height);
}

for (const viewport of [
  { width: 375, height: 667 },
  { width: 1280, height: 900 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("a stored application shows the toast, empties the form and confirms in place with its reference", async ({
      page,
    }) => {
      const form = await openAdmission(page);
      const name = uniqueName("Confirmed");
      await fill(form, { name });
      await form.submit.click();

      await expect(toast(page, "success", "Application Submitted!")).toBeVisible();
      const confirmation = page.getByTestId("application-confirmation");
      await expect(confirmation).toBeVisible();
      await expect(confirmation).toBeFocused();
      await expect(confirmation).toBeInViewport();
      const [row] = await rowsNamed("enquiries", name);
      const reference = enquiryReference(row!.id!);
      expect(reference).toMatch(/^EN-[0-9A-F]{8}$/);
      await expect(confirmation).toContainText(`Your reference number is ${reference}.`);
      await expect(confirmation.getByRole("heading", { name: "Application Submitted!" })).toBeVisible();
      await expect(confirmation.getByRole("heading", { name: "What happens next" })).toBeVisible();
      await expect(confirmation.locator("ol > li")).toHaveCount(4);
      await expect(confirmation.getByRole("link", { name: /^\+91/ })).toHaveAttribute("href", /^tel:\+91\d+$/);
      // The form above which it shows is empty again.
      await expect(form.name).toHaveValue("");
      await expect(form.course).toHaveValue("");
    });

    test("'Missing Information' and 'Invalid Phone Number' never cover the field they are about", async ({ page }) => {
      const form = await openAdmission(page);
      await form.submit.click();
      const missing = await settledToast(page, "error", "Missing Information");
      await expect(form.name).toBeFocused();
      await expectClearOf(page, form.name, missing);

      await fill(form, { name: uniqueName("Short Phone"), phone: "98765" });
      await form.submit.click();
      const invalid = await settledToast(page, "error", "Invalid Phone Number");
      await expect(form.phone).toBeFocused();
      await expectClearOf(page, form.phone, invalid);
    });

    test("a parent or guardian gives the student's name, and the desk's lead shows both", async ({ page }) => {
      const form = await openAdmission(page);
      await expect(form.student).toBeHidden();
      const parent = uniqueName("Parent");
      const student = uniqueName("Student");
      const email = `${randomBytes(5).toString("hex")}@example.com`;
      await fill(form, { name: parent, email, applicant: "guardian" });
      await expect(form.student).toBeVisible();

      // Required for a parent: 'Missing Information', with focus on it, clear of the toast.
      await form.submit.click();
      const missing = await settledToast(page, "error", "Missing Information");
      await expect(form.student).toBeFocused();
      await expect(form.student).toHaveAttribute("aria-invalid", "true");
      await expect(page.locator("#enquiry-admission-studentName-error")).toContainText(
        "Please enter the student's name.",
      );
      await expectClearOf(page, form.student, missing);
      expect(await rowsNamed("enquiries", parent)).toEqual([]);

      await form.student.fill(student);
      await form.submit.click();
      await expect(page.getByTestId("application-confirmation")).toBeVisible();
      const [row] = await rowsNamed("enquiries", parent);
      expect(row).toMatchObject({ applicant: "guardian", studentName: student });

      // The lead, in the desk: the parent (who filled it in) and the student, by name.
      const leadId = await withDesk(
        e2eDatabase(),
        async (database) => (await database.desk.inbox({ q: email })).leads[0]!.id,
      );
      const staff = await addStaff(e2eDatabase(), { role: "admin" });
      await signIn(page, staff, `/desk/leads/${leadId}`);
      await expect(page).toHaveURL(new RegExp(`/desk/leads/${leadId}$`));
      const enquiries = page.getByRole("region", { name: /^Enquir/ });
      await expect(enquiries.getByText(parent, { exact: true })).toBeVisible();
      await expect(enquiries.getByText(student, { exact: true })).toBeVisible();
      await expect(enquiries.getByText("A parent or guardian", { exact: true })).toBeVisible();
      await expect(enquiries.getByText(enquiryReference(row!.id!), { exact: true })).toBeVisible();
      await expect(
        page.getByRole("region", { name: "Contact details" }).getByText(student, { exact: true }),
      ).toBeVisible();
    });

    test("the chat button steps aside while a field has focus, and covers no link at the end of the page", async ({
      page,
    }) => {
      const form = await openAdmission(page);
      const chat = page.getByRole("link", { name: /Chat with us on WhatsApp/ });
      await expect(chat).toBeVisible();
      for (const control of [
        form.name,
        form.phone,
        form.email,
        form.course,
        form.university,
        form.applicant,
        form.form.getByLabel("Message"),
      ]) {
        await control.focus();
        await expect(chat).toBeHidden();
        await expectNothingUnder(page, chat);
      }
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      await expect(chat).toBeVisible();

      // Scrolled to the very end: the footer's last links are clear of it.
      for (const path of ["/admission", "/contact", "/courses/hotel-management"]) {
        await page.goto(path);
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        await expect(chat).toBeVisible();
        await expectNothingUnder(page, chat);
      }
    });
  });
}

/** No visible link or form control of the page under the (visible) chat button. */
async function expectNothingUnder(page: Page, chat: Locator) {
  if (!(await chat.isVisible())) return;
  const chatBox = await box(chat);
  const covered = await page.evaluate(
    ({ x, y, width, height }) =>
      [...document.querySelectorAll("main a, footer a, input, select, textarea, button")]
        .filter(
          (element) =>
            !element.closest('[aria-label^="Chat with us"]') && element.getAttribute("aria-hidden") !== "true",
        )
        .filter((element) => {
          const rect = element.getBoundingClientRect();
          if (rect.width === 0 || rect.height === 0 || getComputedStyle(element).visibility === "hidden") return false;
          return rect.x < x + width && x < rect.x + rect.width && rect.y < y + height && y < rect.y + rect.height;
        })
        .map((element) => element.outerHTML.slice(0, 80)),
    chatBox,
  );
  expect(covered, "under the chat button").toEqual([]);
}

test.describe("the popup on a course page", () => {
  const SEC = 1000;

  async function popupCourse(page: Page, path: string) {
    await page.clock.install({ time: new Date("2026-03-02T04:30:00.000Z") });
    await page.goto(path);
    await page.waitForFunction(() => window.sessionStorage.getItem("enquiry-popup") !== null);
    await page.clock.runFor(15 * SEC);
    const dialog = page.getByRole("dialog");
    await expect(async () => {
      if (!(await dialog.isVisible())) await page.clock.runFor(100);
      await expect(dialog).toBeVisible({ timeout: 250 });
    }).toPass({ timeout: 15_000 });
    return dialog.getByLabel("Course");
  }

  for (const viewport of [
    { width: 375, height: 667 },
    { width: 1280, height: 900 },
  ]) {
    test(`has that course chosen when it offers it, at ${viewport.width} px`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await expect(await popupCourse(page, "/courses/hotel-management")).toHaveValue("B.Voc Hotel Management");
    });
  }

  test("chooses nothing for a course it does not offer, or off a course page", async ({ page, context }) => {
    // Fashion Designing is not among the popup's 12.
    await expect(await popupCourse(page, "/courses/fashion-designing")).toHaveValue("");
    const other = await context.newPage();
    await expect(await popupCourse(other, "/about")).toHaveValue("");
  });
});
