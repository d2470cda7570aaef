/**
 * Where a submission came from, first-party only: the campaign tags of the page the visitor
 * landed on (utm_source, utm_medium, utm_campaign), the host of the site that sent them,
 * the landing page and the page the form was sent from. No cookies and no identifier: it
 * describes one visit's path to the form, never a person across visits.
 */
export const ATTRIBUTION_FIELDS = ["utm_source", "utm_medium", "utm_campaign", "referrer_host", "landing_page", "form_page"] as const;
type AttributionField = (typeof ATTRIBUTION_FIELDS)[number];
export type Attribution = Record<AttributionField, string>;

export const EMPTY_ATTRIBUTION: Attribution = {
  utm_source: "",
  utm_medium: "",
  utm_campaign: "",
  referrer_host: "",
  landing_page: "",
  form_page: "",
};

const MAX = 200;

function clean(value: unknown): string {
  if (typeof value !== "string") return "";
  // eslint-disable-next-line no-control-regex -- control and bidi characters never belong here
  return value.normalize("NFC").replace(/[\u0000-\u001f\u007f\u202a-\u202e\u2066-\u2069]/g, "").trim().slice(0, MAX);
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
    utm_source: clean(form.get("utm_source")).toLowerCase(),
    utm_medium: clean(form.get("utm_medium")).toLowerCase(),
    utm_campaign: clean(form.get("utm_campaign")),
    referrer_host: cleanHost(form.get("referrer_host")),
    landing_page: cleanPath(form.get("landing_page")),
    form_page: cleanPath(form.get("form_page")),
  };
}

/**
 * A lead's source in one word, for filters and counts: the campaign's source when it has
 * one, else the referring site, else "direct" (typed in, a bookmark, an app that sends no
 * referrer).
 */
export function sourceLabel(attribution: Pick<Attribution, "utm_source" | "referrer_host">): string {
  return attribution.utm_source || attribution.referrer_host.replace(/^www\./, "") || "direct";
}

/**
 * What the browser records when a visit starts (the first page of the tab), read from that
 * page's URL and referrer. The referrer counts only when it is another site.
 */
export function landingAttribution(url: URL, referrer: string): Pick<Attribution, "utm_source" | "utm_medium" | "utm_campaign" | "referrer_host" | "landing_page"> {
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
