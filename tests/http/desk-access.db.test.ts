import { createECDH, randomBytes, randomUUID } from "node:crypto";
import webpush from "web-push";
import { afterAll, beforeAll, expect, it } from "vitest";
import { addStaff, sessionCookieFor, withDesk, type TestStaff } from "#tests/support/desk.ts";
import { post, uniquePhone, validEnquiry } from "#tests/support/forms.ts";
import { startInProcess, type InProcessServer } from "#tests/support/in-process.ts";
import { PUSH_RECEIVER_ENV } from "#tests/support/push-receiver.ts";
import type { AppLoadContext } from "react-router";
import { requireContentEditor } from "#app/desk/auth.server.ts";
import { currentLaunchItems } from "#app/lib/content-readiness.server.ts";

/**
 * Who may do what on the desk: every desk route and action, asked as nobody, as a
 * counsellor, as an editor, as an admin and as a disabled account, with each answer asserted, over plain
 * HTTP to the app in this process. The server decides; what the pages show or hide is not a
 * control (and public pages load no desk code: tests/e2e/desk-access.spec.ts).
 */
type Role = "nobody" | "counsellor" | "editor" | "admin" | "disabled";

const VAPID = webpush.generateVAPIDKeys();
const VAPID_ENV = {
  VAPID_PUBLIC_KEY: VAPID.publicKey,
  VAPID_PRIVATE_KEY: VAPID.privateKey,
  VAPID_SUBJECT: "mailto:desk@example.in",
  // The devices below are on 127.0.0.1, as the tests' push receiver is.
  ...PUSH_RECEIVER_ENV,
};
/** A browser's subscription as the Account page posts it (a P-256 public key, a 16-byte secret). */
const device = (name: string) => {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  return {
    intent: "push-subscribe",
    endpoint: `http://127.0.0.1:9/push/${name}`,
    p256dh: ecdh.getPublicKey().toString("base64url"),
    auth: randomBytes(16).toString("base64url"),
  };
};

let server: InProcessServer;
let baseUrl: string;
let leadId: string;
let importId: string;
const cookies: Partial<Record<Role, string>> = {};
let counsellor: TestStaff;
let editor: TestStaff;
let admin: TestStaff;

afterAll(async () => {
  await server?.stop();
  server?.cleanup();
});

beforeAll(async () => {
  server = await startInProcess({ env: VAPID_ENV });
  baseUrl = server.url;
  const db = server.databaseUrl;
  counsellor = await addStaff(db, { role: "counsellor" });
  admin = await addStaff(db, { role: "admin" });
  editor = await addStaff(db, { role: "editor" });
  const disabled = await addStaff(db, { role: "counsellor" });
  cookies.counsellor = await sessionCookieFor(baseUrl, counsellor);
  cookies.editor = await sessionCookieFor(baseUrl, editor);
  cookies.admin = await sessionCookieFor(baseUrl, admin);
  cookies.disabled = await sessionCookieFor(baseUrl, disabled);
  await withDesk(db, (database) => database.desk.setStaffActive(disabled.id, false, admin.id));

  const name = `Matrix ${randomBytes(4).toString("hex")}`;
  expect(
    (
      await post(
        baseUrl,
        "/admission",
        validEnquiry({ name, phone: uniquePhone(), email: `${randomBytes(4).toString("hex")}@example.com` }),
      )
    ).status,
  ).toBe(200);
  leadId = await withDesk(db, async (database) => (await database.desk.inbox({ q: name })).leads[0]!.id);
  importId = await withDesk(
    db,
    async (database) =>
      (
        await database.desk.saveImportDraft(
          {
            fileName: "matrix.csv",
            source: "fair",
            sourceDetail: "Matrix Fair",
            sourceDate: "",
            headers: ["Name", "Mobile"],
            cells: [[`${name} Imported`, uniquePhone()]],
          },
          admin.id,
        )
      ).id,
  );
});

async function ask(role: Role, method: "GET" | "POST", path: string, form?: Record<string, string>) {
  const headers: Record<string, string> = { Origin: new URL(baseUrl).origin };
  if (cookies[role]) headers.Cookie = cookies[role]!;
  if (form) headers["Content-Type"] = "application/x-www-form-urlencoded";
  const response = await fetch(new URL(path, baseUrl), {
    method,
    headers,
    body: form ? new URLSearchParams(form) : undefined,
    redirect: "manual",
  });
  return {
    status: response.status,
    location: response.headers.get("location") ?? "",
    body: await response.text(),
    headers: response.headers,
  };
}

const signedOut = (answer: { status: number; location: string }) =>
  [302, 303].includes(answer.status) && answer.location.startsWith("/desk/sign-in?next=");

/**
 * Paths name the test lead ":lead"; the expected status for each signed-in role. An editor
 * is refused (403) unless the row says otherwise: every lead, enquiry, report, import, export,
 * overview, today, privacy, audit, allocation, held-post and lead-data route and action.
 */
/** The fingerprint of the sample phone's words as a fresh server shows them (its revision 1 is the shipped content). */
const PHONE_WORDS = currentLaunchItems().find((item) => item.key === "contact:phone")!.reading!.fingerprint;

