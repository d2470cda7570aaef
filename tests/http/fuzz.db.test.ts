import fc from "fast-check";
import { ADMISSION_COURSE_OPTIONS, POPUP_COURSE_OPTIONS, SHIPPED_UNIVERSITY_OPTIONS } from "#content/form-options.ts";
import { validateContact } from "#app/lib/forms/contact.ts";
import { APPLICANTS } from "#domain/privacy.ts";
import { readEnquiry, validateEnquiry } from "#app/lib/forms/enquiry.ts";
import { readContact } from "#app/lib/forms/fields.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connect } from "node:net";
import { readRows } from "#tests/support/db.ts";
import { addStaff, sessionCookieFor } from "#tests/support/desk.ts";
import { post } from "#tests/support/forms.ts";
import { startInProcess, type InProcessServer } from "#tests/support/in-process.ts";

/**
 * Property-based: random and hostile posts to both forms on a fresh server (in this process). Whatever arrives,
 * the answer is never a 5xx, it is the one the app's own rules predict (413 over 16 KiB, 400
 * unreadable or invalid, 200 valid or honeypot), the server stays up, and afterwards the
 * database holds exactly the valid submissions, each of which still passes the app's rules.
 *
 * Reproduce a failure with FUZZ_SEED=<seed printed in the error>; FUZZ_RUNS changes the runs.
 */

const SEED = Number(process.env.FUZZ_SEED ?? 20260522);
const RUNS = Number(process.env.FUZZ_RUNS ?? 200);
const MAX_BODY_BYTES = 16 * 1024;

type Row = Record<string, string>;
type Kind = "enquiry" | "contact";

const INJECTIONS = [
  "' OR '1'='1",
  "'; DROP TABLE enquiries; --",
  '"); DELETE FROM messages; --',
  "1; SELECT * FROM sqlite_master",
  "<script>alert(1)</script>",
  "<img src=x onerror=alert(1)>",
  '"><svg onload=alert(1)>',
  "javascript:alert(1)",
  "{{7*7}}",
  "${7*7}",
  "../../../../etc/passwd",
  "\u0000",
  "a\u0000b",
  "%00",
  "%",
  "%E0%A4%A",
  "&name=injected&website=",
  "\u202eevil",
  "\ufeff",
  "\u200b",
  "😀".repeat(60),
  "e\u0301".repeat(80),
  "__proto__",
  "constructor",
  "[object Object]",
  "null",
  "undefined",
  "NaN",
  "\r\n\r\n--boundary",
  " \t\n\u00a0\u3000 ",
];

const hostileText = fc.oneof(
  { weight: 3, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 3, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: "grapheme", maxLength: 40 }) },
  { weight: 3, arbitrary: fc.constantFrom(...INJECTIONS) },
  { weight: 1, arbitrary: fc.constantFrom("", " ", "\t\n") },
  // Around the field limits (100, 150, 254, 2000).
  { weight: 1, arbitrary: fc.integer({ min: 95, max: 2100 }).map((length) => "w".repeat(length)) },
  // Over the whole body limit.
  { weight: 1, arbitrary: fc.integer({ min: 15_000, max: 20_000 }).map((length) => "h".repeat(length)) },
);

// Mostly Indian mobile numbers (6–9 first), sometimes not, in the spellings people paste.
const phoneDigits = fc
  .tuple(
    fc.oneof(
      { weight: 4, arbitrary: fc.integer({ min: 6, max: 9 }) },
      { weight: 1, arbitrary: fc.integer({ min: 0, max: 5 }) },
    ),
    fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 9, maxLength: 9 }),
  )
  .map(([first, rest]) => `${first}${rest.join("")}`);
const tenDigitPhone = fc
  .tuple(
    phoneDigits,
    fc.constantFrom("plain", "dash", "spaces", "parens", "padded", "country", "trunk", "country-dashes"),
  )
  .map(([digits, style]) => {
    if (style === "country") return `+91 ${digits.slice(0, 5)} ${digits.slice(5)}`;
    if (style === "trunk") return `0${digits.slice(0, 5)} ${digits.slice(5)}`;
    if (style === "country-dashes") return `91-${digits.slice(0, 5)}-${digits.slice(5)}`;
    if (style === "dash") return `${digits.slice(0, 5)}-${digits.slice(5)}`;
    if (style === "spaces") return `${digits.slice(0, 5)} ${digits.slice(5)}`;
    if (style === "parens") return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
    if (style === "padded") return `  ${digits} `;
    return digits;
  });

