import type { Page } from "@playwright/test";
import { randomBytes } from "node:crypto";
import { hashPassword } from "#app/desk/passwords.server.ts";
import { sql, type RawBuilder } from "kysely";
import type { StaffMember, StaffRole } from "#domain/desk.ts";
import { openDatabase } from "#server/storage/database.ts";
import type { OpenDatabase } from "#server/storage/sqlite-store.ts";

/**
 * Helpers for the desk's tests: staff accounts written straight into the server's database
 * (`file:` or `postgres://`, as a second writer: on SQLite WAL allows it), one statement run
 * on it, and signing in through the real sign-in page.
 */
export const TEST_PASSWORD = "mango river lantern";

export interface TestStaff extends StaffMember {
  password: string;
}

// One scrypt hash per password per test process (about 100 ms of CPU each): staff sharing a
// password may share its salt here, and the server checks a hash whatever its salt.
const hashes = new Map<string, Promise<string>>();
function hashOf(password: string): Promise<string> {
  let hash = hashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    hashes.set(password, hash);
  }
  return hash;
}

/** A staff member with a password, unique per call so tests sharing a database never collide. */
export async function addStaff(
  databaseUrl: string,
  options: { role?: StaffRole; name?: string; email?: string; password?: string | null } = {},
): Promise<TestStaff> {
  const role = options.role ?? "counsellor";
  const email = options.email ?? `${role}-${randomBytes(4).toString("hex")}@example.com`;
  const name = options.name ?? `${role === "admin" ? "Admin" : "Counsellor"} ${randomBytes(2).toString("hex")}`;
  const password = options.password === undefined ? TEST_PASSWORD : options.password;
  return withDesk(databaseUrl, async (database) => {
    const created = await database.desk.createStaff({ email, name, role }, null);
    if (!created.ok) throw new Error(created.message);
    if (password !== null) await database.desk.setPassword(created.staff.id, await hashOf(password));
    return { ...created.staff, hasPassword: password !== null, password: password ?? "" };
  });
}

/**
 * One store per database for the whole test process, never closed: better-sqlite3 12 built
 * for Node 24.19 or later can abort the process when the garbage collector destroys a
 * connection or statement (docs/decisions/0010), and a test worker lives long.
 */
const stores = new Map<string, Promise<OpenDatabase>>();

/** Runs something against the server's database from the test process (a second writer; on SQLite WAL allows it). */
export async function withDesk<T>(databaseUrl: string, work: (database: OpenDatabase) => Promise<T>): Promise<T> {
  let store = stores.get(databaseUrl);
  if (!store) {
    store = openDatabase(databaseUrl);
    stores.set(databaseUrl, store);
  }
  return work(await store);
}

/** Kysely's tag, for `query`: its placeholders are each dialect's own (`?` on SQLite, `$1` on PostgreSQL). */
export { sql };

/** Runs one statement, written with `sql`, on the database (through the store above) and returns its rows. */
export async function query<T>(databaseUrl: string, statement: RawBuilder<T>): Promise<T[]> {
  return withDesk(databaseUrl, async (database) => (await statement.execute(database.db)).rows);
}

/**
 * Signs the page's browser in and opens `next`: the sign-in form's own post (the server's
 * real password check and session), sent through the page's context so the session cookie
 * lands in the browser, without loading the sign-in page first. The sign-in page itself is
 * driven by hand in desk.db.spec.ts and desk-accessibility.spec.ts; here it would only cost
 * each desk test a page load.
 */
export async function signIn(page: Page, staff: { email: string; password: string }, next = "/desk"): Promise<void> {
  // The context's base URL is not readable, so its origin comes from a request resolved against it.
  const origin = new URL((await page.request.head("/desk/sign-in")).url()).origin;
  const response = await page.request.post("/desk/sign-in", {
    form: { email: staff.email, password: staff.password, next },
    headers: { Origin: origin },
    maxRedirects: 0,
  });
  if (response.status() !== 303) throw new Error(`Sign-in failed for ${staff.email}: ${response.status()}`);
  await page.goto(response.headers()["location"] ?? next);
}

/** Signs in over HTTP (no browser) and returns the Cookie header for the session. */
export async function sessionCookieFor(baseUrl: string, staff: { email: string; password: string }): Promise<string> {
  const response = await fetch(new URL("/desk/sign-in", baseUrl), {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: new URL(baseUrl).origin },
    body: new URLSearchParams({ email: staff.email, password: staff.password, next: "/desk" }),
    redirect: "manual",
  });
  const cookie = response.headers.get("set-cookie");
  if (response.status !== 303 || !cookie) throw new Error(`Sign-in failed for ${staff.email}: ${response.status}`);
  return cookie.split(";")[0]!;
}
