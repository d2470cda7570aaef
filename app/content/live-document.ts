import type { ContentDocument } from "./content-document";

/**
 * The binding of the published content (./live.ts), without the shipped document's imports:
 * ./fees.ts, which the shipped document is itself built from, reads the bound revision here
 * and falls back to its own shipped fees, so that importing it never starts building the
 * document it is part of (an import cycle would leave its neighbours half-loaded).
 *
 * Kept on globalThis because this module exists twice in a server: in React Router's server
 * build, whose loaders read it, and in the server's own code, which binds it. One binding
 * must reach both.
 */
export const liveBinding = ((globalThis as Record<symbol, unknown>)[Symbol.for("institute.liveContent")] ??= {
  read: () => undefined,
  confirmed: () => [],
}) as {
  read: () => ContentDocument | undefined;
  /** The launch checklist's confirmed items' keys the pages are rendered with (the demonstration notice reads them). */
  confirmed: () => readonly string[];
};
