import http from "node:http";
import type { AddressInfo } from "node:net";
import { site } from "#content/site.ts";
import { expect, test } from "#tests/support/fixtures.ts";

/**
 * A page arrives in pieces, and the browser may paint what it has parsed so far: on a slow
 * connection, or on a slow phone whose parser stops to paint. Nothing painted may then move
 * when the rest arrives: CLS 0. A relay in front of the real server sends a course page's
 * HTML in two parts with a pause between them, and the page records every layout shift.
 *
 * The pause is real time on the relay's side: it stands in for the network, so there is no
 * browser timer for Playwright's clock to run instead.
 */

const PAUSE_MS = 300;
const PAGE = "/courses/hospital-management";

/** Points on the first screen where the HTML stops for a moment, found in the page as served. */
const PAUSES: Record<string, (html: string) => number> = {
  "before the caption under the name": (html) => html.indexOf(site.caption, html.indexOf("<header")),
  "before the main navigation": (html) => html.indexOf('<nav aria-label="Main"'),
  // The phone's is the last call link in the header: the first is the wide screens' one.
  "before the phone and menu buttons": (html) =>
    html.lastIndexOf(`aria-label="Call ${site.phone.display}"`, html.indexOf("</header>")),
  "before the menu button": (html) => html.indexOf('aria-controls="mobile-menu"'),
  "between the overview heading's icon and its text": (html) =>
    html.indexOf("Course Overview", html.indexOf('id="overview-title"')),
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

for (const width of [360, 412]) {
  // At 360 px the institute's name takes two lines, at 412 px one.
  test.describe(`nothing on the first screen moves while the page arrives, ${width} px phone`, () => {
    test.use({ viewport: { width, height: 800 }, isMobile: true, hasTouch: true });

    for (const [where, pauseIn] of Object.entries(PAUSES)) {
      test(`paused ${where}`, async ({ page, request, baseURL }) => {
        const html = await (await request.get(PAGE)).text();
        const at = pauseIn(html);
        expect(at, `the point ${where}`).toBeGreaterThan(html.indexOf("<body"));

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
