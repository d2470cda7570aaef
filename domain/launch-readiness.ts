/**
 * What stands between the site and the public internet (`npm run launch-check`, the build
 * with NODE_ENV=production, and one warning line at `npm start`). Pure: the callers read the
 * files and the settings.
 */

/** Written by the build beside client/ and server/: the items of the content's sources, for `npm start`. */
export const LAUNCH_FINDINGS_FILE = "launch-check.json";

/** One thing the institute must still give or confirm, and where it is. */
export interface LaunchFinding {
  /** "app/content/site.ts:21", or the setting's name. */
  where: string;
  what: string;
}

/**
 * Content marks what awaits the institute with a line comment
 * (docs/operations/going-live.md, "Setting the institute's details"): `// SAMPLE: …` on a
 * placeholder value, `// UNCONFIRMED: …` on a statement it has not confirmed. Only real `//`
 * comments count, not text in strings: the marker must follow code or start the line.
 */
const MARKER = /(?:^|[,;{}()[\]\s])\/\/\s*(SAMPLE|UNCONFIRMED)\b:?\s*(.*)$/;

export function findMarkers(file: string, text: string): LaunchFinding[] {
  const findings: LaunchFinding[] = [];
  text.split("\n").forEach((line, index) => {
    if (isInsideString(line)) return;
    const match = MARKER.exec(line);
    if (!match) return;
    const [, kind, detail] = match;
    const label = kind === "SAMPLE" ? "sample value" : "awaiting confirmation";
    findings.push({ where: `${file}:${index + 1}`, what: detail ? `${label}: ${detail.trim()}` : label });
  });
  return findings;
}

/** A line whose `//` sits inside a quoted string ("https://…") is no comment. */
function isInsideString(line: string): boolean {
  const at = line.search(/\/\/\s*(SAMPLE|UNCONFIRMED)\b/);
  if (at < 0) return false;
  const before = line.slice(0, at);
  return ['"', "'", "`"].some((quote) => (before.split(quote).length - 1) % 2 === 1);
}

const LOCAL_HOST =
  /^(?:localhost|.*\.localhost|.*\.local|127(?:\.\d{1,3}){3}|0\.0\.0\.0|10(?:\.\d{1,3}){3}|192\.168(?:\.\d{1,3}){2}|172\.(?:1[6-9]|2\d|3[01])(?:\.\d{1,3}){2}|\[::1?\]|\[f[cd][0-9a-f]{0,2}:.*\]|\[fe80:.*\])$/i;

/** SITE_URL must be the public HTTPS address visitors use: links in emails and the sitemap carry it. */
export function siteUrlFindings(siteUrl: string | undefined): LaunchFinding[] {
  if (!siteUrl) return [{ where: "SITE_URL", what: "not set: it defaults to http://localhost:3000" }];
  let url: URL;
  try {
    url = new URL(siteUrl);
  } catch {
    return [{ where: "SITE_URL", what: "not a URL" }];
  }
  const findings: LaunchFinding[] = [];
  if (LOCAL_HOST.test(url.hostname)) findings.push({ where: "SITE_URL", what: `${url.hostname} is a local address` });
  if (url.protocol !== "https:") findings.push({ where: "SITE_URL", what: "must use https" });
  return findings;
}

/** "3 items": how many of what the launch check lists, for the start-up warning. */
export function describeFindings(findings: readonly LaunchFinding[]): string {
  // Content findings name a file ("app/content/site.ts:21"); settings name themselves.
  const settings = findings.filter((finding) => !finding.where.includes("/"));
  const content = findings.length - settings.length;
  const parts = [
    ...settings.map((finding) => `${finding.where} ${finding.what}`),
    ...(content > 0 ? [`${content} sample or unconfirmed content item${content === 1 ? "" : "s"}`] : []),
  ];
  return parts.join("; ");
}

/**
 * A launch item's key part from words ("Sample State University" → "sample-state-university"):
 * lower-case letters and digits of any script, everything else one hyphen, at most 80
 * characters, so a key reads as what it names.
 */
export function keyPart(words: string): string {
  return words
    .normalize("NFC")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80)
    .replace(/-+$/, "");
}

/** A launch item an editor or admin confirmed as it stands (the desk's launch checklist), by its key. */
export interface LaunchConfirmation {
  key: string;
  /** The item's words when it was confirmed. */
  what: string;
  /** What backs it, as the admin gave it: "Fee circular 2026-27, page 2". */
  source: string;
  staffId: string;
  /**
   * Of the words families read when it was confirmed (app/content/launch-readings.ts); null for
   * a confirmation from before they were kept. Other words are not confirmed by it.
   */
  fingerprint: string | null;
  /** Who confirmed it; null once their account is gone from the staff list. */
  staffName: string | null;
  confirmedAt: string;
}

/** The longest source a confirmation takes: a document's name and where in it. */
export const SOURCE_MAX = 300;

/** Why a confirmation's source cannot be taken, or null. */
export function sourceProblem(source: string): string | null {
  const trimmed = source.trim();
  if (!trimmed)
    return 'Say what confirms it: a document, a register or who said so (e.g. "Fee circular 2026-27, page 2").';
  if (trimmed.length > SOURCE_MAX) return `Keep the source under ${SOURCE_MAX} characters.`;
  return null;
}
