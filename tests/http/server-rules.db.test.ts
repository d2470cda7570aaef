import { spawn } from "node:child_process";
import { request as httpRequest } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMISSION_COURSE_OPTIONS, POPUP_COURSE_OPTIONS, SHIPPED_UNIVERSITY_OPTIONS } from "#content/form-options.ts";
import { readRows } from "#tests/support/db.ts";
import {
  ADMISSION_ONLY_COURSE,
  post,
  uniqueName,
  uniquePhone,
  validContact,
  validEnquiry,
  type Fields,
} from "#tests/support/forms.ts";
import {
  serverForTheseTests,
  startInProcess,
  startInProcessWithoutDatabase,
  type InProcessServer,
} from "#tests/support/in-process.ts";
import { COMPILED_ENTRY, freePort } from "#tests/support/server.ts";

/**
 * The form rules as the server enforces them, whatever the browser did: every field rule
 * accepted and rejected, duplicates, the honeypot, body size, content type, origin, the
 * rate limit and an unavailable database. Plain HTTP, as a browser without JavaScript posts.
 */

type Row = Record<string, string>;

function without(fields: Fields, name: string): Fields {
  const copy = { ...fields };
  delete copy[name];
  return copy;
}

describe("field rules, duplicates, honeypot and request guards", () => {
  let server: InProcessServer;
  const enquiries = () => readRows<Row>(server.databaseUrl, "enquiries");
  const messages = () => readRows<Row>(server.databaseUrl, "messages");

  beforeAll(async () => {
    server = await startInProcess();
  });

  afterAll(async () => {
    await server?.stop();
    server?.cleanup();
  });

  /** Posts and expects a 400 page naming the problem, with nothing stored. */
  async function expectRejected(path: "/admission" | "/contact", fields: Fields, message: string | RegExp) {
    const table = path === "/admission" ? enquiries : messages;
    const before = (await table()).length;
    const response = await post(server.url, path, fields);
    expect(response.status, `${JSON.stringify(fields).slice(0, 300)} is rejected`).toBe(400);
    expect(response.headers.get("content-type")).toContain("text/html");
    if (typeof message === "string") expect(response.body).toContain(message);
    else expect(response.body).toMatch(message);
    expect((await table()).length, "nothing is stored").toBe(before);
  }

  async function expectStored(path: "/admission" | "/contact", fields: Fields): Promise<Row> {
    const table = path === "/admission" ? enquiries : messages;
    const before = (await table()).length;
    const response = await post(server.url, path, fields);
    expect(response.status, `${JSON.stringify(fields).slice(0, 300)} is accepted`).toBe(200);
    const rows = await table();
    expect(rows.length, "one record is stored").toBe(before + 1);
    return rows.find((row) => row.name === fields.name?.trim()) ?? rows.at(-1)!;
  }

  describe("admission enquiry", () => {
    it("a valid enquiry is answered 200 with the confirmation and stored exactly", async () => {
      const fields = validEnquiry();
      const response = await post(server.url, "/admission", fields);
      expect(response.status).toBe(200);
      expect(response.body).toContain("Application Submitted!");
      expect(response.body).toContain("Thank you for your interest. Our counselor will contact you within 24 hours.");
      const row = (await enquiries()).find((candidate) => candidate.name === fields.name);
      expect(row).toMatchObject({
        source: "admission",
        name: fields.name,
        phone: "+919876543210",
        email: fields.email,
        course: fields.course,
        university: fields.university,
        message: fields.message,
      });
      expect(row?.id).toBeTruthy();
      expect(Number.isNaN(Date.parse(row!.createdAt!))).toBe(false);
    });

    it("a phone in any spelling people paste is stored as +91 and its 10 digits; text is trimmed", async () => {
      const name = uniqueName("Separators");
      const row = await expectStored(
        "/admission",
        validEnquiry({ name: `  ${name}  `, phone: "98765-43210", message: "  hi  " }),
      );
      expect(row).toMatchObject({ name, phone: "+919876543210", message: "hi" });
      for (const phone of [
        "(987) 654 3210",
        "+91 98765 43210",
        "098765 43210",
        "91-98765-43210",
        "+91 (0) 98765-43210",
      ]) {
        const spelled = await expectStored("/admission", validEnquiry({ phone }));
        expect(spelled.phone, phone).toBe("+919876543210");
      }
      // The parent's or guardian's phone too.
      const minor = await expectStored(
        "/admission",
        validEnquiry({ applicant: "minor", guardianName: "Sunita Devi", guardianPhone: "0 98111 22233" }),
      );
      expect(minor.guardianPhone).toBe("+919811122233");
    });

    it("a post the page itself sends (no JavaScript) is answered 303 to the confirmation page; a fetch stays 200", async () => {
      const asDocument = {
        "Sec-Fetch-Dest": "document",
        "Sec-Fetch-Mode": "navigate",
        Accept: "text/html,application/xhtml+xml",
      };
      const before = (await enquiries()).length;
      const sent = await post(server.url, "/admission", validEnquiry({ phone: uniquePhone() }), {
        headers: asDocument,
      });
      expect(sent.status).toBe(303);
      // The confirmation page shows the application's reference (EN- and the first 8 hex digits of its id).
      expect(sent.headers.get("location")).toMatch(/^\/admission\/submitted\?reference=EN-[0-9A-F]{8}$/);
      expect(sent.headers.get("cache-control")).toBe("no-store");
      expect(await enquiries()).toHaveLength(before + 1);
      // A browser too old for Sec-Fetch-* headers is told by what it accepts.
      const old = await post(server.url, "/admission", validEnquiry({ phone: uniquePhone() }), {
        headers: { Accept: "text/html" },
      });
      expect(old.status).toBe(303);
      // The honeypot answers like a success, here too.
      const bot = await post(server.url, "/admission", validEnquiry({ website: "http://spam.example" }), {
        headers: asDocument,
      });
      expect(bot.status).toBe(303);
      // A rejected post comes back as the page with the errors: nothing was stored to resend.
      const invalid = await post(server.url, "/admission", validEnquiry({ phone: "12" }), { headers: asDocument });
      expect(invalid.status).toBe(400);
      expect(invalid.body).toContain("Please enter a valid 10-digit phone number.");
      // fetch() (the form with JavaScript) gets the answer itself, as before.
      const fetched = await post(server.url, "/admission.data", validEnquiry({ phone: uniquePhone() }), {
        headers: { "Sec-Fetch-Dest": "empty" },
      });
      expect(fetched.status).toBe(200);
      expect(await enquiries()).toHaveLength(before + 3);

      const confirmation = await fetch(new URL("/admission/submitted", server.url));
      expect(confirmation.status).toBe(200);
      const page = await confirmation.text();
      expect(page).toContain("Application Submitted!");
      expect(page).toContain('<meta name="robots" content="noindex"/>');
    });

    it("the message is optional", async () => {
      const row = await expectStored("/admission", without(validEnquiry(), "message"));
      expect(row.message).toBe("");
    });

    it("every admission course and every university is accepted; the popup takes its 12 courses", async () => {
      for (const course of ADMISSION_COURSE_OPTIONS) {
        const row = await expectStored("/admission", validEnquiry({ course }));
        expect(row).toMatchObject({ course, source: "admission" });
      }
      for (const university of SHIPPED_UNIVERSITY_OPTIONS) {
        const row = await expectStored("/admission", validEnquiry({ university }));
        expect(row.university).toBe(university);
      }
      expect(POPUP_COURSE_OPTIONS).toHaveLength(12);
      for (const course of POPUP_COURSE_OPTIONS) {
        const row = await expectStored("/admission", validEnquiry({ source: "popup", course }));
        expect(row).toMatchObject({ course, source: "popup" });
      }
    });

    it("each required field missing or blank is rejected with 'Missing Information'", async () => {
      const messagesFor: Record<string, string> = {
        name: "Please enter your full name.",
        phone: "Please enter your phone number.",
        email: "Please enter your email address.",
        course: "Please choose a course.",
        university: "Please choose a university.",
        applicant: "Please tell us who is filling in this form.",
      };
      const choices = ["course", "university", "applicant"];
      for (const [field, message] of Object.entries(messagesFor)) {
        await expectRejected("/admission", without(validEnquiry(), field), message);
        await expectRejected(
          "/admission",
          validEnquiry({ [field]: choices.includes(field) ? "" : "   " }),
          "Missing Information",
        );
      }
    });

    it("a phone that is not a 10-digit Indian mobile number is rejected with 'Invalid Phone Number'", async () => {
      for (const phone of [
        "987654321",
        "98765432101",
        "abcdefghij",
        "98765 4321x",
        "5876543210",
        "0123456789",
        "+1 415 555 0100",
        "9876543210999",
      ]) {
        await expectRejected("/admission", validEnquiry({ phone }), "Please enter a valid 10-digit phone number.");
      }
      await expectRejected("/admission", validEnquiry({ phone: "987654321" }), "Invalid Phone Number");
    });

    it("a malformed email is rejected", async () => {
      for (const email of [
        "not-an-email",
        "a@b",
        "a@@example.com",
        "a b@example.com",
        "@example.com",
        "student@example",
      ]) {
        await expectRejected("/admission", validEnquiry({ email }), "Please enter a valid email address");
      }
    });

    it("a course or university not in the lists is rejected", async () => {
      for (const course of [
        "B.Voc Underwater Basket Weaving",
        "b.voc medical lab technology",
        " B.Voc Medical Lab Technology",
      ]) {
        await expectRejected("/admission", validEnquiry({ course }), "Please choose a course from the list.");
      }
      for (const university of ["Harvard", "other", "Other "]) {
        await expectRejected("/admission", validEnquiry({ university }), "Please choose a university from the list.");
      }
    });

    it("the popup rejects the courses only the admission page offers", async () => {
      await expectRejected(
        "/admission",
        validEnquiry({ source: "popup", course: ADMISSION_ONLY_COURSE }),
        "Please choose a course from the list.",
      );
      for (const course of ADMISSION_COURSE_OPTIONS.slice(12)) {
        await expectRejected(
          "/admission",
          validEnquiry({ source: "popup", course }),
          "Please choose a course from the list.",
        );
      }
    });

    it("over-long name, email and message are rejected; the limits themselves are accepted", async () => {
      await expectRejected(
        "/admission",
        validEnquiry({ name: "N".repeat(101) }),
        "Name must be 100 characters or fewer.",
      );
      await expectStored("/admission", validEnquiry({ name: `${uniqueName("L")}`.padEnd(100, "n") }));

      const local = "a".repeat(254 - "@example.com".length);
      await expectRejected(
        "/admission",
        validEnquiry({ email: `${local}a@example.com` }),
        "Email must be 254 characters or fewer.",
      );
      const longEmail = await expectStored("/admission", validEnquiry({ email: `${local}@example.com` }));
      expect(longEmail.email).toHaveLength(254);

      await expectRejected(
        "/admission",
        validEnquiry({ message: "m".repeat(2001) }),
        "Message must be 2,000 characters or fewer.",
      );
      const longMessage = await expectStored("/admission", validEnquiry({ message: "m".repeat(2000) }));
      expect(longMessage.message).toHaveLength(2000);
    });

    it("markup in a rejected post is sent back escaped, never as markup", async () => {
      const attack = `<script>alert("x")</script><img src=x onerror=alert(1)>`;
      const response = await post(server.url, "/admission", validEnquiry({ name: attack, phone: "123" }));
      expect(response.status).toBe(400);
      expect(response.body).not.toContain("<script>alert(");
      expect(response.body).not.toContain("<img src=x");
    });
  });

  describe("contact message", () => {
    it("an Indian mobile number is stored as the other forms store it", async () => {
      for (const phone of ["+91 98765 43210", "098765 43210"]) {
        const row = await expectStored("/contact", validContact({ phone }));
        expect(row.phone, phone).toBe("+919876543210");
      }
    });

    it("a valid message is answered 200 with the confirmation and stored exactly, phone free-form", async () => {
      const fields = validContact({ phone: "+91 (98) 7654-3210 ext 2" });
      const response = await post(server.url, "/contact", fields);
      expect(response.status).toBe(200);
      expect(response.body).toContain("Message Sent Successfully!");
      expect(response.body).toContain("get back to you within 24 hours.");
      const row = (await messages()).find((candidate) => candidate.name === fields.name);
      expect(row).toMatchObject({
        name: fields.name,
        email: fields.email,
        phone: "+91 (98) 7654-3210 ext 2",
        subject: fields.subject,
        message: fields.message,
      });
    });

    it("the subject is optional", async () => {
      const row = await expectStored("/contact", without(validContact(), "subject"));
      expect(row.subject).toBe("");
    });

    it("each required field missing or blank is rejected", async () => {
      const messagesFor: Record<string, string> = {
        name: "Please enter your full name.",
        email: "Please enter your email address.",
        phone: "Please enter your phone number.",
        message: "Please write your message.",
      };
      for (const [field, message] of Object.entries(messagesFor)) {
        await expectRejected("/contact", without(validContact(), field), message);
        await expectRejected("/contact", validContact({ [field]: " \t " }), "Missing Information");
      }
    });

    it("a malformed email and over-long fields are rejected; the limits are accepted", async () => {
      await expectRejected("/contact", validContact({ email: "a@b" }), "Please enter a valid email address");
      await expectRejected(
        "/contact",
        validContact({ name: "N".repeat(101) }),
        "Name must be 100 characters or fewer.",
      );
      await expectRejected(
        "/contact",
        validContact({ email: `${"e".repeat(243)}@example.com` }),
        "Email must be 254 characters or fewer.",
      );
      await expectRejected(
        "/contact",
        validContact({ subject: "s".repeat(151) }),
        "Subject must be 150 characters or fewer.",
      );
      await expectRejected(
        "/contact",
        validContact({ message: "m".repeat(2001) }),
        "Message must be 2,000 characters or fewer.",
      );
      const row = await expectStored("/contact", validContact({ subject: "s".repeat(150), message: "m".repeat(2000) }));
      expect(row.subject).toHaveLength(150);
      expect(row.message).toHaveLength(2000);
    });
  });

  describe("duplicates and the honeypot", () => {
    it("the same enquiry posted twice is answered 200 twice and stored once", async () => {
      const fields = validEnquiry();
      const first = await post(server.url, "/admission", fields);
      const second = await post(server.url, "/admission", fields);
      expect([first.status, second.status]).toEqual([200, 200]);
      expect(second.body).toContain("Application Submitted!");
      expect((await enquiries()).filter((row) => row.name === fields.name)).toHaveLength(1);

      // A resend differing only in surrounding spaces or phone separators is the same enquiry.
      const again = await post(server.url, "/admission", { ...fields, name: ` ${fields.name} `, phone: "98765 43210" });
      expect(again.status).toBe(200);
      expect((await enquiries()).filter((row) => row.name === fields.name)).toHaveLength(1);

      // The same person from the popup is a different enquiry.
      expect((await post(server.url, "/admission", { ...fields, source: "popup" })).status).toBe(200);
      expect((await enquiries()).filter((row) => row.name === fields.name)).toHaveLength(2);
    });

    it("two identical posts at the same moment are stored once", async () => {
      const enquiry = validEnquiry();
      const contact = validContact();
      const responses = await Promise.all([
        post(server.url, "/admission", enquiry),
        post(server.url, "/admission", enquiry),
        post(server.url, "/admission.data", enquiry),
        post(server.url, "/contact", contact),
        post(server.url, "/contact", contact),
      ]);
      expect(responses.map((response) => response.status)).toEqual([200, 200, 200, 200, 200]);
      expect((await enquiries()).filter((row) => row.name === enquiry.name)).toHaveLength(1);
      expect((await messages()).filter((row) => row.name === contact.name)).toHaveLength(1);
    });

    it("the same contact message twice is stored once", async () => {
      const fields = validContact();
      expect((await post(server.url, "/contact", fields)).status).toBe(200);
      expect((await post(server.url, "/contact", fields)).status).toBe(200);
      expect((await messages()).filter((row) => row.name === fields.name)).toHaveLength(1);
    });

    it("a filled honeypot is answered like a success and nothing is stored", async () => {
      const enquiriesBefore = (await enquiries()).length;
      const messagesBefore = (await messages()).length;
      const enquiry = await post(server.url, "/admission", validEnquiry({ website: "http://spam.example" }));
      expect(enquiry.status).toBe(200);
      expect(enquiry.body).toContain("Application Submitted!");
      const contact = await post(server.url, "/contact", validContact({ website: "buy now" }));
      expect(contact.status).toBe(200);
      expect(contact.body).toContain("Message Sent Successfully!");
      // Also when the rest of the form is junk: a bot learns nothing from the answer.
      expect((await post(server.url, "/admission", { website: "x" })).status).toBe(200);
      expect((await post(server.url, "/contact.data", { website: "x" })).status).toBe(200);
      expect((await enquiries()).length).toBe(enquiriesBefore);
      expect((await messages()).length).toBe(messagesBefore);
    });
  });

  describe("request guards", () => {
    it("a body over 16 KiB is answered 413 and nothing is stored; 16 KiB itself is read", async () => {
      const before = (await enquiries()).length;
      const big = new URLSearchParams(validEnquiry({ message: "x".repeat(17 * 1024) })).toString();
      const response = await post(server.url, "/admission", null, {
        body: big,
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
      });
      expect(response.status).toBe(413);
      const contact = await post(server.url, "/contact", validContact({ message: "y".repeat(16 * 1024) }));
      expect(contact.status).toBe(413);
      expect((await enquiries()).length).toBe(before);

      // Exactly 16 KiB passes the guard and reaches validation (the message is too long: 400).
      const base = `${new URLSearchParams(without(validEnquiry(), "message")).toString()}&message=`;
      const exact = `${base}${"z".repeat(16 * 1024 - base.length)}`;
      expect(Buffer.byteLength(exact)).toBe(16 * 1024);
      const atLimit = await post(server.url, "/admission", null, {
        body: exact,
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
      });
      expect(atLimit.status).toBe(400);
      expect(atLimit.body).toContain("Message must be 2,000 characters or fewer.");
    });

    it("a chunked body without a length is answered 411", async () => {
      const status = await new Promise<number>((resolve, reject) => {
        const url = new URL("/admission", server.url);
        const req = httpRequest(
          url,
          {
            method: "POST",
            headers: {
              Origin: url.origin,
              "Content-Type": "application/x-www-form-urlencoded",
              "Transfer-Encoding": "chunked",
            },
          },
          (res) => {
            res.resume();
            resolve(res.statusCode ?? 0);
          },
        );
        req.on("error", reject);
        req.write(new URLSearchParams(validEnquiry()).toString());
        req.end();
      });
      expect(status).toBe(411);
    });

    it("JSON, text/plain and a missing content type are answered 415; multipart is accepted", async () => {
      const before = (await enquiries()).length;
      const fields = validEnquiry();
      for (const type of ["application/json", "text/plain", "text/plain;charset=UTF-8", "application/xml"]) {
        const body = type === "application/json" ? JSON.stringify(fields) : new URLSearchParams(fields).toString();
        const response = await post(server.url, "/admission", null, { body, headers: { "Content-Type": type } });
        expect(response.status, type).toBe(415);
      }
      const untyped = await post(server.url, "/contact", null, { body: new Uint8Array([110, 61, 49]) });
      expect(untyped.status).toBe(415);
      expect((await enquiries()).length).toBe(before);

      const multipart = new FormData();
      for (const [key, value] of Object.entries(fields)) multipart.append(key, value);
      const response = await post(server.url, "/admission", null, { body: multipart });
      expect(response.status).toBe(200);
      expect((await enquiries()).filter((row) => row.name === fields.name)).toHaveLength(1);
    });

    it("a post from another site's page is answered 403 and nothing is stored", async () => {
      const before = { enquiries: (await enquiries()).length, messages: (await messages()).length };
      for (const origin of ["https://evil.example", "http://127.0.0.1:1", "null"]) {
        const enquiry = await post(server.url, "/admission", validEnquiry(), { origin });
        expect(enquiry.status, origin).toBe(403);
        const data = await post(server.url, "/admission.data", validEnquiry(), { origin });
        expect(data.status, origin).toBe(403);
        const contact = await post(server.url, "/contact", validContact(), { origin });
        expect(contact.status, origin).toBe(403);
      }
      const crossSite = await post(server.url, "/contact", validContact(), {
        origin: null,
        headers: { "Sec-Fetch-Site": "cross-site" },
      });
      expect(crossSite.status).toBe(403);
      expect({ enquiries: (await enquiries()).length, messages: (await messages()).length }).toEqual(before);

      const sameOrigin = await post(server.url, "/contact", validContact(), {
        headers: { "Sec-Fetch-Site": "same-origin" },
      });
      expect(sameOrigin.status).toBe(200);
    });
  });
});

