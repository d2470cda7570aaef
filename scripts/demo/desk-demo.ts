import { randomInt } from "node:crypto";
import { existsSync } from "node:fs";
import { relative } from "node:path";
import { parseArgs } from "node:util";
import { runCommand, UsageError } from "../../commands/command";
import { passwordProblem, hashPassword } from "#app/desk/passwords.server.ts";
import { DAY_MS } from "#domain/india-time.ts";
import { readConfig } from "#server/config.ts";
import { keptConnection } from "#server/storage/kept-sqlite.ts";
import { openSqliteDatabase, sqlitePathFromUrl } from "#server/storage/sqlite-store.ts";
import { databaseKind } from "#server/storage/dialect.ts";
import { DEMO_ADMIN, DEMO_COUNSELLORS, DEMO_EMAIL_DOMAINS, DEMO_PHONE_PREFIX, DEMO_STAFF, demoPeople } from "./people";
import { ensureDemoStaff, writeThroughStore } from "./real-writes";

/**
 * `npm run desk:demo`: fills a database with a year of fictional leads and a demo admin,
 * for trying the admissions desk. Reads DATABASE_URL like the server, or --database.
 *
 * It never touches a database with real data in it. Demo data is recognised twice over:
 * an audit-log entry "demo.created" (written before anything else, so an interrupted run
 * can be re-run), and every enquiry, message and lead having a demo phone number
 * (+91 00xxx xxxxx, which no Indian subscriber can hold) and a blank or example.com/.org/.net
 * email. A database without the marker must be empty (no submissions, leads or staff); one
 * with it must hold nothing but demo submissions and leads. Re-running on a demo database
 * replaces its leads (their dates move up to today) and keeps its staff accounts, with a
 * new admin password. Every mistake is one line on standard error and a non-zero exit.
 */
const USAGE = `Usage: npm run desk:demo -- [--database file:./data/demo.db] [--leads 400] [--seed N]
  Fills a new (or earlier demo) database with fictional leads and a demo admin.
  Without --database it uses DATABASE_URL, like the server (default file:./data/institute.db).`;

const DEMO_MARKER = "demo.created";
const MAX_LEADS = 5000;

function integerOption(value: string | undefined, name: string, fallback: number, min: number, max: number): number {
  if (value === undefined) return fallback;
  const number = Number(value);
  if (!/^\d+$/.test(value.trim()) || number < min || number > max)
    throw new UsageError(`--${name} must be a whole number from ${min} to ${max}.`);
  return number;
}

/** What is in the database already, read without changing it (no migration runs). */
function inspect(path: string): {
  marker: boolean;
  notDemo: { submissions: number; leads: number };
  rows: number;
  otherStaff: number;
} {
  const empty = { marker: false, notDemo: { submissions: 0, leads: 0 }, rows: 0, otherStaff: 0 };
  if (!existsSync(path)) return empty;
  const sqlite = keptConnection(path, { readonly: true, fileMustExist: true });
  try {
    const tables = new Set(
      (sqlite.prepare("select name from sqlite_master where type = 'table'").all() as { name: string }[]).map(
        (row) => row.name,
      ),
    );
    const count = (sql: string, ...params: unknown[]) => (sqlite.prepare(sql).get(...params) as { n: number }).n;
    const demoPhone = `${DEMO_PHONE_PREFIX}${"[0-9]".repeat(10 - DEMO_PHONE_PREFIX.length)}`;
    const demoEmail = (column: string) =>
      `(${column} = '' or ${DEMO_EMAIL_DOMAINS.map((domain) => `lower(${column}) like '%@${domain}'`).join(" or ")})`;
    const result = { ...empty, notDemo: { ...empty.notDemo } };
    for (const [table, phone, email] of [
      ["enquiries", "phone", "email"],
      ["messages", "phone", "email"],
      ["manual_enquiries", "phone", "email"],
      ["leads", "phone_key", "email_key"],
    ] as const) {
      if (!tables.has(table)) continue;
      result.rows += count(`select count(*) as n from ${table}`);
      result.notDemo[table === "leads" ? "leads" : "submissions"] += count(
        `select count(*) as n from ${table} where not (${phone} glob ? and ${demoEmail(email)})`,
        demoPhone,
      );
    }
    if (tables.has("staff")) {
      const emails = DEMO_STAFF.map((member) => member.email);
      result.otherStaff = count(
        `select count(*) as n from staff where email not in (${emails.map(() => "?").join(", ")})`,
        ...emails,
      );
    }
    if (tables.has("audit_log"))
      result.marker = count("select count(*) as n from audit_log where action = ?", DEMO_MARKER) > 0;
    return result;
  } finally {
    sqlite.close();
  }
}

/** Removes the demo leads of an earlier run (all the leads there are, as inspect() checked). */
function clearDemoLeads(path: string): void {
  const sqlite = keptConnection(path);
  try {
    sqlite.transaction(() => {
      // lead_counts too: the overview's counts of the leads removed (server/storage/lead-counts.ts);
      // and the reports' days (server/storage/report-days.ts), report_dirty last, after the triggers marked every lead.
      for (const table of [
        "lead_events",
        "enquiries",
        "messages",
        "manual_enquiries",
        "leads",
        "lead_counts",
        "report_days",
        "report_leads",
        "report_dirty",
      ])
        sqlite.prepare(`delete from ${table}`).run();
      sqlite.prepare("delete from audit_log where action like 'lead.%' or action = ?").run(DEMO_MARKER);
    })();
  } finally {
    sqlite.close();
  }
}

