import type { Page } from "@playwright/test";
import { expect, test } from "#tests/support/fixtures.ts";
import { POPUP_COURSE_OPTIONS, SHIPPED_UNIVERSITY_OPTIONS } from "#content/form-options.ts";

/**
 * The timed enquiry popup (app/lib/popup-timing.ts): it opens 15 s after
 * entering any page but /admission, only if dismissed fewer than 2 times and not within the
 * last 30 s; entering "/" resets; a successful submit keeps it away. Time is Playwright's
 * fake clock, paused, so every second is advanced explicitly and nothing waits for real.
 */

const SEC = 1000;
const START = new Date("2026-03-02T04:30:00.000Z");

/** Installs the fake clock, frozen, before the first page loads. */
async function freezeClock(page: Page) {
  await page.clock.install({ time: START });
  // A moment later than the install, so real time that passed in between is never "the past".
  await page.clock.pauseAt(new Date(START.getTime() + SEC));
}

/** Loads a page and waits until the popup host has hydrated and started its timer. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await page.waitForFunction(() => window.sessionStorage.getItem("enquiry-popup") !== null);
  await expect(page.locator("main h1")).toBeVisible();
}

/** Client-side navigation through the header, finished once the new page has focus on its h1. */
async function navigate(page: Page, label: string, path: RegExp) {
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: label, exact: true }).click();
  await expect(page).toHaveURL(path);
  await expect(page.locator("main h1")).toBeFocused();
}

/** Lets queued React work (scheduled through MessageChannel, which the clock does not fake) run. */
async function settle(page: Page) {
  for (let i = 0; i < 5; i++) {
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => resolve();
          channel.port2.postMessage(null);
        }),
    );
  }
}

/** Requests for the dialog's lazily loaded code: made only when the popup decides to open. */
function trackDialogLoads(page: Page): string[] {
  const loads: string[] = [];
  page.on("request", (request) => {
    if (/\/assets\/enquiry-popup-[^/]*\.js$/.test(new URL(request.url()).pathname)) loads.push(request.url());
  });
  return loads;
}

function dialog(page: Page) {
  return page.getByRole("dialog");
}

/**
 * React reveals a just-suspended boundary (the lazily loaded dialog) after up to 300 ms, on
 * a timer the frozen clock holds back; half a second of page time lets it through. On a busy
 * machine the dialog's code may arrive after that half second, and React's timer then waits
 * on the frozen clock: the page's time moves on in small steps until the dialog shows.
 */
const REVEAL_MS = 500;

async function expectOpen(page: Page) {
  await page.clock.runFor(REVEAL_MS);
  await expect(async () => {
    if (!(await dialog(page).isVisible())) await page.clock.runFor(100);
    await expect(dialog(page)).toBeVisible({ timeout: 250 });
  }).toPass({ timeout: 15_000 });
  await expect(dialog(page)).toHaveAccessibleName("Get free admission counseling");
}

async function expectClosed(page: Page) {
  await settle(page);
  await expect(dialog(page)).toHaveCount(0);
}

/** Dismisses with Escape and lets the dialog's focus restore (a zero-delay timer) run. */
async function dismissWithEscape(page: Page) {
  await page.keyboard.press("Escape");
  await expect(dialog(page)).toHaveCount(0);
  await page.clock.runFor(1);
}

async function dismissWithClose(page: Page) {
  await dialog(page).getByRole("button", { name: "Close" }).click();
  await expect(dialog(page)).toHaveCount(0);
  await page.clock.runFor(1);
}

test.beforeEach(async ({ page }) => {
  await freezeClock(page);
});

test("opens 15 s after entering /about as a modal dialog; Escape closes it and the page is usable again", async ({
  page,
}) => {
  // The dialog's code loads only when the timer decides to open it: a precise signal of when it fired.
  const dialogLoads = trackDialogLoads(page);
  await open(page, "/about");

  await page.clock.runFor(14 * SEC);
  await expectClosed(page);
  await page.clock.runFor(1 * SEC - 1);
  await expectClosed(page);
  expect(dialogLoads).toEqual([]);

  await page.clock.runFor(1); // 15 s
  await expect.poll(() => dialogLoads.length).toBe(1);
  await expectOpen(page);
  await expect(dialog(page).getByRole("button", { name: "Close" })).toBeVisible();
  await expect(dialog(page).getByRole("form", { name: "Quick enquiry" })).toBeVisible();

  // Focus moves into the dialog and stays there.
  const focusInDialog = () =>
    page.evaluate(() => Boolean(document.querySelector('[role="dialog"]')?.contains(document.activeElement)));
  await expect.poll(focusInDialog).toBe(true);
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press("Tab");
    expect(await focusInDialog()).toBe(true);
  }
  await page.keyboard.press("Shift+Tab");
  expect(await focusInDialog()).toBe(true);

  await dismissWithEscape(page);
  // Focus has left the (removed) dialog and the page is usable again: nothing is inert or hidden.
  expect(await focusInDialog()).toBe(false);
  await expect(page.locator("main h1")).toBeVisible();
  await expect(page.locator("[aria-hidden='true'] main, main[aria-hidden='true']")).toHaveCount(0);
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Courses" }).click();
  await expect(page).toHaveURL(/\/courses$/);
});

