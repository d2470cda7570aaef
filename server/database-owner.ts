import { contentDocumentSchema } from "#content/content-document.ts";
import { seedDocument } from "#content/seed-document.ts";
import type { ServerConfig } from "./config";
import { notifySettings, startNotifications } from "./notifications/start";
import { startRetention } from "./privacy/retention";
import { log } from "./log";
import { openDatabase } from "./storage/database";
import type { OpenDatabase } from "./storage/sqlite-store";

/**
 * What the server does with its database beside serving pages: opens and migrates it, finishes any import
 * left part-stored, runs the notification sender and the daily purge, and closes it all on
 * `close()`. When the database cannot be opened, `store` is null: pages keep being served and
 * submissions answer 503.
 */
export interface DatabaseOwner {
  store: OpenDatabase | null;
  close: () => Promise<void>;
}

/** How often an import the database refused part way is tried again. */
const IMPORT_RETRY_MS = 60_000;

export async function ownDatabase(config: ServerConfig): Promise<DatabaseOwner> {
  const store = await openStore(config);
  // A fresh database starts from the content shipped in app/content: its revision 1.
  if (store) await store.desk.ensureContent(JSON.stringify(contentDocumentSchema.parse(seedDocument())));
  // An import a stopped server left part-stored is finished in the background (decision 25),
  // and one the database refused part way (a full disk, say) is tried again every minute.
  const finishImports = () =>
    store?.desk.finishCommittingImports().catch((error: unknown) => {
      log.error({ event: "import_finish_failed", error: String(error) });
    });
  void finishImports();
  const importsAgain = store ? setInterval(finishImports, IMPORT_RETRY_MS).unref() : undefined;
  const notifications = store ? startNotifications(store.db, store.writes, config) : null;
  const retention = store ? startRetention(store.db, config.RETENTION_MONTHS) : null;
  if (store && (await store.desk.countAdmins()) === 0) {
    // An instruction for the person who started the server, so plain text rather than a log line.
    console.warn(
      'The admissions desk has no admin yet. Create the first one with: npm run staff -- add --email you@example.com --name "Your Name" --role admin',
    );
  }
  return {
    store,
    close: async () => {
      clearInterval(importsAgain);
      retention?.stop();
      await notifications?.stop();
      await store?.submissions.close();
    },
  };
}

async function openStore(config: ServerConfig): Promise<OpenDatabase | null> {
  try {
    return await openDatabase(config.DATABASE_URL, undefined, notifySettings(config), config.SAVE_QUEUE_LIMIT);
  } catch (error) {
    // Pages keep being served; submissions answer 503 until the database is fixed.
    log.error({ event: "database_unavailable", error: String(error) });
    return null;
  }
}
