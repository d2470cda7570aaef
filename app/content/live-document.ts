import type { ContentDocument } from "./content-document";

/**
 * The published content without the shipped fallback's imports: ./live.ts registers the
 * fallback (./seed-document.ts). Content modules that the shipped document is itself built
 * from (./fees.ts) read through here, so that importing them never starts building the
 * document they are part of: an import cycle would leave their neighbours half-loaded.
 *
 * Kept on globalThis because this module exists twice in a server: in React Router's server
 * build, whose loaders read it, and in the server's own code, which binds it. One binding
 * must reach both.
 */
export const liveBinding = ((globalThis as Record<symbol, unknown>)[Symbol.for("institute.liveContent")] ??= {
  read: () => undefined,
}) as { read: () => ContentDocument | undefined; shipped?: () => ContentDocument };

/** The document pages are rendered from (see ./live.ts). */
export function liveDocument(): ContentDocument {
  const document = liveBinding.read() ?? liveBinding.shipped?.();
  if (!document) throw new Error("The shipped content is not registered: import #content/live.ts before reading it");
  return document;
}
