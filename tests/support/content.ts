import { addStaff, sessionCookieFor } from "./desk";

/**
 * Editing the site's content the way the desk does, over HTTP: the forms' current values read
 * from the page, some changed, posted back, then published.
 */
export async function deskPost(baseUrl: string, path: string, form: Record<string, string>, cookie: string) {
  // As the desk's forms post: a course's, a story's and a question's as multipart (their Hindi
  // prose would pass the 16 KiB an URL-encoded post may carry), the others URL-encoded.
  const multipart = /\/desk\/content\/(courses|testimonials|faq)\/[^/]+$/.test(path);
  const body = multipart ? new FormData() : new URLSearchParams(form);
  if (body instanceof FormData) for (const [name, value] of Object.entries(form)) body.append(name, value);
  const response = await fetch(new URL(path, baseUrl), {
    method: "POST",
    headers: {
      ...(multipart ? {} : { "Content-Type": "application/x-www-form-urlencoded" }),
      Origin: new URL(baseUrl).origin,
      Cookie: cookie,
    },
    body,
    redirect: "manual",
  });
  return { status: response.status, location: response.headers.get("location"), body: await response.text() };
}

/** Text as it was before HTML escaped it (React escapes these five). */
export const decodeHtml = (html: string) =>
  html
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

/**
 * A desk form's fields as the browser would post them from the page as it is filled: inputs
 * (a checkbox or radio button only when checked), text areas, and each select's chosen
 * option; with `changes` made, null removing a field.
 */
export async function formWith(baseUrl: string, path: string, cookie: string, changes: Record<string, string | null>) {
  const response = await fetch(new URL(path, baseUrl), { headers: { Cookie: cookie } });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  const html = await response.text();
  const form: Record<string, string> = {};
  const valueOf = (tag: string) => decodeHtml(/value="([^"]*)"/.exec(tag)?.[1] ?? "");
  for (const [tag, name] of html.matchAll(/<input[^>]*name="([^"]+)"[^>]*>/g)) {
    if (/type="checkbox"/.test(tag)) {
      if (/checked/.test(tag)) form[name!] = "on";
    } else if (/type="radio"/.test(tag)) {
      if (/checked/.test(tag)) form[name!] = valueOf(tag);
    } else form[name!] = valueOf(tag);
  }
  for (const [, name, text] of html.matchAll(/<textarea[^>]*name="([^"]+)"[^>]*>([^<]*)<\/textarea>/g))
    form[name!] = decodeHtml(text!);
  for (const [, name, options] of html.matchAll(/<select[^>]*name="([^"]+)"[^>]*>([\s\S]*?)<\/select>/g)) {
    const chosen =
      /<option[^>]*value="([^"]*)"[^>]*selected/.exec(options!) ?? /<option[^>]*value="([^"]*)"/.exec(options!);
    form[name!] = decodeHtml(chosen?.[1] ?? "");
  }
  for (const [name, value] of Object.entries(changes)) {
    if (value === null) delete form[name];
    else form[name] = value;
  }
  return form;
}

/** A new admin signed in on `baseUrl`: the cookie of their session. */
export async function contentAdmin(baseUrl: string, databaseUrl: string): Promise<string> {
  const admin = await addStaff(databaseUrl, { role: "admin" });
  return sessionCookieFor(baseUrl, admin);
}

/** Changes the institute's details as the desk's form would, and publishes them with `note`. */
export async function publishInstitute(
  baseUrl: string,
  cookie: string,
  changes: Record<string, string | null>,
  note = "Institute details",
) {
  const saved = await deskPost(
    baseUrl,
    "/desk/content/institute",
    await formWith(baseUrl, "/desk/content/institute", cookie, changes),
    cookie,
  );
  if (saved.status !== 302)
    throw new Error(`Saving the institute's details answered ${saved.status}: ${saved.body.slice(0, 300)}`);
  const published = await deskPost(baseUrl, "/desk/content", { intent: "publish", note }, cookie);
  if (!published.body.includes("is live")) throw new Error(`Publishing answered ${published.status}`);
  return published;
}

/**
 * Publishes a revision with another (sample) admissions number, shown on every page: the pages
 * measured after it are the ones the site serves once the office publishes from the desk,
 * rendered by the server and kept compressed, not the build's own files.
 */
export async function publishForMeasurement(baseUrl: string, databaseUrl: string) {
  await publishInstitute(baseUrl, await contentAdmin(baseUrl, databaseUrl), { phone: "+91 00000 00009" }, "measured");
}
