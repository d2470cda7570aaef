import { parseArgs } from "node:util";
import { runCommand } from "../../commands/command";
import { contentItems, sourcesUnder, CONTENT_DIR } from "./launch-findings";
import { siteUrlFindings } from "#domain/launch-readiness.ts";
import { formatIst } from "#domain/india-time.ts";
import { openLaunchItems } from "#content/launch-items.ts";
import { withoutReplacedMarkers } from "#content/replaced-markers.ts";
import { readConfig } from "#server/config.ts";
import { bindLiveContent, liveContent } from "#content/live.ts";
import { withReadings } from "#content/launch-readings.ts";
import { readPublishedState } from "#server/content/published-state.ts";

/**
 * `npm run launch-check`: what must change before the site faces the public
 * (docs/operations/going-live.md, "Going live"). Lists every sample value and unconfirmed
 * statement in the content with its file and line (the desk's checklist shows the words instead), and SITE_URL when it is not a public https
 * address; exits 1 while any remains. Items an editor or admin confirmed in the desk's launch checklist
 * (read from DATABASE_URL's database, when there is one) are listed as confirmed, with who,
 * when and the source, and no longer count. The build runs it with `--if-production`: a build
 * with NODE_ENV=production then stops on the same list.
 */
const HELP = "Usage: npm run launch-check [-- --content DIR] [--if-production]";

runCommand("launch-check", HELP, async () => {
  const { values } = parseArgs({
    args: process.argv.slice(2),
    options: {
      content: { type: "string", default: CONTENT_DIR },
      "if-production": { type: "boolean", default: false },
    },
    strict: true,
  });
  if (values["if-production"] && process.env.NODE_ENV !== "production") return undefined;

  const { confirmations, published, note } = await readPublishedState(readConfig().DATABASE_URL);
  // The facts staff publish from the desk are checked as published, not as shipped.
  if (published) bindLiveContent(() => published);
  // A sample the published content replaced is no longer listed, as in the desk's checklist.
  const found = await contentItems(values.content);
  // With the words families read, so a confirmation given to other words is open here as in the desk.
  const items = withReadings(
    published ? withoutReplacedMarkers(found, published) : found,
    sourcesUnder(values.content),
    liveContent(),
  );
  const open = new Set(openLaunchItems(items, confirmations).map((item) => item.key));
  const byKey = new Map(confirmations.map((confirmation) => [confirmation.key, confirmation]));
  const lines = [
    ...siteUrlFindings(process.env.SITE_URL?.trim() || undefined).map(({ where, what }) => ({ where, what })),
    ...items.map((item) => {
      if (open.has(item.key))
        return {
          where: item.where,
          what: byKey.has(item.key) ? `${item.what} (its words changed after it was confirmed)` : item.what,
        };
      const confirmation = byKey.get(item.key)!;
      return {
        where: item.where,
        what: `confirmed: ${item.what} (by ${confirmation.staffName ?? "a former staff member"}, ${formatIst(confirmation.confirmedAt)}; source: ${confirmation.source})`,
      };
    }),
  ];
  const remaining = lines.length - (items.length - open.size);
  // Beside the list, not in it: standard output stays the items alone.
  if (note) console.warn(`launch-check: ${note}`);
  if (lines.length > 0) {
    const width = Math.max(...lines.map((line) => line.where.length));
    console.info(lines.map((line) => `${line.where.padEnd(width)}  ${line.what}`).join("\n"));
  }
  if (remaining === 0) return "Ready for launch: no sample values, nothing awaiting confirmation, SITE_URL is public.";
  throw new Error(`not ready for launch: ${remaining} item${remaining === 1 ? "" : "s"} above to give or confirm.`);
});
