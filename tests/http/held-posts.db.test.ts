import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addStaff, query, sessionCookieFor, sql, withDesk, type TestStaff } from "#tests/support/desk.ts";
import { readRows } from "#tests/support/db.ts";
import { post, uniquePhone, validContact, validEnquiry, type Fields } from "#tests/support/forms.ts";
import { startInProcess, type InProcessServer } from "#tests/support/in-process.ts";
import { startMailbox, startReceiver } from "#tests/support/mail.ts";
import { solveChallenge } from "altcha-lib/v1";
import { UNSAFE_decodeViaTurboStream } from "react-router";
import { site } from "#content/site.ts";
import type { ProofChallenge } from "#domain/proof-of-work.ts";

/**
 * Many families behind one address (a mobile carrier's, a fair's, a school lab's): above
 * the address's limit their posts are stored held, not refused; held posts reach nobody until
 * an admin releases one; above a much higher hard cap a post is stored only with a solved
 * proof of work, so the families behind a flood's address still reach the institute. Every
 * post here comes from 127.0.0.1, one address.
 */

const SECRET = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw";

type Row = { id: string; name: string; leadId: string | null; heldAt: string | null; heldReason: string | null };

function person(overrides: Fields = {}): Fields {
  return validEnquiry({
    name: `Family ${randomBytes(4).toString("hex")}`,
    phone: uniquePhone(),
    email: `${randomBytes(5).toString("hex")}@example.com`,
    ...overrides,
  });
}

/** Outbox rows about a lead, as "channel:kind", sorted. */
async function outboxOf(databaseUrl: string, leadId: string): Promise<string[]> {
  const rows = await query<{ channel: string; kind: string }>(
    databaseUrl,
    sql`select channel, kind from outbox where lead_id = ${leadId} or payload like ${`%"${leadId}"%`}`,
  );
  return rows.map((row) => `${row.channel}:${row.kind}`).sort();
}

async function allOutbox(databaseUrl: string): Promise<number> {
  const [row] = await query<{ count: number | string }>(databaseUrl, sql`select count(*) as count from outbox`);
  return Number(row!.count);
}

async function leadCount(databaseUrl: string): Promise<number> {
  const [row] = await query<{ count: number | string }>(databaseUrl, sql`select count(*) as count from leads`);
  return Number(row!.count);
}

