import { createHash } from "node:crypto";
import { brotliDecompressSync } from "node:zlib";
import { contentDocumentSchema, type ContentDocument } from "#content/content-document.ts";
import { seedDocument } from "#content/seed-document.ts";
import type { ContentStore, LaunchStore, RenderedPages } from "#domain/desk.ts";
import type { Log } from "#server/log.ts";
import { staticFile, type StaticFile, type StaticFiles } from "#server/static-site.ts";
import { serveContent } from "./live-binding";
import type { PageRenderer } from "./page-renderer";

/** How often each process asks the database for a newer revision: a publish is live everywhere within this and a render. */
export const CONTENT_POLL_MS = 500;

type ContentSource = Pick<ContentStore, "liveContent" | "liveContentId"> & Pick<LaunchStore, "launchConfirmations">;

/** What a process serves its pages from: a revision, and the launch checklist's confirmed keys (sorted). */
export interface LiveRevision {
  id: number;
  document: ContentDocument;
  confirmed: readonly string[];
}

/**
 * A stored document as this code reads it: a section a revision written by older code lacks
 * comes from the content shipped with this code. Null when it is not valid content.
 */
export function readDocument(json: string): ContentDocument | null {
  try {
    const stored = JSON.parse(json) as Partial<ContentDocument>;
    const parsed = contentDocumentSchema.safeParse({ ...seedDocument(), ...stored });
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Keeps this process on the newest published revision and the launch checklist's
 * confirmations: asks the database every CONTENT_POLL_MS, and hands a change of either to
 * `apply` (one at a time). Every process follows for itself, so a publish or a confirmation
 * reaches every app server on PostgreSQL alike.
 */
export class ContentFollower {
  /** "revision:confirmed keys": what is applied, and what failed (not tried again). */
  private current: string | null = null;
  private failed: string | null = null;
  private timer: NodeJS.Timeout | undefined;
  /** Follows run one after another: a refresh asked for during a poll runs after it, and reads anew. */
  private queue: Promise<void> = Promise.resolve();
  private pending = 0;

  constructor(
    private readonly source: ContentSource,
    private readonly apply: (revision: LiveRevision) => Promise<void>,
    private readonly log: Pick<Log, "error" | "info">,
  ) {}

  /** Applies the newest revision (resolves once it is applied), then keeps following. */
  async start(pollMs = CONTENT_POLL_MS): Promise<void> {
    await this.refresh();
    // A poll is skipped while another follow is under way (a render can outlast the interval).
    this.timer = setInterval(() => this.pending === 0 && void this.refresh(), pollMs);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
  }

  /** Now, rather than at the next poll: after a publish in this process. */
  refresh(): Promise<void> {
    this.pending += 1;
    this.queue = this.queue.then(() => this.follow()).finally(() => (this.pending -= 1));
    return this.queue;
  }

  private async version(): Promise<{ id: number | null; confirmed: string[]; version: string }> {
    const [id, confirmations] = await Promise.all([this.source.liveContentId(), this.source.launchConfirmations()]);
    const confirmed = confirmations.map((confirmation) => confirmation.key).sort();
    return { id, confirmed, version: `${id}:${confirmed.join(",")}` };
  }

  private async follow(): Promise<void> {
    let version: string | null = null;
    try {
      const newest = await this.version();
      version = newest.version;
      if (newest.id === null || version === this.current || version === this.failed) return;
      const live = await this.source.liveContent();
      if (!live) return;
      const document = readDocument(live.document);
      if (!document) throw new Error(`revision ${live.id} is not valid content`);
      await this.apply({ id: live.id, document, confirmed: newest.confirmed });
      this.current = version;
      this.log.info({ event: "content_live", revision: live.id, confirmed: newest.confirmed.length });
    } catch (error) {
      // The previous pages keep serving; the next poll does not try the same version again.
      this.failed = version;
      this.log.error({ event: "content_render_failed", error: String(error) });
    }
  }
}

/** Rendered pages as the static server's files, dated when this process began serving them. */
function staticFiles(pages: RenderedPages["files"], at: Date): Map<string, StaticFile> {
  const bytes = (data: Uint8Array) => Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  return new Map(
    pages.map((page) => {
      const br = bytes(page.br);
      return [
        page.path,
        staticFile(page.path, { identity: () => brotliDecompressSync(br), br, gzip: bytes(page.gzip) }, at),
      ];
    }),
  );
}

/**
 * The site's pages as the static server sends them: the build's files, with every page and
 * its data rendered again from the published revision (and the launch checklist's
 * confirmations, which the demonstration notice reads) when they differ from what the build
 * was made with. The whole set is swapped at once. A revision's pages are rendered once, by the
 * process that publishes it, and stored with it; every other process of the same build serves
 * those, and renders only what it finds none of (a confirmation, a newer build after a deploy).
 */
export class PublishedSite implements StaticFiles {
  private files: Map<string, StaticFile>;
  private readonly seed = JSON.stringify(contentDocumentSchema.parse(seedDocument()));
  private prepared: { key: string; pages: RenderedPages } | null = null;
  /** The confirmations the pages served were rendered with. */
  private confirmed: readonly string[] = [];

  constructor(
    private readonly build: Map<string, StaticFile>,
    private readonly renderer: Pick<PageRenderer, "render" | "fileCount">,
    private readonly store: Pick<ContentStore, "contentPages" | "saveContentPages">,
    private readonly buildVersion: string,
    private readonly clock: () => Date = () => new Date(),
  ) {
    this.files = build;
  }

  get(path: string): StaticFile | undefined {
    return this.files.get(path);
  }

  /** What stored pages are filed under: this build, and the confirmations they show. */
  private renderingOf(confirmed: readonly string[]): string {
    if (confirmed.length === 0) return this.buildVersion;
    return `${this.buildVersion}~${createHash("sha256").update(confirmed.join(",")).digest("base64url").slice(0, 16)}`;
  }

  /**
   * Renders `document`'s pages without serving them: a publish checks every page renders before
   * the revision is written, and serves these once it is. Null for what the build was made with.
   */
  async prepare(document: ContentDocument, confirmed = this.confirmed): Promise<RenderedPages | null> {
    const json = JSON.stringify(document);
    if (json === this.seed && confirmed.length === 0) return null;
    const key = `${this.renderingOf(confirmed)}:${json}`;
    if (this.prepared?.key !== key) {
      const { files } = await this.renderer.render(document, confirmed);
      this.prepared = { key, pages: { build: this.renderingOf(confirmed), files } };
    }
    return this.prepared.pages;
  }

  /**
   * Serves a revision: its stored pages, else pages rendered here (and stored for the others and
   * for the next start). A set another process is still storing counts short, and is rendered
   * here too: both are the same revision rendered by the same build.
   */
  async serve({ id, document, confirmed }: LiveRevision): Promise<void> {
    let pages: RenderedPages["files"] = [];
    if (JSON.stringify(document) !== this.seed || confirmed.length > 0) {
      const stored = await this.store.contentPages(id, this.renderingOf(confirmed));
      if (stored && stored.length === (await this.renderer.fileCount())) pages = stored;
      else {
        const rendered = (await this.prepare(document, confirmed))!;
        await this.store.saveContentPages(id, rendered);
        pages = rendered.files;
      }
    }
    this.files = new Map([...this.build, ...staticFiles(pages, this.clock())]);
    this.prepared = null;
    this.confirmed = confirmed;
    serveContent(document, confirmed);
  }
}
