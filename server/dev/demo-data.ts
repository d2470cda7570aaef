import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { isAbsolute, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { DEMO_ADMIN } from "../../scripts/demo/people";
import type { DeskStore } from "#domain/desk.ts";
import { databaseKind } from "#server/storage/dialect.ts";
import { sqlitePathFromUrl } from "#server/storage/sqlite-store.ts";

/** Enough leads for the desk's lists and overview to show something, written in a second or two. */
const DEMO_LEADS = 100;
const DESK_DEMO = fileURLToPath(new URL("../../scripts/demo/desk-demo.ts", import.meta.url));

/**
 * On the first `npm run dev` over a SQLite file that is not there yet: a year of fictional
 * leads and a demo admin, written by `npm run desk:demo` (scripts/demo/desk-demo.ts, which checks
 * the file it fills), so the desk has something to show. Returns the admin's password,
 * which that command makes and prints once; null when nothing was written (the database
 * exists already, it is PostgreSQL, or the command failed, which is then said).
 */
export function seedDemoOnFirstRun(databaseUrl: string): string | null {
  if (databaseKind(databaseUrl) !== "sqlite" || existsSync(sqlitePathFromUrl(databaseUrl))) return null;
  console.info(`Writing demo data to the new development database ${displayPath(databaseUrl)}…`);
  const result = spawnSync(
    process.execPath,
    ["--import", import.meta.resolve("tsx"), DESK_DEMO, "--database", databaseUrl, "--leads", String(DEMO_LEADS)],
    { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] },
  );
  const password = /Password:\s*(\S+)/.exec(result.stdout ?? "")?.[1];
  if (result.status !== 0 || !password) {
    console.warn(
      `Could not write the demo data (the server starts without it):\n${result.stderr || result.stdout || result.error}`,
    );
    return null;
  }
  return password;
}

/** The lines that say how to sign in to the desk, for the developer who started the server. */
export async function signInLines(
  desk: DeskStore,
  databaseUrl: string,
  url: string,
  password: string | null,
): Promise<string[]> {
  const signIn = `${url}/desk/sign-in`;
  if (password) return [`  Desk:   ${signIn}  Email: ${DEMO_ADMIN.email}  Password: ${password}  (shown this once)`];
  if (await desk.findStaff(DEMO_ADMIN.email)) {
    return [
      `  Desk:   ${signIn}  Email: ${DEMO_ADMIN.email}, with the password shown when the database was made.`,
      `          For fresh demo data and a new password, stop the server, delete ${displayPath(databaseUrl)} and run npm run dev again.`,
    ];
  }
  // Without any admin, ownDatabase (../database-owner.ts) has said how to add one.
  return (await desk.countAdmins()) > 0 ? [`  Desk:   ${signIn}  with your staff account`] : [];
}

/** The database for people: a SQLite file (relative to here when inside), never a PostgreSQL URL (it may hold a password). */
function displayPath(databaseUrl: string): string {
  if (databaseKind(databaseUrl) !== "sqlite") return "the PostgreSQL database";
  const path = sqlitePathFromUrl(databaseUrl);
  const inside = relative(process.cwd(), path);
  return inside && !inside.startsWith("..") && !isAbsolute(inside) ? inside : path;
}