describe("fifty families behind one address", () => {
  let server: InProcessServer;
  let admin: TestStaff;
  let counsellor: TestStaff;
  const cookies: Record<string, string> = {};
  const mailbox = startMailbox();
  const receiver = startReceiver();

  beforeAll(async () => {
    server = await startInProcess({
      env: {
        SUBMIT_RATE_LIMIT: "5",
        SMTP_URL: (await mailbox).url(),
        NOTIFY_EMAIL: "office@example.in",
        WEBHOOK_URL: (await receiver).url,
        WEBHOOK_SECRET: SECRET,
      },
    });
    admin = await addStaff(server.databaseUrl, { role: "admin" });
    counsellor = await addStaff(server.databaseUrl, { role: "counsellor" });
    // Someone on duty, so allocation by the rule gives an owner.
    await withDesk(server.databaseUrl, (database) => database.desk.setOnDuty(counsellor.id, true, admin.id));
    cookies.admin = await sessionCookieFor(server.url, admin);
    cookies.counsellor = await sessionCookieFor(server.url, counsellor);
  });

  afterAll(async () => {
    await server?.stop();
    server?.cleanup();
    await (await mailbox).close();
    await (await receiver).close();
  });

  const desk = (role: "admin" | "counsellor", path: string, form?: Record<string, string>) =>
    fetch(new URL(path, server.url), {
      method: form ? "POST" : "GET",
      headers: {
        Cookie: cookies[role]!,
        Origin: new URL(server.url).origin,
        ...(form ? { "Content-Type": "application/x-www-form-urlencoded" } : {}),
      },
      body: form ? new URLSearchParams(form) : undefined,
      redirect: "manual",
    });

  it("stores all fifty: the first five as leads, the rest held, with no lead and no notification", async () => {
    const sent: Fields[] = [];
    const statuses: number[] = [];
    for (let index = 0; index < 50; index++) {
      const fields = person();
      sent.push(fields);
      // With and without JavaScript alike.
      statuses.push((await post(server.url, index % 2 ? "/admission.data" : "/admission", fields)).status);
    }
    // Every family is told their enquiry is received: the normal success, with or without JavaScript.
    expect(statuses.filter((status) => status === 200 || status === 303)).toHaveLength(50);

    const rows = await readRows<Row>(server.databaseUrl, "enquiries");
    expect(rows.map((row) => row.name).sort()).toEqual(sent.map((fields) => fields.name).sort());
    const normal = rows.filter((row) => row.heldAt === null);
    const held = rows.filter((row) => row.heldAt !== null);
    expect(normal.map((row) => row.name)).toEqual(sent.slice(0, 5).map((fields) => fields.name));
    expect(held).toHaveLength(45);
    expect(held.every((row) => row.leadId === null && row.heldReason === "address")).toBe(true);
    expect(normal.every((row) => row.leadId !== null)).toBe(true);
    expect(await leadCount(server.databaseUrl)).toBe(5);

    // Notifications for the five only: one email and one webhook each.
    for (const row of normal) {
      expect(await outboxOf(server.databaseUrl, row.leadId!)).toEqual([
        "email:enquiry.created",
        "webhook:enquiry.created",
      ]);
    }
    expect(await allOutbox(server.databaseUrl)).toBe(10);

    // Nor are they anywhere a lead is: Today, the inbox, the overview.
    const listed = await withDesk(server.databaseUrl, async (database) => ({
      inbox: (await database.desk.inbox({})).total,
      team: (await database.desk.today(admin.id, "team")).items.length,
      held: await database.desk.heldPosts(),
    }));
    expect(listed.inbox).toBe(5);
    expect(listed.team).toBe(5);
    expect(listed.held.total).toBe(45);
    expect(listed.held.items.map((item) => item.name)).toEqual(sent.slice(5).map((fields) => fields.name));
  });

  it("shows the held posts on Today to admins only", async () => {
    const adminPage = await (await desk("admin", "/desk/today")).text();
    expect(adminPage).toContain("Held: many posts from one address");
    const counsellorPage = await (await desk("counsellor", "/desk/today")).text();
    expect(counsellorPage).not.toContain("Held: many posts from one address");
    expect(counsellorPage).toContain("Today");
  });

  it("a release joins the normal flow as if just received: a lead, allocation, notifications, the timeline", async () => {
    const [first] = (await readRows<Row>(server.databaseUrl, "enquiries")).filter((row) => row.heldAt !== null);
    const outboxBefore = await allOutbox(server.databaseUrl);

    // A counsellor may not.
    expect((await desk("counsellor", "/desk/today", { intent: "release", id: first!.id })).status).toBe(403);

    const released = await desk("admin", "/desk/today", { intent: "release", id: first!.id });
    expect(released.status).toBe(303);
    const row = (await readRows<Row>(server.databaseUrl, "enquiries")).find((each) => each.id === first!.id)!;
    expect(row.heldAt).toBeNull();
    expect(row.leadId).not.toBeNull();
    expect(released.headers.get("location")).toContain(`released=${row.leadId}`);

    // Exactly the notifications of a post that was never held.
    expect(await outboxOf(server.databaseUrl, row.leadId!)).toEqual([
      "email:enquiry.created",
      "webhook:enquiry.created",
    ]);
    expect(await allOutbox(server.databaseUrl)).toBe(outboxBefore + 2);

    const lead = await withDesk(server.databaseUrl, (database) => database.desk.lead(row.leadId!));
    expect(lead?.status).toBe("new");
    expect(lead?.ownerId).toBe(counsellor.id);
    const kinds = lead!.timeline.map((entry) => entry.kind);
    expect(kinds).toEqual(expect.arrayContaining(["enquiry", "allocated", "released"]));
    expect(lead!.timeline.find((entry) => entry.kind === "released")?.staffName).toBe(admin.name);

    // One tap only: releasing it again finds nothing to release.
    expect((await desk("admin", "/desk/today", { intent: "release", id: first!.id })).status).toBe(404);
    expect(await allOutbox(server.databaseUrl)).toBe(outboxBefore + 2);
  });

  it("a discard erases the held post and records who did it, without the person's data", async () => {
    const [, second] = (await readRows<Row>(server.databaseUrl, "enquiries")).filter((row) => row.heldAt !== null);
    expect((await desk("counsellor", "/desk/today", { intent: "discard", id: second!.id })).status).toBe(403);
    const discarded = await desk("admin", "/desk/today", { intent: "discard", id: second!.id });
    expect(discarded.status).toBe(303);
    expect((await readRows<Row>(server.databaseUrl, "enquiries")).map((row) => row.id)).not.toContain(second!.id);
    const audit = await query<{ action: string; staffId: string; subject: string; detail: string | null }>(
      server.databaseUrl,
      sql`select action, staff_id, subject, detail from audit_log where subject = ${second!.id}`,
    );
    expect(audit).toEqual([{ action: "held_post.discarded", staffId: admin.id, subject: second!.id, detail: null }]);
    expect((await desk("admin", "/desk/today", { intent: "discard", id: second!.id })).status).toBe(404);
  });

  it("holds contact messages the same way", async () => {
    // The contact form has its own count: five normal, then held.
    const statuses: number[] = [];
    for (let index = 0; index < 7; index++) {
      statuses.push(
        (
          await post(
            server.url,
            "/contact",
            validContact({ phone: uniquePhone(), email: `${randomBytes(5).toString("hex")}@example.com` }),
          )
        ).status,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 200]);
    const rows = await readRows<Row>(server.databaseUrl, "messages");
    expect(rows.filter((row) => row.heldAt === null)).toHaveLength(5);
    expect(rows.filter((row) => row.heldAt !== null && row.leadId === null)).toHaveLength(2);
  });
});

