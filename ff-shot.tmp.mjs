import { chromium } from "@playwright/test";
const [base, out, path, width, height, full] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium-headless-shell" });
const page = await browser.newPage({ viewport: { width: +width, height: +height } });
await page.goto(base + path, { waitUntil: "networkidle" });
await page.waitForTimeout(800);
await page.screenshot({ path: out, fullPage: full === "full", clip: full === "full" ? undefined : undefined });
await browser.close();