const ROUTES: {
  method: "GET" | "POST";
  path: string;
  form?: Record<string, string>;
  counsellor: number;
  admin: number;
  editor?: number;
}[] = [
  { method: "GET", path: "/desk", counsellor: 302, admin: 302, editor: 302 },
  { method: "GET", path: "/desk/today", counsellor: 200, admin: 200 },
  { method: "GET", path: "/desk/today?scope=team", counsellor: 403, admin: 200 },
  { method: "GET", path: "/desk/today?scope=mine", counsellor: 200, admin: 200 },
  // One of Today's sections whole (issue 51): anyone's own; the team's for admins only; an unknown section 400.
  { method: "GET", path: "/desk/today?section=new", counsellor: 200, admin: 200 },
  { method: "GET", path: "/desk/today?section=noNextStep&page=2", counsellor: 200, admin: 200 },
  { method: "GET", path: "/desk/today?scope=team&section=promise", counsellor: 403, admin: 200 },
  { method: "GET", path: "/desk/today?section=everything", counsellor: 400, admin: 400 },
  // Held posts (many from one address): admins release or discard them; a release or discard
  // of a real one is in tests/http/held-posts.db.test.ts, here one that is not there (404).
  { method: "GET", path: "/desk/today?discard=no-such-post", counsellor: 200, admin: 200 },
  { method: "POST", path: "/desk/today", form: { intent: "release", id: "no-such-post" }, counsellor: 403, admin: 404 },
  { method: "POST", path: "/desk/today", form: { intent: "discard", id: "no-such-post" }, counsellor: 403, admin: 404 },
  { method: "POST", path: "/desk/today", form: { intent: "everything" }, counsellor: 403, admin: 400 },
  { method: "GET", path: "/desk/leads", counsellor: 200, admin: 200 },
  { method: "GET", path: "/desk/leads?status=new&owner=me&q=98765", counsellor: 200, admin: 200 },
  { method: "GET", path: "/desk/leads?owner=me&reached=no&followUp=overdue", counsellor: 200, admin: 200 },
  // Saved views: each person's own; a save answers with a redirect to the view, a refusal with 400, an unknown view 404.
  {
    method: "POST",
    path: "/desk/leads",
    form: { intent: "save-view", name: "Matrix view", query: "?owner=me&reached=no" },
    counsellor: 303,
    admin: 303,
  },
  {
    method: "POST",
    path: "/desk/leads",
    form: { intent: "save-view", name: "", query: "?owner=me" },
    counsellor: 400,
    admin: 400,
  },
  {
    method: "POST",
    path: "/desk/leads",
    form: { intent: "delete-view", id: "no-such-view" },
    counsellor: 404,
    admin: 404,
  },
  { method: "POST", path: "/desk/leads", form: { intent: "drop-everything" }, counsellor: 400, admin: 400 },
  { method: "GET", path: "/desk/leads/new", counsellor: 200, admin: 200 },
  { method: "GET", path: "/desk/leads/:lead", counsellor: 200, admin: 200 },
  { method: "GET", path: "/desk/leads/no-such-lead", counsellor: 404, admin: 404 },
  { method: "GET", path: "/desk/overview", counsellor: 200, admin: 200 },
  // Reports: every report but by counsellor for everyone, by counsellor and the CSV downloads for admins.
  { method: "GET", path: "/desk/reports", counsellor: 200, admin: 200 },
  { method: "GET", path: "/desk/reports?report=source&range=season", counsellor: 200, admin: 200 },
  { method: "GET", path: "/desk/reports?report=counsellor&range=last_week", counsellor: 403, admin: 200 },
  {
    method: "GET",
    path: "/desk/reports?report=funnel&range=custom&from=2026-02-01&to=2026-01-01",
    counsellor: 400,
    admin: 400,
  },
  { method: "GET", path: "/desk/reports.csv?report=funnel&range=this_month", counsellor: 403, admin: 200 },
  { method: "GET", path: "/desk/reports.csv?report=counsellor&range=season", counsellor: 403, admin: 200 },
  // Imports (admins only): the upload, a draft's preview and its intents in the order an admin
  // uses them (map, courses, commit, the refused rows, undo; stop, which only a paused import takes), and unknown imports.
  { method: "GET", path: "/desk/import", counsellor: 403, admin: 200 },
  { method: "POST", path: "/desk/import", form: { source: "fair", source_detail: "" }, counsellor: 403, admin: 400 },
  {
    method: "POST",
    path: "/desk/import",
    form: { source: "fair", source_detail: "Expo" },
    counsellor: 403,
    admin: 400,
  },
  { method: "GET", path: "/desk/import/:import", counsellor: 403, admin: 200 },
  { method: "GET", path: "/desk/import/no-such-import", counsellor: 403, admin: 404 },
  { method: "POST", path: "/desk/import/no-such-import", form: { intent: "undo" }, counsellor: 403, admin: 404 },
  { method: "POST", path: "/desk/import/:import", form: { intent: "explode" }, counsellor: 403, admin: 400 },
  {
    method: "POST",
    path: "/desk/import/:import",
    form: { intent: "undo", confirm: "yes" },
    counsellor: 403,
    admin: 409,
  },
  { method: "POST", path: "/desk/import/:import", form: { intent: "stop" }, counsellor: 403, admin: 409 },
  { method: "GET", path: "/desk/import/:import/refused.csv", counsellor: 403, admin: 404 },
  {
    method: "POST",
    path: "/desk/import/:import",
    form: { intent: "map", map_name: "0", map_phone: "1" },
    counsellor: 403,
    admin: 303,
  },
  {
    method: "POST",
    path: "/desk/import/:import",
    form: { intent: "courses", course_key: "nursing", course_choice: "Undecided" },
    counsellor: 403,
    admin: 303,
  },
  { method: "POST", path: "/desk/import/:import", form: { intent: "commit" }, counsellor: 403, admin: 303 },
  { method: "POST", path: "/desk/import/:import", form: { intent: "commit" }, counsellor: 403, admin: 409 },
  { method: "POST", path: "/desk/import/:import", form: { intent: "map" }, counsellor: 403, admin: 409 },
  { method: "POST", path: "/desk/import/:import", form: { intent: "courses" }, counsellor: 403, admin: 409 },
  { method: "GET", path: "/desk/import/:import/refused.csv", counsellor: 403, admin: 200 },
  // An undo is done only from its confirmation: without it nothing is undone.
  { method: "POST", path: "/desk/import/:import", form: { intent: "undo" }, counsellor: 403, admin: 400 },
  {
    method: "POST",
    path: "/desk/import/:import",
    form: { intent: "undo", confirm: "yes" },
    counsellor: 403,
    admin: 303,
  },
  { method: "POST", path: "/desk/import/:import", form: { intent: "discard" }, counsellor: 403, admin: 409 },
  // The photo library (admins and editors): the screen, a refused upload, alt text and delete
  // of a photo that is not there, an unknown intent. A real upload, edit and delete are in
  // tests/http/photos.db.test.ts.
  { method: "GET", path: "/desk/photos", counsellor: 403, admin: 200, editor: 200 },
  {
    method: "POST",
    path: "/desk/photos",
    form: { intent: "upload", category: "labs", altEn: "", altHi: "" },
    counsellor: 403,
    admin: 400,
    editor: 400,
  },
  {
    method: "POST",
    path: "/desk/photos",
    form: { intent: "alt", id: "no-such-photo", altEn: "The campus gate", altHi: "परिसर का द्वार" },
    counsellor: 403,
    admin: 404,
    editor: 404,
  },
  {
    method: "POST",
    path: "/desk/photos",
    form: { intent: "delete", id: "no-such-photo" },
    counsellor: 403,
    admin: 404,
    editor: 404,
  },
  { method: "POST", path: "/desk/photos", form: { intent: "explode" }, counsellor: 403, admin: 400, editor: 400 },
  // The site's content (admins and editors): its screens, a preview, refused values and
  // actions. A real edit, preview, publish and restore are in tests/http/content-publish.db.test.ts.
  ...["/desk/content", "/desk/content/institute", "/desk/content/fees", "/desk/content/fees/hotel-management"].map(
    (path) => ({ method: "GET" as const, path, counsellor: 403, admin: 200, editor: 200 }),
  ),
  { method: "GET", path: "/desk/content/fees/no-such-course", counsellor: 403, admin: 404, editor: 404 },
  { method: "GET", path: "/desk/content/preview?path=/contact", counsellor: 403, admin: 200, editor: 200 },
  { method: "GET", path: "/desk/content/preview?path=/desk/today", counsellor: 403, admin: 404, editor: 404 },
  {
    method: "POST",
    path: "/desk/content/fees/hotel-management",
    form: { total: "a lot" },
    counsellor: 403,
    admin: 400,
    editor: 400,
  },
  { method: "POST", path: "/desk/content/institute", form: { name: "" }, counsellor: 403, admin: 400, editor: 400 },
  { method: "POST", path: "/desk/content", form: { intent: "publish" }, counsellor: 403, admin: 400, editor: 400 },
  // A restore publishes the whole site again: refused without its confirmation.
  {
    method: "POST",
    path: "/desk/content",
    form: { intent: "restore", revision: "999" },
    counsellor: 403,
    admin: 400,
    editor: 400,
  },
  {
    method: "POST",
    path: "/desk/content",
    form: { intent: "restore", revision: "999", confirm: "yes" },
    counsellor: 403,
    admin: 404,
    editor: 404,
  },
  { method: "POST", path: "/desk/content", form: { intent: "explode" }, counsellor: 403, admin: 400, editor: 400 },
  // The About page's campus photos (admins and editors): a photo the library has not is refused,
  // nothing saved. Placing, publishing and the refused delete: tests/http/content-photos.db.test.ts.
  { method: "GET", path: "/desk/content/gallery", counsellor: 403, admin: 200, editor: 200 },
  {
    method: "POST",
    path: "/desk/content/gallery",
    form: { photo: "000000000000", "position.000000000000": "1" },
    counsellor: 403,
    admin: 400,
    editor: 400,
  },
  { method: "GET", path: "/desk/account", counsellor: 200, admin: 200, editor: 200 },
  { method: "GET", path: "/desk/staff", counsellor: 403, admin: 200 },
  { method: "GET", path: "/desk/audit", counsellor: 403, admin: 200 },
  { method: "GET", path: "/desk/export.csv", counsellor: 403, admin: 200 },
  { method: "GET", path: "/desk/privacy", counsellor: 403, admin: 200 },
  // Site content's admission, contact and claims sections (admins and editors): a refused save stores nothing.
  { method: "GET", path: "/desk/content/admission", counsellor: 403, admin: 200, editor: 200 },
  {
    method: "POST",
    path: "/desk/content/admission",
    form: { session: "soon" },
    counsellor: 403,
    admin: 400,
    editor: 400,
  },
  { method: "GET", path: "/desk/content/contact", counsellor: 403, admin: 200, editor: 200 },
  {
    method: "POST",
    path: "/desk/content/contact",
    form: { mapUrl: "not a link" },
    counsellor: 403,
    admin: 400,
    editor: 400,
  },
  { method: "GET", path: "/desk/content/privacy", counsellor: 403, admin: 200, editor: 200 },
  {
    method: "POST",
    path: "/desk/content/privacy",
    form: { "contact.email": "not an email" },
    counsellor: 403,
    admin: 400,
    editor: 400,
  },
  { method: "GET", path: "/desk/content/claims", counsellor: 403, admin: 200, editor: 200 },
  {
    method: "POST",
    path: "/desk/content/claims",
    form: { "since.year": "last year" },
    counsellor: 403,
    admin: 400,
    editor: 400,
  },
  { method: "GET", path: "/desk/content/universities", counsellor: 403, admin: 200, editor: 200 },
  {
    method: "POST",
    path: "/desk/content/universities",
    form: { "registration.en": "Yes, with the B.Voc degree" },
    counsellor: 403,
    admin: 400,
    editor: 400,
  },
  { method: "GET", path: "/desk/content/grievance", counsellor: 403, admin: 200, editor: 200 },
  {
    method: "POST",
    path: "/desk/content/grievance",
    form: { "officer.phone": "call the office" },
    counsellor: 403,
    admin: 400,
    editor: 400,
  },
  { method: "GET", path: "/desk/leads/:lead/data.json", counsellor: 403, admin: 200 },
  { method: "GET", path: "/desk/leads/no-such-lead/data.json", counsellor: 403, admin: 404 },
  { method: "POST", path: "/desk/privacy", form: { id: "PR-NOSUCH00", outcome: "" }, counsellor: 403, admin: 400 },
  // Recording that the lead confirmed a request (issue #49): one that is not there (404), no
  // method given (400), an unknown intent (400). A real one: tests/http/privacy-requests.db.test.ts.
  {
    method: "POST",
    path: "/desk/privacy",
    form: { intent: "verify", id: "PR-NOSUCH00", method: "called_stored_phone" },
    counsellor: 403,
    admin: 404,
  },
  {
    method: "POST",
    path: "/desk/privacy",
    form: { intent: "verify", id: "PR-NOSUCH00", method: "guessed" },
    counsellor: 403,
    admin: 400,
  },
  {
    method: "POST",
    path: "/desk/privacy",
    form: { intent: "explode", id: "PR-NOSUCH00" },
    counsellor: 403,
    admin: 400,
  },
  {
    method: "POST",
    path: "/desk/leads/:lead",
    form: { intent: "correction", version: "999", field: "name", value: "x" },
    counsellor: 403,
    admin: 409,
  },
  { method: "POST", path: "/desk/leads/:lead", form: { intent: "erase" }, counsellor: 403, admin: 400 },
  {
    method: "POST",
    path: "/desk/leads/:lead",
    form: { intent: "guardian", version: "999", guardianName: "x", confirmed_at: "2026-01-01T10:00", method: "phone" },
    counsellor: 409,
    admin: 409,
  },
  // The lead page's calling intents: a logged call, a note (append-only: no version check), a
  // template opened as a message, and merging (admins only). Refused input answers 400.
  {
    method: "POST",
    path: "/desk/leads/:lead",
    form: { intent: "log", version: "1", outcome: "not-an-outcome" },
    counsellor: 400,
    admin: 400,
  },
  {
    method: "POST",
    path: "/desk/leads/:lead",
    form: { intent: "note", version: "999", note: "" },
    counsellor: 400,
    admin: 400,
  },
  {
    method: "POST",
    path: "/desk/leads/:lead",
    form: { intent: "message", channel: "fax", template: "" },
    counsellor: 400,
    admin: 400,
  },
  {
    method: "POST",
    path: "/desk/leads/:lead",
    form: { intent: "merge", other: "no-such-lead" },
    counsellor: 403,
    admin: 400,
  },
  { method: "POST", path: "/desk/leads/new", form: { source: "walk-in", name: "" }, counsellor: 400, admin: 400 },
  {
    method: "POST",
    path: "/desk/leads/new",
    form: {
      source: "aggregator",
      source_detail: "",
      name: "Matrix Aggregated",
      phone: "9876500000",
      course: "Undecided",
    },
    counsellor: 400,
    admin: 400,
  },
  { method: "POST", path: "/desk/staff", form: { intent: "add", email: "bad" }, counsellor: 403, admin: 400 },
  {
    method: "POST",
    path: "/desk/account",
    form: { intent: "rename", id: "no-such-passkey", name: "" },
    counsellor: 400,
    admin: 400,
    editor: 400,
  },
  // Allocation: the settings and bulk actions are admins'; each person sets their own
  // duty and leave on the Account page, admins anyone's on the Staff page.
  { method: "GET", path: "/desk/allocation", counsellor: 403, admin: 200 },
  // Site content: courses, success stories and questions, admins and editors. The posts here are
  // refused (an empty form, an entry not in the draft); saving and publishing are in
  // tests/http/content-courses.db.test.ts.
  { method: "GET", path: "/desk/content/courses", counsellor: 403, admin: 200, editor: 200 },
  { method: "GET", path: "/desk/content/courses/hotel-management", counsellor: 403, admin: 200, editor: 200 },
  { method: "GET", path: "/desk/content/courses/no-such-course", counsellor: 403, admin: 404, editor: 404 },
  {
    method: "POST",
    path: "/desk/content/courses/hotel-management",
    form: {},
    counsellor: 403,
    admin: 400,
    editor: 400,
  },
  { method: "POST", path: "/desk/content/courses", form: {}, counsellor: 403, admin: 405, editor: 405 },
  { method: "GET", path: "/desk/content/testimonials", counsellor: 403, admin: 200, editor: 200 },
  {
    method: "POST",
    path: "/desk/content/testimonials",
    form: { intent: "remove", id: "no-such-story" },
    counsellor: 403,
    admin: 404,
    editor: 404,
  },
  { method: "GET", path: "/desk/content/testimonials/new", counsellor: 403, admin: 200, editor: 200 },
  { method: "GET", path: "/desk/content/testimonials/priya-sharma", counsellor: 403, admin: 200, editor: 200 },
  { method: "POST", path: "/desk/content/testimonials/new", form: {}, counsellor: 403, admin: 400, editor: 400 },
  { method: "GET", path: "/desk/content/faq", counsellor: 403, admin: 200, editor: 200 },
  {
    method: "POST",
    path: "/desk/content/faq",
    form: { intent: "up", id: "no-such-question" },
    counsellor: 403,
    admin: 404,
    editor: 404,
  },
  // The editor's post (editors are asked before admins) removes it from the draft; the admin's finds it gone.
  {
    method: "POST",
    path: "/desk/content/faq",
    form: { intent: "remove", id: "hostel" },
    counsellor: 403,
    editor: 302,
    admin: 404,
  },
  { method: "GET", path: "/desk/content/faq/new", counsellor: 403, admin: 200, editor: 200 },
  { method: "GET", path: "/desk/content/faq/hostel", counsellor: 403, admin: 404, editor: 404 },
  { method: "POST", path: "/desk/content/faq/new", form: {}, counsellor: 403, admin: 400, editor: 400 },
  {
    method: "POST",
    path: "/desk/allocation",
    form: { intent: "rule", rule: "round_robin" },
    counsellor: 403,
    admin: 200,
  },
  {
    method: "POST",
    path: "/desk/allocation",
    form: { intent: "rule", rule: "everyone-at-once" },
    counsellor: 403,
    admin: 400,
  },
  {
    method: "POST",
    path: "/desk/allocation",
    form: { intent: "route", target: "course:No Such Course", staff: ":counsellor" },
    counsellor: 403,
    admin: 400,
  },
  {
    method: "POST",
    path: "/desk/allocation",
    form: { intent: "route-remove", target: "course:No Such Course" },
    counsellor: 403,
    admin: 200,
  },
  {
    method: "POST",
    path: "/desk/leads",
    form: { intent: "bulk-owner", scope: "ids", lead: ":lead", owner: ":counsellor" },
    counsellor: 403,
    admin: 200,
  },
  {
    method: "POST",
    path: "/desk/leads",
    form: { intent: "bulk-owner", scope: "ids", owner: "" },
    counsellor: 403,
    admin: 400,
  },
  {
    method: "POST",
    path: "/desk/leads",
    form: { intent: "bulk-status", scope: "filter", query: "?status=new", status: "gone" },
    counsellor: 403,
    admin: 400,
  },
  {
    method: "POST",
    path: "/desk/leads",
    form: { intent: "bulk-step", scope: "ids", lead: ":lead", step: "tomorrow_morning" },
    counsellor: 403,
    admin: 200,
  },
  {
    method: "POST",
    path: "/desk/staff",
    form: { intent: "duty", staffId: ":counsellor", onDuty: "0" },
    counsellor: 403,
    admin: 200,
  },
  // An editor is never given leads: no duty or leave of their own (400).
  {
    method: "POST",
    path: "/desk/account",
    form: { intent: "duty", onDuty: "0" },
    counsellor: 200,
    admin: 200,
    editor: 400,
  },
  // Today's one-tap duty switch: one's own only, and nothing else.
  { method: "POST", path: "/desk/today", form: { intent: "duty", onDuty: "1" }, counsellor: 200, admin: 200 },
  {
    method: "POST",
    path: "/desk/today",
    form: { intent: "duty", staffId: ":admin", onDuty: "1" },
    counsellor: 403,
    admin: 200,
  },
  { method: "POST", path: "/desk/today", form: { intent: "leave-clear" }, counsellor: 403, admin: 400 },
  {
    method: "POST",
    path: "/desk/account",
    form: { intent: "duty", staffId: ":counsellor", onDuty: "1" },
    counsellor: 200,
    admin: 403,
    editor: 403,
  },
  {
    method: "POST",
    path: "/desk/account",
    form: { intent: "duty", staffId: ":admin", onDuty: "1" },
    counsellor: 403,
    admin: 200,
    editor: 403,
  },
  {
    method: "POST",
    path: "/desk/account",
    form: { intent: "leave", from: "2026-11-22", to: "2026-11-20" },
    counsellor: 400,
    admin: 400,
    editor: 400,
  },
  {
    method: "POST",
    path: "/desk/account",
    form: { intent: "leave-clear" },
    counsellor: 200,
    admin: 200,
    editor: 400,
  },
  // The password change confirmed with a passkey: each person's own; an answer that is no
  // passkey's is refused (400), and nothing changes.
  {
    method: "POST",
    path: "/desk/account",
    form: {
      intent: "password",
      method: "passkey",
      password: "lantern mango river 7342",
      confirm: "lantern mango river 7342",
      challengeId: "confirm-no-such-challenge",
      response: "{}",
    },
    counsellor: 400,
    admin: 400,
    editor: 400,
  },
  // Notifications: each person's own devices and choices, from the Account page; every one
  // is about leads, so an editor has none (403).
  { method: "POST", path: "/desk/account", form: device("matrix"), counsellor: 200, admin: 200 },
  {
    method: "POST",
    path: "/desk/account",
    form: { ...device("bad"), endpoint: "http://10.0.0.5/push" },
    counsellor: 400,
    admin: 400,
  },
  {
    method: "POST",
    path: "/desk/account",
    form: { intent: "push-remove", id: "no-such" },
    counsellor: 404,
    admin: 404,
  },
  {
    method: "POST",
    path: "/desk/account",
    form: { intent: "notify-choices", "push:allocated": "on" },
    counsellor: 200,
    admin: 200,
  },
  // The launch checklist (editors and admins): a confirmation needs an item on the list that can
  // be confirmed as it stands, a source and the fingerprint of the words the person read; it can
  // be withdrawn once. No topic is confirmed at one go any more.
  { method: "GET", path: "/desk/launch", counsellor: 403, admin: 200, editor: 200 },
  {
    method: "POST",
    path: "/desk/launch",
    form: { intent: "confirm", key: "no-such-item", source: "A letter" },
    counsellor: 403,
    admin: 404,
    editor: 404,
  },
  {
    method: "POST",
    path: "/desk/launch",
    form: { intent: "confirm", key: "contact:phone", source: " ", fingerprint: PHONE_WORDS },
    counsellor: 403,
    admin: 400,
    editor: 400,
  },
  {
    method: "POST",
    path: "/desk/launch",
    form: { intent: "confirm", key: "fees:tuition", source: "Fee circular 2026-27, page 2" },
    counsellor: 403,
    admin: 409,
    editor: 409,
  },
  { method: "POST", path: "/desk/launch", form: { intent: "explode" }, counsellor: 403, admin: 400, editor: 400 },
  {
    method: "POST",
    path: "/desk/launch",
    form: { intent: "confirm-group", group: "figures", source: "Placement register 2025-26" },
    counsellor: 403,
    admin: 400,
    editor: 400,
  },
  {
    method: "POST",
    path: "/desk/launch",
    form: { intent: "confirm", key: "contact:phone", source: "Words read before a change", fingerprint: "stale" },
    counsellor: 403,
    admin: 409,
    editor: 409,
  },
  {
    method: "POST",
    path: "/desk/launch",
    form: { intent: "confirm", key: "contact:phone", source: "Office phone bill, Nov 2026", fingerprint: PHONE_WORDS },
    counsellor: 403,
    admin: 303,
    editor: 303,
  },
  {
    method: "POST",
    path: "/desk/launch",
    form: { intent: "withdraw", key: "contact:phone" },
    counsellor: 403,
    admin: 409,
    editor: 303,
  },
  {
    method: "POST",
    path: "/desk/launch",
    form: { intent: "withdraw", key: "contact:phone" },
    counsellor: 403,
    admin: 409,
    editor: 409,
  },
];