const plausible = {
  name: fc.oneof(
    fc.constantFrom("Asha Verma", "Ravi Kumar", "O'Brien", "José Núñez", "राहुल शर्मा", "李雷", "  Padded  "),
    fc.string({ minLength: 1, maxLength: 100 }),
    fc.string({ unit: "grapheme", minLength: 1, maxLength: 30 }),
  ),
  phone: fc.oneof({ weight: 4, arbitrary: tenDigitPhone }, { weight: 1, arbitrary: fc.string({ maxLength: 14 }) }),
  contactPhone: fc.oneof(tenDigitPhone, fc.string({ minLength: 1, maxLength: 40 })),
  email: fc.oneof(
    {
      weight: 2,
      arbitrary: fc.constantFrom("a@example.com", "first.last+tag@mail.example.org", "x@y.co", "O'Hara@example.in"),
    },
    { weight: 1, arbitrary: fc.emailAddress() },
  ),
  course: fc.oneof(
    { weight: 5, arbitrary: fc.constantFrom(...ADMISSION_COURSE_OPTIONS) },
    { weight: 1, arbitrary: fc.string({ maxLength: 30 }) },
  ),
  university: fc.constantFrom(...SHIPPED_UNIVERSITY_OPTIONS),
  applicant: fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(...APPLICANTS) },
    { weight: 1, arbitrary: fc.string({ maxLength: 12 }) },
  ),
  message: fc.oneof(fc.string({ maxLength: 300 }), fc.string({ unit: "grapheme", maxLength: 100 }), fc.constant("")),
  subject: fc.oneof(fc.string({ maxLength: 150 }), fc.constant("")),
  source: fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom("admission", "popup") },
    { weight: 1, arbitrary: fc.string({ maxLength: 12 }) },
  ),
};

/** A field: usually one plausible value, sometimes hostile, missing or sent twice. */
function field(valid: fc.Arbitrary<string>): fc.Arbitrary<string[]> {
  const value = fc.oneof({ weight: 12, arbitrary: valid }, { weight: 1, arbitrary: hostileText });
  return fc.oneof(
    { weight: 24, arbitrary: value.map((single): string[] => [single]) },
    { weight: 1, arbitrary: fc.constant<string[]>([]) },
    { weight: 1, arbitrary: fc.tuple(value, value).map((pair): string[] => pair) },
  );
}

const honeypot = fc.oneof(
  { weight: 20, arbitrary: fc.constant<string[]>([""]) },
  { weight: 2, arbitrary: fc.constant<string[]>([]) },
  { weight: 1, arbitrary: hostileText.map((value): string[] => [value]) },
);

const extraFields = fc.array(
  fc.tuple(
    fc.oneof(
      fc.string({ maxLength: 12 }),
      fc.constantFrom("name", "phone", "email", "website", "source", "_action", "__proto__"),
    ),
    hostileText,
  ),
  {
    maxLength: 3,
  },
);

function entries(
  fields: Record<string, string[]>,
  extras: [string, string][],
  extrasFirst: boolean,
): [string, string][] {
  const known = Object.entries(fields).flatMap(([name, values]) =>
    values.map((value): [string, string] => [name, value]),
  );
  return extrasFirst ? [...extras, ...known] : [...known, ...extras];
}

const ENCODINGS = [
  "application/x-www-form-urlencoded",
  "application/x-www-form-urlencoded;charset=UTF-8",
  "APPLICATION/X-WWW-FORM-URLENCODED",
  "multipart/form-data",
] as const;

interface Payload {
  path: string;
  /** Either form entries, encoded as `encoding`, or a raw body sent with `contentType`. */
  entries?: [string, string][];
  encoding?: (typeof ENCODINGS)[number];
  raw?: string;
  contentType?: string;
}

