import { randomBytes } from "node:crypto";
import { expect, it } from "vitest";
import { createSignInLink } from "#app/desk/auth.server.ts";
import { addStaff, sessionCookieFor, withDesk } from "#tests/support/desk.ts";
import { serverForTheseTests } from "#tests/support/in-process.ts";

/**
 * Setting a password ends the account's other sessions: through a new one-time link (every
 * session; the welcome page lists the account's passkeys) and on the account page (the
 * current password first; this session stays).
 */
const server = serverForTheseTests();
const NEW_PASSWORD = "copper kettle monsoon";

async function send(path: string, form: Record<string, string>, cookie?: string) {
  const response = await fetch(new URL(path, server().url), {
    method: "POST",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: server().url,
      ...(cookie ? { Cookie: cookie } : {}),
    },
    body: new URLSearchParams(form),
    redirect: "manual",
  });
  return { status: response.status, location: response.headers.get("location"), body: await response.text() };
}

async function signedIn(cookie: string) {
  const response = await fetch(new URL("/desk/account", server().url), {
    headers: { Cookie: cookie },
    redirect: "manual",
  });
  await response.arrayBuffer();
  return response.status === 200;
}

it("a password set through a new sign-in link ends every other session; the page lists the account's passkeys", async () => {
  const staff = await addStaff(server().databaseUrl);
  const old = await sessionCookieFor(server().url, staff);
  const passkey = `Phone ${randomBytes(3).toString("hex")}`;
  const token = await withDesk(server().databaseUrl, async (database) => {
    await database.desk.addPasskey({
      id: randomBytes(16).toString("base64url"),
      staffId: staff.id,
      name: passkey,
      publicKey: "AA",
      counter: 0,
      transports: [],
    });
    const link = await createSignInLink(database.desk, staff.id, "http://localhost", null);
    return link.url.split("/").pop()!;
  });

  const page = await fetch(new URL(`/desk/welcome/${token}`, server().url));
  const html = await page.text();
  expect(page.status).toBe(200);
  expect(html).toContain("Passkeys on this account");
  expect(html).toContain(passkey);

  const saved = await send(`/desk/welcome/${token}`, { password: NEW_PASSWORD, confirm: NEW_PASSWORD });
  expect(saved.status).toBe(303);
  expect(await signedIn(old)).toBe(false);
  expect(await sessionCookieFor(server().url, { email: staff.email, password: NEW_PASSWORD })).toBeTruthy();
});

it("staff change their own password with the current one; their other sessions end, this one stays", async () => {
  const staff = await addStaff(server().databaseUrl);
  const here = await sessionCookieFor(server().url, staff);
  const elsewhere = await sessionCookieFor(server().url, staff);
  const change = (current: string, password = NEW_PASSWORD, confirm = password) =>
    send("/desk/account", { intent: "password", current, password, confirm }, here);

  const wrong = await change("not my password at all");
  expect(wrong.status).toBe(401);
  expect(wrong.body).toContain("Your current password is not right.");
  expect((await change(staff.password, "password123456")).status).toBe(400);
  expect((await change(staff.password, NEW_PASSWORD, "something else entirely")).status).toBe(400);
  expect(await signedIn(elsewhere)).toBe(true);

  const changed = await change(staff.password);
  expect(changed.status).toBe(303);
  expect(changed.location).toBe("/desk/account?password=changed");
  expect(await signedIn(here)).toBe(true);
  expect(await signedIn(elsewhere)).toBe(false);
  expect((await send("/desk/sign-in", { email: staff.email, password: staff.password, next: "/desk" })).status).toBe(
    401,
  );
  expect(await sessionCookieFor(server().url, { email: staff.email, password: NEW_PASSWORD })).toBeTruthy();
});

it("guessing the current password on the account page is throttled as sign-ins are", async () => {
  const staff = await addStaff(server().databaseUrl);
  const here = await sessionCookieFor(server().url, staff);
  const statuses = await Promise.all(
    Array.from({ length: 12 }, (_, i) =>
      send(
        "/desk/account",
        { intent: "password", current: `guess ${i} here`, password: NEW_PASSWORD, confirm: NEW_PASSWORD },
        here,
      ),
    ),
  );
  expect(statuses.filter((answer) => answer.status === 401).length).toBeLessThanOrEqual(5);
  expect(statuses.filter((answer) => answer.status === 429).length).toBeGreaterThanOrEqual(7);
});
