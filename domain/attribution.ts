/**
 * Where a submission came from, first-party only: the campaign tags of the page the visitor
 * landed on (utm_source, utm_medium, utm_campaign), the host of the site that sent them,
 * the landing page and the page the form was sent from. No cookies and no identifier: it
 * describes one visit's path to the form, never a person across visits.
 */
export const ATTRIBUTION_FIELDS = [
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "referrer_host",
  "landing_page",
  "form_page",
] as const;
type AttributionField = (typeof ATTRIBUTION_FIELDS)[number];

/** The same fields as stored and read back (the form's names, and the columns', in camelCase). */
export interface Attribution {
  utmSource: string;
  utmMedium: string;
  utmCampaign: string;
  referrerHost: string;
  landingPage: string;
  formPage: string;
}

export const EMPTY_ATTRIBUTION: Attribution = {
  utmSource: "",
  utmMedium: "",
  utmCampaign: "",
  referrerHost: "",
  landingPage: "",
  formPage: "",
};

const MAX = 200;

/**
 * What a single line may not hold: the forms' rule for names and subjects (HIDDEN_IN_LINE in
 * app/lib/forms/plain-text.ts, which domain/ does not import; attribution.test.ts checks that
 * the two agree): C0 and C1 controls (U+0080 to U+009F, such as CSI and NEL), DEL, line and
 * paragraph separators, direction marks, bidirectional embeddings, overrides and isolates.
 * Attribution is not typed by the visitor, so these are dropped rather than refused.
 */
// eslint-disable-next-line no-control-regex -- control and bidi characters never belong here
const HIDDEN = /[\0-\x1f\x7f-\x9f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

function clean(value: unknown): string {
  if (typeof value !== "string") return "";
  return value.normalize("NFC").replace(HIDDEN, "").trim().slice(0, MAX);
}

/** A site-relative path ("/courses/yoga?utm_source=x"), or "" for anything else. */
function cleanPath(value: unknown): string {
  const path = clean(value);
  return path.startsWith("/") && !path.startsWith("//") ? path : "";
}

/** A host name ("www.google.com"), lower-case, or "" for anything else. */
function cleanHost(value: unknown): string {
  const host = clean(value).toLowerCase();
  return /^[a-z0-9.-]+(:\d+)?$/.test(host) ? host : "";
}

/** Reads the attribution fields a form post carries; anything malformed becomes "". */
export function readAttribution(form: { get(name: string): unknown }): Attribution {
  return {
    utmSource: clean(form.get("utm_source")).toLowerCase(),
    utmMedium: clean(form.get("utm_medium")).toLowerCase(),
    utmCampaign: clean(form.get("utm_campaign")),
    referrerHost: cleanHost(form.get("referrer_host")),
    landingPage: cleanPath(form.get("landing_page")),
    formPage: cleanPath(form.get("form_page")),
  };
}

/**
 * What the browser records when a visit starts (the first page of the tab), read from that
 * page's URL and referrer. The referrer counts only when it is another site.
 */
export function landingAttribution(url: URL, referrer: string): Record<Exclude<AttributionField, "form_page">, string> {
  let referrerHost = "";
  try {
    const from = new URL(referrer);
    if (from.host !== url.host) referrerHost = from.host;
  } catch {
    // no referrer, or not a URL
  }
  return {
    utm_source: url.searchParams.get("utm_source") ?? "",
    utm_medium: url.searchParams.get("utm_medium") ?? "",
    utm_campaign: url.searchParams.get("utm_campaign") ?? "",
    referrer_host: referrerHost,
    landing_page: (url.pathname + url.search).slice(0, MAX),
  };
}
