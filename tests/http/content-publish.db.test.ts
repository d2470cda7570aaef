import { describe, expect, it } from "vitest";
import { BUDGET_BYTES } from "../../scripts/measure/budget";
import { currentLaunchItems } from "#app/lib/content-readiness.server.ts";
import { addStaff, sessionCookieFor, withDesk } from "#tests/support/desk.ts";
import { contentAdmin, decodeHtml, deskPost, formWith, publishInstitute } from "#tests/support/content.ts";
import { startServer } from "#tests/support/server.ts";
import { serverForTheseTests } from "#tests/support/in-process.ts";

/**
 * Content edited in the desk, previewed and published: the pre-rendered pages (answered from
 * memory, not rendered per request) change on every page the edited facts show on, in both
 * languages; an earlier revision can be restored; a draft with an error is refused.
 */
const server = serverForTheseTests();

const post = (path: string, form: Record<string, string>, cookie: string) => deskPost(server().url, path, form, cookie);

async function page(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(new URL(path, server().url), { headers });
  return { status: response.status, headers: response.headers, body: await response.text() };
}

const instituteForm = (cookie: string, changes: Record<string, string | null>) =>
  formWith(server().url, "/desk/content/institute", cookie, changes);

describe("publishing content from the desk", () => {
  it("an admin changes the phone, the office hours and a fee, previews, publishes, and restores", async () => {
    const admin = await addStaff(server().databaseUrl, { role: "admin" });
    const cookie = await sessionCookieFor(server().url, admin);

    // Before: the shipped content.
    expect((await page("/contact")).body).toContain("+91 00000 00001");

    // Saturday closes at 1 PM, Sunday is closed; a new phone number.
    const saved = await post(
      "/desk/content/institute",
      await instituteForm(cookie, { phone: "+91 98110 22334", "sat.to": "13:00", "sun.open": null }),
      cookie,
    );
    expect(saved.status, saved.body).toBe(302);
    const fees = await post(
      "/desk/content/fees/hotel-management",
      { "registration.rupees": "5,000", "registration.when": "application", total: "185000" },
      cookie,
    );
    expect(fees.status, fees.body).toBe(302);

    // The draft is not live, but its preview shows it, marked and kept out of caches and search.
    expect((await page("/contact")).body).not.toContain("+91 98110 22334");
    const preview = await page("/desk/content/preview?path=/contact", { Cookie: cookie });
    expect(preview.status).toBe(200);
    expect(preview.body).toContain("+91 98110 22334");
    expect(preview.body).toContain("Preview of the draft: not published");
    expect(preview.headers.get("cache-control")).toContain("no-store");
    expect(preview.headers.get("x-robots-tag")).toContain("noindex");

    const published = await post(
      "/desk/content",
      { intent: "publish", note: "New number, Saturday hours, fees" },
      cookie,
    );
    expect(published.status, published.body).toBe(200);
    expect(published.body).toContain("Published: revision 2 is live.");

    // Pre-rendered pages from memory: an ETag, the policy allowing their scripts by hash.
    const contact = await page("/contact");
    expect(contact.headers.get("etag")).toBeTruthy();
    expect(contact.headers.get("content-security-policy")).toContain("'sha256-");
    expect(contact.body).toContain("+91 98110 22334");
    expect(contact.body).toContain("Saturday");
    expect(contact.body).toContain("1:00 PM");
    // As it is, to a client that accepts no compression: only the compressed forms are kept.
    const plain = await page("/contact", { "Accept-Encoding": "identity" });
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(plain.body).toBe(contact.body);
    expect(plain.headers.get("content-security-policy")).toBe(contact.headers.get("content-security-policy"));
    // Every page's footer, in both languages, and the data a client navigation fetches.
    expect((await page("/about")).body).toContain("+91 98110 22334");
    expect((await page("/about.data")).body).toContain("+91 98110 22334");
    const hindi = await page("/hi/contact");
    expect(hindi.body).toContain("+91 98110 22334");
    expect(hindi.body).toContain("दोपहर 1 बजे");
    // The fee on the course page, in both languages.
    expect((await page("/courses/hotel-management")).body).toContain("₹1,85,000");
    expect((await page("/hi/courses/hotel-management")).body).toContain("₹1,85,000");

    // Compressed on publish faster than at build, the largest pages still within their HTML budget.
    for (const path of ["/courses", "/hi/courses", "/hi/courses/medical-lab-technology"]) {
      const response = await fetch(new URL(path, server().url), { headers: { "Accept-Encoding": "br" } });
      expect(response.headers.get("content-encoding")).toBe("br");
      expect(Number(response.headers.get("content-length")), path).toBeLessThanOrEqual(BUDGET_BYTES.html);
      await response.arrayBuffer();
    }

    // A restore republishes the whole site: without its confirmation the server refuses it, and
    // nothing changes.
    const unconfirmed = await post("/desk/content", { intent: "restore", revision: "1" }, cookie);
    expect(unconfirmed.status).toBe(400);
    expect(unconfirmed.body).toContain("Nothing was restored");
    expect((await page("/courses/hotel-management")).body).toContain("₹1,85,000");
    expect(await withDesk(server().databaseUrl, (database) => database.desk.liveContentId())).toBe(2);

    // Without JavaScript the restore asks on a page of its own, with the one form that restores.
    const asking = await fetch(new URL("/desk/content?restore=1", server().url), { headers: { Cookie: cookie } });
    const question = decodeHtml(await asking.text()).replace(/<!-- -->/g, "");
    expect(question).toContain("Put revision 1 back on the whole site?");
    expect(question).toContain("What revision 2 changed goes off the site.");
    expect(question).toMatch(/name="confirm" value="yes"/);

    // The first revision back, confirmed: the shipped content again.
    const restored = await post("/desk/content", { intent: "restore", revision: "1", confirm: "yes" }, cookie);
    expect(restored.body).toContain("Revision 1 is live again, as revision 3.");
    expect((await page("/contact")).body).toContain("+91 00000 00001");
    expect((await page("/courses/hotel-management")).body).not.toContain("₹1,85,000");
  });

  it("refuses a fee without an amount and an invalid phone, saving nothing", async () => {
    const admin = await addStaff(server().databaseUrl, { role: "admin" });
    const cookie = await sessionCookieFor(server().url, admin);
    await post("/desk/content", { intent: "discard" }, cookie);
    const fee = await post("/desk/content/fees/dialysis-technology", { "examination.when": "Each semester" }, cookie);
    expect(fee.status).toBe(400);
    expect(fee.body).toContain("Give the amount, or clear when it is paid.");
    const phone = await post(
      "/desk/content/institute",
      await instituteForm(cookie, { phone: "12", "social.Facebook": "facebook page" }),
      cookie,
    );
    expect(phone.status).toBe(400);
    expect(phone.body).toContain("must be 10 to 15 digits");
    // Each error beside its own field, and named by it: a social link's under that link.
    expect(phone.body).toContain('id="field-phone" aria-invalid="true" aria-describedby="error-phone"');
    expect(phone.body).toContain('aria-describedby="error-social-Facebook"');
    expect(phone.body).toMatch(/id="error-social-Facebook"[^>]*>[^<]+</);
    expect(phone.body).toContain('value="facebook page"');
    const home = await page("/desk/content", { Cookie: cookie });
    expect(home.body).toContain("No draft");
  });
});

