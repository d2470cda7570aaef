import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, expect, it } from "vitest";
import type { LaunchItem } from "#content/launch-items.ts";
import { pendingContent } from "#content/readiness.ts";
import { seedDocument } from "#content/seed-document.ts";
import { LAUNCH_FINDINGS_FILE } from "#domain/launch-readiness.ts";
import { launchWarning } from "./launch-warning";

/**
 * The start-up line counts the launch checklist as the desk does: the build's items from the
 * sources, what the published content still lacks, less what admins confirmed.
 */
let buildDir: string;
const PUBLIC = { SITE_URL: "https://www.example.edu.in" };
const marker: LaunchItem = {
  key: "marker:app/content/site.ts:sample-value",
  group: "contact details",
  where: "app/content/site.ts:12",
  what: "sample value",
  pages: ["/contact"],
  needs: "confirmation",
};

beforeEach(() => {
  buildDir = mkdtempSync(join(tmpdir(), "launch-warning-"));
});
afterEach(() => rmSync(buildDir, { recursive: true, force: true }));

const count = (warning: string | null) =>
  Number(/(\d+) sample or unconfirmed content items?/.exec(warning ?? "")?.[1] ?? 0);

it("counts the published content's open items and the build's, less the confirmed, and names a local SITE_URL", () => {
  const document = seedDocument();
  const pending = pendingContent(document);
  expect(pending.length).toBeGreaterThan(1);
  expect(count(launchWarning(PUBLIC, buildDir, { document, confirmations: [] }))).toBe(pending.length);

  writeFileSync(join(buildDir, LAUNCH_FINDINGS_FILE), JSON.stringify([marker]));
  expect(count(launchWarning(PUBLIC, buildDir, { document, confirmations: [] }))).toBe(pending.length + 1);

  // Confirmed in the desk: no longer counted. (An item that needs a value stays until it is given.)
  const confirmable = [marker, ...pending].filter((item) => item.needs === "confirmation");
  expect(confirmable.length).toBeGreaterThan(1);
  const confirmations = confirmable.map(({ key }) => ({ key }));
  expect(count(launchWarning(PUBLIC, buildDir, { document, confirmations }))).toBe(
    pending.length + 1 - confirmable.length,
  );

  // A value given and published: the item is gone from the count.
  const given = seedDocument();
  given.testimonials = given.testimonials.filter((story) => !story.example);
  expect(pendingContent(given).length).toBe(pending.length - 1);
  expect(count(launchWarning(PUBLIC, buildDir, { document: given, confirmations: [] }))).toBe(pending.length);

  expect(launchWarning({ SITE_URL: "http://localhost:3000" }, buildDir, { document, confirmations: [] })).toMatch(
    /^Not ready for launch: SITE_URL localhost is a local address; SITE_URL must use https; \d+ sample or unconfirmed content items\. Run "npm run launch-check" for the list\.$/,
  );
});
