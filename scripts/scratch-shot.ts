import { chromium } from "playwright";
import { CHROMIUM_ARGS, testBrowserPath } from "#tests/browser.ts";
import { addStaff, sessionCookieFor } from "#tests/support/desk.ts";
import { startServer } from "#tests/support/server.ts";

const server = await startServer();
try {
  const admin = await addStaff(server.databaseUrl, { role: "admin" });
  const cookie = await sessionCookieFor(server.url, admin);
  const browser = await chromium.launch({ executablePath: testBrowserPath(), args: CHROMIUM_ARGS });
  for (const width of [375, 1280]) {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const [name, value] = cookie.split(";")[0]!.split("=");
    await context.addCookies([{ name: name!, value: value!, url: server.url }]);
    const page = await context.newPage();
    for (const path of (process.argv[2] ?? "/desk/content/universities").split(",")) {
      await page.goto(new URL(path, server.url).href);
      await page.screenshot({ path: `/tmp/shots/${path.replace(/\W+/g, "_")}-${width}.png`, fullPage: process.argv[3] === "full" });
    }
    await context.close();
  }
  await browser.close();
} finally {
  await server.stop();
  server.cleanup();
}