/** An email address no other post uses. */
const uniqueEmail = () => `${uniqueName("limit").replace(" ", ".")}@example.com`;
/** An enquiry and a message with their own phone and email, so none is a duplicate of another. */
const ownEnquiry = () => validEnquiry({ phone: uniquePhone(), email: uniqueEmail() });
const ownMessage = () => validContact({ phone: uniquePhone(), email: uniqueEmail() });
const privacyRequest = () => ({
  kind: "access",
  name: uniqueName("Rights"),
  phone: uniquePhone(),
  email: uniqueEmail(),
  details: "What do you hold?",
  website: "",
});

describe("rate limit", () => {
  const server = serverForTheseTests(() => startInProcess({ env: { SUBMIT_RATE_LIMIT: "2", SUBMIT_HARD_CAP: "2" } }));

  it("with the hard cap at the limit, the third post from one address is answered 429 with a proof of work to solve; the contact form counts separately", async () => {
    const first = await post(server().url, "/admission", ownEnquiry());
    const second = await post(server().url, "/admission.data", ownEnquiry());
    expect([first.status, second.status]).toEqual([200, 200]);

    const third = ownEnquiry();
    const limited = await post(server().url, "/admission", third);
    expect(limited.status).toBe(429);
    expect(limited.headers.get("content-type")).toContain("text/html");
    // Without JavaScript: the phone and WhatsApp numbers (tests/http/held-posts.db.test.ts solves the challenge).
    expect(limited.body).toContain("or message us on WhatsApp at");
    // The JavaScript route shares the counter.
    expect((await post(server().url, "/admission.data", ownEnquiry())).status).toBe(429);
    expect((await readRows<Row>(server().databaseUrl, "enquiries")).map((row) => row.name)).not.toContain(third.name);
    expect(await readRows(server().databaseUrl, "enquiries")).toHaveLength(2);

    const contacts = [];
    for (let index = 0; index < 3; index++) contacts.push((await post(server().url, "/contact", ownMessage())).status);
    expect(contacts).toEqual([200, 200, 429]);
    expect(await readRows(server().databaseUrl, "messages")).toHaveLength(2);

    // Pages themselves are never limited.
    const page = await fetch(new URL("/admission", server().url));
    expect(page.status).toBe(200);
  });

  it("every spelling of the form's path that reaches its action shares its limit", async () => {
    // The admission counter is spent by the previous test. React Router decodes the path,
    // matches it case-insensitively, ignores a trailing slash and a query, and takes posts
    // with JavaScript at "<path>.data": each of these reaches the admission action, so each
    // is counted there and refused (429 comes only from the action).
    const before = (await readRows(server().databaseUrl, "enquiries")).length;
    const spellings = [
      "/%61dmission",
      "/%41DMISSION",
      "/adm%69ssion/",
      "/Admission",
      "/ADMISSION",
      "/admission/",
      "/admission//",
      "/admission?x=1",
      "/admission?index",
      "/admission/?index",
      "/Admission.data",
      "/%61dmission.data",
      "/admission/.data",
      "/admission.data?index",
    ];
    const statuses: Record<string, number> = {};
    for (const path of spellings) {
      statuses[path] = (await post(server().url, path, ownEnquiry())).status;
    }
    expect(statuses).toEqual(Object.fromEntries(spellings.map((path) => [path, 429])));
    expect(await readRows(server().databaseUrl, "enquiries")).toHaveLength(before);
  });

  it("a spelling that skipped the old path check is counted from its first post", async () => {
    // The contact counter is spent by the first test, so this uses a fresh server: two
    // posts through an encoded path are taken, the third is refused, like any other spelling.
    const fresh = await startInProcess({ env: { SUBMIT_RATE_LIMIT: "2", SUBMIT_HARD_CAP: "2" } });
    try {
      const statuses: number[] = [];
      for (const path of ["/%63ontact", "/CONTACT/", "/%63ontact.data", "/contact?x=1"]) {
        statuses.push((await post(fresh.url, path, ownMessage())).status);
      }
      expect(statuses).toEqual([200, 200, 429, 429]);
      expect(await readRows(fresh.databaseUrl, "messages")).toHaveLength(2);
    } finally {
      await fresh.stop();
      fresh.cleanup();
    }
  });

  it("a rights request counts against its own limit", async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 3; index++) {
      statuses.push((await post(server().url, "/privacy/request", privacyRequest())).status);
    }
    expect(statuses).toEqual([200, 200, 429]);
  });
});