for (const route of ROUTES) {
  it(`${route.method} ${route.path}${route.form?.intent ? ` (${route.form.intent}${route.form.intent === "commit" && route.admin === 409 ? ", again" : ""}${route.form.name === "" ? ", no name" : ""}${route.form.method === "guessed" ? ", an unknown method" : ""})` : ""}${route.form?.source ? ` (${route.form.source})` : ""}${route.form?.confirm ? " (confirmed)" : ""} answers each role as it should`, async () => {
    const path = route.path.replace(":lead", leadId).replace(":import", importId);
    const ids = (value: string) =>
      value.replace(":lead", leadId).replace(":counsellor", counsellor.id).replace(":admin", admin.id);
    const form = route.form
      ? Object.fromEntries(Object.entries(route.form).map(([name, value]) => [name, ids(value)]))
      : undefined;
    for (const role of ["nobody", "disabled"] as const) {
      const answer = await ask(role, route.method, path, form);
      expect(signedOut(answer), `${role} ${route.method} ${path}: ${answer.status} ${answer.location}`).toBe(true);
    }
    for (const role of ["counsellor", "editor", "admin"] as const) {
      const answer = await ask(role, route.method, path, form);
      const expected = role === "editor" ? (route.editor ?? 403) : route[role];
      expect(answer.status, `${role} ${route.method} ${path}`).toBe(expected);
      expect(answer.headers.get("cache-control"), path).toBe("no-store");
      expect(answer.headers.get("x-robots-tag"), path).toContain("noindex");
    }
  });
}

