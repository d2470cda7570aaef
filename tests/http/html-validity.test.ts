import { readdirSync, readFileSync } from "node:fs";
import { join, resolve, sep } from "node:path";
import { HtmlValidate, type ConfigData } from "html-validate";
import { expect, it } from "vitest";
import { publicPagePaths } from "#app/routes/paths.ts";
import { HINDI_PREFIX, localizedPath } from "#domain/language.ts";
import { addStaff, sessionCookieFor, withDesk } from "#tests/support/desk.ts";
import { post, uniqueName, uniquePhone, validContact, validEnquiry } from "#tests/support/forms.ts";
import { requestTo } from "#tests/support/http.ts";
import { serverForTheseTests } from "#tests/support/in-process.ts";
import { addSamplePhoto } from "#tests/support/photos.ts";

/**
 * The site's HTML conforms to the HTML standard, as html-validate reads it: every page the
 * build pre-renders (both languages, course aliases included), the public pages rendered on
 * request (404s, the form opened from Apply Now, the course finder without JavaScript, the
 * forms' answers without JavaScript) and a few desk screens. Checked as sent, without a
 * browser; axe (tests/e2e/accessibility.spec.ts) checks what a browser makes of it.
 */
const CONFIG: ConfigData = {
  // The standard's rules; the accessibility rules (ARIA, labels, native elements over roles);
  // the document's (heading levels in order, every id an aria-labelledby names exists).
  extends: ["html-validate:standard", "html-validate:a11y", "html-validate:document"],
  rules: {
    // Only what another site serves needs an integrity hash: the site's own scripts and styles
    // come from its origin under hashed names, and its inline ones are allowed by CSP hashes.
    "require-sri": ["error", { target: "crossorigin" }],
    // Two more from the recommended preset, of substance rather than style: an input carries
    // only the attributes its type allows, and a password field says whether it is new or
    // current (so a password manager fills the right one).
    "input-attributes": "error",
    "autocomplete-password": "error",
  },
};

const validator = new HtmlValidate(CONFIG);

/** What html-validate finds in a page, one line each; none when it is valid. */
async function problemsIn(html: string, name: string): Promise<string[]> {
  const report = await validator.validateString(html, name);
  return report.results.flatMap((result) =>
    result.messages.map(
      (message) =>
        `${message.ruleId} at ${message.line}:${message.column}: ${message.message}` +
        (message.selector ? ` (${message.selector})` : ""),
    ),
  );
}

/** The pages with problems, each with its problems: `{}` when every page is valid. */
async function invalidPages(pages: [name: string, html: string][]): Promise<Record<string, string[]>> {
  const found: Record<string, string[]> = {};
  for (const [name, html] of pages) {
    const problems = await problemsIn(html, name);
    if (problems.length > 0) found[name] = problems;
  }
  return found;
}

const CLIENT_DIR = resolve(process.env.BUILD_DIR ?? "build", "client");

/** Every HTML file the build wrote, by the path it is served at ("/courses/x/index.html" → "/courses/x"). */
function prerenderedPages(): [path: string, html: string][] {
  const files = readdirSync(CLIENT_DIR, { recursive: true, encoding: "utf8" }).filter((file) => file.endsWith(".html"));
  return files.map((file) => {
    const path = `/${file.split(sep).join("/")}`.replace(/\/?index\.html$/, "");
    return [path || "/", readFileSync(join(CLIENT_DIR, file), "utf8")];
  });
}

/** How a browser without JavaScript posts a form: as a page it will show (app/lib/submissions.server.ts reads these). */
const AS_A_PAGE = { headers: { "Sec-Fetch-Dest": "document", "Sec-Fetch-Mode": "navigate", Accept: "text/html" } };

const server = serverForTheseTests();
const request = requestTo(() => server().url);

it("every pre-rendered page, English and Hindi, is valid HTML", async () => {
  const pages = prerenderedPages();
  // Every public page is here, and nothing the build wrote escapes the check.
  expect(pages.map(([path]) => path).sort()).toEqual(publicPagePaths().sort());
  expect(await invalidPages(pages)).toEqual({});
});

