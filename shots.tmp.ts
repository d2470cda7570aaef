import { chromium } from "@playwright/test";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium-headless-shell", args: ["--no-sandbox"] });
for (const [path, width] of [["/hi/courses/medical-lab-technology", 375], ["/hi/success-stories", 375], ["/hi/privacy", 1280], ["/hi/contact", 375]] as const) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  await page.goto("http://localhost:3101" + path);
  await page.screenshot({ path: `/tmp/shot-${path.replace(/\//g, "_")}-${width}.png`, fullPage: path !== "/hi/privacy" ? false : false });
  await page.close();
}
const page = await browser.newPage({ viewport: { width: 375, height: 900 } });
await page.goto("http://localhost:3101/hi/courses/medical-lab-technology");
await page.locator("footer").scrollIntoViewIfNeeded();
await page.locator("footer").screenshot({ path: "/tmp/shot-footer-375.png" });
await browser.close();
