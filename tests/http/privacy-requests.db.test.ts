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

async function leadIdOf(email: string): Promise<string> {
  return withDesk(server.databaseUrl, async (database) => (await database.desk.inbox({ q: email })).leads[0]!.id);
}

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
