import { expect, test } from "#tests/support/fixtures.ts";
import { unmarkedLatin } from "#tests/support/latin-script.ts";

/**
 * Every Hindi page, read as a Hindi-speaking parent reads it (issue 52): no English leaks onto
 * it. Latin script is allowed only where tests/support/latin-script.ts allows it: brand names,
 * degree codes and abbreviations, emails and web addresses, and names deliberately kept in Latin
 * script, which carry `lang="en"` (WCAG 3.1.2). The pages are the sitemap's Hindi alternates,
 * so a page added to the site is walked too.
 */
test('no Hindi page shows English outside a lang="en" name', async ({ page, request }) => {
  test.setTimeout(240_000);
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const paths = [
    ...new Set([...sitemap.matchAll(/hreflang="hi-IN" href="[a-z]+:\/\/[^/"]+([^"]*)"/g)].map((match) => match[1]!)),
  ];
  // The six pages, the notice and its form, the three disclosure pages and the 22 courses.
  expect(paths.length).toBeGreaterThanOrEqual(33);
  const leaks: string[] = [];
  for (const path of paths) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");
    for (const found of await unmarkedLatin(page))
      leaks.push(`${path} <${found.where}> ${found.words.join(" ")}: ${found.text}`);
  }
  expect(leaks, "English on Hindi pages").toEqual([]);
});

test('the walk fails on English that leaked, and accepts a name marked lang="en"', async ({ page }) => {
  await page.setContent(
    `<html lang="hi"><body><p>फ़ीस: At admission</p><p><span lang="en">Gurugram Skills Institute</span> में B.Voc, ICU और WhatsApp, info@example.com</p></body></html>`,
  );
  expect((await unmarkedLatin(page)).map((found) => found.words)).toEqual([["At", "admission"]]);
});