it("a passkey confirmation's options (the password change) go only to someone signed in, for their own passkeys", async () => {
  for (const role of ["nobody", "disabled"] as const) {
    const answer = await ask(role, "POST", "/desk/passkey-options", { intent: "confirm" });
    expect(answer.status, role).toBe(401);
    expect(JSON.parse(answer.body), role).toEqual({ error: expect.stringContaining("Sign in again") });
  }
  for (const role of ["counsellor", "editor", "admin"] as const) {
    const answer = await ask(role, "POST", "/desk/passkey-options", { intent: "confirm" });
    expect(answer.status, role).toBe(200);
    const body = JSON.parse(answer.body) as { challengeId: string; options: { allowCredentials: unknown[] } };
    expect(body.challengeId, role).toMatch(/^confirm-/);
    // No passkeys yet: none offered (never another account's).
    expect(body.options.allowCredentials, role).toEqual([]);
  }
});

it("a save kept on a phone is sent only by its own signed-in counsellor or admin, and stored once (issue #51)", async () => {
  const path = `/desk/leads/${leadId}/send`;
  const note = (staffId: string, clientId = randomUUID()) => ({
    intent: "note",
    note: "Kept on the phone: father will visit on Saturday",
    client_id: clientId,
    saved_at: new Date().toISOString(),
    staff: staffId,
  });
  // Nobody signed in, or a disabled account: kept on the phone, asked to sign in (401, the script reads it).
  for (const role of ["nobody", "disabled"] as const) {
    const answer = await ask(role, "POST", path, note(counsellor.id));
    expect(answer.status, role).toBe(401);
    expect(JSON.parse(answer.body), role).toMatchObject({ outcome: "sign_in" });
  }
  const refused = await ask("editor", "POST", path, note(editor.id));
  expect(refused.status).toBe(403);
  expect(JSON.parse(refused.body)).toMatchObject({ outcome: "refused" });
  for (const [role, person] of [
    ["counsellor", counsellor],
    ["admin", admin],
  ] as const) {
    const id = randomUUID();
    for (const time of [1, 2]) {
      const answer = await ask(role, "POST", path, note(person.id, id));
      expect(answer.status, `${role}, sent ${time}`).toBe(200);
      expect(JSON.parse(answer.body), role).toEqual({ outcome: "saved", message: "Note added.", partial: false });
      expect(answer.headers.get("cache-control")).toBe("no-store");
    }
    // Saved by another account on this phone: not sent under this one.
    const other = await ask(role, "POST", path, note(role === "admin" ? counsellor.id : admin.id));
    expect(other.status, role).toBe(409);
    expect(JSON.parse(other.body)).toMatchObject({ outcome: "sign_in" });
    // Only a call, a note or a next step, with an id.
    const status = await ask(role, "POST", path, { ...note(person.id), intent: "status", status: "applied" });
    expect(status.status, role).toBe(400);
    const noId = await ask(role, "POST", path, { ...note(person.id), client_id: "" });
    expect(noId.status, role).toBe(400);
    const gone = await ask(role, "POST", "/desk/leads/no-such-lead/send", note(person.id));
    expect(gone.status, role).toBe(404);
    expect(JSON.parse(gone.body)).toMatchObject({ outcome: "refused" });
  }
  expect((await ask("counsellor", "GET", path)).status).toBe(405);
  const notes = await withDesk(server.databaseUrl, async (database) =>
    (await database.desk.lead(leadId))!.timeline.filter(
      (entry) => entry.kind === "note" && entry.text === "Kept on the phone: father will visit on Saturday",
    ),
  );
  expect(notes, "each sent twice, stored once").toHaveLength(2);
});

