import type { Locator, Page } from "@playwright/test";
import { expect, gotoHydrated, test } from "#tests/support/fixtures.ts";

/**
 * The course finder on /courses: a GET form that the server answers with the matching courses
 * when the browser runs no JavaScript, and that filters in the browser, as the visitor types,
 * when it does. The URL holds the choice either way.
 */

const list = (page: Page) => page.getByRole("region", { name: "Course list" });
const finder = (page: Page) => page.getByRole("search", { name: "Find a course" });
const status = (page: Page) => page.getByRole("status");

/** The names of the course cards a visitor can see, in order. */
async function shownCourses(page: Page): Promise<string[]> {
  return list(page).locator(":scope > ul > li:visible h2").allTextContents();
}

function select(page: Page, label: string): Locator {
  return finder(page).getByLabel(label, { exact: true });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the search box and the Show courses button load the matching courses, kept in the URL and the form", async ({
    page,
  }) => {
    await page.goto("/courses");
    await expect(status(page)).toHaveText("Showing all 22 courses");
    expect(await shownCourses(page)).toHaveLength(22);

    await finder(page).getByLabel("Search courses").fill("Software");
    await finder(page).getByRole("button", { name: "Show courses" }).click();
    await expect(page).toHaveURL(/\/courses\?q=Software&level=&category=&duration=$/);
    expect(await shownCourses(page)).toEqual([
      "B.Voc in Computer Software Technology",
      "M.Voc in Computer Software Technology",
    ]);
    await expect(status(page)).toHaveText("Showing 2 of 22 courses");
    await expect(finder(page).getByLabel("Search courses")).toHaveValue("Software");
  });

  test("the level, category and duration filters narrow the list, with the search", async ({ page }) => {
    await page.goto("/courses");
    await select(page, "Level").selectOption({ label: "M.Voc" });
    await finder(page).getByRole("button", { name: "Show courses" }).click();
    expect(await shownCourses(page)).toEqual(["M.Voc in Hospital Management", "M.Voc in Computer Software Technology"]);
    await expect(select(page, "Level")).toHaveValue("m-voc");

    await page.goto("/courses?category=paramedical&duration=3-years");
    expect(await shownCourses(page)).toHaveLength(6);
    await expect(select(page, "Category")).toHaveValue("paramedical");
    await expect(select(page, "Duration")).toHaveValue("3-years");

    await page.goto("/courses?duration=6-months");
    expect(await shownCourses(page)).toEqual(["Certificate Course in Hospital Sterilization"]);

    await page.goto("/courses?q=management&level=m-voc");
    expect(await shownCourses(page)).toEqual(["M.Voc in Hospital Management"]);
  });

  test("no match says so and offers to clear the filters", async ({ page }) => {
    await page.goto("/courses?q=astronomy&category=technology");
    await expect(status(page)).toHaveText("No courses match your search.");
    expect(await shownCourses(page)).toEqual([]);
    await list(page).getByRole("link", { name: "Clear filters" }).click();
    await expect(page).toHaveURL(/\/courses$/);
    expect(await shownCourses(page)).toHaveLength(22);
    await expect(finder(page).getByLabel("Search courses")).toHaveValue("");
  });
});

test.describe("with JavaScript", () => {
  test("filters as the visitor types, replacing the URL, without asking the server", async ({ page }) => {
    await gotoHydrated(page, "/courses");
    const historyLength = await page.evaluate(() => history.length);
    const requests: string[] = [];
    // Pages and data (Chromium fetches the favicon again on each new URL: not a question to the server).
    // React Router's route discovery (`/__manifest?paths=…`, for the links on the page) may come
    // late on a busy machine; it asks which routes exist, not for any course.
    page.on("request", (request) => {
      if (!["document", "fetch", "xhr"].includes(request.resourceType())) return;
      if (new URL(request.url()).pathname === "/__manifest") return;
      requests.push(request.url());
    });

    const search = finder(page).getByLabel("Search courses");
    await search.pressSequentially("hot");
    await expect(page).toHaveURL(/\/courses\?q=hot$/);
    expect(await shownCourses(page)).toEqual(["B.Voc in Hotel Management"]);
    await expect(status(page)).toHaveText("Showing 1 of 22 courses");

    await search.fill("software");
    await select(page, "Level").selectOption({ label: "M.Voc" });
    await expect(page).toHaveURL(/\/courses\?q=software&level=m-voc$/);
    expect(await shownCourses(page)).toEqual(["M.Voc in Computer Software Technology"]);

    await select(page, "Level").selectOption({ label: "All levels" });
    await select(page, "Category").selectOption({ label: "Technology" });
    await expect(page).toHaveURL(/\/courses\?q=software&category=technology$/);
    expect(await shownCourses(page)).toEqual([
      "B.Voc in Computer Software Technology",
      "M.Voc in Computer Software Technology",
    ]);

    expect(await page.evaluate(() => history.length)).toBe(historyLength);
    expect(requests, "requests made while filtering").toEqual([]);
  });

  test("announces the count politely, and an empty result clears in place", async ({ page }) => {
    await gotoHydrated(page, "/courses");
    await expect(status(page)).toHaveAttribute("role", "status"); // a polite live region
    const search = finder(page).getByLabel("Search courses");
    await search.fill("astronomy");
    await expect(status(page)).toHaveText("No courses match your search.");
    expect(await shownCourses(page)).toEqual([]);

    await list(page).getByRole("link", { name: "Clear filters" }).click();
    await expect(page).toHaveURL(/\/courses$/);
    await expect(status(page)).toHaveText("Showing all 22 courses");
    expect(await shownCourses(page)).toHaveLength(22);
    await expect(search).toHaveValue("");
    await expect(search).toBeFocused();
  });

  test("a link with a choice opens filtered, and Back from a course returns to the same choice", async ({ page }) => {
    await gotoHydrated(page, "/courses?duration=2-years&q=hospital");
    expect(await shownCourses(page)).toEqual(["M.Voc in Hospital Management"]);
    await expect(select(page, "Duration")).toHaveValue("2-years");

    await finder(page).getByLabel("Search courses").fill("hotel");
    await select(page, "Duration").selectOption({ label: "Any duration" });
    await list(page).getByRole("link", { name: "More Info about B.Voc in Hotel Management" }).click();
    await expect(page).toHaveURL(/\/courses\/hotel-management$/);
    await page.getByRole("button", { name: "Back" }).click();
    await expect(page).toHaveURL(/\/courses\?q=hotel$/);
    await expect(finder(page).getByLabel("Search courses")).toHaveValue("hotel");
    expect(await shownCourses(page)).toEqual(["B.Voc in Hotel Management"]);

    // The header's Courses link is a navigation of its own: the whole list again.
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Courses" }).click();
    await expect(page).toHaveURL(/\/courses$/);
    await expect(finder(page).getByLabel("Search courses")).toHaveValue("");
    expect(await shownCourses(page)).toHaveLength(22);
  });
});
