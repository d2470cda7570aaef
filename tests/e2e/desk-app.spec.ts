import { addStaff, signIn } from "#tests/support/desk.ts";
import { allowConsoleErrors, e2eDatabase, expect, test } from "#tests/support/fixtures.ts";

/**
 * The desk as an installable web app (scripts/build/desk-app.ts): Chromium finds the
 * manifest and the service worker and reports no installability error; the worker is
 * scoped to /desk/, caches only the build's static files, and answers a desk page it cannot
 * reach with the page saying the desk needs a connection. The public site registers none.
 */
test("the desk installs: manifest, a worker scoped to /desk/, no installability errors, nothing personal cached", async ({
  page,
  context,
  consoleErrors,
}) => {
  const staff = await addStaff(e2eDatabase());
  await signIn(page, staff, "/desk/today");
  const manifest = await (await page.request.get("/desk/manifest.webmanifest")).json();
  expect(manifest).toMatchObject({
    start_url: "/desk/",
    scope: "/desk/",
    display: "standalone",
    theme_color: "#0c6358",
  });
  expect(manifest.icons.map((icon: { sizes: string; purpose: string }) => `${icon.sizes} ${icon.purpose}`)).toEqual([
    "192x192 any",
    "512x512 any",
    "512x512 maskable",
  ]);
  for (const icon of [...manifest.icons.map((each: { src: string }) => each.src), "/desk/icon-180.png"]) {
    const answer = await page.request.get(icon);
    expect(answer.headers()["content-type"], icon).toBe("image/png");
  }
  await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute("href", "/desk/icon-180.png");
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute("content", "#0c6358");

  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(new URL(scope).pathname).toBe("/desk/");
  // Controlled from the next page on: what it caches while the desk is used.
  await page.goto("/desk/leads");
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  // Every request of the page done (React Router fetches the routes its links lead to after it
  // hydrates): going offline under one of them would fail it ("Failed to fetch manifest patches").
  await page.goto("/desk/account", { waitUntil: "networkidle" });
  const cdp = await context.newCDPSession(page);
  const { installabilityErrors } = (await cdp.send("Page.getInstallabilityErrors")) as {
    installabilityErrors: { errorId: string }[];
  };
  expect(installabilityErrors).toEqual([]);
  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const key of await caches.keys())
      for (const request of await (await caches.open(key)).keys()) urls.push(new URL(request.url).pathname);
    return urls;
  });
  expect(cached.length).toBeGreaterThan(0);
  expect(cached.filter((path) => !path.startsWith("/assets/") && !/^\/desk\/icon-[\w-]+\.png$/.test(path))).toEqual([]);

  // Offline: a desk page is the "needs a connection" page, with nothing from the desk's data.
  await context.setOffline(true);
  await page.goto("/desk/today").catch(() => undefined);
  await expect(page.getByRole("heading", { name: "The desk needs a connection" })).toBeVisible();
  await context.setOffline(false);
  // The offline page is answered 503, which the browser reports as a failed load.
  allowConsoleErrors(consoleErrors, /status of 503/);
});

test("public pages register no service worker", async ({ page }) => {
  for (const path of ["/", "/courses", "/admission"]) {
    await page.goto(path, { waitUntil: "networkidle" });
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length), path).toBe(0);
    await expect(page.locator('link[rel="manifest"][href^="/desk"]')).toHaveCount(0);
  }
});
