import { AsyncLocalStorage } from "node:async_hooks";
import { bindLiveContent } from "#content/live.ts";
import type { ContentDocument } from "#content/content-document.ts";

/**
 * Which content a loader reads (app/content/live.ts): the document a render was started with
 * (a revision being rendered before it goes live, a draft being previewed), else the revision
 * this process serves. AsyncLocalStorage carries the first through the render's awaits, so a
 * preview and a visitor's request rendered at the same moment never read each other's content.
 */
const rendering = new AsyncLocalStorage<ContentDocument>();
let served: ContentDocument | undefined;

bindLiveContent(() => rendering.getStore() ?? served);

/** From now on, what this process's pages, desk and clocks read as published. */
export function serveContent(document: ContentDocument): void {
  served = document;
}

/** Runs `render` with `document` as the content its loaders read. */
export function renderingWith<T>(document: ContentDocument, render: () => Promise<T>): Promise<T> {
  return rendering.run(document, render);
}
