import { addStaff, sessionCookieFor } from "./desk";

/**
 * Editing the site's content the way the desk does, over HTTP: the forms' current values read
 * from the page, some changed, posted back, then published.
 */
export async function deskPost(baseUrl: string, path: string, form: Record<string, string>, cookie: string) {
  const response = await fetch(new URL(path, baseUrl), {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: new URL(baseUrl).origin, Cookie: cookie },
    body: new URLSearchParams(form),
    redirect: "manual",
  });
  return { status: response.status, location: response.headers.get("location"), body: await response.text() };
}

/** A desk form's fields as the page fills them (checkboxes present only when ticked), with `changes` made. */
export async function formWith(baseUrl: string, path: string, cookie: string, changes: Record<string, string | null>) {
  const html = await (await fetch(new URL(path, baseUrl), { headers: { Cookie: cookie } })).text();
  const form: Record<string, string> = {};
  for (const match of html.matchAll(/<input[^>]*name="([^"]+)"[^>]*>/g)) {
    const [tag, name] = [match[0], match[1]!];
    if (/type="checkbox"/.test(tag)) {
      if (/checked/.test(tag)) form[name] = "on";
    } else form[name] = /value="([^"]*)"/.exec(tag)?.[1] ?? "";
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
 * rendered by the render thread and kept compressed, not the build's own files.
 */
export async function publishForMeasurement(baseUrl: string, databaseUrl: string) {
  await publishInstitute(baseUrl, await contentAdmin(baseUrl, databaseUrl), { phone: "+91 00000 00009" }, "measured");
}
