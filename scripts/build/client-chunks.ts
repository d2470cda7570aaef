import type { Plugin } from "vite";

/**
 * How the browser build groups modules into chunks (Rolldown's `output.codeSplitting`).
 * Left alone, Rolldown makes a chunk for every set of pages sharing a module, so a page
 * loaded some twenty small chunks, each compressing badly on its own. Instead a page loads:
 *
 * - the shell chunk (React Router's entry.client): React, React DOM, React Router, and the
 *   app code every page runs (root.tsx, header, footer, icons, site details) or several
 *   pages share. One chunk compresses better than its parts: 0.5 KiB less than the same
 *   code as a library chunk and an app chunk, at the price of downloading the libraries
 *   again after each release (docs/decisions/0004-javascript-budget.md);
 * - forms: what the admission and contact forms share (fields, submit handling);
 * - its route chunk, with the code and content only that page uses (and the enquiry form
 *   on the admission page, in a chunk it shares with the popup).
 *
 * Only modules of the first load are grouped (the `$initial` tag): what loads on demand
 * (the popup dialog, the toast library, the form validators) keeps its own chunks.
 *
 * The staff desk's code (app/desk/) is never grouped: its pages are first loads too, and
 * its libraries (icons, full zod, WebAuthn) would otherwise land in the shell every public
 * page loads. Modules only the desk imports keep Rolldown's own chunks, loaded by desk pages.
 */

/**
 * Form code the form pages share; each form itself stays with its page. With it, the phone
 * number's rules (two forms use them, which would otherwise put them in the shell every page
 * loads).
 */
const SHARED_FORM_CODE =
  /[\\/]app[\\/](lib[\\/](forms[\\/]|phone\.ts$)|components[\\/](form-fields|collection-notice)\.tsx$)/;
const NODE_MODULE = /[\\/]node_modules[\\/]/;
/** The app's own modules, and domain/'s pure logic they share with the server (the slug, rupees). */
const APP_CODE = /[\\/](app[\\/](root\.tsx$|components[\\/]|content[\\/]|lib[\\/])|domain[\\/])/;
const ROOT_ROUTE = /[\\/]app[\\/]root\.tsx$/;
const PAGE_ROUTE = /[\\/]app[\\/]routes[\\/][^\\/]+$/;
const DESK_CODE = /[\\/]app[\\/]desk[\\/]/;
/** React Router's browser entry: what it imports (React DOM, the router) is on every page. */
const CLIENT_ENTRY = /entry\.client\.[jt]sx?$/;

/** The part of the module graph the grouping reads. */
export type Importers = (id: string) => readonly string[];

/**
 * The public route modules that import `id` statically, directly or through other modules;
 * "all" when the root route or the client entry does, as their code is on every page.
 * Dynamic imports and the desk's modules do not count.
 */
export function importingRoutes(id: string, importers: Importers, seen = new Set([id])): Set<string> | "all" {
  const routes = new Set<string>();
  for (const importer of importers(id)) {
    const path = importer.replace(/\?.*$/, "");
    if (ROOT_ROUTE.test(path) || CLIENT_ENTRY.test(path)) return "all";
    if (DESK_CODE.test(path)) continue;
    if (PAGE_ROUTE.test(path)) routes.add(path);
    else if (!seen.has(importer)) {
      seen.add(importer);
      const found = importingRoutes(importer, importers, seen);
      if (found === "all") return "all";
      found.forEach((route) => routes.add(route));
    }
  }
  return routes;
}

/**
 * App code for the shell chunk: the root route and what it imports, and what several pages
 * use, but not form code. (What these modules import comes along, such as the icon sprite's URL.)
 */
export function isSharedAppCode(id: string, importers: Importers): boolean {
  if (!APP_CODE.test(id) || SHARED_FORM_CODE.test(id)) return false;
  const routes = importingRoutes(id, importers);
  return routes === "all" || routes.size >= 2;
}

/** Form code for the forms chunk: shared form code that a public page imports statically. */
export function isFirstLoadFormCode(id: string, importers: Importers): boolean {
  if (!SHARED_FORM_CODE.test(id)) return false;
  const routes = importingRoutes(id, importers);
  return routes === "all" || routes.size > 0;
}

/** A library for the shell chunk: one the public site loads at first (not one only the desk uses). */
export function isSiteLibrary(id: string, importers: Importers): boolean {
  if (!NODE_MODULE.test(id)) return false;
  if (CLIENT_ENTRY.test(id.replace(/\?.*$/, ""))) return true; // React Router's entry itself
  const routes = importingRoutes(id, importers);
  return routes === "all" || routes.size > 0;
}

export function clientChunks(): Plugin {
  return {
    name: "client-chunks",
    configEnvironment(name) {
      if (name !== "client") return undefined;
      return {
        build: {
          rolldownOptions: {
            output: {
              codeSplitting: {
                groups: [
                  // Each group also takes the modules its modules import (not yet taken by a
                  // group before it), so the order matters: the shared form code comes last,
                  // or it would pull the shell's modules it uses into the forms chunk.
                  {
                    name: (id, ctx) => {
                      const importers: Importers = (module) => ctx.getModuleInfo(module)?.importers ?? [];
                      return isSiteLibrary(id, importers) || isSharedAppCode(id, importers) ? "shell" : null;
                    },
                    tags: ["$initial"],
                    priority: 2,
                  },
                  // Only form code a public page loads at first: the desk's first loads import
                  // the forms' field rules too, which would pull them (and zod) into this chunk.
                  {
                    name: (id, ctx) => {
                      const importers: Importers = (module) => ctx.getModuleInfo(module)?.importers ?? [];
                      return isFirstLoadFormCode(id, importers) ? "forms" : null;
                    },
                    tags: ["$initial"],
                    priority: 1,
                  },
                ],
              },
            },
          },
        },
      };
    },
  };
}
