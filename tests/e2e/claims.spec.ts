import { admissionGuide, admissionYear } from "#content/admission.ts";
import { admissionText } from "#content/translations/admission.ts";
import { courseFullName, courses, NCAHP_REGISTRATION_NOTE } from "#content/courses/index.ts";
import { expect, gotoHydrated, test } from "#tests/support/fixtures.ts";

/**
 * Claims on the rendered pages: the admission page's year, fee table and documents, and
 * the NCAHP registration note on the allied-health course pages.
 */

const SIZES = [
  { name: "375 px", width: 375, height: 812 },
  { name: "1280 px", width: 1280, height: 900 },
];

for (const size of SIZES) {
  test(`the admission page shows its year, a fee per course and the documents to bring at ${size.name}`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    // Hydrated: the server's HTML of the guide must survive React taking over the page.
    await gotoHydrated(page, "/admission");
    await expect(page).toHaveTitle(new RegExp(`^Admission ${admissionYear}: Apply Online \\|`));

    const table = page.getByRole("table", { name: "Fees per course" });
    await expect(table.getByRole("columnheader")).toHaveText(["Course", "Tuition", "Whole course"]);
    const rows = table.locator("tbody tr");
    await expect(rows).toHaveCount(22);
    await expect(table.getByRole("rowheader")).toHaveText(courses.map(courseFullName));
    await expect(rows.locator("td:nth-child(2)")).toHaveText(admissionGuide.fees.rows.map((row) => row.tuition));
    await expect(rows.locator("td:nth-child(3)")).toHaveText(admissionGuide.fees.rows.map((row) => row.total));
    await expect(page.getByText(admissionText.en.fees.note)).toBeVisible();

    const documents = page.getByRole("region", { name: "Documents to bring" });
    await expect(documents.getByRole("listitem")).toHaveText(
      admissionText.en.documents.items.map((item) => `${item.name}${item.when}`),
    );

    // The four steps of the spec are still there, pointing to the documents.
    const steps = page.getByRole("region", { name: "What happens after you apply" });
    await expect(steps.getByRole("listitem")).toHaveCount(4);
    await expect(steps).toContainText("Documents to bring");

    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, "no sideways scrolling").toBe(0);
    const tableBox = (await table.boundingBox())!;
    expect(tableBox.x + tableBox.width).toBeLessThanOrEqual(size.width);
  });
}

test("the admission guide is in the page's HTML, without JavaScript", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/admission");
  await expect(page.getByRole("table", { name: "Fees per course" }).locator("tbody tr")).toHaveCount(22);
  await expect(page.getByRole("heading", { name: "Documents to bring" })).toBeVisible();
  await context.close();
});

test("the admission guide shows after a client-side navigation too", async ({ page }) => {
  await gotoHydrated(page, "/");
  await page.getByRole("link", { name: "Admission", exact: true }).first().click();
  await expect(page).toHaveURL(/\/admission$/);
  await expect(page.getByRole("table", { name: "Fees per course" }).locator("tbody tr")).toHaveCount(22);
});

test("allied-health course pages say that some roles need NCAHP registration; the others do not", async ({ page }) => {
  for (const course of courses) {
    await page.goto(`/courses/${course.slug}`);
    const careers = page.getByRole("region", { name: "Career Opportunities" });
    if (course.ncahpRegistration) await expect(careers.getByText(NCAHP_REGISTRATION_NOTE), course.slug).toBeVisible();
    else await expect(page.getByText("Allied and Healthcare Professions"), course.slug).toHaveCount(0);
  }
});

test("the physiotherapy page says it is not the BPT degree", async ({ page }) => {
  await page.goto("/courses/physiotherapy-program");
  await expect(page.getByRole("region", { name: "Course Overview" })).toContainText(
    "it is not the BPT (Bachelor of Physiotherapy) degree",
  );
});
