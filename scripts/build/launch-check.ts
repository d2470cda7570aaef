import { existsSync } from "node:fs";
import { parseArgs } from "node:util";
import { runCommand } from "../../commands/command";
import { contentItems, CONTENT_DIR } from "./launch-findings";
import { siteUrlFindings, type LaunchConfirmation } from "#domain/launch-readiness.ts";
import { formatIst } from "#domain/india-time.ts";
import { openLaunchItems } from "#content/launch-items.ts";
import { readConfig } from "#server/config.ts";
import { databaseKind } from "#server/storage/dialect.ts";
import { openReader } from "#server/storage/database.ts";
import { readLaunchConfirmations } from "#server/storage/launch-confirmations.ts";
import { sqlitePathFromUrl } from "#server/storage/sqlite-store.ts";
import { readDocument } from "#server/content/published-site.ts";
import { bindLiveContent } from "#content/live.ts";
import type { ContentDocument } from "#content/content-document.ts";

/**
 * `npm run launch-check`: what must change before the site faces the public
 * (docs/operations/going-live.md, "Going live"). Lists every sample value and unconfirmed
 * statement in the content with its file and line, and SITE_URL when it is not a public https
 * address; exits 1 while any remains. Items an admin confirmed in the desk's launch checklist
 * (read from DATABASE_URL's database, when there is one) are listed as confirmed, with who,
 * when and the source, and no longer count. The build runs it with `--if-production`: a build
 * with NODE_ENV=production then stops on the same list.
 */
const HELP = "Usage: npm run launch-check [-- --content DIR] [--if-production]";

/**
 * The desk's confirmations and its published content, read-only and never migrating; none when
 * there is no database yet (a fresh clone, a build machine). A database this code cannot read
 * is said, not fatal: the list is then the shipped content's alone, as before the desk could
 * confirm or publish anything.
 */
async function storedState(): Promise<{
  confirmations: LaunchConfirmation[];
  published: ContentDocument | null;
  note: string | null;
}> {
  let reader: Awaited<ReturnType<typeof openReader>>;
  try {
    const url = readConfig().DATABASE_URL;
    if (databaseKind(url) === "sqlite" && !existsSync(sqlitePathFromUrl(url)))
      return { confirmations: [], published: null, note: null };
    reader = await openReader(url);
  } catch (error) {
    return {
      confirmations: [],
      published: null,
      note: `The desk's confirmations and content were not read: ${(error as Error).message}`,
    };
  }
  try {
    const newest = await reader.db
      .selectFrom("content_revisions")
      .select("document")
      .orderBy("id", "desc")
      .limit(1)
      .executeTakeFirst();
    return {
      confirmations: await readLaunchConfirmations(reader.db),
      published: newest ? readDocument(newest.document) : null,
      note: null,
    };
  } finally {
    await reader.close();
  }
}

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

  const { confirmations, published, note } = await storedState();
  // The facts staff publish from the desk are checked as published, not as shipped.
  if (published) bindLiveContent(() => published);
  const items = await contentItems(values.content);
  const open = new Set(openLaunchItems(items, confirmations).map((item) => item.key));
  const byKey = new Map(confirmations.map((confirmation) => [confirmation.key, confirmation]));
  const lines = [
    ...siteUrlFindings(process.env.SITE_URL?.trim() || undefined).map(({ where, what }) => ({ where, what })),
    ...items.map((item) => {
      if (open.has(item.key)) return { where: item.where, what: item.what };
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