it("the lead page stores a call posted twice with one client id once (a post whose answer was lost)", async () => {
  const lead = await withDesk(server.databaseUrl, async (database) => (await database.desk.lead(leadId))!);
  const id = randomUUID();
  const form = {
    intent: "log",
    version: String(lead.version),
    outcome: "busy",
    next: "pick",
    at: "2099-01-05T11:00",
    status: "",
    reason: "",
    note: `Posted twice ${id}`,
    client_id: id,
  };
  for (const time of [1, 2]) {
    const answer = await ask("counsellor", "POST", `/desk/leads/${leadId}`, form);
    expect(answer.status, `sent ${time}`).toBe(303);
  }
  const calls = await withDesk(server.databaseUrl, async (database) =>
    (await database.desk.lead(leadId))!.timeline.filter((entry) => entry.kind === "call" && entry.note === form.note),
  );
  expect(calls).toHaveLength(1);
});

it("route data (.data) of a desk page leaks nothing to someone signed out", async () => {
  const name = await withDesk(server.databaseUrl, async (database) => (await database.desk.lead(leadId))!.name);
  for (const path of [
    "/desk/leads.data",
    `/desk/leads/${leadId}.data`,
    "/desk/today.data",
    "/desk/today.data?scope=team",
  ]) {
    const answer = await ask("nobody", "GET", path);
    expect(answer.body, path).not.toContain(name);
    expect(answer.headers.get("cache-control"), path).toBe("no-store");
  }
});

