import { afterAll, beforeAll, expect, it } from "vitest";
import { addStaff } from "#tests/support/desk.ts";
import { startInProcess, type InProcessServer } from "#tests/support/in-process.ts";
import { startMailbox, type TestMailbox } from "#tests/support/mail.ts";

/**
 * Links that leave the server are built on SITE_URL: a one-time sign-in link, shown to the
 * admin and emailed, whatever Host or X-Forwarded-Host the request carried (behind a proxy,
 * TRUST_PROXY=1).
 */
const SITE = "https://desk.example.edu.in";
let server: InProcessServer;
let mailbox: TestMailbox;

beforeAll(async () => {
  mailbox = await startMailbox();
  server = await startInProcess({
    env: { TRUST_PROXY: "1", SITE_URL: SITE, SMTP_URL: mailbox.url(), OUTBOX_RETRY_SECONDS: "1" },
  });
});

afterAll(async () => {
  await server?.stop();
  server?.cleanup();
  await mailbox?.close();
});

const FORGED = {
  Host: "evil.example",
  "X-Forwarded-Host": "evil.example",
  "X-Forwarded-Proto": "https",
  "X-Forwarded-For": "203.0.113.7",
};

async function send(path: string, form: Record<string, string>, cookie?: string) {
  return fetch(new URL(path, server.url), {
    method: "POST",
    headers: {
      ...FORGED,
      Origin: SITE,
      "Content-Type": "application/x-www-form-urlencoded",
      ...(cookie ? { Cookie: cookie } : {}),
    },
    body: new URLSearchParams(form),
    redirect: "manual",
  });
}

it("a sign-in link asked for with a forged Host and X-Forwarded-Host names SITE_URL, on the page and in the email", async () => {
  const admin = await addStaff(server.databaseUrl, { role: "admin" });
  const member = await addStaff(server.databaseUrl, { role: "counsellor" });
  const signedIn = await send("/desk/sign-in", { email: admin.email, password: admin.password, next: "/desk" });
  expect(signedIn.status).toBe(303);
  const cookie = signedIn.headers.get("set-cookie")!.split(";")[0]!;

  const answer = await send("/desk/staff", { intent: "link", staffId: member.id }, cookie);
  const page = await answer.text();
  expect(answer.status).toBe(200);
  expect(page).toContain(`${SITE}/desk/welcome/`);
  expect(page).not.toContain("evil.example");

  const mails = await mailbox.waitFor(1, 20_000);
  const mail = mails.find((each) => each.subject === "Your sign-in link for the admissions desk")!;
  expect(mail.text).toContain(`${SITE}/desk/welcome/`);
  expect(mail.text).not.toContain("evil.example");
  expect(String(mail.html)).not.toContain("evil.example");
});