it("the public pages rendered on request are valid HTML", async () => {
  const base = server().url;
  const pages: [string, string][] = [];
  const get = async (path: string, status = 200) => {
    const answer = await request.get(path);
    expect(answer.status(), path).toBe(status);
    pages.push([`GET ${path}`, await answer.text()]);
  };
  const postPage = async (path: string, fields: Record<string, string>, status: number) => {
    const answer = await post(base, path, fields, AS_A_PAGE);
    expect(answer.status, path).toBe(status);
    pages.push([`POST ${path} (${status})`, answer.body]);
  };

  for (const language of ["en", "hi"] as const) {
    const at = (path: string) => localizedPath(path, language);
    await get(language === "en" ? "/no-such-page" : `${HINDI_PREFIX}/no-such-page`, 404);
    await get(at("/admission?course=hospital-sterilization"));
    // Without JavaScript: the forms' answers, with the errors by the fields, and the confirmation.
    await postPage(at("/admission"), { source: "admission", website: "" }, 400);
    await postPage(at("/contact"), { website: "" }, 400);
    await postPage(at("/contact"), validContact({ phone: uniquePhone() }), 200);
    await postPage(at("/privacy/request"), { website: "" }, 400);
    await postPage(
      at("/privacy/request"),
      { kind: "access", name: "Asha Verma", phone: uniquePhone(), email: "asha@example.com", details: "", website: "" },
      200,
    );
    const sent = await post(base, at("/admission"), validEnquiry({ phone: uniquePhone() }), AS_A_PAGE);
    expect(sent.status).toBe(303);
    await get(sent.headers.get("location")!);
  }
  // 404s from the root's error boundary: an unknown course, and a path React Router cannot decode.
  await get("/courses/not-a-course", 404);
  await get("/hi/courses/not-a-course", 404);
  await get("/%0a", 404);
  // The course finder without JavaScript: a choice with courses, one with none, and the Hindi
  // finder with its note on what is not offered.
  await get("/courses?level=b-voc&q=lab");
  await get("/courses?q=astrophysics");
  await get("/hi/courses?q=nursing&category=healthcare");
  await get("/hi/courses?q=astrophysics");

  expect(await invalidPages(pages)).toEqual({});
});

it("the desk's sign-in page and its screens are valid HTML", async () => {
  const base = server().url;
  const admin = await addStaff(server().databaseUrl, { role: "admin" });
  const cookie = await sessionCookieFor(base, admin);
  const name = uniqueName("Valid");
  const enquiry = validEnquiry({ name, phone: uniquePhone(), email: `${uniquePhone()}@example.com` });
  expect((await post(base, "/admission", enquiry, AS_A_PAGE)).status).toBe(303);
  const { leadId, importId } = await withDesk(server().databaseUrl, async (database) => ({
    leadId: (await database.desk.inbox({ q: name })).leads[0]!.id,
    importId: (
      await database.desk.saveImportDraft(
        {
          fileName: "fair.csv",
          source: "fair",
          sourceDetail: "Education fair",
          sourceDate: "",
          headers: ["Name", "Mobile"],
          cells: [[uniqueName("Imported"), uniquePhone()]],
        },
        admin.id,
      )
    ).id,
  }));

  // The photo library with a photo in it: its <picture> and the forms beside it; a photo of a
  // person too, for a story's photo choice.
  await addSamplePhoto(server().databaseUrl, admin.id);
  await addSamplePhoto(server().databaseUrl, admin.id, { category: "people" });

  const pages: [string, string][] = [];
  const get = async (path: string, headers: Record<string, string> = { cookie }) => {
    const answer = await request.get(path, { headers });
    expect(answer.status(), path).toBe(200);
    pages.push([path, await answer.text()]);
  };
  await get("/desk/sign-in", {});
  // As an admin, who sees every screen: among them a lead's page with its call bar, an import's
  // rows, and the tables the reports and the overview scroll.
  for (const path of [
    "/desk/today",
    "/desk/leads",
    `/desk/leads/${leadId}`,
    "/desk/leads/new",
    "/desk/overview",
    "/desk/reports",
    "/desk/import",
    `/desk/import/${importId}`,
    "/desk/photos",
    "/desk/content",
    "/desk/content/institute",
    "/desk/content/fees",
    "/desk/content/fees/hotel-management",
    "/desk/staff",
    "/desk/allocation",
    "/desk/audit",
    "/desk/privacy",
    "/desk/account",
    // The launch checklist, with a confirmed item and its group open (as after confirming it).
    "/desk/launch",
    "/desk/launch?done=confirmed&item=contact%3Aphone",
    // Site content: the courses, stories and questions, their lists and forms.
    "/desk/content/courses",
    "/desk/content/courses/hotel-management",
    "/desk/content/testimonials",
    "/desk/content/testimonials/priya-sharma",
    "/desk/content/testimonials/new",
    "/desk/content/faq",
    "/desk/content/faq/hostel",
    // The facts the launch checklist asks for: universities' letters, grievances, the privacy contact.
    "/desk/content/universities",
    "/desk/content/grievance",
    "/desk/content/privacy",
    "/desk/launch?group=hindi-translations",
    "/desk/content/gallery",
  ]) {
    if (path.startsWith("/desk/launch?"))
      await withDesk(server().databaseUrl, (database) =>
        database.desk.confirmLaunchItem(
          { key: "contact:phone", what: "the phone is still a sample", source: "Office phone bill" },
          admin.id,
        ),
      );
    await get(path);
  }
  // The photo library answering a refused upload and a refused alt text: errors beside fields.
  const { id: photoId } = (await withDesk(server().databaseUrl, (database) => database.desk.listPhotos()))[0]!;
  for (const fields of [
    { intent: "upload", id: "", category: "", altEn: "", altHi: "" },
    { intent: "alt", id: photoId, category: "", altEn: "", altHi: "Lab" },
  ]) {
    const answer = await fetch(new URL("/desk/photos", base), {
      method: "POST",
      headers: { cookie, Origin: new URL(base).origin, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields),
    });
    expect(answer.status, fields.intent).toBe(400);
    pages.push([`/desk/photos (${fields.intent} refused)`, await answer.text()]);
  }
  // The content's forms answering refused values: errors beside fields, what was typed kept.
  for (const [path, fields] of [
    ["/desk/content/fees/hotel-management", { total: "1.85 lakh", "examination.when": "Each semester" }],
    ["/desk/content/institute", { name: "", phone: "12", "mon.open": "on", "mon.from": "18:00", "mon.to": "09:00" }],
  ] as const) {
    const answer = await fetch(new URL(path, base), {
      method: "POST",
      headers: { cookie, Origin: new URL(base).origin, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields),
    });
    expect(answer.status, path).toBe(400);
    pages.push([`${path} (refused)`, await answer.text()]);
  }
  // An editor's account, with the tab bar an editor has.
  const editor = await addStaff(server().databaseUrl, { role: "editor" });
  await get("/desk/account", { cookie: await sessionCookieFor(base, editor) });

  expect(await invalidPages(pages)).toEqual({});
});