it("every percent-encoded spelling of a desk path carries no-store and noindex", async () => {
  for (const path of [
    `/%64esk/leads/${leadId}`,
    "/%64esk/export.csv",
    "/d%65sk/staff.data",
    `/DESK/leads/${leadId}`,
    "/%64%65%73%6B/audit",
  ]) {
    for (const role of ["admin", "nobody"] as const) {
      const answer = await ask(role, "GET", path);
      expect(answer.headers.get("cache-control"), `${role} ${path}: ${answer.status}`).toBe("no-store");
      expect(answer.headers.get("x-robots-tag"), `${role} ${path}`).toContain("noindex");
    }
  }
});

it("saved views are each person's own: one cannot delete another's, and a signed-out post saves nothing", async () => {
  const db = server.databaseUrl;
  const adminId = await withDesk(
    db,
    async (database) =>
      (await database.desk.listStaff()).find((member) => member.role === "admin" && member.active)!.id,
  );
  const theirs = await withDesk(db, (database) => database.desk.saveView(adminId, "Admin's own", "?status=new"));
  expect((await ask("counsellor", "POST", "/desk/leads", { intent: "delete-view", id: theirs.id })).status).toBe(404);
  expect(signedOut(await ask("nobody", "POST", "/desk/leads", { intent: "delete-view", id: theirs.id }))).toBe(true);
  expect(await withDesk(db, (database) => database.desk.savedViews(adminId))).toContainEqual(theirs);
  const before = await withDesk(db, (database) => database.desk.savedViews(counsellor.id));
  await ask("nobody", "POST", "/desk/leads", { intent: "save-view", name: "Sneaky", query: "?owner=me" });
  await ask("disabled", "POST", "/desk/leads", { intent: "save-view", name: "Sneaky", query: "?owner=me" });
  expect(await withDesk(db, (database) => database.desk.savedViews(counsellor.id))).toEqual(before);
});

