import { chromium } from "@playwright/test";
import { mkdirSync } from "node:fs";
import { CHROMIUM_ARGS, chromiumPath } from "#tests/browser.ts";

/**
 * Full-page screenshots of every page at phone and desktop widths, for looking at what we
 * build: `npm run screenshots` with the server running (BASE_URL, default localhost:3000).
 */
const BASE_URL = process.env.BASE_URL ?? "http://localhost:3000";
const PATHS = (
  process.argv[2] ??
  "/,/about,/courses,/courses/cardiac-care-technology,/courses/hospital-sterilization,/success-stories,/admission,/contact,/privacy,/missing-page"
).split(",");
const WIDTHS = [375, 1280];

mkdirSync("screenshots", { recursive: true });
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
for (const width of WIDTHS) {
  const page = await browser.newPage({ viewport: { width, height: width < 800 ? 812 : 900 } });
  for (const path of PATHS) {
    await page.goto(BASE_URL + path, { waitUntil: "networkidle" });
    const name = path === "/" ? "home" : path.slice(1).replace(/\//g, "_");
    await page.screenshot({ path: `screenshots/${name}-${width}.png`, fullPage: true });
    // Phone pages are long: also save them in screen-sized parts that are readable at a glance.
    if (width < 800) {
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      for (let top = 0, part = 1; top < height; top += 1400, part += 1) {
        await page.screenshot({
          path: `screenshots/${name}-${width}-part${part}.png`,
          fullPage: true,
          clip: { x: 0, y: top, width, height: Math.min(1400, height - top) },
        });
      }
    }
  }
  await page.close();
}
await browser.close();
console.info(`Screenshots written to screenshots/ for ${PATHS.length} pages at ${WIDTHS.join(" and ")} px`);
