import { parseArgs } from "node:util";
import { runCommand } from "../../commands/command";
import { contentFindings, CONTENT_DIR } from "./launch-findings";
import { siteUrlFindings } from "#domain/launch-readiness.ts";

/**
 * `npm run launch-check`: what must change before the site faces the public
 * (docs/operations/going-live.md, "Going live"). Lists every sample value and unconfirmed
 * statement in the content with its file and line, and SITE_URL when it is not a public https
 * address; exits 1 while any remains. The build runs it with `--if-production`: a build with NODE_ENV=production then
 * stops on the same list.
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

  const findings = [
    ...siteUrlFindings(process.env.SITE_URL?.trim() || undefined),
    ...(await contentFindings(values.content)),
  ];
  if (findings.length === 0)
    return "Ready for launch: no sample values, nothing awaiting confirmation, SITE_URL is public.";

  const width = Math.max(...findings.map((finding) => finding.where.length));
  console.info(findings.map((finding) => `${finding.where.padEnd(width)}  ${finding.what}`).join("\n"));
  throw new Error(
    `not ready for launch: ${findings.length} item${findings.length === 1 ? "" : "s"} above to give or confirm.`,
  );
});