it("push devices are each person's own: another's cannot be removed; signed out or disabled, nothing is added", async () => {
  const theirs = await withDesk(server.databaseUrl, (database) =>
    database.desk.addPushDevice(admin.id, {
      endpoint: "https://push.example.com/admins-phone",
      p256dh: device("x").p256dh,
      auth: device("x").auth,
      label: "Chrome on Android",
    }),
  );
  const removeTheirs = await ask("counsellor", "POST", "/desk/account", { intent: "push-remove", id: theirs.id });
  expect(removeTheirs.status).toBe(404);
  for (const role of ["nobody", "disabled"] as const) {
    expect(signedOut(await ask(role, "POST", "/desk/account", { intent: "push-remove", id: theirs.id }))).toBe(true);
    expect(signedOut(await ask(role, "POST", "/desk/account", device(`by-${role}`)))).toBe(true);
  }
  const devices = await withDesk(server.databaseUrl, async (database) => ({
    admin: (await database.desk.notificationSettings(admin.id)).devices.map((each) => each.endpoint),
    counsellor: (await database.desk.notificationSettings(counsellor.id)).devices.map((each) => each.endpoint),
  }));
  expect(devices.admin).toContain("https://push.example.com/admins-phone");
  expect([...devices.admin, ...devices.counsellor].some((endpoint) => /by-(nobody|disabled)/.test(endpoint))).toBe(
    false,
  );
  // A counsellor's own device, posted with someone else's id in the form: still theirs.
  const mine = await ask("counsellor", "POST", "/desk/account", { ...device("mine"), staffId: admin.id });
  expect(mine.status).toBe(403);
});

it("a counsellor's disabled account is refused at once, on its next request", async () => {
  const db = server.databaseUrl;
  const staff = await addStaff(db);
  const cookie = await sessionCookieFor(baseUrl, staff);
  const open = await fetch(new URL("/desk/today", baseUrl), { headers: { Cookie: cookie }, redirect: "manual" });
  expect(open.status).toBe(200);
  await withDesk(db, (database) => database.desk.setStaffActive(staff.id, false, null));
  const after = await fetch(new URL("/desk/today", baseUrl), { headers: { Cookie: cookie }, redirect: "manual" });
  expect(after.status).toBe(302);
  expect(after.headers.get("location")).toMatch(/^\/desk\/sign-in/);
});

it("a post carrying a desk session needs a same-origin Origin, or a same-origin Referer without one", async () => {
  const staff = await addStaff(server.databaseUrl);
  const cookie = await sessionCookieFor(baseUrl, staff);
  const signOut = (headers: Record<string, string>) =>
    fetch(new URL("/desk/sign-out", baseUrl), {
      method: "POST",
      headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded", ...headers },
      body: "scope=this",
      redirect: "manual",
    });
  expect((await signOut({})).status).toBe(403);
  expect((await signOut({ Referer: "https://evil.example/desk/account" })).status).toBe(403);
  expect((await signOut({ Referer: "not a url" })).status).toBe(403);
  expect(
    (await fetch(new URL("/desk/account", baseUrl), { headers: { Cookie: cookie }, redirect: "manual" })).status,
  ).toBe(200);
  expect((await signOut({ Referer: `${baseUrl}/desk/account` })).status).toBe(303);
  // Without a session the public forms' rule stands: no Origin is taken (old browsers, tools).
  expect(
    (
      await fetch(new URL("/desk/sign-in", baseUrl), {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: "email=a%40b.c&password=x",
        redirect: "manual",
      })
    ).status,
  ).not.toBe(403);
});

