import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { build } from "esbuild";
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { builtinModules } from "node:module";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import webpush from "web-push";
import { addStaff, withDesk } from "#tests/support/desk.ts";
import { startMailbox, type TestMailbox } from "#tests/support/mail.ts";
import { PUSH_RECEIVER_ENV, startPushReceiver, type PushReceiver } from "#tests/support/push-receiver.ts";
import { childPids } from "#tests/support/processes.ts";
import { startServer, type TestServer } from "#tests/support/server.ts";

/**
 * The build runs in production as `npm ci --omit=dev` installs it: the compiled server and
 * commands (build/commands/, scripts/build/build-commands.ts) and React Router's server build
 * import nothing but Node's own modules and the production dependencies, and they run on
 * plain Node. CI also installs the artefact that way in an empty folder and starts it
 * (scripts/test/check-production-install.sh).
 */

const ENTRIES = ["start", "staff", "privacy", "export", "backup"].map((name) => `build/commands/${name}.js`);

/** Every package the files import, followed through their relative imports and chunks. */
async function packagesImported(entryPoints: string[]): Promise<Map<string, string>> {
  const { metafile } = await build({
    entryPoints,
    bundle: true,
    write: false,
    metafile: true,
    packages: "external",
    platform: "node",
    format: "esm",
    outdir: "unused",
    logLevel: "silent",
  });
  const packages = new Map<string, string>();
  for (const [file, input] of Object.entries(metafile.inputs)) {
    for (const { path, external } of input.imports) {
      if (!external || path.startsWith("node:") || builtinModules.includes(path)) continue;
      const name = path.startsWith("@") ? path.split("/").slice(0, 2).join("/") : path.split("/")[0]!;
      packages.set(name, file);
    }
  }
  return packages;
}

it("the compiled server and commands import only Node's modules and the production dependencies", async () => {
  const manifest = JSON.parse(readFileSync("package.json", "utf8")) as { dependencies: Record<string, string> };
  const imported = await packagesImported([...ENTRIES, "build/server/index.js"]);
  const notInstalled = [...imported]
    .filter(([name]) => !(name in manifest.dependencies))
    .map(([name, file]) => `${name} (from ${file})`);
  expect(notInstalled, "imported, but not a production dependency").toEqual([]);
  // What they must import, or the check above would pass on nothing.
  expect([...imported.keys()]).toEqual(expect.arrayContaining(["better-sqlite3", "express", "kysely", "react-router"]));
});

describe("npm start on the compiled server", () => {
  let server: TestServer;
  let mailbox: TestMailbox;
  let receiver: PushReceiver;
  const vapid = { ...webpush.generateVAPIDKeys(), subject: "mailto:desk@example.in" };
  beforeAll(async () => {
    mailbox = await startMailbox();
    receiver = await startPushReceiver({ publicKey: vapid.publicKey, subject: vapid.subject });
    server = await startServer({
      env: {
        SMTP_URL: mailbox.url("desk", "secret"),
        NOTIFY_EMAIL: "office@example.in",
        VAPID_PUBLIC_KEY: vapid.publicKey,
        VAPID_PRIVATE_KEY: vapid.privateKey,
        VAPID_SUBJECT: vapid.subject,
        ...PUSH_RECEIVER_ENV,
      },
    });
  });
  afterAll(async () => {
    await server?.stop();
    server?.cleanup();
    await mailbox?.close();
    await receiver?.close();
  });

  it("serves pages and /healthz, and the commands run on the same database", async () => {
    expect((await fetch(new URL("/healthz", server.url))).status).toBe(200);
    const home = await fetch(new URL("/", server.url));
    expect(home.status).toBe(200);
    expect(await home.text()).toContain("<html");
    // The desk page is rendered on request, by the compiled server.
    expect((await fetch(new URL("/desk/sign-in", server.url))).status).toBe(200);

    // Through npm, as an operator types them: plain node on build/commands/.
    const env = { ...process.env, DATABASE_URL: server.databaseUrl };
    const staff = spawnSync("npm", ["run", "--silent", "staff", "--", "list"], { env, encoding: "utf8" });
    expect(staff.status, staff.stderr).toBe(0);
    expect(staff.stdout).toContain("No staff accounts yet.");
    const backupFile = join(server.dir, "copy.db");
    const backup = spawnSync("npm", ["run", "--silent", "backup", "--", "--to", backupFile], { env, encoding: "utf8" });
    expect(backup.status, backup.stderr).toBe(0);
    expect(backup.stdout).toMatch(/^Backed up to .*copy\.db: integrity ok; 0 enquiries/);
  });

  it("emails and pushes a new enquiry from the compiled server, and starts no other process", async () => {
    // A counsellor on duty with a phone: the enquiry is theirs, and pushed to it.
    const counsellor = await addStaff(server.databaseUrl, { role: "counsellor" });
    const phone = receiver.subscribe();
    await withDesk(server.databaseUrl, async (database) => {
      await database.desk.setOnDuty(counsellor.id, true, counsellor.id);
      await database.desk.addPushDevice(counsellor.id, { endpoint: phone.endpoint, ...phone.keys, label: "Phone" });
    });
    const posted = await fetch(new URL("/admission.data", server.url), {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: server.url },
      body: new URLSearchParams({
        source: "admission",
        name: "Compiled Mail",
        phone: "9812300417",
        email: "compiled.mail@example.com",
        course: "B.Voc Hotel Management",
        university: "Other",
        applicant: "student",
        message: "",
      }),
    });
    expect(posted.status).toBe(200);
    const [email] = await mailbox.waitFor(1);
    expect(email!.subject).toContain("B.Voc Hotel Management");
    expect(email!.text).toContain("Compiled Mail");
    const [push] = await receiver.waitFor(1);
    expect(push!.endpoint).toBe(phone.endpoint);
    expect(String(push!.payload.body)).toContain("Compiled");
    expect(receiver.refused).toEqual([]);
    // One process per server (decision 28): no worker, no render or delivery process.
    expect(childPids(server.process.pid!)).toEqual([]);
  });
});

it("the server renders pages on request, with React in production mode", async () => {
  // server/run.ts imports the server only after NODE_ENV is set; with a static import, the
  // compiled bundle loaded React as development beside a production react-dom/server, and
  // every page rendered on request answered 500.
  const server = await startServer();
  try {
    expect((await fetch(new URL("/no-such-page", server.url))).status).toBe(404);
    const signIn = await fetch(new URL("/desk/sign-in", server.url));
    expect(signIn.status).toBe(200);
    expect(await signIn.text()).toContain("<html");
  } finally {
    await server.stop();
    server.cleanup();
  }
});

it("the TypeScript entry under tsx serves too", async () => {
  // Every other test server runs the compiled entry; this one is the source (server/run.ts).
  const server = await startServer({ source: true });
  try {
    // Rendered on request.
    expect((await fetch(new URL("/desk/sign-in", server.url))).status).toBe(200);
  } finally {
    await server.stop();
    server.cleanup();
  }
}, 60_000);

it("without a build and without dev dependencies, a command says what to do", () => {
  const empty = mkdtempSync(join(tmpdir(), "institute-no-build-"));
  try {
    const run = spawnSync(process.execPath, [resolve("commands/run-built.js"), "staff", "list"], {
      cwd: empty,
      encoding: "utf8",
    });
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toBe(
      'staff: no build at build/ and no dev dependencies to make one: copy the release\'s build/ here (docs/operations/deploy.md), or run "npm ci" then "npm run build".',
    );
  } finally {
    rmSync(empty, { recursive: true, force: true });
  }
});
