import { enquiryReference } from "#domain/submissions.ts";
import type { Page } from "@playwright/test";
import { allowConsoleErrors, expect, rowsNamed, startProjectServer, test } from "#tests/support/fixtures.ts";
import { startServerWithoutDatabase, uniqueName, uniquePhone } from "#tests/support/forms.ts";
import { site } from "#content/site.ts";

/**
 * Without JavaScript both forms still work as plain HTML posts: a stored application is
 * redirected (303) to its confirmation page, a contact message answered with the page and
 * the confirmation in it; a rejected post comes back with the errors next to the fields and
 * the input kept.
 */
test.use({ javaScriptEnabled: false });

/** Submits the form by clicking its button and returns the status of the page the server answered. */
async function submitDocument(page: Page, button: string, path: string): Promise<number> {
  const [response] = await Promise.all([
    page.waitForResponse(
      (candidate) => candidate.request().method() === "POST" && new URL(candidate.url()).pathname === path,
    ),
    page.getByRole("button", { name: button }).click(),
  ]);
  await page.waitForLoadState("domcontentloaded");
  return response.status();
}

test("JavaScript really is off", async ({ page }) => {
  await page.goto("/admission");
  // The page's own inline script (React Router's context) never ran.
  expect(await page.evaluate(() => "__reactRouterContext" in window)).toBe(false);
  const form = page.locator('form[aria-label="Application form"]');
  await expect(form).toHaveAttribute("method", /post/i);
  await expect(form).toHaveAttribute("action", "/admission");
});

test.describe("admission without JavaScript", () => {
  test("a valid application is redirected to the confirmation page and stored", async ({ page }) => {
    await page.goto("/admission");
    const form = page.locator('form[aria-label="Application form"]');
    const name = uniqueName("NoJS Applicant");
    await form.getByLabel("Full Name").fill(name);
    await form.getByLabel("Phone Number").fill("9812345678");
    await form.getByLabel("Email Address").fill("nojs@example.com");
    await form.getByLabel("Course").selectOption("M.Voc Computer Software Technology");
    await form.getByLabel("University").selectOption({ index: 1 });
    await form.getByLabel("Who is filling in this form?").selectOption("student");
    await form.getByLabel("Message").fill("Sent without scripts.");

    expect(await submitDocument(page, "Submit Application", "/admission")).toBe(303);
    await expect(page).toHaveURL(/\/admission\/submitted\?reference=EN-[0-9A-F]{8}$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Application Submitted!");
    await expect(
      page.getByText("Thank you for your interest. Our counselor will contact you within 24 hours."),
    ).toBeVisible();

    const rows = await rowsNamed("enquiries", name);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      source: "admission",
      phone: "+919812345678",
      email: "nojs@example.com",
      course: "M.Voc Computer Software Technology",
      message: "Sent without scripts.",
    });
    expect(rows[0]!.university).not.toBe("");
    // The reference, as the in-place confirmation with JavaScript shows it.
    await expect(page.getByText(`Your reference number is ${enquiryReference(rows[0]!.id!)}.`)).toBeVisible();
  });

  test("an invalid application comes back with errors next to the fields and the input kept", async ({ page }) => {
    await page.goto("/admission");
    const form = page.locator('form[aria-label="Application form"]');
    const name = uniqueName("NoJS Invalid");
    await form.getByLabel("Full Name").fill(name);
    await form.getByLabel("Phone Number").fill("12345");
    await form.getByLabel("Email Address").fill("not-an-email");
    await form.getByLabel("Course").selectOption("B.Voc Hotel Management");
    // University left unchosen.
    await form.getByLabel("Message").fill("Keep <this> & that.");

    expect(await submitDocument(page, "Submit Application", "/admission")).toBe(400);

    const after = page.locator('form[aria-label="Application form"]');
    const summary = after.getByRole("alert");
    await expect(summary).toContainText("Missing Information");

    const expectations: Record<string, string> = {
      phone: "Please enter a valid 10-digit phone number.",
      email: "Please enter a valid email address, like name@example.com.",
      university: "Please choose a university.",
      applicant: "Please tell us who is filling in this form.",
    };
    for (const [field, message] of Object.entries(expectations)) {
      const control = page.locator(`#enquiry-admission-${field}`);
      await expect(control, field).toHaveAttribute("aria-invalid", "true");
      await expect(control).toHaveAttribute("aria-describedby", `enquiry-admission-${field}-error`);
      await expect(page.locator(`#enquiry-admission-${field}-error`)).toContainText(message);
      await expect(summary.getByRole("link", { name: message })).toHaveAttribute("href", `#enquiry-admission-${field}`);
    }
    for (const field of ["name", "course", "message"]) {
      await expect(page.locator(`#enquiry-admission-${field}`)).not.toHaveAttribute("aria-invalid", "true");
    }

    await expect(after.getByLabel("Full Name")).toHaveValue(name);
    await expect(after.getByLabel("Phone Number")).toHaveValue("12345");
    await expect(after.getByLabel("Email Address")).toHaveValue("not-an-email");
    await expect(after.getByLabel("Course")).toHaveValue("B.Voc Hotel Management");
    await expect(after.getByLabel("University")).toHaveValue("");
    await expect(after.getByLabel("Message")).toHaveValue("Keep <this> & that.");
    expect(await rowsNamed("enquiries", name)).toEqual([]);

    // Correcting the fields and sending again from the same page works.
    await after.getByLabel("Phone Number").fill("9812345679");
    await after.getByLabel("Email Address").fill("fixed@example.com");
    await after.getByLabel("University").selectOption("Other");
    await after.getByLabel("Who is filling in this form?").selectOption("student");
    expect(await submitDocument(page, "Submit Application", "/admission")).toBe(303);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Application Submitted!");
    expect(await rowsNamed("enquiries", name)).toHaveLength(1);
    expect((await rowsNamed("enquiries", name))[0]).toMatchObject({ email: "fixed@example.com", university: "Other" });
  });
});

