import { existsSync } from "node:fs";

/**
 * The Chromium every browser test uses: CHROME_PATH, else Debian's /usr/bin/chromium.
 * Playwright cannot download its own browser here, so a missing one is a clear failure.
 */
export function chromiumPath(): string {
  const path = process.env.CHROME_PATH || "/usr/bin/chromium";
  if (!existsSync(path)) {
    throw new Error(
      `Chromium was not found at ${path}. Install it with "apt-get install -y chromium" ` +
        "(Debian/Ubuntu) or set CHROME_PATH to a Chromium or Chrome binary.",
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