it("the About page with its campus photos and a graduate's story with her photo, published, are valid HTML", async () => {
  const base = server().url;
  const admin = await addStaff(server().databaseUrl, { role: "admin" });
  const cookie = await sessionCookieFor(base, admin);
  const lab = await addSamplePhoto(server().databaseUrl, admin.id, { category: "labs" });
  const face = await addSamplePhoto(server().databaseUrl, admin.id, { category: "people" });
  const deskPost = (path: string, fields: Record<string, string>) =>
    fetch(new URL(path, base), {
      method: "POST",
      headers: { cookie, Origin: new URL(base).origin, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields),
      redirect: "manual",
    });
  await deskPost("/desk/content", { intent: "discard" });
  expect((await deskPost("/desk/content/gallery", { photo: lab.id })).status).toBe(302);
  const story = await deskPost("/desk/content/testimonials/new", {
    name: "Sunita Rawat",
    course: "B.Voc Dialysis Technology",
    "role.en": "Dialysis Technician, Gurugram",
    "role.hi": "डायलिसिस टेक्नीशियन, गुरुग्राम",
    "story.en": "Sunita trained on haemodialysis machines from her second year and joined the unit she interned in.",
    "story.hi": "सुनीता ने दूसरे साल से हीमोडायलिसिस मशीनों पर ट्रेनिंग ली और उसी यूनिट में नौकरी शुरू की।",
    rating: "5",
    consentRecordedOn: "2026-11-20",
    photoId: face.id,
    "benefits.en": "Machine practice\nInternship\nInterview preparation",
    "benefits.hi": "मशीन पर प्रैक्टिस\nइंटर्नशिप\nइंटरव्यू की तैयारी",
    "quote.en": "I knew every machine in the unit before my first shift.",
    "quote.hi": "पहली शिफ़्ट से पहले मैं यूनिट की हर मशीन जानती थी।",
  });
  expect(story.status).toBe(302);
  const published = await deskPost("/desk/content", { intent: "publish", note: "Photos" });
  expect(await published.text()).toContain("is live");

  const pages: [string, string][] = [];
  for (const path of ["/about", "/hi/about", "/success-stories", "/hi/success-stories"]) {
    const answer = await request.get(path);
    const html = await answer.text();
    expect(html, path).toContain("<picture>");
    pages.push([path, html]);
  }
  expect(await invalidPages(pages)).toEqual({});
}, 120_000);