test.describe("contact without JavaScript", () => {
  test("a valid message shows the confirmation in the page and is stored", async ({ page }) => {
    await page.goto("/contact");
    const form = page.locator('form[aria-label="Send us a message"]');
    const name = uniqueName("NoJS Contact");
    await form.getByLabel("Full Name").fill(name);
    await form.getByLabel("Email Address").fill("contact.nojs@example.com");
    await form.getByLabel("Phone Number").fill("+91 98123 45678");
    await form.getByLabel("Subject").fill("Hostel");
    await form.getByLabel("Message").fill("Is there a hostel?");

    expect(await submitDocument(page, "Send Message", "/contact")).toBe(200);
    const confirmation = page.getByRole("status").filter({ hasText: "Message Sent Successfully!" });
    await expect(confirmation).toBeVisible();
    await expect(confirmation).toContainText("We'll get back to you within 24 hours.");

    const rows = await rowsNamed("messages", name);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      email: "contact.nojs@example.com",
      // An Indian mobile number, stored as the other forms store it (decision 12).
      phone: "+919812345678",
      subject: "Hostel",
      message: "Is there a hostel?",
    });
  });

  test("an invalid message comes back with errors next to the fields and the input kept", async ({ page }) => {
    await page.goto("/contact");
    const form = page.locator('form[aria-label="Send us a message"]');
    const name = uniqueName("NoJS Bad Contact");
    // Valid for the browser's own checks (required, type=email), invalid for the server.
    await form.getByLabel("Full Name").fill(name);
    await form.getByLabel("Email Address").fill("someone@localhost");
    await form.getByLabel("Phone Number").fill("011 2345 6789");
    await form.getByLabel("Subject").fill("Question");
    await form.getByLabel("Message").fill("   ");

    expect(await submitDocument(page, "Send Message", "/contact")).toBe(400);

    const after = page.locator('form[aria-label="Send us a message"]');
    await expect(after.getByRole("alert")).toContainText("Missing Information");
    const expectations: Record<string, string> = {
      email: "Please enter a valid email address, like name@example.com.",
      message: "Please write your message.",
    };
    for (const [field, message] of Object.entries(expectations)) {
      const control = page.locator(`#contact-${field}`);
      await expect(control, field).toHaveAttribute("aria-invalid", "true");
      await expect(control).toHaveAttribute("aria-describedby", `contact-${field}-error`);
      await expect(page.locator(`#contact-${field}-error`)).toContainText(message);
    }
    await expect(page.locator("#contact-name")).not.toHaveAttribute("aria-invalid", "true");
    await expect(after.getByLabel("Full Name")).toHaveValue(name);
    await expect(after.getByLabel("Email Address")).toHaveValue("someone@localhost");
    await expect(after.getByLabel("Phone Number")).toHaveValue("011 2345 6789");
    await expect(after.getByLabel("Subject")).toHaveValue("Question");
    await expect(after.getByLabel("Message")).toHaveValue("   ");
    expect(await rowsNamed("messages", name)).toEqual([]);
  });
});