const WORDS = [
  "amber",
  "banyan",
  "cobalt",
  "delta",
  "ember",
  "falcon",
  "garnet",
  "harbour",
  "indigo",
  "jasmine",
  "kestrel",
  "lotus",
  "monsoon",
  "nectar",
  "orchid",
  "pepper",
  "quartz",
  "saffron",
  "tamarind",
  "velvet",
];

/** Four random words and two digits, e.g. "lotus-quartz-ember-falcon-42", that the desk's own password rules accept. */
async function demoPassword(): Promise<string> {
  for (;;) {
    const words = Array.from({ length: 4 }, () => WORDS[randomInt(WORDS.length)]!);
    const password = `${words.join("-")}-${randomInt(10, 100)}`;
    if (!(await passwordProblem(password))) return password;
  }
}

async function run(argv: string[]): Promise<string> {
  const { values, positionals } = parseArgs({
    args: argv,
    options: {
      database: { type: "string" },
      leads: { type: "string" },
      seed: { type: "string" },
      help: { type: "boolean" },
    },
    strict: true,
    allowPositionals: true,
  });
  if (values.help || positionals[0] === "help") return USAGE;
  if (positionals.length > 0) throw new UsageError(`Unexpected argument "${positionals[0]}".`);
  const leads = integerOption(values.leads, "leads", 400, 20, MAX_LEADS);
  const seed = integerOption(values.seed, "seed", 20261123, 0, 2 ** 32 - 1);
  const url = values.database
    ? values.database.startsWith("file:")
      ? values.database
      : `file:${values.database}`
    : readConfig().DATABASE_URL;
  // The bulk writer and the checks below read SQLite's files directly.
  if (databaseKind(url) === "postgres")
    throw new UsageError(
      "npm run desk:demo fills a SQLite database only: set DATABASE_URL (or --database) to a file: URL.",
    );
  const path = sqlitePathFromUrl(url);

  const found = inspect(path);
  // Refusals are not usage mistakes: exit 1, without the pointer to --help.
  if (found.notDemo.submissions + found.notDemo.leads > 0) {
    const { submissions, leads: realLeads } = found.notDemo;
    throw new Error(
      `${path} holds real data (${submissions} submissions and ${realLeads} leads that are not demo data); refusing to touch it (use --database with a new file).`,
    );
  }
  if (!found.marker && (found.rows > 0 || found.otherStaff > 0)) {
    throw new Error(
      `${path} already has ${found.rows > 0 ? "leads" : "staff accounts"} and is not a demo database; refusing to touch it (use --database with a new file).`,
    );
  }

  const now = new Date();
  let clock = now;
  const database = await openSqliteDatabase(url, () => clock);
  try {
    if (found.marker) clearDemoLeads(path);
    // The marker first: a run stopped half-way leaves a database that is recognisably demo.
    await database.desk.audit({
      action: DEMO_MARKER,
      detail: { leads, seed, note: "Fictional leads written by npm run desk:demo" },
    });
    // The team was there before the year of enquiries began.
    clock = new Date(now.getTime() - 366 * DAY_MS);
    const staff = await ensureDemoStaff(database.desk);
    const password = await demoPassword();
    clock = now;
    await database.desk.setPassword(staff.get(DEMO_ADMIN.key)!.id, await hashPassword(password));

    const people = [...demoPeople({ leads, now, seed })];
    const staffIds = new Map([...staff].map(([key, member]) => [key, member.id]));
    await writeThroughStore(database, people, staffIds, (at) => (clock = at));
    clock = new Date();

    const enquiries = people.reduce(
      (sum, person) => sum + person.steps.filter((step) => step.kind !== "change").length,
      0,
    );
    const port = process.env.PORT ?? "3000";
    const start =
      values.database || process.env.DATABASE_URL
        ? `DATABASE_URL=${url.startsWith("file:/") ? url : `file:${relative(process.cwd(), path) || path}`} npm start`
        : "npm start";
    return [
      `${found.marker ? "Replaced the demo data in" : "Demo data written to"} ${path}:`,
      `  ${leads} fictional leads with ${enquiries} enquiries over the past 365 days, owned by ${DEMO_COUNSELLORS.length} demo counsellors (${DEMO_COUNSELLORS.map((member) => member.name).join(", ")}).`,
      `  Everything in it is made up: the names, the phone numbers (+91 ${DEMO_PHONE_PREFIX}xxx xxxxx: no Indian number starts with 0) and the email addresses (example.com/.org/.net).`,
      "",
      "To sign in:",
      `  1. Start the server on it:  ${start}`,
      `  2. Open http://localhost:${port}/desk/sign-in`,
      `  3. Email: ${DEMO_ADMIN.email}    Password: ${password}`,
    ].join("\n");
  } finally {
    await database.submissions.close();
  }
}

runCommand("desk:demo", 'Run "npm run desk:demo -- --help" for the options.', () => run(process.argv.slice(2)));
