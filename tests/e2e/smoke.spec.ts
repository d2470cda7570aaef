import { site } from "#content/site.ts";
import { expect, test } from "#tests/support/fixtures.ts";

test("home page renders and hydrates", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("skill-based degree");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About" }).click();
  await expect(page).toHaveURL(/\/about$/);
  // Its own heading ("since 2015" is left out while that year has no source: issue 52).
  await expect(page.getByRole("heading", { level: 1 })).toContainText(`${site.name}: skills first`);
});
