import type { Attribution } from "./attribution";

/**
 * Where a lead came from, named once: the one place that turns what a visit or a staff entry
 * said about its source (a campaign's utm_source, the referring site, a manual source and its
 * fair's or aggregator's name) into the name everything else counts by. Pure; unit-tested in
 * sources.test.ts.
 *
 * Two uses, one rule set:
 * - `keptSource`: the key a lead keeps as its source (leads.source), and so everything that is
 *   counted by it and outlives the lead (lead_counts, report_days, erased_leads). A campaign tag
 *   is free text in a link anyone can edit: `utm_source=priya.sharma.x@gmail.com` is personal
 *   data, and an erasure must not leave it behind in a count (issue #49, finding 5). Only a
 *   known name, a plain domain or a manual source is kept; anything else, and anything that
 *   holds an @ or a phone-like run of digits, becomes "other". The enquiry's own row keeps
 *   the tag as it came (its attribution), and goes with the lead when it is erased.
 * - `normaliseSource`: the row a Reports line counts in and its label, with a fair's or an
 *   aggregator's name (typed by staff on a manual entry or an import) kept apart.
 *
 * A later issue makes the rules extendable by an admin: KNOWN_SOURCES is the table to extend.
 */

export interface KnownSource {
  /** What staff read: the Reports rows, the overview. */
  label: string;
  /** Other spellings that mean it: hosts, short names, ad platforms' tags. Lower-case. */
  aliases: readonly string[];
}

/**
 * The sources the institute knows by name, by the key stored for them. The manual sources
 * (domain/leads.ts MANUAL_SOURCES) are here too: a lead entered by hand keeps one of them.
 */
export const KNOWN_SOURCES = {
  google: {
    label: "Google",
    aliases: ["google.com", "google.co.in", "googleads.g.doubleclick.net", "google search", "google_search"],
  },
  "google-ads": {
    label: "Google Ads",
    aliases: [
      "google ads",
      "google_ads",
      "googleads",
      "adwords",
      "google adwords",
      "+google",
      "gads",
      "ads.google.com",
    ],
  },
  bing: { label: "Bing", aliases: ["bing.com"] },
  facebook: {
    label: "Facebook",
    aliases: ["facebook.com", "m.facebook.com", "l.facebook.com", "lm.facebook.com", "fb", "fb.com", "fb.me"],
  },
  instagram: { label: "Instagram", aliases: ["instagram.com", "l.instagram.com", "ig", "insta"] },
  youtube: { label: "YouTube", aliases: ["youtube.com", "m.youtube.com", "youtu.be", "yt"] },
  linkedin: { label: "LinkedIn", aliases: ["linkedin.com", "lnkd.in"] },
  twitter: { label: "X (Twitter)", aliases: ["t.co", "x.com", "twitter.com"] },
  whatsapp: {
    label: "WhatsApp shares",
    aliases: ["whatsapp.com", "web.whatsapp.com", "api.whatsapp.com", "wa.me", "wa"],
  },
  duckduckgo: { label: "DuckDuckGo", aliases: ["duckduckgo.com"] },
  yahoo: { label: "Yahoo", aliases: ["yahoo.com", "search.yahoo.com"] },
  shiksha: { label: "Shiksha", aliases: ["shiksha.com"] },
  collegedunia: { label: "CollegeDunia", aliases: ["collegedunia.com", "college dunia"] },
  careers360: { label: "Careers360", aliases: ["careers360.com", "careers 360"] },
  newsletter: { label: "Email newsletter", aliases: ["email", "e-mail", "mail", "mailer"] },
  sms: { label: "SMS", aliases: ["text", "text message"] },
  qr: { label: "QR code (poster, leaflet)", aliases: ["qr code", "qr-code", "qrcode", "poster", "leaflet"] },
  direct: { label: "Direct (typed in, bookmark, app)", aliases: [] },
  "walk-in": { label: "Walk-in", aliases: [] },
  phone: { label: "Phone call", aliases: [] },
  referral: { label: "Referral", aliases: [] },
  fair: { label: "Education fair", aliases: [] },
  aggregator: { label: "Aggregator", aliases: [] },
  other: { label: "Other", aliases: [] },
} as const satisfies Record<string, KnownSource>;

export type SourceKey = keyof typeof KNOWN_SOURCES;