describe("one person again and again from one address", () => {
  let server: InProcessServer;
  beforeAll(async () => {
    server = await startInProcess({ env: { SUBMIT_RATE_LIMIT: "5" } });
  });
  afterAll(async () => {
    await server?.stop();
    server?.cleanup();
  });

  it("the same enquiry ten times is stored once, and refused above the limit as before", async () => {
    const same = person();
    const statuses: number[] = [];
    for (let index = 0; index < 10; index++) statuses.push((await post(server.url, "/admission.data", same)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429, 429, 429, 429]);
    const rows = await readRows<Row>(server.databaseUrl, "enquiries");
    expect(rows).toHaveLength(1);
    expect(rows[0]!.heldAt).toBeNull();
  });

  it("one person with ten different messages is refused above the limit, never held", async () => {
    const fresh = await startInProcess({ env: { SUBMIT_RATE_LIMIT: "5" } });
    try {
      const phone = uniquePhone();
      const statuses: number[] = [];
      for (let index = 0; index < 10; index++) {
        // The same phone, a different email each time: the phone alone names the person.
        const fields = person({ phone, message: `Question number ${index}` });
        statuses.push((await post(fresh.url, "/admission.data", fields)).status);
      }
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429, 429, 429, 429]);
      const rows = await readRows<Row>(fresh.databaseUrl, "enquiries");
      expect(rows).toHaveLength(5);
      expect(rows.every((row) => row.heldAt === null)).toBe(true);
      expect(await leadCount(fresh.databaseUrl)).toBe(1);
    } finally {
      await fresh.stop();
      fresh.cleanup();
    }
  });
});

/** The proof of work a `.data` answer carries (its single-fetch encoding decoded), if any. */
async function challengeIn(body: string): Promise<ProofChallenge | undefined> {
  const { value, done } = await UNSAFE_decodeViaTurboStream(new Response(body).body!, globalThis);
  await done;
  const find = (node: unknown): ProofChallenge | undefined => {
    if (typeof node !== "object" || node === null) return undefined;
    if ("signature" in node && "salt" in node && "maxnumber" in node) return node as ProofChallenge;
    for (const child of Object.values(node)) {
      const found = find(child);
      if (found) return found;
    }
    return undefined;
  };
  return find(value);
}

/** Solves a challenge with ALTCHA's own library, as a flood's script or the widget would. */
async function solved(challenge: ProofChallenge): Promise<string> {
  const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber)
    .promise;
  if (!solution) throw new Error("no solution");
  const { algorithm, salt, signature } = challenge;
  return btoa(JSON.stringify({ algorithm, challenge: challenge.challenge, number: solution.number, salt, signature }));
}