test("closing the popup gives focus back to where the visitor was", async ({ page }) => {
  // A visitor typing in the contact form when the timer fires: the popup takes focus, and
  // after Escape (or Close) they should be back in the field they were typing in.
  await open(page, "/contact");
  const name = page.getByRole("form", { name: "Send us a message" }).getByLabel("Full Name");
  await name.fill("Typing my name");
  await expect(name).toBeFocused();

  await page.clock.runFor(15 * SEC);
  await expectOpen(page);
  await expect
    .poll(() =>
      page.evaluate(() => Boolean(document.querySelector('[role="dialog"]')?.contains(document.activeElement))),
    )
    .toBe(true);

  await dismissWithEscape(page);
  await expect(name).toBeFocused();
  await expect(name).toHaveValue("Typing my name");
});

test("opens on the home page too, 15 s after entering it", async ({ page }) => {
  await open(page, "/");
  await page.clock.runFor(15 * SEC - 1);
  await expectClosed(page);
  await page.clock.runFor(1);
  await expectOpen(page);
});

test("never opens on /admission", async ({ page }) => {
  const dialogLoads = trackDialogLoads(page);
  await open(page, "/admission");
  await page.clock.runFor(60 * SEC);
  await expectClosed(page);
  await page.clock.fastForward(60 * SEC);
  await expectClosed(page);
  expect(dialogLoads).toEqual([]);

  // The timer works everywhere else in the same visit.
  await navigate(page, "Contact", /\/contact$/);
  await page.clock.runFor(15 * SEC);
  await expectOpen(page);
});

test("a client-side visit to /admission cancels the timer of the page before it", async ({ page }) => {
  const dialogLoads = trackDialogLoads(page);
  await open(page, "/about");
  await page.clock.runFor(10 * SEC);
  await navigate(page, "Admission", /\/admission$/);
  await page.clock.runFor(60 * SEC);
  await expectClosed(page);
  expect(dialogLoads).toEqual([]);
});

test("leaving a page before 15 s cancels its timer; the next page starts its own", async ({ page }) => {
  const dialogLoads = trackDialogLoads(page);
  await open(page, "/about");
  await page.clock.runFor(10 * SEC);
  await navigate(page, "Courses", /\/courses$/);

  // 15 s after entering /about, 5 s after entering /courses: nothing.
  await page.clock.runFor(5 * SEC);
  await expectClosed(page);
  await page.clock.runFor(10 * SEC - 1);
  await expectClosed(page);
  expect(dialogLoads).toEqual([]);

  // 15 s after entering /courses.
  await page.clock.runFor(1);
  await expectOpen(page);
});

test("after a dismissal it stays away for 30 s, then a later page's timer opens it", async ({ page }) => {
  await open(page, "/about");
  await page.clock.runFor(15 * SEC);
  await expectOpen(page);
  await dismissWithEscape(page); // dismissed at 15 s

  // Entered at 15 s, fires at 30 s: only 15 s after the dismissal.
  await navigate(page, "Courses", /\/courses$/);
  await page.clock.runFor(15 * SEC);
  await expectClosed(page);

  // A blocked timer is not retried later: staying on the page past the cooldown changes nothing.
  await page.clock.runFor(60 * SEC);
  await expectClosed(page);

  // The cooldown is long over: a page entered now opens it 15 s later.
  await navigate(page, "Contact", /\/contact$/);
  await page.clock.runFor(15 * SEC - 1);
  await expectClosed(page);
  await page.clock.runFor(1);
  await expectOpen(page);
});

test("a timer that fires less than 30 s after the dismissal does not open it", async ({ page }) => {
  await open(page, "/about");
  await page.clock.runFor(15 * SEC);
  await expectOpen(page);
  await dismissWithClose(page); // dismissed at 15 s

  await page.clock.runFor(14 * SEC); // 29 s
  await navigate(page, "Success Stories", /\/success-stories$/); // fires at 44 s: 29 s after the dismissal
  await page.clock.runFor(15 * SEC);
  await expectClosed(page);

  await navigate(page, "Courses", /\/courses$/); // entered at 44 s, fires at 59 s: 44 s after
  await page.clock.runFor(15 * SEC);
  await expectOpen(page);
});

