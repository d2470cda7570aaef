import { expect, test } from "../support/fixtures";

/**
 * The desk's code stays off the public pages, as the browser loads them. Who may do what on
 * the desk (every route and action, by role) is asked over plain HTTP in
 * tests/http/desk-access.test.ts.
 */

test("public pages load no desk code and no desk stylesheet", async ({ page }) => {
  const requested: string[] = [];
  page.on("request", (request) => requested.push(request.url()));
  for (const path of ["/", "/admission", "/courses"]) await page.goto(path, { waitUntil: "networkidle" });
  expect(requested.filter((url) => /desk|sign-in|passkey|simplewebauthn/i.test(url))).toEqual([]);
  const html = await page.content();
  expect(html).not.toMatch(/desk-[\w-]+\.css/);
});
