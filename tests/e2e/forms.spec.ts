import type { Page } from "@playwright/test";
import { ADMISSION_COURSE_OPTIONS, SHIPPED_UNIVERSITY_OPTIONS } from "#content/form-options.ts";
import { allowConsoleErrors, expect, rowsNamed, test } from "#tests/support/fixtures.ts";
import { optionValues, startServerWithoutDatabase, toast, uniqueName, waitForHydration } from "#tests/support/forms.ts";
import type { TestServer } from "#tests/support/server.ts";

/**
 * The admission and contact forms with JavaScript on: browser
 * validation, toasts, accessible errors, reset after success, and what lands in the database.
 */

const ADMISSION_FORM = 'form[aria-label="Application form"]';
const CONTACT_FORM = 'form[aria-label="Send us a message"]';

async function openAdmission(page: Page, base = "") {
  await page.goto(`${base}/admission`);
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
    message: form.getByLabel("Message"),
    submit: form.getByRole("button", { name: "Submit Application" }),
  };
}

async function openContact(page: Page) {
  await page.goto("/contact");
  await waitForHydration(page, CONTACT_FORM);
  const form = page.locator(CONTACT_FORM);
  return {
    form,
    name: form.getByLabel("Full Name"),
    email: form.getByLabel("Email Address"),
    phone: form.getByLabel("Phone Number"),
    subject: form.getByLabel("Subject"),
    message: form.getByLabel("Message"),
    submit: form.getByRole("button", { name: "Send Message" }),
  };
}

type AdmissionForm = Awaited<ReturnType<typeof openAdmission>>;

async function fillAdmission(form: AdmissionForm, values: { name: string; phone?: string; message?: string }) {
  await form.name.fill(values.name);
  await form.phone.pressSequentially(values.phone ?? "9876543210");
  await form.email.fill("applicant@example.com");
  await form.course.selectOption("B.Voc Radiology & Medical Imaging");
  await form.university.selectOption("Other");
  await form.applicant.selectOption("student");
  await form.message.fill(values.message ?? "I would like to know about hostel facilities.");
}

