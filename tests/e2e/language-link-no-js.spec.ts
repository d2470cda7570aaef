import { expect, test } from "#tests/support/fixtures.ts";

/**
 * Without JavaScript the language link's own href keeps the query of a page rendered for it
 * (issue 52): the course chosen by Apply Now and the course finder's choice survive a change of
 * language, in both directions, and the page in the other language shows them.
 */
test.use({ javaScriptEnabled: false });

test("the language link keeps the chosen course and the finder's choice without JavaScript", async ({ page }) => {
  for (const [from, to] of [
    ["/admission?course=hotel-management", "/hi/admission?course=hotel-management"],
    ["/hi/admission?course=hotel-management", "/admission?course=hotel-management"],
    ["/courses?q=lab&level=B.Voc", "/hi/courses?q=lab&level=B.Voc"],
    ["/hi/courses?q=lab", "/courses?q=lab"],
  ] as const) {
    await page.goto(from);
    const link = page.locator("footer [data-language-link]");
    await expect(link, from).toHaveAttribute("href", to);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${to.replace(/[?.]/g, "\\$&")}$`));
  }
  // The chosen course is chosen on the Hindi page it led to.
  await page.goto("/admission?course=hotel-management");
  await page.locator("footer [data-language-link]").click();
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  await expect(page.locator('select[name="course"]').first()).toHaveValue("B.Voc Hotel Management");
});
