import { setImmediate as nextTurn } from "node:timers/promises";
import type { ContentDraft, ContentRevision, ContentStore, RenderedPage, RenderedPages } from "#domain/desk.ts";
import { DeskPart } from "./context";

const DRAFT_ID = "draft";
/** Rendered pages are kept for the newest revisions only: enough for a process still catching up. */
const KEPT_RENDERINGS = 2;
/**
 * Pages written (or erased) per transaction. A revision's pages are several megabytes; on SQLite
 * every write blocks the one process, so they go in small slices with visitors' requests
 * answered between them (docs/decisions/0028-one-process-per-server.md).
 */
const PAGES_PER_WRITE = 8;
/**
 * The site's content as published revisions and the office's one working draft
 * (docs/decisions/0024-content-published-from-the-desk.md). Revisions are never changed: a
 * restore publishes an earlier document again as a new one, so the newest is always live.
 */
export class ContentQueries extends DeskPart implements ContentStore {
  async liveContent() {
    return (
      (await this.db
        .selectFrom("content_revisions")
        .select(["id", "document"])
        .orderBy("id", "desc")
        .limit(1)
        .executeTakeFirst()) ?? null
    );
  }

  async liveContentId() {
    const row = await this.db
      .selectFrom("content_revisions")
      .select((eb) => eb.fn.max("id").as("id"))
      .executeTakeFirst();
    return row?.id == null ? null : Number(row.id);
  }

  async ensureContent(seed: string) {
    const live = await this.liveContent();
    if (live) return live;
    await this.writes.run(async (trx) => {
      // Two processes starting at once both find none; the first insert wins, the second adds nothing.
      const exists = await trx.selectFrom("content_revisions").select("id").limit(1).executeTakeFirst();
      if (exists) return;
      await trx
        .insertInto("content_revisions")
        .values({
          id: 1,
          document: seed,
          note: "The content shipped with the site",
          publishedBy: null,
          publishedAt: this.now(),
          restoredFrom: null,
        })
        .execute();
    });
    return (await this.liveContent())!;
  }

  async contentRevisions(): Promise<ContentRevision[]> {
    const rows = await this.db
      .selectFrom("content_revisions")
      .leftJoin("staff", "staff.id", "content_revisions.publishedBy")
      .select([
        "content_revisions.id",
        "content_revisions.note",
        "content_revisions.publishedBy",
        "content_revisions.publishedAt",
        "content_revisions.restoredFrom",
        "staff.name as publishedByName",
      ])
      .orderBy("content_revisions.id", "desc")
      .limit(200)
      .execute();
    return rows.map((row) => ({
      ...row,
      id: Number(row.id),
      restoredFrom: row.restoredFrom && Number(row.restoredFrom),
    }));
  }

  async contentRevision(id: number) {
    const row = await this.db
      .selectFrom("content_revisions")
      .leftJoin("staff", "staff.id", "content_revisions.publishedBy")
      .selectAll("content_revisions")
      .select("staff.name as publishedByName")
      .where("content_revisions.id", "=", id)
      .executeTakeFirst();
    return row ? { ...row, id: Number(row.id), restoredFrom: row.restoredFrom && Number(row.restoredFrom) } : null;
  }

  async contentDraft(): Promise<ContentDraft | null> {
    const row = await this.db
      .selectFrom("content_draft")
      .leftJoin("staff", "staff.id", "content_draft.updatedBy")
      .select([
        "content_draft.document",
        "content_draft.basedOn",
        "content_draft.updatedAt",
        "staff.name as updatedByName",
      ])
      .where("content_draft.id", "=", DRAFT_ID)
      .executeTakeFirst();
    return row ? { ...row, basedOn: Number(row.basedOn) } : null;
  }

  async saveContentDraft({ document, basedOn, staffId }: { document: string; basedOn: number; staffId: string }) {
    const values = { document, basedOn, updatedBy: staffId, updatedAt: this.now() };
    await this.writes.run((trx) =>
      trx
        .insertInto("content_draft")
        .values({ id: DRAFT_ID, ...values })
        .onConflict((oc) => oc.column("id").doUpdateSet(values))
        .execute(),
    );
  }

  async discardContentDraft() {
    await this.writes.run((trx) => trx.deleteFrom("content_draft").where("id", "=", DRAFT_ID).execute());
  }

  async publishContent(input: {
    document: string;
    basedOn: number;
    note: string;
    staffId: string;
    restoredFrom?: number;
  }): Promise<number | null> {
    return this.writes.run(async (trx) => {
      const newest = await trx
        .selectFrom("content_revisions")
        .select((eb) => eb.fn.max("id").as("id"))
        .executeTakeFirst();
      const liveId = Number(newest?.id ?? 0);
      if (liveId !== input.basedOn) return null;
      const id = liveId + 1;
      await trx
        .insertInto("content_revisions")
        .values({
          id,
          document: input.document,
          note: input.note,
          publishedBy: input.staffId,
          publishedAt: this.now(),
          restoredFrom: input.restoredFrom ?? null,
        })
        .execute();
      await trx.deleteFrom("content_draft").where("id", "=", DRAFT_ID).execute();
      await this.auditIn(trx, {
        staffId: input.staffId,
        action: input.restoredFrom ? "content.restore" : "content.publish",
        subject: `revision ${id}`,
        detail: { note: input.note, ...(input.restoredFrom ? { restoredFrom: input.restoredFrom } : {}) },
      });
      return id;
    });
  }

  async contentPages(revisionId: number, build: string): Promise<RenderedPage[] | null> {
    const rows = await this.db
      .selectFrom("content_pages")
      .select(["path", "br", "gzip"])
      .where("revisionId", "=", revisionId)
      .where("build", "=", build)
      .execute();
    return rows.length ? rows : null;
  }

  /**
   * Stores a revision's pages a slice at a time. A reader may find a set still being written:
   * the caller counts what it reads against the pages its build renders (PublishedSite.serve).
   */
  async saveContentPages(revisionId: number, { build, files }: RenderedPages): Promise<void> {
    for (let start = 0; start < files.length; start += PAGES_PER_WRITE) {
      const slice = files.slice(start, start + PAGES_PER_WRITE);
      await this.writes.run((trx) =>
        trx
          .insertInto("content_pages")
          .values(slice.map((file) => ({ revisionId, build, ...file })))
          .onConflict((oc) => oc.doNothing())
          .execute(),
      );
      await nextTurn();
    }
    // Older renderings go the same way: secure_delete overwrites every page they freed.
    const old = await this.db
      .selectFrom("content_pages")
      .select(["revisionId", "build", "path"])
      .where("revisionId", "<=", revisionId - KEPT_RENDERINGS)
      .execute();
    for (let start = 0; start < old.length; start += PAGES_PER_WRITE) {
      const slice = old.slice(start, start + PAGES_PER_WRITE);
      await this.writes.run((trx) =>
        trx
          .deleteFrom("content_pages")
          .where((eb) =>
            eb.or(
              slice.map((page) =>
                eb.and([
                  eb("revisionId", "=", page.revisionId),
                  eb("build", "=", page.build),
                  eb("path", "=", page.path),
                ]),
              ),
            ),
          )
          .execute(),
      );
      await nextTurn();
    }
  }
}