function payloads(kind: Kind): fc.Arbitrary<Payload> {
  const paths = kind === "enquiry" ? ["/admission", "/admission.data"] : ["/contact", "/contact.data"];
  const fields =
    kind === "enquiry"
      ? fc.record({
          source: field(plausible.source),
          name: field(plausible.name),
          phone: field(plausible.phone),
          email: field(plausible.email),
          course: field(plausible.course),
          university: field(plausible.university),
          message: field(plausible.message),
          applicant: field(plausible.applicant),
          studentName: field(plausible.name),
          guardianName: field(plausible.name),
          guardianPhone: field(plausible.phone),
          website: honeypot,
        })
      : fc.record({
          name: field(plausible.name),
          email: field(plausible.email),
          phone: field(plausible.contactPhone),
          subject: field(plausible.subject),
          message: field(plausible.message.filter((message) => message.trim() !== "")),
          website: honeypot,
        });
  const formPayload = fc
    .record({
      path: fc.constantFrom(...paths),
      fields,
      extras: extraFields,
      extrasFirst: fc.boolean(),
      encoding: fc.constantFrom(...ENCODINGS),
    })
    .map(({ path, fields: values, extras, extrasFirst, encoding }): Payload => ({
      path,
      entries: entries(values, extras, extrasFirst),
      encoding,
    }));
  const rawPayload = fc
    .record({
      path: fc.constantFrom(...paths),
      raw: fc.oneof(
        fc.string({ unit: "binary", maxLength: 400 }),
        fc.array(fc.constantFrom(...INJECTIONS, "=", "&", "name=", "%zz", "+")).map((parts) => parts.join("")),
      ),
      contentType: fc.constantFrom(
        "application/x-www-form-urlencoded",
        "multipart/form-data",
        "multipart/form-data; boundary=xyz",
        "multipart/form-data; boundary=",
      ),
    })
    .map((payload): Payload => payload);
  return fc.oneof({ weight: 6, arbitrary: formPayload }, { weight: 1, arbitrary: rawPayload });
}

/** The exact bytes and content type a browser would send. */
async function encode(payload: Payload): Promise<{ body: Uint8Array<ArrayBuffer>; contentType: string }> {
  if (payload.raw !== undefined) {
    return { body: new TextEncoder().encode(payload.raw), contentType: payload.contentType! };
  }
  if (payload.encoding === "multipart/form-data") {
    const form = new FormData();
    for (const [name, value] of payload.entries!) form.append(name, value);
    const request = new Request("http://localhost/", { method: "POST", body: form });
    return { body: new Uint8Array(await request.arrayBuffer()), contentType: request.headers.get("content-type")! };
  }
  return {
    body: new TextEncoder().encode(new URLSearchParams(payload.entries).toString()),
    contentType: payload.encoding!,
  };
}

/** What the server should read from these bytes: the same parse the action makes, or null. */
async function parse(body: Uint8Array<ArrayBuffer>, contentType: string): Promise<FormData | null> {
  try {
    return await new Request("http://localhost/", {
      method: "POST",
      body,
      headers: { "Content-Type": contentType },
    }).formData();
  } catch {
    return null;
  }
}

function enquiryKey(row: Row): string {
  return JSON.stringify([row.source, row.name, row.phone, row.email, row.course, row.university, row.message]);
}

function contactKey(row: Row): string {
  return JSON.stringify([row.name, row.email, row.phone, row.subject, row.message]);
}

/** The status the app's rules predict, and the record it should hold afterwards. */
function predict(kind: Kind, size: number, form: FormData | null): { status: number; stored?: string } {
  if (size > MAX_BODY_BYTES) return { status: 413 };
  if (!form) return { status: 400 };
  const website = form.get("website");
  if (typeof website === "string" && website !== "") return { status: 200 };
  if (kind === "enquiry") {
    const source = form.get("source") === "popup" ? "popup" : "admission";
    const result = validateEnquiry(source, readEnquiry(form), SHIPPED_UNIVERSITY_OPTIONS);
    return result.ok ? { status: 200, stored: enquiryKey({ source, ...result.data }) } : { status: 400 };
  }
  const result = validateContact(readContact(form));
  return result.ok ? { status: 200, stored: contactKey(result.data) } : { status: 400 };
}