test.describe("admission form", () => {
  test("an empty submit shows 'Missing Information', errors on every required field and focus on the first", async ({
    page,
  }) => {
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST") posts.push(request.url());
    });
    const form = await openAdmission(page);
    expect(await form.form.evaluate((element: HTMLFormElement) => element.noValidate)).toBe(true);

    await form.submit.click();

    const missing = toast(page, "error", "Missing Information");
    await expect(missing).toBeVisible();
    await expect(missing.locator("[data-description]")).toHaveText("Please fill in all required fields.");

    for (const field of ["name", "phone", "email", "course", "university", "applicant"] as const) {
      const control = form[field];
      await expect(control, `${field} is marked invalid`).toHaveAttribute("aria-invalid", "true");
      const errorId = `enquiry-admission-${field}-error`;
      await expect(control).toHaveAttribute("aria-describedby", new RegExp(`(^| )${errorId}( |$)`));
      const error = page.locator(`#${errorId}`);
      await expect(error).toBeVisible();
      await expect(error).not.toHaveText(/^\s*(Error:)?\s*$/);
      // The message is next to its field: inside the same field wrapper.
      expect(
        await error.evaluate(
          (node, id) => node.parentElement?.querySelector(`#${id}`) !== null,
          `enquiry-admission-${field}`,
        ),
      ).toBe(true);
    }
    await expect(page.locator("#enquiry-admission-name-error")).toContainText("Please enter your full name.");
    await expect(form.message).not.toHaveAttribute("aria-invalid", "true");
    await expect(form.name).toBeFocused();

    // The browser's own bubbles did not pre-empt the app (the form has noValidate), and
    // nothing was sent.
    expect(posts).toEqual([]);
    await expect(page).toHaveURL(/\/admission$/);
  });

  test("the phone drops letters as typed and keeps the separators people write", async ({ page }) => {
    const form = await openAdmission(page);
    await form.phone.pressSequentially("+91 98a76-54 3210");
    await expect(form.phone).toHaveValue("+91 9876-54 3210");
  });

  test("a 9-digit phone with everything else filled gives 'Invalid Phone Number'", async ({ page }) => {
    const form = await openAdmission(page);
    const name = uniqueName("Short Phone");
    await fillAdmission(form, { name, phone: "987654321" });
    await expect(form.phone).toHaveValue("987654321");
    await form.submit.click();

    const invalid = toast(page, "error", "Invalid Phone Number");
    await expect(invalid).toBeVisible();
    await expect(invalid.locator("[data-description]")).toHaveText("Please enter a valid 10-digit phone number.");
    await expect(form.phone).toHaveAttribute("aria-invalid", "true");
    await expect(form.phone).toBeFocused();
    await expect(form.name).not.toHaveAttribute("aria-invalid", "true");
    expect(await rowsNamed("enquiries", name)).toEqual([]);
  });

  test("the course select has all 22 courses and the university select 3, none with an empty value", async ({
    page,
  }) => {
    const form = await openAdmission(page);
    const courses = await optionValues(form.course);
    expect(courses[0]).toMatchObject({ value: "", disabled: true });
    const realCourses = courses.slice(1);
    expect(realCourses).toHaveLength(22);
    expect(realCourses.map((option) => option.value)).toEqual([...ADMISSION_COURSE_OPTIONS]);
    expect(realCourses.some((option) => option.disabled)).toBe(false);
    expect(realCourses.filter((option) => option.value.trim() === "")).toEqual([]);
    expect(realCourses.map((option) => option.value)).toContain("M.Voc Hospital Management");
    expect(realCourses.map((option) => option.value)).toContain("M.Voc Computer Software Technology");

    const universities = await optionValues(form.university);
    expect(universities[0]).toMatchObject({ value: "", disabled: true });
    const realUniversities = universities.slice(1);
    expect(realUniversities).toHaveLength(3);
    expect(realUniversities.map((option) => option.value)).toEqual([...SHIPPED_UNIVERSITY_OPTIONS]);
    expect(realUniversities.at(-1)?.value).toBe("Other");
    expect(realUniversities.filter((option) => option.value.trim() === "")).toEqual([]);
  });

  test("a valid application shows the success toast, empties the form and is stored as typed", async ({ page }) => {
    const form = await openAdmission(page);
    const name = uniqueName("Asha Verma");
    const message = "Is there a hostel for girls? Fees in two instalments?";
    await fillAdmission(form, { name, phone: "98765 43210", message });
    await form.submit.click();

    const success = toast(page, "success", "Application Submitted!");
    await expect(success).toBeVisible();
    await expect(success.locator("[data-description]")).toHaveText(
      "Thank you for your interest. Our counselor will contact you within 24 hours.",
    );
    for (const field of [form.name, form.phone, form.email, form.course, form.university, form.message]) {
      await expect(field).toHaveValue("");
    }

    await expect.poll(async () => (await rowsNamed("enquiries", name)).length).toBe(1);
    expect((await rowsNamed("enquiries", name))[0]).toMatchObject({
      source: "admission",
      name,
      phone: "+919876543210",
      email: "applicant@example.com",
      course: "B.Voc Radiology & Medical Imaging",
      university: "Other",
      message,
    });
  });

  test("a double click on submit stores one record", async ({ page }) => {
    const form = await openAdmission(page);
    const name = uniqueName("Double Click");
    await fillAdmission(form, { name });
    let inFlight = 0;
    let sent = 0;
    page.on("request", (request) => {
      if (request.method() === "POST") {
        inFlight++;
        sent++;
      }
    });
    const settle = (request: { method: () => string }) => {
      if (request.method() === "POST") inFlight--;
    };
    page.on("requestfinished", settle);
    page.on("requestfailed", settle);

    await form.submit.dblclick();
    await expect(toast(page, "success", "Application Submitted!").first()).toBeVisible();
    await expect.poll(() => inFlight).toBe(0);
    expect(sent).toBeGreaterThanOrEqual(1);
    expect(await rowsNamed("enquiries", name)).toHaveLength(1);
  });

  test("a 503 from the network shows 'could not be sent' and keeps every value", async ({ page, consoleErrors }) => {
    const form = await openAdmission(page);
    await page.route("**/admission.data*", (route) => route.fulfill({ status: 503, body: "down" }));
    const name = uniqueName("Offline");
    await fillAdmission(form, { name, message: "Keep this message." });
    await form.submit.click();

    const failed = toast(page, "error", "Your message could not be sent");
    await expect(failed).toBeVisible();
    await expect(failed.locator("[data-description]")).toContainText("Nothing you typed has been lost");
    await expect(form.name).toHaveValue(name);
    await expect(form.phone).toHaveValue("9876543210");
    await expect(form.email).toHaveValue("applicant@example.com");
    await expect(form.course).toHaveValue("B.Voc Radiology & Medical Imaging");
    await expect(form.university).toHaveValue("Other");
    await expect(form.message).toHaveValue("Keep this message.");
    await expect(form.submit).toBeEnabled();
    expect(await rowsNamed("enquiries", name)).toEqual([]);
    allowConsoleErrors(consoleErrors, /Failed to load resource: the server responded with a status of 503/);
  });
});

test("a post the server never answers gives 'could not be sent' after 30 s, keeping every value", async ({ page }) => {
  const form = await openAdmission(page);
  await page.clock.install();
  // The request is held and never answered, as on a connection that died silently.
  await page.route("**/admission.data*", () => undefined);
  const name = uniqueName("No Answer");
  await fillAdmission(form, { name, message: "Still here after the timeout." });
  await form.submit.click();
  const button = form.form.locator('button[type="submit"]');
  await expect(button).toBeDisabled();

  await page.clock.runFor(29_000);
  await expect(toast(page, "error", "Your message could not be sent")).toHaveCount(0);
  await page.clock.runFor(1_500);
  await expect(toast(page, "error", "Your message could not be sent")).toBeVisible();
  await expect(form.name).toHaveValue(name);
  await expect(form.message).toHaveValue("Still here after the timeout.");
  await expect(button).toBeEnabled();
});

