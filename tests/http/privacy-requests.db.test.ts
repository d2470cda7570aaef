import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addStaff, query, sessionCookieFor, sql, withDesk, type TestStaff } from "#tests/support/desk.ts";
import { post, uniquePhone, validEnquiry } from "#tests/support/forms.ts";
import { startInProcess, type InProcessServer } from "#tests/support/in-process.ts";

/**
 * Issue #49 through the real pages, over HTTP to the app in this process: a rights request
 * matched to a lead by its phone alone (finding 4), and a campaign tag that is someone's email
 * or phone (finding 5). The store's side, on both databases: server/privacy/privacy.db.test.ts.
 */

let server: InProcessServer;
let admin: TestStaff;
let cookie: string;

beforeAll(async () => {
  server = await startInProcess();
  admin = await addStaff(server.databaseUrl, { role: "admin", name: "Meera Head" });
  cookie = await sessionCookieFor(server.url, admin);
});

afterAll(async () => {
  await server?.stop();
  server?.cleanup();
});

/** A desk page or download as the admin: its status, and its text with the markup's escapes read back. */
async function get(path: string) {
  const response = await fetch(new URL(path, server.url), { headers: { Cookie: cookie }, redirect: "manual" });
  const body = await response.text();
  return { status: response.status, location: response.headers.get("location"), body: unescaped(body) };
}

async function deskPost(path: string, form: Record<string, string>) {
  const answer = await post(server.url, path, form, { headers: { Cookie: cookie } });
  return { ...answer, body: unescaped(answer.body) };
}

function unescaped(html: string): string {
  return html
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");
}

/** The text of one request's card on /desk/privacy (up to the next card or the list's end), tags dropped. */
function card(page: string, reference: string): string {
  const at = page.indexOf(reference);
  const start = page.lastIndexOf('<li class="desk-card', at);
  const ends = [page.indexOf('<li class="desk-card', at), page.indexOf("</ol>", at)].filter((end) => end > 0);
  return page
    .slice(start, Math.min(...ends))
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ");
}

async function leadIdOf(email: string): Promise<string> {
  return withDesk(server.databaseUrl, async (database) => (await database.desk.inbox({ q: email })).leads[0]!.id);
}