/** What is kept in place of free text that is not a known name or a plain domain. */
export const OTHER_SOURCE: SourceKey = "other";

const KNOWN: Record<string, KnownSource> = KNOWN_SOURCES;

/** Every alias and key, to its key. */
const ALIASES: ReadonlyMap<string, string> = new Map(
  Object.entries(KNOWN).flatMap(([key, source]) => [
    [key, key] as const,
    ...source.aliases.map((a) => [a, key] as const),
  ]),
);

/** Manual sources whose detail names the place: each fair and each aggregator is its own row. */
const NAMED_BY_DETAIL = new Set(["fair", "aggregator"]);

/** A name as a key: trimmed, single spaces, lower-case. */
function nameKey(text: string): string {
  return text.normalize("NFC").trim().replace(/\s+/g, " ").toLowerCase();
}

/** A link or host as a host: no scheme, path, port, trailing dot or `www.`/`m.` in front. */
function hostOf(text: string): string {
  return text
    .replace(/^https?:\/\//, "")
    .replace(/[/?#].*$/, "")
    .replace(/:\d+$/, "")
    .replace(/\.$/, "")
    .replace(/^((www\d?|m)\.)+/, "");
}

/**
 * What can name a person rather than a place: an @ (an email address, a handle), or seven or
 * more digits in a row once spaces, dots, dashes and brackets between them are dropped (a
 * phone number however it is written; a year or a campaign's number is shorter).
 */
export function looksPersonal(text: string): boolean {
  if (text.includes("@")) return true;
  return /\d{7,}/.test(text.replace(/(?<=\d)[\s().+-]+(?=\d)/g, ""));
}

/** A plain domain: letters, digits and hyphens in dot-separated labels, ending in a letters-only top level. */
const PLAIN_DOMAIN = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,24}$/;

function knownKey(text: string): string | undefined {
  const name = nameKey(text);
  return ALIASES.get(name) ?? ALIASES.get(hostOf(name));
}

/**
 * The source a lead keeps, and everything counted by it that outlives the lead: a known
 * source's key ("google-ads" for "adwords" and "+google"), a plain domain without its `www.`
 * ("example.org"), "" when none was recorded, else "other". Idempotent: a kept source keeps.
 */
export function keptSource(raw: string): string {
  const name = nameKey(raw);
  if (name === "") return "";
  const known = knownKey(name);
  if (known !== undefined) return known;
  if (looksPersonal(name)) return OTHER_SOURCE;
  const host = hostOf(name);
  return PLAIN_DOMAIN.test(host) ? host : OTHER_SOURCE;
}

/**
 * A visitor's lead's source in one word, for filters and counts: the campaign's source when
 * it has one, else the referring site, else "direct" (typed in, a bookmark, an app that sends
 * no referrer); as a kept source, never the tag's free text. (Not in domain/attribution.ts,
 * which the forms' script loads: these rules stay out of the visitor's download.)
 */
export function sourceLabel(attribution: Pick<Attribution, "utmSource" | "referrerHost">): string {
  return keptSource(attribution.utmSource || attribution.referrerHost || "direct");
}

export interface NormalisedSource {
  /** The row it is counted in ("google", "fair:career expo 2026"). */
  key: string;
  label: string;
}

/**
 * The one name of a lead's source for the Reports (a kept source, or a manual source with the
 * fair's or aggregator's name): known aliases fold together (google.com → google, wa.me →
 * whatsapp), an aggregator's or fair's name keeps each one apart, and an aggregator reached
 * through its website counts with the one entered by hand. A name that looks like a person's
 * (an @, a phone number) is not shown: the row is the source's alone.
 */
export function normaliseSource(source: string, detail = ""): NormalisedSource {
  const raw = nameKey(source);
  if (NAMED_BY_DETAIL.has(raw)) {
    const named = nameKey(detail);
    const label = KNOWN[raw]!.label;
    if (!named || looksPersonal(named)) return { key: raw, label: `${label} (no name given)` };
    const alias = knownKey(named) ?? knownKey(`${named}.com`);
    if (raw === "aggregator" && alias) return { key: alias, label: KNOWN[alias]?.label ?? alias };
    return { key: `${raw}:${named}`, label: `${label}: ${detail.trim().replace(/\s+/g, " ")}` };
  }
  const key = keptSource(source);
  return { key, label: key === "" ? "Not recorded" : (KNOWN[key]?.label ?? key) };
}