/** Opens and dismisses the popup twice: Escape on /about, the Close button on /courses. */
async function dismissTwice(page: Page) {
  await open(page, "/about");
  await page.clock.runFor(15 * SEC);
  await expectOpen(page);
  await dismissWithEscape(page); // 1st, at 15 s

  await page.clock.runFor(30 * SEC);
  await navigate(page, "Courses", /\/courses$/); // entered at 45 s
  await page.clock.runFor(15 * SEC);
  await expectOpen(page);
  await dismissWithClose(page); // 2nd, at 60 s
}

test("after two dismissals it no longer opens on other pages", async ({ page }) => {
  await dismissTwice(page);

  await navigate(page, "Contact", /\/contact$/);
  await page.clock.runFor(60 * SEC);
  await expectClosed(page);

  await navigate(page, "Success Stories", /\/success-stories$/);
  await page.clock.runFor(5 * 60 * SEC);
  await expectClosed(page);

  await navigate(page, "About", /\/about$/);
  await page.clock.runFor(60 * SEC);
  await expectClosed(page);

  // A full reload in the same tab keeps the count.
  await open(page, "/courses/hospital-management");
  await page.clock.runFor(60 * SEC);
  await expectClosed(page);
});

test("entering / resets the count: it opens again 15 s later", async ({ page }) => {
  await dismissTwice(page);

  await navigate(page, "Home", /^[^/]+\/\/[^/]+\/$/);
  await page.clock.runFor(15 * SEC - 1);
  await expectClosed(page);
  await page.clock.runFor(1);
  await expectOpen(page);

  // The count starts again from zero: one dismissal and it comes back on a later page.
  await dismissWithEscape(page);
  await page.clock.runFor(30 * SEC);
  await navigate(page, "About", /\/about$/);
  await page.clock.runFor(15 * SEC);
  await expectOpen(page);
});

test("submitting the popup form closes it for good", async ({ page }) => {
  await open(page, "/about");
  await page.clock.runFor(15 * SEC);
  await expectOpen(page);
  const popup = dialog(page);

  // 12 course options after the disabled placeholder; the two universities and Other.
  const course = popup.getByLabel("Course");
  const courseOptions = course.locator("option");
  await expect(courseOptions).toHaveCount(13);
  await expect(courseOptions.first()).toBeDisabled();
  await expect(courseOptions.first()).toHaveAttribute("value", "");
  await expect(courseOptions).toHaveText(["Select a course", ...POPUP_COURSE_OPTIONS]);
  expect(POPUP_COURSE_OPTIONS).toHaveLength(12);

  const university = popup.getByLabel("University");
  const universityOptions = university.locator("option");
  await expect(universityOptions).toHaveCount(4);
  await expect(universityOptions.first()).toBeDisabled();
  await expect(universityOptions.nth(0)).toHaveAttribute("value", "");
  await expect(universityOptions).toHaveText(["Select a university", ...SHIPPED_UNIVERSITY_OPTIONS]);
  expect(SHIPPED_UNIVERSITY_OPTIONS).toHaveLength(3);
  await expect(universityOptions.last()).toHaveText("Other");

  await popup.getByLabel("Full Name").fill("Popup Test Student");
  await popup.getByLabel("Phone Number").fill("9876501234");
  await popup.getByLabel("Email Address").fill("popup.student@example.com");
  await course.selectOption("B.Voc Hospital Management");
  await university.selectOption(SHIPPED_UNIVERSITY_OPTIONS[0]!);
  await popup.getByLabel("Who is filling in this form?").selectOption("student");
  const posted = page.waitForResponse(
    (r) => r.request().method() === "POST" && /\/admission(\.data)?$/.test(new URL(r.url()).pathname),
  );
  await popup.getByRole("button", { name: "Get Free Counseling" }).click();
  expect((await posted).status()).toBe(200);

  await expect(dialog(page)).toHaveCount(0);
  // The toast area loads lazily and the toast library adds a toast on a zero-delay timer:
  // let page time run in small steps until it shows (well under its 4 s display time).
  const toast = page.getByText("Application Submitted!", { exact: true });
  await expect
    .poll(async () => {
      await page.clock.runFor(100);
      return toast.count();
    })
    .toBe(1);
  await expect(toast).toBeVisible();
  await expect(
    page.getByText("Thank you for your interest. Our counselor will contact you within 24 hours."),
  ).toBeVisible();
  // The toast sits over the header until it times out.
  await page.clock.runFor(10 * SEC);
  await expect(page.getByText("Application Submitted!", { exact: true })).toHaveCount(0);
  await expectClosed(page);

  // It does not come back on other pages, however long the visitor stays.
  await navigate(page, "Courses", /\/courses$/);
  await page.clock.runFor(60 * SEC);
  await expectClosed(page);
  await navigate(page, "Contact", /\/contact$/);
  await page.clock.runFor(5 * 60 * SEC);
  await expectClosed(page);
  await navigate(page, "Success Stories", /\/success-stories$/);
  await page.clock.runFor(60 * SEC);
  await expectClosed(page);
});
