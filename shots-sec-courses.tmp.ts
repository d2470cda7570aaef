import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, chromiumPath } from "#tests/browser.ts";
import { addStaff, sessionCookieFor } from "#tests/support/desk.ts";

const BASE = "http://127.0.0.1:3306";
const DB = process.env.SHOT_DB!;
const OUT = "/work/shots/sec-courses";
const admin = await addStaff(DB, { role: "admin", name: "Asha Admin" });
const cookie = await sessionCookieFor(BASE, admin);
const [name, value] = cookie.split("=") as [string, string];
const paths = [
  "/desk/content",
  "/desk/content/courses",
  "/desk/content/courses/hotel-management",
  "/desk/content/testimonials",
  "/desk/content/testimonials/priya-sharma",
  "/desk/content/faq",
  "/desk/content/faq/new",
];
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
for (const width of [375, 1280]) {
  const context = await browser.newContext({ viewport: { width, height: width < 800 ? 812 : 900 } });
  await context.addCookies([{ name, value: value, url: BASE }]);
  const page = await context.newPage();
  for (const path of paths) {
    await page.goto(BASE + path, { waitUntil: "networkidle" });
    const file = path.slice(1).replace(/\//g, "_");
    await page.screenshot({ path: `${OUT}/${file}-${width}.png`, fullPage: true });
  }
  // An error shown beside its field: a story made a graduate's without its consent date.
  await page.goto(`${BASE}/desk/content/testimonials/anjali-verma`, { waitUntil: "networkidle" });
  await page.getByLabel(/An example story/).uncheck();
  await page.getByRole("button", { name: "Save draft" }).click();
  await page.getByText("cannot be published without").waitFor();
  await page.screenshot({ path: `${OUT}/testimonial-refused-${width}.png`, fullPage: true });
  // A course page and the stories as published (the shipped content).
  for (const path of ["/courses/hotel-management", "/success-stories", "/hi/faq"]) {
    await page.goto(BASE + path, { waitUntil: "networkidle" });
    await page.screenshot({ path: `${OUT}/public${path.replace(/\//g, "_")}-${width}.png`, fullPage: width > 800 });
  }
  await context.close();
}
await browser.close();
console.info("done");
