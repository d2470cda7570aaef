import type { Page } from "@playwright/test";
import { DEGREE_LEVELS } from "#content/course-schema.ts";
import { courseFullName, courses, findCourse } from "#content/courses/index.ts";
import { ADMISSION_COURSE_GROUPS, courseOptionLabel } from "#content/form-options.ts";
import { ADMISSION_PATH, COURSE_PARAM } from "#domain/site-paths.ts";
import { expect, gotoHydrated, rowsNamed, test } from "#tests/support/fixtures.ts";
import { toast, uniqueName, uniquePhone, waitForHydration } from "#tests/support/forms.ts";

/**
 * Applying to the course one chose: the admission form offers every course,
 * every Apply Now names its course and the form opens with it chosen, with and without
 * JavaScript (every link and form in the HTML, tests/http/pages.db.test.ts; one of each kind
 * followed here); an application sent without JavaScript is answered with a 303 to a
 * confirmation page; the phone field takes the spellings people paste.
 */

const ADMISSION_FORM = 'form[aria-label="Application form"]';

/**
 * The links followed in the browser: a course card of each degree, a course page and an
 * alias of one. That every card and course page links to its course, and that the form each
 * opens has it chosen, is checked for all 24 in the HTML (tests/http/pages.db.test.ts).
 */
const COURSE_OF_EACH_DEGREE = DEGREE_LEVELS.map((degree) => courses.find((course) => course.degree === degree)!);
const COURSE_PAGES = ["m-voc-hospital-management", "radiology-medical-imaging"];

/** Where an Apply Now must lead: the parameter the admission page's loader reads. */
const applyHref = (slug: string) => `${ADMISSION_PATH}?${COURSE_PARAM}=${slug}`;

const courseSelect = (page: Page) => page.locator(ADMISSION_FORM).getByLabel("Course");
const readyToApply = (page: Page) =>
  page.locator('section[aria-labelledby="apply-title"]').getByRole("link", { name: "Apply Now" });

/** Fills everything but the course, with a unique name, phone and email; returns them. */
async function fillApplicant(page: Page, phone = uniquePhone()) {
  const form = page.locator(ADMISSION_FORM);
  const name = uniqueName("Apply Course");
  const email = `${name.split(" ").at(-1)}@example.com`;
  await form.getByLabel("Full Name").fill(name);
  await form.getByLabel("Phone Number").fill(phone);
  await form.getByLabel("Email Address").fill(email);
  await form.getByLabel("University").selectOption("Other");
  await form.getByLabel("Who is filling in this form?").selectOption("student");
  return { name, email };
}

