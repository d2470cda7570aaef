import http from "node:http";
import type { AddressInfo } from "node:net";
import { site } from "../../app/content/site";
import { expect, test } from "../support/fixtures";

/**
 * On a slow connection a page arrives in pieces, and the browser may paint what it has
 * parsed so far. Nothing painted may then move when the rest arrives: CLS 0. A relay in
 * front of the real server sends a page's HTML in two parts with a pause between them, and
 * the page records every layout shift.
 *
 * The pause is real time on the relay's side: it stands in for the network, so there is no
 * browser timer for Playwright's clock to run instead.
 */

const PAUSE_MS = 300;
const PAGE = "/courses/hospital-management";

/** Points in the header's HTML where the page stops for a moment. */
const HEADER_PAUSES: Record<string, (header: string) => number> = {
  "before the caption": (header) => header.indexOf(site.caption),
  "before the main navigation": (header) => header.indexOf('<nav aria-label="Main"'),
  // The phone's is the last call link in the header: the first is the wide screens' one.
  "before the phone and menu buttons": (header) => header.lastIndexOf(`aria-label="Call ${site.phone.display}"`),
  "before the menu button": (header) => header.indexOf('aria-controls="mobile-menu"'),
};

interface Relay {
  url: string;
  close: () => Promise<void>;
}

/** Serves `html` for `path` in two parts split at `at`; every other request goes to the real server. */
async function startRelay(upstream: string, path: string, html: string, at: number): Promise<Relay> {
  const server = http.createServer(async (request, response) => {
    if (request.url === path) {
      response.setHeader("content-type", "text/html; charset=utf-8");
      response.write(html.slice(0, at));
      setTimeout(() => response.end(html.slice(at)), PAUSE_MS);
      return;
    }
    try {
      const answer = await fetch(upstream + request.url, {
        headers: { "accept-encoding": "identity" },
        signal: AbortSignal.timeout(10_000),
      });
      response.statusCode = answer.status;
      response.setHeader("content-type", answer.headers.get("content-type") ?? "application/octet-stream");
      response.end(Buffer.from(await answer.arrayBuffer()));
    } catch (error) {
      // Answered, so the page's load does not wait forever; the test then fails on the page's error.
      response.statusCode = 502;
      response.end(String(error));
    }
  });
  await new Promise<void>((listening) => server.listen(0, "127.0.0.1", listening));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((closed) => {
        server.close(() => closed());
        server.closeAllConnections(); // the browser's idle keep-alive connections too
      }),
  };
}

/** Layout shifts recorded from the start of the document, as plain data. */
const RECORD_SHIFTS = `
  window.__shifts = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      window.__shifts.push({
        value: entry.value,
        moved: entry.sources.map((source) => source.node ? source.node.nodeName + " " + (source.node.className || "") : "?"),
      });
    }
  }).observe({ type: "layout-shift", buffered: true });
`;

for (const [label, variant] of [
  // Chromium holds the first paint until the header's visible parts are in (root.tsx), at any width.
  ["as served, on a 360 px phone", { width: 360, holdFirstPaint: true }],
  // Browsers without <link rel="expect"> may paint a half-parsed header: its layout must hold
  // still on its own. (On narrower phones the name wraps once the buttons arrive; there only
  // the held paint keeps it still.)
  ["without the held first paint, on a 412 px phone", { width: 412, holdFirstPaint: false }],
] as const) {
  test.describe(`the header does not move while the page arrives: ${label}`, () => {
    test.use({ viewport: { width: variant.width, height: 800 }, isMobile: true, hasTouch: true });

    for (const [where, pauseIn] of Object.entries(HEADER_PAUSES)) {
      test(`paused ${where}`, async ({ page, request, baseURL }) => {
        const served = await (await request.get(PAGE)).text();
        const html = variant.holdFirstPaint ? served : served.replace(/<link rel="expect"[^>]*>/, "");
        expect(html.includes('rel="expect"')).toBe(variant.holdFirstPaint);
        const headerStart = html.indexOf("<header");
        const inHeader = pauseIn(html.slice(headerStart, html.indexOf("</header>")));
        expect(inHeader, `the point ${where} in the header`).toBeGreaterThan(0);
        const at = headerStart + inHeader;

        const relay = await startRelay(baseURL!, PAGE, html, at);
        try {
          await page.addInitScript(RECORD_SHIFTS);
          await page.goto(relay.url + PAGE, { waitUntil: "load" });
          await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
          // Entries are delivered after the frame that caused them; a settled frame flushes them.
          await page.evaluate("new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))");
          expect(await page.evaluate("window.__shifts")).toEqual([]);
        } finally {
          await page.close(); // before the relay, which its last requests go through
          await relay.close();
        }
      });
    }
  });
}