it("the compiled server serves a publish, and serves it again after a restart before its first request", async () => {
  const server = await startServer();
  const phone = "+91 98110 55667";
  try {
    const cookie = await contentAdmin(server.url, server.databaseUrl);
    await publishInstitute(server.url, cookie, { phone });
    const served = async () => (await (await fetch(new URL("/contact", server.url))).text()).includes(phone);
    await expect.poll(served, { timeout: 15_000 }).toBe(true);
  } finally {
    await server.stop();
  }
  const again = await startServer({ dir: server.dir, databaseUrl: server.databaseUrl });
  try {
    expect(await (await fetch(new URL("/contact", again.url))).text()).toContain(phone);
  } finally {
    await again.stop();
    again.cleanup();
  }
});

it("the demonstration notice stops naming figures once every figure is confirmed, on the pre-rendered pages", async () => {
  const admin = await addStaff(server().databaseUrl, { role: "admin" });
  const cookie = await sessionCookieFor(server().url, admin);
  const notice = async () => /Demonstration site: ([^<]*)/.exec((await page("/about")).body)?.[1] ?? null;
  expect(await notice()).toMatch(/^contact details, fees, dates, figures and more/);

  // Every figure (the claims' sources and years, the salaries' and placements') can be confirmed as it stands.
  const figures = currentLaunchItems().filter((item) => item.group === "figures");
  expect(figures.length).toBeGreaterThan(5);
  expect(figures.every((item) => item.needs === "confirmation")).toBe(true);
  // One through the desk's checklist as an admin would, the rest straight into the store.
  const [first, ...rest] = figures;
  const confirmed = await post(
    "/desk/launch",
    { intent: "confirm", key: first!.key, source: "Letterhead, 2026", fingerprint: first!.reading!.fingerprint },
    cookie,
  );
  expect(confirmed.status, confirmed.body).toBe(303);
  await withDesk(server().databaseUrl, async (database) => {
    for (const item of rest)
      await database.desk.confirmLaunchItem(
        { key: item.key, what: item.what, source: "Letterhead, 2026", fingerprint: item.reading!.fingerprint },
        admin.id,
      );
  });
  await expect.poll(notice, { timeout: 20_000 }).not.toMatch(/figures/);
  expect(await notice()).toMatch(/^contact details, fees, dates, /);
});

it("the checklist says where a sample detail is changed: the institute's, the universities' names, the privacy contact's", async () => {
  const admin = await addStaff(server().databaseUrl, { role: "admin" });
  const cookie = await sessionCookieFor(server().url, admin);
  /** The checklist item titled `title`, as the page shows it. */
  const itemOf = async (group: string, title: string) => {
    const html = (await page(`/desk/launch?group=${group}`, { Cookie: cookie })).body.replaceAll("<!-- -->", "");
    const item = html.split("<li").find((part) => part.includes(`>${title}</h3>`));
    expect(item, title).toBeDefined();
    return item!;
  };
  const names = await itemOf("contact-details", "The two partner universities");
  expect(names).toMatch(/Not right\? Change it in <a [^>]*href="\/desk\/content\/universities"/);
  expect(names).toContain("Sample State University, Sample Skills University");
  const phone = await itemOf("contact-details", "The admissions phone");
  expect(phone).toMatch(/Not right\? Change it in <a [^>]*href="\/desk\/content\/institute"/);
  const role = await itemOf("contact-details", "Their role");
  expect(role).toMatch(/Not right\? Change it in <a [^>]*href="\/desk\/content\/privacy"/);
  const helpline = await itemOf(
    "contact-details",
    "What the 24/7 helpline covers (students and parents at any hour; visits in office hours)",
  );
  expect(helpline).toMatch(/Not right\? Change it in <a [^>]*href="\/desk\/content\/contact"/);
  // Words no desk screen holds send the editor to whoever maintains the site.
  expect(await itemOf("fees", "Fee period")).toContain("Not right? Ask whoever maintains the site to change it");
});
