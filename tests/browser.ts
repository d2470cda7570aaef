import { existsSync } from "node:fs";

/**
 * The browsers. Playwright cannot download its own here, so a missing one is a clear failure
 * naming the Debian package, never a skipped test.
 *
 * - The end-to-end tests drive Chromium's headless shell (`chromium-headless-shell`, the
 *   same Blink as Chromium without the browser around it): the suite takes about half the
 *   CPU it took in the full browser (docs/decisions/0020). TEST_CHROME_PATH overrides it.
 * - The audit (Lighthouse) and the screenshots use the full browser, as a visitor's phone
 *   runs it: CHROME_PATH, else Debian's /usr/bin/chromium.
 */
export function testBrowserPath(): string {
  return existing(
    process.env.TEST_CHROME_PATH || "/usr/bin/chromium-headless-shell",
    "chromium-headless-shell",
    "TEST_CHROME_PATH",
  );
}

export function chromiumPath(): string {
  return existing(process.env.CHROME_PATH || "/usr/bin/chromium", "chromium", "CHROME_PATH");
}

function existing(path: string, debianPackage: string, variable: string): string {
  if (!existsSync(path)) {
    throw new Error(
      `${debianPackage} was not found at ${path}. Install it with "apt-get install -y ${debianPackage}" ` +
        `(Debian/Ubuntu) or set ${variable} to a Chromium or Chrome binary.`,
    );
  }
  return path;
}

/** Flags for a sandboxed CI machine without network access beyond localhost. */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
