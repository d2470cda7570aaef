import { AsyncLocalStorage } from "node:async_hooks";
import { bindLiveContent } from "#content/live.ts";
import type { ContentDocument } from "#content/content-document.ts";

/**
 * Which content a loader reads (app/content/live.ts): the document a render was started with
 * (a revision being rendered before it goes live, a draft being previewed), else the revision
 * this process serves. AsyncLocalStorage carries the first through the render's awaits, so a
 * preview and a visitor's request rendered at the same moment never read each other's content.
 */
interface Live {
  document: ContentDocument;
  /** The launch checklist's confirmed keys. */
  confirmed: readonly string[];
}
const rendering = new AsyncLocalStorage<Live>();
let served: Live | undefined;

bindLiveContent(
  () => (rendering.getStore() ?? served)?.document,
  () => (rendering.getStore() ?? served)?.confirmed ?? [],
);

/** From now on, what this process's pages, desk and clocks read as published. */
export function serveContent(document: ContentDocument, confirmed: readonly string[]): void {
  served = { document, confirmed };
}

/** The launch checklist's confirmed keys this process serves its pages with. */
export function servedConfirmations(): readonly string[] {
  return served?.confirmed ?? [];
}

/** Runs `render` with `document` (and the confirmations served, unless given) as what its loaders read. */
export function renderingWith<T>(
  document: ContentDocument,
  render: () => Promise<T>,
  confirmed: readonly string[] = servedConfirmations(),
): Promise<T> {
  return rendering.run({ document, confirmed }, render);
}
