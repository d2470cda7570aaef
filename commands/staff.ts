import { parseArgs } from "node:util";
import webpush from "web-push";
import { site } from "#content/site.ts";
import { runCommand, UsageError } from "./command";
import type { StaffRole } from "#domain/desk.ts";
import { createSignInLink } from "#app/desk/auth.server.ts";
import { staffInputProblem } from "#app/desk/staff-input.ts";
import { readConfig } from "#server/config.ts";
import { openDatabase } from "#server/storage/database.ts";

/**
 * `npm run staff -- <command>`: staff accounts from the command line, for the first admin
 * and for when nobody can sign in. Reads DATABASE_URL like the server (run it where the
 * server runs). Every mistake is one line on standard error and a non-zero exit.
 */
const USAGE = `Usage:
  npm run staff -- add --email EMAIL --name "FULL NAME" --role admin|counsellor|editor
  npm run staff -- list
  npm run staff -- link --email EMAIL       (a fresh one-time sign-in link, e.g. for a forgotten password)
  npm run staff -- disable --email EMAIL
  npm run staff -- enable --email EMAIL
  npm run staff -- vapid                    (a fresh key pair for Web Push, to paste into the configuration)`;

function options(args: string[], names: string[]) {
  const { values, positionals } = parseArgs({
    args,
    options: Object.fromEntries(names.map((name) => [name, { type: "string" as const }])),
    strict: true,
    allowPositionals: true,
  });
  if (positionals.length > 0) throw new UsageError(`Unexpected argument "${positionals[0]}".`);
  for (const name of names) if (!values[name]) throw new UsageError(`--${name} is required.`);
  // NFC, as the desk's Staff page stores what is typed: one spelling of each name.
  return Object.fromEntries(Object.entries(values).map(([name, value]) => [name, String(value).normalize("NFC")]));
}

function siteUrl(): string {
  const fromEnv = process.env.SITE_URL?.trim();
  if (fromEnv) return fromEnv;
  return `http://localhost:${process.env.PORT ?? 3000}`;
}

/**
 * A fresh VAPID key pair (P-256, base64url) as lines to paste into the server's environment.
 * Changing the pair later ends every device's notifications: browsers subscribed with the old
 * public key must turn notifications on again.
 */
function vapidPair(): string {
  const { publicKey, privateKey } = webpush.generateVAPIDKeys();
  return [
    "# Web Push keys for the admissions desk. Keep the private key secret, like a password;",
    "# a new pair means every device must turn notifications on again.",
    `VAPID_PUBLIC_KEY=${publicKey}`,
    `VAPID_PRIVATE_KEY=${privateKey}`,
    `VAPID_SUBJECT=mailto:${site.email}`,
  ].join("\n");
}

async function run(argv: string[]): Promise<string> {
  const [command, ...rest] = argv;
  if (!command || command === "--help" || command === "help") return USAGE;
  if (!["add", "list", "link", "disable", "enable", "vapid"].includes(command))
    throw new UsageError(`Unknown command "${command}".`);
  if (command === "vapid") {
    options(rest, []);
    return vapidPair();
  }

  const args =
    command === "add"
      ? options(rest, ["email", "name", "role"])
      : command === "list"
        ? options(rest, [])
        : options(rest, ["email"]);
  if (command === "add") {
    const problem = staffInputProblem({ email: args.email!.trim(), name: args.name!, role: args.role! });
    if (problem) throw new UsageError(problem);
  }

  const database = await openDatabase(readConfig().DATABASE_URL);
  const { desk } = database;
  try {
    if (command === "list") {
      const team = await desk.listStaff();
      if (team.length === 0)
        return 'No staff accounts yet. Create the first admin with:\n  npm run staff -- add --email you@example.com --name "Your Name" --role admin';
      return team
        .map((member) =>
          [
            member.email.padEnd(32),
            member.name.padEnd(24),
            member.role.padEnd(11),
            member.active ? (member.hasPassword ? "active" : "not signed in yet") : "disabled",
          ].join(" "),
        )
        .join("\n");
    }

    if (command === "add") {
      const created = await desk.createStaff(
        { email: args.email!, name: args.name!, role: args.role as StaffRole },
        null,
      );
      if (!created.ok) throw new UsageError(created.message);
      const link = await createSignInLink(desk, created.staff.id, siteUrl(), null);
      return `Added ${created.staff.name} (${created.staff.role}). Their one-time sign-in link, valid for 24 hours:\n${link.url}`;
    }

    const member = await desk.findStaff(args.email!);
    if (!member) throw new UsageError(`No staff account has the email ${args.email}.`);
    if (command === "link") {
      if (!member.active) throw new UsageError(`${member.email} is disabled: enable it first.`);
      const link = await createSignInLink(desk, member.id, siteUrl(), null);
      return `A new one-time sign-in link for ${member.name}, valid for 24 hours (earlier links no longer work):\n${link.url}`;
    }
    await desk.setStaffActive(member.id, command === "enable", null);
    return command === "enable"
      ? `${member.email} can sign in again.`
      : `${member.email} is disabled and signed out everywhere.`;
  } finally {
    await database.submissions.close();
  }
}

runCommand("staff", 'Run "npm run staff -- help" for the commands.', () => run(process.argv.slice(2)));