describe("a rights request matched by phone alone (finding 4)", () => {
  it("shows what differs from the lead, and refuses a download or erasure until the lead confirms it", async () => {
    const phone = uniquePhone();
    const email = `priya.${randomBytes(4).toString("hex")}@example.com`;
    expect((await post(server.url, "/admission", validEnquiry({ name: "Priya Sharma", email, phone }))).status).toBe(
      200,
    );
    const leadId = await leadIdOf(email);
    // Another name and email, with Priya's phone, through the public rights-request form.
    const answered = await post(server.url, "/privacy/request", {
      kind: "erasure",
      name: "Rohit Verma",
      email: "rohit.v@example.net",
      phone,
      details: "Erase all my data.",
      website: "",
    });
    expect(answered.status).toBe(200);
    const reference = /PR-[A-Z2-9]{8}/.exec(answered.body)![0];

    const page = await get("/desk/privacy");
    expect(page.status).toBe(200);
    const shown = card(page.body, reference);
    expect(shown).toContain("Priya Sharma");
    expect(shown).toMatch(/From Rohit Verma ✗ Differs from the lead's: Priya Sharma/);
    expect(shown).toMatch(/Phone \+91 \d{5} \d{5} ✓ Same as the lead's/);
    expect(shown).toContain(`Email rohit.v@example.net ✗ Differs from the lead's: ${email}`);
    expect(shown).toContain("Not confirmed: this may not be from the lead");
    expect(shown).toContain(`Lead's stored email: ${email}`);

    // The download and the erasure are refused, saying why; nothing is erased.
    const download = await get(`/desk/leads/${leadId}/data.json`);
    expect(download.status).toBe(409);
    expect(download.body).toContain(`Request ${reference} came with a name or email that differ from this lead's`);
    const erase = await deskPost(`/desk/leads/${leadId}`, { intent: "erase", confirm: "yes", request: reference });
    expect(erase.status).toBe(409);
    expect(erase.body).toContain("Until then their data cannot be downloaded or erased.");
    const withNone = await deskPost(`/desk/leads/${leadId}`, { intent: "erase", confirm: "yes", request: "" });
    expect(withNone.status).toBe(409);
    expect((await get(`/desk/leads/${leadId}`)).body).toContain("Not confirmed with this person yet");

    // A confirmation needs its method.
    const unsaid = await deskPost("/desk/privacy", { intent: "verify", id: reference, method: "" });
    expect(unsaid.status).toBe(400);
    expect(unsaid.body).toContain("Choose how the lead confirmed the request.");

    const verified = await deskPost("/desk/privacy", {
      intent: "verify",
      id: reference,
      method: "called_stored_phone",
    });
    expect(verified.status).toBe(303);
    expect(verified.headers.get("location")).toBe("/desk/privacy?verified=1");
    const after = card((await get("/desk/privacy")).body, reference);
    expect(after).toMatch(
      /Confirmed with the lead by a call to the phone stored on the lead, recorded by Meera Head on \d{1,2} \w+ 20\d\d/,
    );
    expect(after).not.toContain("Not confirmed");

    expect((await get(`/desk/leads/${leadId}/data.json`)).status).toBe(200);
    const erased = await deskPost(`/desk/leads/${leadId}`, { intent: "erase", confirm: "yes", request: reference });
    expect(erased.status).toBe(303);
    expect((await get(`/desk/leads/${leadId}`)).status).toBe(404);
  });

  it("a request whose name, phone and email are the lead's shows them as the same, and proceeds as before", async () => {
    const phone = uniquePhone();
    const email = `asha.${randomBytes(4).toString("hex")}@example.com`;
    expect((await post(server.url, "/admission", validEnquiry({ name: "Asha Rani", email, phone }))).status).toBe(200);
    const leadId = await leadIdOf(email);
    const answered = await post(server.url, "/privacy/request", {
      kind: "access",
      name: "Asha Rani",
      email,
      phone,
      details: "",
      website: "",
    });
    const reference = /PR-[A-Z2-9]{8}/.exec(answered.body)![0];
    const shown = card((await get("/desk/privacy")).body, reference);
    expect(shown).toContain("From Asha Rani ✓ Same as the lead's");
    expect(shown).toContain(`Email ${email} ✓ Same as the lead's`);
    expect(shown).not.toContain("Not confirmed");
    expect((await get(`/desk/leads/${leadId}/data.json`)).status).toBe(200);
  });
});

describe("a campaign tag that is someone's email or phone (finding 5)", () => {
  it("is never a Reports row or a CSV line, before or after the lead is erased", async () => {
    const tagged = async (utm_source: string) => {
      const email = `tagged.${randomBytes(4).toString("hex")}@example.com`;
      const enquiry = validEnquiry({ email, phone: uniquePhone(), utm_source });
      expect((await post(server.url, "/admission", enquiry)).status).toBe(200);
      return leadIdOf(email);
    };
    const erasedId = await tagged("priya.sharma.x@gmail.com");
    await tagged("+91 98111 22233");
    await tagged("Google Ads");
    const traces = ["priya.sharma.x", "98111 22233", "9811122233"];
    const report = "/desk/reports?report=source&range=season";
    const csv = "/desk/reports.csv?report=source&range=season";

    const before = await get(csv);
    expect(before.status).toBe(200);
    expect(before.body).toMatch(/^\uFEFF?"?Other"?,2,/m);
    expect(before.body).toMatch(/^\uFEFF?"?Google Ads"?,1,/m);

    expect((await deskPost(`/desk/leads/${erasedId}`, { intent: "erase", confirm: "yes" })).status).toBe(303);

    const page = await get(report);
    const after = await get(csv);
    expect(after.body).toMatch(/^\uFEFF?"?Other"?,1,/m);
    for (const trace of traces) {
      expect(page.body.toLowerCase(), `the Reports page shows "${trace}"`).not.toContain(trace);
      expect(after.body.toLowerCase(), `the CSV has "${trace}"`).not.toContain(trace);
    }
    // And no row the erasure keeps holds it.
    const kept = JSON.stringify([
      await query(server.databaseUrl, sql`select * from erased_leads`),
      await query(server.databaseUrl, sql`select * from lead_counts`),
      await query(server.databaseUrl, sql`select * from report_days`),
    ]).toLowerCase();
    for (const trace of traces) expect(kept, trace).not.toContain(trace);
    expect(kept).toContain('"other"');
  });
});

describe("the overview's sources", () => {
  it("are named as Reports names them: one row for each spelling of a known source", async () => {
    for (const utm_source of ["adwords", "google_ads", "+google"])
      expect((await post(server.url, "/admission", validEnquiry({ phone: uniquePhone(), utm_source }))).status).toBe(
        200,
      );
    const overview = (await get("/desk/overview")).body.replace(/<!-- -->/g, "");
    const rows = [...overview.matchAll(/<th scope="row"[^>]*>([^<]*)<\/th>/g)].map((match) => match[1]);
    expect(rows).toContain("Google Ads");
    expect(rows).not.toContain("google-ads");
  });
});