test("a post sent before the page hydrated is stored and redirected to the confirmation, which hydrates", async ({
  page,
  consoleErrors,
}) => {
  // Scripts blocked: the visitor is faster than the page's JavaScript.
  await page.route("**/assets/*.js", (route) => route.abort());
  await page.goto("/admission");
  const form = page.locator(ADMISSION_FORM);
  const name = uniqueName("Early Bird");
  await form.getByLabel("Full Name").fill(name);
  await form.getByLabel("Phone Number").fill("9811122233");
  await form.getByLabel("Email Address").fill("early@example.com");
  await form.getByLabel("Course").selectOption("B.Voc Dialysis Technology");
  await form.getByLabel("University").selectOption("Other");
  await form.getByLabel("Who is filling in this form?").selectOption("student");
  await page.unroute("**/assets/*.js");

  const [response] = await Promise.all([
    page.waitForResponse((candidate) => candidate.request().method() === "POST"),
    form.getByRole("button", { name: "Submit Application" }).click(),
  ]);
  // The browser itself sent it: answered like a post without JavaScript.
  expect(response.status()).toBe(303);
  expect(new URL(response.url()).pathname).toBe("/admission");
  await expect(page).toHaveURL(/\/admission\/submitted\?reference=EN-[0-9A-F]{8}$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Application Submitted!");
  // The confirmation's inline scripts are allowed by its Content-Security-Policy: it hydrates.
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  expect(await rowsNamed("enquiries", name)).toHaveLength(1);
  expect((await rowsNamed("enquiries", name))[0]).toMatchObject({
    phone: "+919811122233",
    course: "B.Voc Dialysis Technology",
  });
  allowConsoleErrors(consoleErrors, /Failed to load resource: net::ERR_FAILED/);
});

test.describe("contact form", () => {
  test("a valid message shows the success toast, empties the form and is stored as typed", async ({ page }) => {
    const form = await openContact(page);
    const name = uniqueName("Rahul Singh");
    const values = {
      email: "rahul.singh@example.com",
      phone: "+91 (98) 7654-3210 ext 2",
      subject: "Visit on Saturday",
      message: "Can I visit the campus on Saturday morning?\nThanks.",
    };
    await form.name.fill(name);
    await form.email.fill(values.email);
    await form.phone.fill(values.phone);
    await form.subject.fill(values.subject);
    await form.message.fill(values.message);
    await form.submit.click();

    const success = toast(page, "success", "Message Sent Successfully!");
    await expect(success).toBeVisible();
    await expect(success.locator("[data-description]")).toHaveText("We'll get back to you within 24 hours.");
    for (const field of [form.name, form.email, form.phone, form.subject, form.message]) {
      await expect(field).toHaveValue("");
    }

    await expect.poll(async () => (await rowsNamed("messages", name)).length).toBe(1);
    expect((await rowsNamed("messages", name))[0]).toMatchObject({ name, ...values });
  });

  test("a failed connection shows 'could not be sent' and keeps every value", async ({ page, consoleErrors }) => {
    const form = await openContact(page);
    await page.route("**/contact.data*", (route) => route.abort());
    const name = uniqueName("No Network");
    await form.name.fill(name);
    await form.email.fill("offline@example.com");
    await form.phone.fill("011-2345 6789");
    await form.subject.fill("Offline");
    await form.message.fill("This must survive a failed send.");
    await form.submit.click();

    await expect(toast(page, "error", "Your message could not be sent")).toBeVisible();
    await expect(form.name).toHaveValue(name);
    await expect(form.email).toHaveValue("offline@example.com");
    await expect(form.phone).toHaveValue("011-2345 6789");
    await expect(form.subject).toHaveValue("Offline");
    await expect(form.message).toHaveValue("This must survive a failed send.");
    expect(await rowsNamed("messages", name)).toEqual([]);
    allowConsoleErrors(consoleErrors, /Failed to load resource: net::ERR_FAILED/);
  });
});

test.describe("when the database is unavailable", () => {
  test.describe.configure({ mode: "serial" });
  let server: TestServer;

  test.beforeAll(async () => {
    server = await startServerWithoutDatabase();
  });

  test.afterAll(async () => {
    await server?.stop();
    server?.cleanup();
  });

  test("the server's 503 shows 'could not be sent' and the form keeps its input", async ({ page, consoleErrors }) => {
    const form = await openAdmission(page, server.url);
    const name = uniqueName("No Database");
    await fillAdmission(form, { name, message: "Still here." });
    await form.submit.click();

    const failed = toast(page, "error", "Your message could not be sent");
    await expect(failed).toBeVisible();
    await expect(failed.locator("[data-description]")).toContainText("Please try again in a moment");
    await expect(form.name).toHaveValue(name);
    await expect(form.phone).toHaveValue("9876543210");
    await expect(form.course).toHaveValue("B.Voc Radiology & Medical Imaging");
    await expect(form.message).toHaveValue("Still here.");
    allowConsoleErrors(consoleErrors, /Failed to load resource: the server responded with a status of 503/);
  });
});
