import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { DESK_SIGN_IN_LIMIT } from "#server/security.ts";
import { addStaff, query, sql } from "#tests/support/desk.ts";
import { serverForTheseTests, startInProcess } from "#tests/support/in-process.ts";

/**
 * The sign-in throttle under concurrent posts: each attempt is claimed in the store before
 * its password is hashed, so a burst for one account gets only the first few checked, and
 * the right password is refused while the account is locked. Behind TRUST_PROXY=1 each test
 * names its own addresses with X-Forwarded-For.
 */
const server = serverForTheseTests(() => startInProcess({ env: { TRUST_PROXY: "1" } }));

// Each test's own address: a random one could repeat another test's, whose rows it would then count.
let lastAddress = 0;
const newAddress = () => `198.51.100.${++lastAddress}`;

async function signIn(email: string, password: string, ip: string) {
  const response = await fetch(new URL("/desk/sign-in", server().url), {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server().url, "X-Forwarded-For": ip },
    body: new URLSearchParams({ email, password, next: "/desk" }),
    redirect: "manual",
  });
  await response.arrayBuffer();
  return response.status;
}

it("a burst of concurrent wrong passwords gets only the first few checked; the right one is then refused too", async () => {
  const staff = await addStaff(server().databaseUrl);
  const ip = newAddress();
  const statuses = await Promise.all(
    Array.from({ length: 60 }, (_, i) => signIn(staff.email, `wrong password ${i}`, ip)),
  );
  const checked = statuses.filter((status) => status === 401).length;
  expect(checked).toBeLessThanOrEqual(5);
  expect(statuses.filter((status) => status === 429).length).toBe(60 - checked);
  expect(await signIn(staff.email, staff.password, ip)).toBe(429);

  const rows = await query(
    server().databaseUrl,
    sql<{ action: string; detail: string | null }>`select action, detail from audit_log where ip = ${ip} order by at`,
  );
  expect(rows.filter((row) => row.action === "sign_in.failed")).toHaveLength(checked);
  // The refusals are counted on one row, not written a row each.
  const throttled = rows.filter((row) => row.action === "sign_in.throttled");
  expect(throttled).toHaveLength(1);
  expect(JSON.parse(throttled[0]!.detail!)).toMatchObject({ refused: 60 - checked + 1 });
  expect(rows.some((row) => row.action === "sign_in.attempt")).toBe(false);
});

it("concurrent wrong passwords for many accounts from one address stop at the address's limit", async () => {
  const ip = newAddress();
  const statuses = await Promise.all(
    Array.from({ length: 50 }, (_, i) =>
      signIn(`nobody-${i}-${randomBytes(3).toString("hex")}@example.com`, "wrong password here", ip),
    ),
  );
  expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(20);
  // Beyond the limit, refused before any hash; a few may be refused as busy (503) while the
  // process's hashing slots are all taken, never checked.
  expect(statuses.every((status) => status === 401 || status === 429 || status === 503)).toBe(true);
  expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(30);
});

it("an account locked by guesses from elsewhere still signs in at an address it signed in from before", async () => {
  const staff = await addStaff(server().databaseUrl);
  const desk = newAddress();
  expect(await signIn(staff.email, staff.password, desk)).toBe(303);
  const attacker = `203.0.113.${1 + (randomBytes(1)[0]! % 250)}`;
  for (let i = 0; i < 5; i++) expect(await signIn(staff.email, "wrong password here", attacker)).toBe(401);
  expect(await signIn(staff.email, staff.password, attacker)).toBe(429);
  expect(await signIn(staff.email, staff.password, `192.0.2.${1 + (randomBytes(1)[0]! % 250)}`)).toBe(429);
  // The counsellor's own desk: only its own failures lock it.
  expect(await signIn(staff.email, staff.password, desk)).toBe(303);
});

async function junkPasskey(ip: string, url = server().url) {
  const response = await fetch(new URL("/desk/passkey-sign-in", url), {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: url, "X-Forwarded-For": ip },
    body: new URLSearchParams({ challengeId: "nope", response: "not json" }),
  });
  await response.arrayBuffer();
  return response.status;
}

it("junk passkey posts from an address neither lock its passwords out nor write a row each", async () => {
  const staff = await addStaff(server().databaseUrl);
  const ip = newAddress();
  for (let i = 0; i < 25; i++) expect(await junkPasskey(ip)).toBe(400);
  expect(await signIn(staff.email, staff.password, ip)).toBe(303);
  const rows = await query(
    server().databaseUrl,
    sql<{ detail: string }>`select detail from audit_log where ip = ${ip} and action = 'sign_in.failed'`,
  );
  expect(rows).toHaveLength(1);
  expect(JSON.parse(rows[0]!.detail)).toMatchObject({ method: "passkey", reason: "malformed", repeated: 25 });
});

describe("with the rate limits on", () => {
  const limited = serverForTheseTests(() => startInProcess({ env: { TRUST_PROXY: "1", SUBMIT_RATE_LIMIT: "5" } }));

  it("the desk's sign-in posts are limited per address, as the forms are, before anything is written", async () => {
    const ip = newAddress();
    const statuses: number[] = [];
    for (let i = 0; i < DESK_SIGN_IN_LIMIT + 5; i++) statuses.push(await junkPasskey(ip, limited().url));
    expect(statuses.slice(0, DESK_SIGN_IN_LIMIT).every((status) => status === 400)).toBe(true);
    expect(statuses.slice(DESK_SIGN_IN_LIMIT)).toEqual(Array(5).fill(429));
    const post = (path: string, form: Record<string, string>) =>
      fetch(new URL(path, limited().url), {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: limited().url, "X-Forwarded-For": ip },
        body: new URLSearchParams(form),
      });
    expect((await post("/desk/sign-in", { email: "a@example.com", password: "whatever it is" })).status).toBe(429);
    expect((await post("/desk/passkey-options", { intent: "sign-in" })).status).toBe(429);
    expect((await post("/desk/welcome/some-token", { password: "x", confirm: "x" })).status).toBe(429);
    const rows = await query(
      limited().databaseUrl,
      sql<{ n: number }>`select count(*) as n from audit_log where ip = ${ip}`,
    );
    expect(Number(rows[0]!.n)).toBe(1);
    // Another address is not affected.
    expect(await junkPasskey(newAddress(), limited().url)).toBe(400);
  });
});