function summary(payload: Payload): string {
  const text = JSON.stringify(payload);
  return text.length > 600 ? `${text.slice(0, 600)}… (${text.length} chars)` : text;
}

describe("fuzzing both forms", () => {
  let server: InProcessServer;
  const expected = { enquiry: new Set<string>(), contact: new Set<string>() };
  const statuses = { enquiry: new Map<number, number>(), contact: new Map<number, number>() };

  beforeAll(async () => {
    server = await startInProcess();
  });

  afterAll(async () => {
    await server?.stop();
    server?.cleanup();
  });

  for (const kind of ["enquiry", "contact"] as const) {
    it(
      `random and hostile ${kind} posts never get a 5xx and get the predicted answer (seed ${SEED})`,
      async () => {
        await fc.assert(
          fc.asyncProperty(payloads(kind), async (payload) => {
            const { body, contentType } = await encode(payload);
            const prediction = predict(kind, body.byteLength, await parse(body, contentType));
            const response = await post(server.url, payload.path, null, {
              body,
              headers: { "Content-Type": contentType },
            });
            statuses[kind].set(response.status, (statuses[kind].get(response.status) ?? 0) + 1);
            expect(response.status, `no 5xx for ${summary(payload)}`).toBeLessThan(500);
            expect(response.status, `predicted answer for ${summary(payload)}`).toBe(prediction.status);
            if (response.status === 200 && prediction.stored) expected[kind].add(prediction.stored);
          }),
          { seed: SEED, numRuns: RUNS, endOnFailure: false },
        );
        // The run exercised every kind of answer, not just rejections.
        const seen = [...statuses[kind].keys()].sort();
        console.info(`${kind}: answers ${JSON.stringify([...statuses[kind]])}, ${expected[kind].size} stored`);
        expect(seen, JSON.stringify([...statuses[kind]])).toEqual(expect.arrayContaining([200, 400, 413]));
        expect(expected[kind].size, "some valid submissions were stored").toBeGreaterThan(10);
      },
      60_000 + RUNS * 600,
    );
  }

  it("the server is still up and every stored row is valid and expected", async () => {
    const home = await fetch(new URL("/", server.url));
    expect(home.status).toBe(200);
    expect(server.output()).not.toMatch(/"event":"(unhandled_error|storage_error)"/);

    const enquiries = await readRows<Row>(server.databaseUrl, "enquiries");
    for (const row of enquiries) {
      expect(["admission", "popup"]).toContain(row.source);
      const source = row.source as "admission" | "popup";
      const values = {
        name: row.name!,
        phone: row.phone!,
        email: row.email!,
        course: row.course!,
        university: row.university!,
        message: row.message!,
        applicant: row.applicant!,
        studentName: row.studentName!,
        guardianName: row.guardianName!,
        guardianPhone: row.guardianPhone!,
      };
      const result = validateEnquiry(source, values, SHIPPED_UNIVERSITY_OPTIONS);
      expect(result.ok, `stored enquiry is valid: ${JSON.stringify(row)}`).toBe(true);
      // A guardian's details are kept for a student under 18 only.
      if (row.applicant !== "minor") expect([row.guardianName, row.guardianPhone]).toEqual(["", ""]);
      // The student's name, for an enquiry a parent or guardian filled in only.
      if (row.applicant !== "guardian") expect(row.studentName).toBe("");
      // Stored already normalised: trimmed text, the phone as +91 and its 10 digits.
      if (result.ok) expect(result.data).toEqual(values);
      expect(row.phone).toMatch(/^\+91[6-9]\d{9}$/);
      expect(source === "popup" ? POPUP_COURSE_OPTIONS : ADMISSION_COURSE_OPTIONS).toContain(row.course);
    }
    expect(new Set(enquiries.map(enquiryKey))).toEqual(expected.enquiry);
    expect(enquiries).toHaveLength(expected.enquiry.size);

    const messages = await readRows<Row>(server.databaseUrl, "messages");
    for (const row of messages) {
      const values = {
        name: row.name!,
        email: row.email!,
        phone: row.phone!,
        subject: row.subject!,
        message: row.message!,
      };
      const result = validateContact(values);
      expect(result.ok, `stored message is valid: ${JSON.stringify(row)}`).toBe(true);
      if (result.ok) expect(result.data).toEqual(values);
    }
    expect(new Set(messages.map(contactKey))).toEqual(expected.contact);
    expect(messages).toHaveLength(expected.contact.size);
  });
});

