import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { freePort } from "./server";

/**
 * A throwaway PostgreSQL server for the tests: Debian's server programs run on a fresh data
 * folder in a temporary directory, on a free port of 127.0.0.1 (and a unix socket in that
 * directory), and are stopped and deleted by `stop()`. PostgreSQL refuses to run as root, so
 * as root (CI) the programs run as the `postgres` user that Debian's package creates, which
 * then owns the folder; as anyone else they run as that user. Authentication is `trust`
 * from 127.0.0.1 only: nothing else can reach it.
 *
 * `durable: false` (the tests) turns off fsync in PostgreSQL itself: its files are thrown
 * away, and what the tests kill is the app server, not the database. The benchmark keeps it
 * on, as in production.
 */
export interface TestPostgres {
  /** A URL for `database` on this server (the maintenance database `postgres` by default). */
  url: (database?: string) => string;
  stop: () => Promise<void>;
}

export const INSTALL_HINT = "Install it with: apt-get install -y postgresql";

/** Debian installs each major version under /usr/lib/postgresql/N/bin; the newest is used, or PG_BIN. */
export function postgresBin(): string {
  const fromEnv = process.env.PG_BIN;
  if (fromEnv) {
    if (!existsSync(join(fromEnv, "initdb"))) throw new Error(`PG_BIN=${fromEnv} holds no initdb. ${INSTALL_HINT}`);
    return fromEnv;
  }
  const root = "/usr/lib/postgresql";
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((name) => /^\d+$/.test(name) && existsSync(join(root, name, "bin", "initdb")))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions.length === 0) {
    throw new Error(
      `PostgreSQL's server programs (initdb, pg_ctl) are not installed: the PostgreSQL tests need them. ${INSTALL_HINT}`,
    );
  }
  return join(root, versions[0]!, "bin");
}

/** The command prefix that runs PostgreSQL's programs as an unprivileged user. */
function unprivileged(): { prefix: string[]; uid?: number; gid?: number } {
  if (process.getuid?.() !== 0) return { prefix: [] };
  const id = (flag: string) => spawnSync("id", [flag, "postgres"], { encoding: "utf8" });
  const [uid, gid] = [id("-u"), id("-g")];
  if (uid.status !== 0)
    throw new Error(`Running as root, and there is no "postgres" user to run PostgreSQL as. ${INSTALL_HINT}`);
  return {
    prefix: ["runuser", "-u", "postgres", "--"],
    uid: Number(uid.stdout.trim()),
    gid: Number(gid.stdout.trim()),
  };
}

function run(prefix: string[], command: string, args: string[], cwd: string) {
  const [program, ...rest] = [...prefix, command, ...args];
  // In the server's own folder: the unprivileged user may not enter the project's.
  const result = spawnSync(program!, rest, { encoding: "utf8", cwd });
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(" ")} failed (${result.status}):\n${result.stdout}${result.stderr}`);
}

export async function startPostgres({ durable = false }: { durable?: boolean } = {}): Promise<TestPostgres> {
  const bin = postgresBin();
  const user = unprivileged();
  const dir = mkdtempSync(join(tmpdir(), "institute-pg-"));
  if (user.uid !== undefined) chownSync(dir, user.uid, user.gid!);
  chmodSync(dir, 0o700);
  const data = join(dir, "data");
  const port = await freePort();
  const settings = [
    `-p ${port}`,
    `-k ${dir}`,
    "-c listen_addresses=127.0.0.1",
    "-c max_connections=300",
    ...(durable ? [] : ["-c fsync=off", "-c full_page_writes=off"]),
  ].join(" ");
  try {
    run(
      user.prefix,
      join(bin, "initdb"),
      ["-D", data, "-U", "institute", "--auth=trust", "--encoding=UTF8", "--locale=C", "--no-sync"],
      dir,
    );
    run(
      user.prefix,
      join(bin, "pg_ctl"),
      ["-D", data, "-l", join(dir, "server.log"), "-o", settings, "-w", "-t", "60", "start"],
      dir,
    );
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return {
    url: (database = "postgres") => `postgres://institute@127.0.0.1:${port}/${database}`,
    stop: async () => {
      try {
        run(user.prefix, join(bin, "pg_ctl"), ["-D", data, "-m", "immediate", "-w", "stop"], dir);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

/**
 * The PostgreSQL server a test uses: the one `npm run test:postgres` started for all its
 * stages and names in TEST_POSTGRES_URL (scripts/test/with-postgres.ts), or, run alone, a throwaway
 * one started here. `stop()` stops only a server started here.
 */
export async function runPostgres(): Promise<TestPostgres> {
  const given = process.env.TEST_POSTGRES_URL;
  if (!given) return startPostgres();
  return {
    url: (database = "postgres") => {
      const url = new URL(given);
      url.pathname = `/${database}`;
      return url.toString();
    },
    stop: async () => {},
  };
}

/** A new, empty database on the server `adminUrl` names (its maintenance database); returns its URL. */
export async function createDatabase(adminUrl: string): Promise<string> {
  const name = `test_${randomBytes(6).toString("hex")}`;
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