test.describe("a post refused as a whole, without JavaScript", () => {
  /** Sends the contact form to `base` and returns the status; the message names itself. */
  async function sendContact(page: Page, base: string, name: string): Promise<number> {
    await page.goto(`${base}/contact`);
    const form = page.locator('form[aria-label="Send us a message"]');
    await form.getByLabel("Full Name").fill(name);
    await form.getByLabel("Email Address").fill(`${name.replace(/\W+/g, ".").toLowerCase()}@example.com`);
    await form.getByLabel("Phone Number").fill(uniquePhone());
    await form.getByLabel("Subject").fill("Refused");
    await form.getByLabel("Message").fill("Kept when refused.");
    return submitDocument(page, "Send Message", "/contact");
  }

  test("the database down: the page says the message could not be sent, with the number, and keeps the input", async ({
    page,
    consoleErrors,
  }) => {
    const server = await startServerWithoutDatabase();
    try {
      const name = uniqueName("NoJS Down");
      expect(await sendContact(page, server.url, name)).toBe(503);
      const alert = page.getByRole("alert").filter({ hasText: "Your message could not be sent" });
      await expect(alert).toBeVisible();
      await expect(alert).toContainText(`call us on ${site.phone.display}`);
      await expect(page.locator('form[aria-label="Send us a message"]').getByLabel("Full Name")).toHaveValue(name);
      allowConsoleErrors(consoleErrors, /Failed to load resource: the server responded with a status of 503/);
    } finally {
      await page.goto("about:blank");
      await server.stop();
      server.cleanup();
    }
  });

  test("above the address's hard cap: the page gives the phone and WhatsApp numbers, the message kept", async ({
    page,
  }) => {
    const server = await startProjectServer({ env: { SUBMIT_RATE_LIMIT: "1", SUBMIT_HARD_CAP: "1" } });
    try {
      expect(await sendContact(page, server.url, uniqueName("NoJS First"))).toBe(200);
      const second = uniqueName("NoJS Second");
      expect(await sendContact(page, server.url, second)).toBe(429);
      // Without JavaScript the proof of work cannot be done: the numbers to call or message instead.
      const alert = page.getByRole("alert").filter({ hasText: "We could not take this form just now" });
      await expect(alert).toBeVisible();
      await expect(alert).toContainText(`call us on ${site.phone.display}`);
      await expect(alert).toContainText(`WhatsApp at ${site.chat.display}`);
      await expect(page.locator('form[aria-label="Send us a message"]').getByLabel("Full Name")).toHaveValue(second);
    } finally {
      await page.goto("about:blank");
      await server.stop();
      server.cleanup();
    }
  });
});