describe("database unavailable", () => {
  const server = serverForTheseTests(() => startInProcessWithoutDatabase());

  it("pages still answer 200 and a valid post answers 503 with the 'could not be sent' message", async () => {
    for (const path of ["/", "/admission", "/contact", "/courses", "/courses/medical-lab-technology"]) {
      const response = await fetch(new URL(path, server().url));
      expect(response.status, path).toBe(200);
    }
    expect(server().output()).toContain("database_unavailable");

    const enquiry = await post(server().url, "/admission", validEnquiry());
    expect(enquiry.status).toBe(503);
    expect(enquiry.body).toContain("Your message could not be sent");
    const contact = await post(server().url, "/contact", validContact());
    expect(contact.status).toBe(503);
    expect((await post(server().url, "/contact.data", validContact())).status).toBe(503);

    // Validation still runs first: an invalid post is a 400, a honeypot post a quiet 200.
    expect((await post(server().url, "/admission", validEnquiry({ phone: "1" }))).status).toBe(400);
    expect((await post(server().url, "/admission", validEnquiry({ website: "bot" }))).status).toBe(200);
    expect((await fetch(new URL("/", server().url))).status, "still serving").toBe(200);
  });
});

it("a database path under /proc (mkdir fails there) still gives a server that serves pages and answers 503", async () => {
  // A process of its own, started by hand rather than with startServer(): if the server
  // never starts (hangs in mkdir), it must still be killed here (startServer leaves a
  // process that never got to listen running).
  const port = await freePort();
  const child = spawn(process.execPath, [COMPILED_ENTRY], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_URL: "file:/proc/nope/institute.db",
      SUBMIT_RATE_LIMIT: "0",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  try {
    await expect
      .poll(() => output.includes('"event":"listening"') || child.exitCode !== null, {
        message: "the server starts listening within 20 s",
        timeout: 20_000,
      })
      .toBe(true);
    expect(child.exitCode, output).toBeNull();
    const url = `http://127.0.0.1:${port}`;
    expect((await fetch(new URL("/admission", url))).status).toBe(200);
    expect((await post(url, "/admission", validEnquiry())).status).toBe(503);
  } finally {
    child.kill("SIGKILL");
  }
}, 60_000);