describe("a flood beyond the hard cap", () => {
  let server: InProcessServer;
  beforeAll(async () => {
    // The defaults: 5 per 10 minutes, then held; 200 per hour, then a proof of work. A cheap
    // challenge here (the default costs a phone about a second; bench/ measures a flood).
    server = await startInProcess({ env: { SUBMIT_RATE_LIMIT: "5", SUBMIT_CHALLENGE_COST: "2000" } });
  });
  afterAll(async () => {
    await server?.stop();
    server?.cleanup();
  });

  it("stores 200 and asks the rest for a proof of work; forty families after it are all stored", async () => {
    const statuses: number[] = [];
    // 400 posts, ten at a time, as a flood would send them.
    for (let batch = 0; batch < 40; batch++) {
      const answers = await Promise.all(
        Array.from({ length: 10 }, () => post(server.url, "/admission.data", person())),
      );
      statuses.push(...answers.map((answer) => answer.status));
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(200);
    expect(statuses.filter((status) => status === 429)).toHaveLength(200);
    expect(await readRows(server.databaseUrl, "enquiries")).toHaveLength(200);

    // Then forty families from the same carrier's address, each page solving what it is asked.
    const families = Array.from({ length: 40 }, () => person());
    const outcomes: string[] = [];
    for (const family of families) {
      const first = await post(server.url, "/admission.data", family);
      if (first.status === 200) {
        outcomes.push("stored");
        continue;
      }
      const challenge = await challengeIn(first.body);
      expect(first.status, first.body.slice(0, 300)).toBe(429);
      expect(challenge, "the answer carries a challenge").toBeDefined();
      const again = await post(server.url, "/admission.data", { ...family, altcha: await solved(challenge!) });
      outcomes.push(again.status === 200 ? "stored after the challenge" : `refused (${again.status})`);
    }
    expect(outcomes).toEqual(Array.from({ length: 40 }, () => "stored after the challenge"));
    const rows = await readRows<Row>(server.databaseUrl, "enquiries");
    const stored = rows.filter((row) => families.some((family) => family.name === row.name));
    expect(stored).toHaveLength(40);
    // Held for an admin as any post above the address's limit is, marked as having come with a proof.
    expect(stored.every((row) => row.heldAt !== null && row.leadId === null && row.heldReason === "proof")).toBe(true);
  });

  it("a solution stores one post: sent again, or with another family's form, it is asked again", async () => {
    const family = person();
    const first = await post(server.url, "/admission.data", family);
    const solution = await solved((await challengeIn(first.body))!);
    expect((await post(server.url, "/admission.data", { ...family, altcha: solution })).status).toBe(200);
    const other = person();
    const reused = await post(server.url, "/admission.data", { ...other, altcha: solution });
    expect(reused.status).toBe(429);
    expect(await challengeIn(reused.body)).toBeDefined();
    const forged = await post(server.url, "/admission.data", { ...other, altcha: btoa("{}") });
    expect(forged.status).toBe(429);
    const names = (await readRows<Row>(server.databaseUrl, "enquiries")).map((row) => row.name);
    expect(names).toContain(family.name);
    expect(names).not.toContain(other.name);
  });

  it("without JavaScript: the page gives the phone and WhatsApp numbers, in its language, with what was typed kept", async () => {
    const { phone, chat } = site;
    for (const [path, words] of [
      ["/admission", "or message us on WhatsApp at"],
      ["/hi/admission", "पर WhatsApp करें"],
    ] as const) {
      const refused = person({ message: "Please call after 6 pm, my father will answer." });
      const page = await post(server.url, path, refused, {
        headers: { Accept: "text/html", "Sec-Fetch-Dest": "document" },
      });
      expect(page.status, path).toBe(429);
      const text = page.body.replace(/&#x27;/g, "'");
      expect(text, path).toContain(words);
      expect(text, path).toContain(phone.display);
      expect(text, path).toContain(chat.display);
      // The form again, filled in as it was sent.
      for (const field of ["name", "phone", "email"] as const)
        expect(text, `${path}: ${field}`).toContain(`value="${refused[field]}"`);
      expect(text, path).toContain(`${refused.message}</textarea>`);
    }
  });
});