test.describe("with JavaScript", () => {
  test("the admission form offers all 22 courses, grouped by level, and each can be chosen", async ({ page }) => {
    await gotoHydrated(page, "/admission");
    const select = courseSelect(page);
    const groups = await select.locator("optgroup").evaluateAll((elements) =>
      (elements as HTMLOptGroupElement[]).map((group) => ({
        label: group.label,
        options: [...group.querySelectorAll("option")].map((option) => option.value),
      })),
    );
    expect(groups).toEqual(
      ADMISSION_COURSE_GROUPS.map((group) => ({ label: group.label, options: [...group.options] })),
    );
    expect(groups.map((group) => group.label)).toEqual(["B.Voc", "M.Voc", "Certificate"]);
    expect(groups.flatMap((group) => group.options)).toHaveLength(22);
    // Every course the site lists, under the name its option carries.
    expect(groups.flatMap((group) => group.options).sort()).toEqual(courses.map(courseOptionLabel).sort());
    await expect(select).toHaveValue("");
    for (const course of courses) {
      await select.selectOption(courseOptionLabel(course));
      await expect(select).toHaveValue(courseOptionLabel(course));
    }
  });

  test("Apply Now on a course card of each degree, and Ready to Apply on a course page and an alias, open the form with that course chosen", async ({
    page,
  }) => {
    // Round trips through the course list as a visitor makes them: a tap on the card, then
    // Back (React Router's navigations, no reload). Every card's and course page's link, and
    // the form each opens, are checked in the HTML (tests/http/pages.db.test.ts).
    await gotoHydrated(page, "/courses");
    for (const course of COURSE_OF_EACH_DEGREE) {
      const apply = page.getByRole("link", { name: `Apply Now for ${courseFullName(course)}`, exact: true });
      await expect(apply).toHaveAttribute("href", applyHref(course.slug));
      await apply.click();
      await expect(page).toHaveURL(applyHref(course.slug));
      await expect(courseSelect(page), course.slug).toHaveValue(courseOptionLabel(course));
      await page.goBack();
      await expect(page).toHaveURL("/courses");
    }
    for (const slug of COURSE_PAGES) {
      const course = findCourse(slug)!;
      await gotoHydrated(page, `/courses/${slug}`);
      await expect(readyToApply(page)).toHaveAttribute("href", applyHref(course.slug));
      await readyToApply(page).click();
      await expect(courseSelect(page), slug).toHaveValue(courseOptionLabel(course));
    }
  });

  test("on a phone: from a course card to a stored application in two taps and a few fields", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await gotoHydrated(page, "/courses");
    await page.getByRole("link", { name: "Apply Now for B.Voc in Fashion Designing", exact: true }).click(); // tap 1
    await waitForHydration(page, ADMISSION_FORM);
    await expect(courseSelect(page)).toHaveValue("B.Voc Fashion Designing");
    const phone = uniquePhone();
    const { name } = await fillApplicant(page, `+91 ${phone.slice(0, 5)} ${phone.slice(5)}`);
    await page.getByRole("button", { name: "Submit Application" }).click(); // tap 2

    await expect(toast(page, "success", "Application Submitted!")).toBeVisible();
    // With JavaScript the page stays put: no redirect, no confirmation page.
    await expect(page).toHaveURL("/admission?course=fashion-designing");
    await expect.poll(async () => (await rowsNamed("enquiries", name)).length).toBe(1);
    expect((await rowsNamed("enquiries", name))[0]).toMatchObject({
      course: "B.Voc Fashion Designing",
      phone: `+91${phone}`,
    });
  });

  test("an alias chooses its course; an unknown or empty course chooses nothing, without an error", async ({
    page,
  }) => {
    for (const [query, expected] of [
      ["radiology-medical-imaging", "B.Voc Radiology & Medical Imaging"],
      ["multimedia-animation", "B.Voc Multimedia & Animation"],
      ["hospital-sterilization", "Certificate Course in Hospital Sterilization"],
      ["astrophysics", ""],
      ["", ""],
      ["%3Cscript%3E", ""],
    ] as const) {
      const response = await page.goto(`/admission?course=${query}`);
      expect(response?.status(), query).toBe(200);
      await waitForHydration(page, ADMISSION_FORM);
      await expect(courseSelect(page), query).toHaveValue(expected);
    }
  });

  test("the phone field takes what people paste, and stores +91 and the 10 digits", async ({ page }) => {
    for (const spell of [
      (digits: string) => `+91 ${digits.slice(0, 5)} ${digits.slice(5)}`,
      (digits: string) => `0${digits.slice(0, 5)} ${digits.slice(5)}`,
      (digits: string) => `91-${digits.slice(0, 5)}-${digits.slice(5)}`,
    ]) {
      await gotoHydrated(page, "/admission?course=hotel-management");
      const digits = uniquePhone();
      const phoneField = page.locator(ADMISSION_FORM).getByLabel("Phone Number");
      // Pasted in one go, as from a contact card.
      await phoneField.focus();
      await page.keyboard.insertText(spell(digits));
      await expect(phoneField).toHaveValue(spell(digits));
      const { name } = await fillApplicant(page, spell(digits));
      await page.getByRole("button", { name: "Submit Application" }).click();
      await expect(toast(page, "success", "Application Submitted!")).toBeVisible();
      await expect.poll(async () => (await rowsNamed("enquiries", name)).length).toBe(1);
      expect((await rowsNamed("enquiries", name))[0]!.phone).toBe(`+91${digits}`);
    }
  });

  test("letters are dropped as typed; a number that is not an Indian mobile gives 'Invalid Phone Number'", async ({
    page,
  }) => {
    await gotoHydrated(page, "/admission?course=hotel-management");
    const phoneField = page.locator(ADMISSION_FORM).getByLabel("Phone Number");
    await phoneField.pressSequentially("98a76-54 x3210");
    await expect(phoneField).toHaveValue("9876-54 3210");

    for (const wrong of ["5876543210", "98765 4321", "98765432101"]) {
      const { name } = await fillApplicant(page, wrong);
      await page.getByRole("button", { name: "Submit Application" }).click();
      const invalid = toast(page, "error", "Invalid Phone Number");
      await expect(invalid.first()).toBeVisible();
      await expect(invalid.first().locator("[data-description]")).toHaveText(
        "Please enter a valid 10-digit phone number.",
      );
      await expect(phoneField).toHaveAttribute("aria-invalid", "true");
      expect(await rowsNamed("enquiries", name)).toEqual([]);
    }
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("Apply Now on a course card of each degree, and Ready to Apply on a course page and an alias, open the form with that course chosen", async ({
    page,
  }) => {
    await page.goto("/courses");
    const cardLinks = page.getByRole("link", { name: /^Apply Now for / });
    await expect(cardLinks).toHaveCount(22);
    const hrefs = await cardLinks.evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(hrefs).toEqual(courses.map((course) => applyHref(course.slug)));

    for (const [index, course] of COURSE_OF_EACH_DEGREE.entries()) {
      if (index > 0) await page.goBack();
      await page.getByRole("link", { name: `Apply Now for ${courseFullName(course)}`, exact: true }).click();
      await expect(courseSelect(page), course.slug).toHaveValue(courseOptionLabel(course));
      // Chosen in the HTML itself, not by a script.
      await expect(courseSelect(page).locator("option[selected]:not([disabled])")).toHaveAttribute(
        "value",
        courseOptionLabel(course),
      );
    }
    for (const slug of COURSE_PAGES) {
      await page.goto(`/courses/${slug}`);
      await readyToApply(page).click();
      await expect(courseSelect(page), slug).toHaveValue(courseOptionLabel(findCourse(slug)!));
    }
  });

  test("an application is answered with a 303 to a confirmation page, and refreshing sends nothing again", async ({
    page,
  }) => {
    await page.goto("/admission?course=optometry-technology");
    await expect(courseSelect(page)).toHaveValue("B.Voc Optometry Technology");
    const digits = uniquePhone();
    const { name } = await fillApplicant(page, `0${digits.slice(0, 5)} ${digits.slice(5)}`);

    const posts: number[] = [];
    page.on("response", (response) => {
      if (response.request().method() === "POST") posts.push(response.status());
    });
    await page.getByRole("button", { name: "Submit Application" }).click();
    await expect(page).toHaveURL(/\/admission\/submitted\?reference=EN-[0-9A-F]{8}$/);
    expect(posts).toEqual([303]);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Application Submitted!");
    await expect(
      page.getByText("Thank you for your interest. Our counselor will contact you within 24 hours."),
    ).toBeVisible();
    expect(await rowsNamed("enquiries", name)).toHaveLength(1);
    expect((await rowsNamed("enquiries", name))[0]).toMatchObject({
      course: "B.Voc Optometry Technology",
      phone: `+91${digits}`,
    });

    const reloaded = await page.reload();
    expect(reloaded?.request().method()).toBe("GET");
    expect(reloaded?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Application Submitted!");
    expect(posts).toEqual([303]);
    expect(await rowsNamed("enquiries", name)).toHaveLength(1);
  });

  test("a rejected application still comes back on the form with the errors and the input kept", async ({ page }) => {
    await page.goto("/admission?course=yoga-and-naturopathy");
    const { name } = await fillApplicant(page, "12345 67890");
    const [response] = await Promise.all([
      page.waitForResponse((candidate) => candidate.request().method() === "POST"),
      page.getByRole("button", { name: "Submit Application" }).click(),
    ]);
    expect(response.status()).toBe(400);
    await expect(page.locator("#enquiry-admission-phone-error")).toContainText(
      "Please enter a valid 10-digit phone number.",
    );
    await expect(page.locator(ADMISSION_FORM).getByLabel("Phone Number")).toHaveValue("12345 67890");
    await expect(courseSelect(page)).toHaveValue("B.Voc Yoga & Naturopathy");
    expect(await rowsNamed("enquiries", name)).toEqual([]);
  });
});