describe("malformed input to the desk is a 4xx with a sentence, never a 5xx", () => {
  let server: InProcessServer;
  let admin: string;

  beforeAll(async () => {
    server = await startInProcess();
    admin = await sessionCookieFor(server.url, await addStaff(server.databaseUrl, { role: "admin" }));
  });

  afterAll(async () => {
    await server?.stop();
    server?.cleanup();
  });

  const send = async (path: string, init: { body?: string; contentType?: string; cookie?: string } = {}) => {
    const headers: Record<string, string> = { Origin: server.url };
    if (init.contentType) headers["Content-Type"] = init.contentType;
    if (init.cookie) headers.Cookie = init.cookie;
    const response = await fetch(new URL(path, server.url), {
      method: init.body === undefined ? "GET" : "POST",
      headers,
      body: init.body,
      redirect: "manual",
    });
    return { status: response.status, text: await response.text() };
  };
  const expectRefused = (answer: { status: number; text: string }, what: string) => {
    expect(answer.status, `${what}: ${answer.text.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
    expect(answer.status, what).toBeLessThan(500);
  };

  it("a broken multipart body on the sign-in, welcome, account, launch checklist and passkey posts", async () => {
    const broken = {
      body: '--x\r\nContent-Disposition: form-data; name="email"\r\n\r\nno end',
      contentType: "multipart/form-data; boundary=x",
    };
    for (const path of ["/desk/sign-in", "/desk/sign-in.data", "/desk/welcome/some-token", "/desk/passkey-sign-in"]) {
      expectRefused(await send(path, broken), path);
    }
    expectRefused(await send("/desk/account", { ...broken, cookie: admin }), "/desk/account");
    expectRefused(await send("/desk/launch", { ...broken, cookie: admin }), "/desk/launch");
    expectRefused(
      await send("/desk/sign-in", { body: "garbage", contentType: "multipart/form-data" }),
      "multipart without a boundary",
    );
  });

  it("GET /desk over HTTP/1.0 without a Host header", async () => {
    const { port } = new URL(server.url);
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(port), "127.0.0.1", () => socket.end("GET /desk HTTP/1.0\r\n\r\n"));
      let text = "";
      socket.on("data", (chunk) => (text += chunk.toString()));
      socket.on("end", () => resolve(text));
      socket.on("error", reject);
    });
    const status = Number(answer.split(" ")[1]);
    expect(status, answer.slice(0, 200)).toBeGreaterThanOrEqual(400);
    expect(status).toBeLessThan(500);
  });

  it("pages far past the end, in any spelling of a number", async () => {
    for (const page of ["1e400", "99999999999999999999", "-1", "NaN", "1.5", "9007199254740993"]) {
      for (const path of [`/desk/leads?page=${page}`, `/desk/audit?page=${page}`]) {
        const answer = await send(path, { cookie: admin });
        expect(answer.status, `${path}: ${answer.text.slice(0, 200)}`).toBeLessThan(500);
      }
    }
  });

  it("a NUL byte in the inbox search, the sign-in email, a passkey challenge or a lead id", async () => {
    expect((await send("/desk/leads?q=a%00b", { cookie: admin })).status).toBe(200);
    expectRefused(
      await send("/desk/sign-in", {
        body: "email=a%00%40example.com&password=whatever%20it%20is",
        contentType: "application/x-www-form-urlencoded",
      }),
      "sign-in email",
    );
    expectRefused(
      await send("/desk/passkey-sign-in", {
        body: "challengeId=a%00b&response=%7B%7D",
        contentType: "application/x-www-form-urlencoded",
      }),
      "passkey challengeId",
    );
    for (const id of ["a%00b", "%00"]) {
      expectRefused(await send(`/desk/leads/${id}`, { cookie: admin }), `lead ${id}`);
      expectRefused(await send(`/desk/leads/${id}/data.json`, { cookie: admin }), `lead ${id} data`);
    }
    expect(server.output()).not.toMatch(/"event":"(unhandled_error|storage_error)"/);
  });
});
