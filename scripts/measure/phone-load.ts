import type { Browser } from "@playwright/test";
import type { ReadyFigures } from "./audit-verdict";

/**
 * One page load as a phone on mobile data sees it, with real throttling in Chromium (no
 * simulation): DevTools network throttling and a 4× slower CPU, cache off, a fresh browser
 * context (so a new connection) every time. `npm run audit` uses the same figures for
 * Lighthouse's runs (throttlingMethod "devtools").
 */
export const PHONE = { width: 375, height: 812, deviceScaleFactor: 2 } as const;

/** Lighthouse's mobile preset ("Slow 4G"), applied as it is: 150 ms per request, 1.6 Mbit/s down, 750 kbit/s up. */
export const THROTTLING = {
  rttMs: 150,
  throughputKbps: 1.6 * 1024,
  requestLatencyMs: 150,
  downloadThroughputKbps: 1.6 * 1024,
  uploadThroughputKbps: 750,
  cpuSlowdownMultiplier: 4,
} as const;

/**
 * Records, from the document's start: first paint, largest paint, layout shifts, and the
 * moment the page is ready: the first frame in which the header's menu button carries
 * React's props, so a tap on it works (the same check as the tests' waitForHydration).
 */
const RECORDER = `
  window.__load = { fcp: null, lcp: null, cls: 0, shifted: [], ready: null };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === "first-contentful-paint") window.__load.fcp = entry.startTime;
  }).observe({ type: "paint", buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__load.lcp = entry.startTime;
  }).observe({ type: "largest-contentful-paint", buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      window.__load.cls += entry.value;
      for (const source of entry.sources) window.__load.shifted.push(source.node ? source.node.nodeName : "?");
    }
  }).observe({ type: "layout-shift", buffered: true });
  const hydrated = () => {
    const menu = document.querySelector('[aria-controls="mobile-menu"]');
    if (menu && Object.keys(menu).some((key) => key.startsWith("__reactProps"))) window.__load.ready = performance.now();
    else requestAnimationFrame(hydrated);
  };
  requestAnimationFrame(hydrated);
`;

interface Recorded {
  fcp: number | null;
  lcp: number | null;
  cls: number;
  shifted: string[];
  ready: number | null;
}

export async function measurePhoneLoad(browser: Browser, url: string): Promise<ReadyFigures> {
  const context = await browser.newContext({
    viewport: PHONE,
    deviceScaleFactor: PHONE.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: THROTTLING.requestLatencyMs,
      // Kbps as Lighthouse counts them (1024 bits), in bytes per second.
      downloadThroughput: Math.floor((THROTTLING.downloadThroughputKbps * 1024) / 8),
      uploadThroughput: Math.floor((THROTTLING.uploadThroughputKbps * 1024) / 8),
    });
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: THROTTLING.cpuSlowdownMultiplier });
    await page.addInitScript(RECORDER);
    await page.goto(url, { waitUntil: "load", timeout: 60_000 });
    // Functions, not strings: the page's Content-Security-Policy refuses eval.
    const recorded = () => (window as unknown as { __load: Recorded }).__load;
    await page.waitForFunction(() => (window as unknown as { __load: Recorded }).__load.ready !== null, undefined, {
      timeout: 60_000,
    });
    const load = await page.evaluate(recorded);
    if (load.fcp === null || load.lcp === null) throw new Error(`${url}: Chromium reported no first or largest paint`);
    return { fcpMs: load.fcp, lcpMs: load.lcp, readyMs: load.ready!, cls: load.cls, shifted: load.shifted };
  } finally {
    await context.close();
  }
}