it("desk posts pass the same guards as the public forms", async () => {
  const cookie = cookies.counsellor!;
  const foreign = await fetch(new URL(`/desk/leads/${leadId}`, baseUrl), {
    method: "POST",
    headers: { Cookie: cookie, Origin: "https://evil.example", "Content-Type": "application/x-www-form-urlencoded" },
    body: "intent=note&version=1&note=hi",
    redirect: "manual",
  });
  expect(foreign.status).toBe(403);
  const huge = await fetch(new URL(`/desk/leads/${leadId}`, baseUrl), {
    method: "POST",
    headers: { Cookie: cookie, Origin: new URL(baseUrl).origin, "Content-Type": "application/x-www-form-urlencoded" },
    body: `intent=note&version=1&note=${"x".repeat(20_000)}`,
    redirect: "manual",
  });
  expect(huge.status).toBe(413);
});

it("lead ids are random, not counters, and the sitemap lists no desk page", async () => {
  expect(leadId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  const sitemap = await (await fetch(new URL("/sitemap.xml", baseUrl))).text();
  expect(sitemap).not.toContain("/desk");
});

it("the sign-in and welcome pages are open to all; signing out needs a session and ends it", async () => {
  expect((await ask("nobody", "GET", "/desk/sign-in")).status).toBe(200);
  expect((await ask("nobody", "GET", "/desk/welcome/not-a-real-token")).status).toBe(410);
  expect(signedOut(await ask("nobody", "POST", "/desk/sign-out", { scope: "this" }))).toBe(true);

  // A session of its own, so the other tests' sessions stay.
  const cookie = await sessionCookieFor(baseUrl, counsellor);
  const out = await fetch(new URL("/desk/sign-out", baseUrl), {
    method: "POST",
    headers: { Cookie: cookie, Origin: new URL(baseUrl).origin, "Content-Type": "application/x-www-form-urlencoded" },
    body: "scope=this",
    redirect: "manual",
  });
  expect(out.status).toBe(303);
  expect(out.headers.get("set-cookie")).toMatch(/desk_session=; Max-Age=0/);
  const after = await fetch(new URL("/desk/today", baseUrl), { headers: { Cookie: cookie }, redirect: "manual" });
  expect(after.status).toBe(302);
});

it("an editor lands on the site's content, sees no lead page in the navigation, and is told why a lead page is refused", async () => {
  expect((await ask("editor", "GET", "/desk")).location).toBe("/desk/content");
  // The installed app's start page (scripts/build/desk-app.ts), inside its scope: the same landing.
  expect((await ask("editor", "GET", "/desk/")).location).toBe("/desk");
  expect((await ask("counsellor", "GET", "/desk")).location).toBe("/desk/today");
  const account = await ask("editor", "GET", "/desk/account");
  const links = (body: string) => [...body.matchAll(/href="(\/desk[^"]*)"/g)].map((match) => match[1]!);
  expect(
    links(account.body).filter((href) =>
      /^\/desk\/(today|leads|overview|reports|import|staff|allocation|privacy|audit|export)/.test(href),
    ),
  ).toEqual([]);
  expect(links(account.body)).toEqual(
    expect.arrayContaining(["/desk/content", "/desk/photos", "/desk/launch", "/desk/account"]),
  );
  // Nor the duty and notification settings, which are about leads.
  expect(account.body).not.toContain("Duty and leave");
  expect(account.body).not.toContain('value="notify-choices"');
  const refused = await ask("editor", "GET", `/desk/leads/${leadId}`);
  expect(refused.status).toBe(403);
  expect(refused.body).toContain("only counsellors and admins can open it");
  // A lead's route data gives an editor nothing of the lead either.
  const name = await withDesk(server.databaseUrl, async (database) => (await database.desk.lead(leadId))!.name);
  for (const path of [`/desk/leads/${leadId}.data`, "/desk/leads.data", "/desk/today.data", "/desk/export.csv"]) {
    const answer = await ask("editor", "GET", path);
    expect(answer.body, path).not.toContain(name);
  }
  // Editors (above) and admins see the launch checklist in their navigation; counsellors do not.
  expect(links((await ask("admin", "GET", "/desk/account")).body)).toContain("/desk/launch");
  expect(links((await ask("counsellor", "GET", "/desk/account")).body)).not.toContain("/desk/launch");
});

it("requireContentEditor lets admins and editors through, and refuses counsellors and disabled accounts", async () => {
  const context = { desk: await withDesk(server.databaseUrl, async (database) => database.desk) } as AppLoadContext;
  const request = (role: Role) =>
    new Request(new URL("/desk/content", baseUrl), { headers: cookies[role] ? { Cookie: cookies[role]! } : {} });
  for (const role of ["admin", "editor"] as const)
    expect((await requireContentEditor(request(role), context)).staff.role).toBe(role);
  const refusal = (await requireContentEditor(request("counsellor"), context).catch((error: unknown) => error)) as {
    init: { status: number };
    data: string;
  };
  expect(refusal.init.status).toBe(403);
  expect(refusal.data).toBe("Only an admin or an editor can edit the site's content.");
  for (const role of ["nobody", "disabled"] as const) {
    const redirected = (await requireContentEditor(request(role), context).catch(
      (error: unknown) => error,
    )) as Response;
    expect(redirected.status, role).toBe(302);
    expect(redirected.headers.get("location"), role).toBe("/desk/sign-in?next=%2Fdesk%2Fcontent");
  }
});
