import { existsSync } from "node:fs";
import type { ContentDocument } from "#content/content-document.ts";
import type { LaunchConfirmation } from "#domain/launch-readiness.ts";
import { databaseKind } from "#server/storage/dialect.ts";
import { openReader } from "#server/storage/database.ts";
import { readLaunchConfirmations } from "#server/storage/launch-confirmations.ts";
import { sqlitePathFromUrl } from "#server/storage/sqlite-store.ts";
import { readDocument } from "./published-site";

/**
 * The desk's launch confirmations and its published content, read-only and never migrating, for
 * `npm run launch-check` and the server's start-up warning; none when there is no database yet (a
 * fresh clone, a build machine). A database this code cannot read is said in `note`, not fatal:
 * the caller then goes by the shipped content alone, as before the desk could confirm or publish.
 */
export async function readPublishedState(databaseUrl: string): Promise<{
  confirmations: LaunchConfirmation[];
  published: ContentDocument | null;
  note: string | null;
}> {
  const notRead = (error: unknown) => ({
    confirmations: [],
    published: null,
    note: `The desk's confirmations and content were not read: ${(error as Error).message}`,
  });
  let reader: Awaited<ReturnType<typeof openReader>>;
  try {
    if (databaseKind(databaseUrl) === "sqlite" && !existsSync(sqlitePathFromUrl(databaseUrl)))
      return { confirmations: [], published: null, note: null };
    reader = await openReader(databaseUrl);
  } catch (error) {
    return notRead(error);
  }
  try {
    const newest = await reader.db
      .selectFrom("content_revisions")
      .select("document")
      .orderBy("id", "desc")
      .limit(1)
      .executeTakeFirst();
    return {
      confirmations: await readLaunchConfirmations(reader.db),
      published: newest ? readDocument(newest.document) : null,
      note: null,
    };
  } catch (error) {
    return notRead(error);
  } finally {
    await reader.close();
  }
}
