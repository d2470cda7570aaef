import { Resvg } from "@resvg/resvg-js";

/**
 * The desk as an installable web app: its manifest, its service worker and its
 * icons, written into the client build by scripts/build/postbuild.ts under /desk/. Only desk
 * pages link the manifest and register the worker (app/desk/routes/shell.tsx); the public
 * site never does.
 */
export const DESK_APP_PATHS = {
  manifest: "/desk/manifest.webmanifest",
  worker: "/desk/sw.js",
  icon: (size: number, maskable = false) => `/desk/icon-${maskable ? "maskable-" : ""}${size}.png`,
} as const;

export const THEME_COLOUR = "#0c6358";

/** The sizes Android (192, 512 and a maskable 512) and iOS (180, the apple-touch-icon) ask for. */
export const ICON_SIZES = [180, 192, 512] as const;

export function deskManifest(siteName: string): string {
  return JSON.stringify(
    {
      name: `${siteName}: admissions desk`,
      short_name: "Admissions desk",
      description: "Work the institute's enquiries: call, follow up, close.",
      id: "/desk/",
      // Each role's start page (deskLanding in domain/desk.ts): Today for those who work leads.
      start_url: "/desk/",
      scope: "/desk/",
      display: "standalone",
      background_color: "#f8fafc",
      theme_color: THEME_COLOUR,
      icons: [
        ...[192, 512].map((size) => ({
          src: DESK_APP_PATHS.icon(size),
          sizes: `${size}x${size}`,
          type: "image/png",
          purpose: "any",
        })),
        { src: DESK_APP_PATHS.icon(512, true), sizes: "512x512", type: "image/png", purpose: "maskable" },
      ],
    },
    null,
    2,
  );
}

/**
 * The icon at `size` px from the site's favicon (a rounded square); maskable: the mark on a
 * full square of the theme colour, inside the central 80 % that every mask keeps.
 */
export function deskIcon(faviconSvg: string, size: number, maskable = false): Buffer {
  const inner = faviconSvg.replace(/^<svg[^>]*>/, "").replace(/<\/svg>\s*$/, "");
  const svg = maskable
    ? `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${THEME_COLOUR}"/><g transform="translate(6.4 6.4) scale(0.8)">${inner}</g></svg>`
    : faviconSvg;
  return new Resvg(svg, { fitTo: { mode: "width", value: size } }).render().asPng();
}

/**
 * The service worker, scoped to /desk/. Nothing with personal data is ever cached: desk
 * pages, their data (.data) and every post go to the network only; a page that cannot be
 * reached is answered with a page saying the desk needs a connection (no data in it). Only
 * the build's hashed files (/assets/…, code and styles, immutable) and the desk's icons are
 * kept, cache first.
 */
export function deskServiceWorker(buildId: string, keptSaves: string): string {
  return `// The admissions desk's service worker (scripts/build/desk-app.ts). Build ${buildId}.
const CACHE = "desk-static-${buildId}";
const OFFLINE = \`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>No connection | Admissions desk</title><style>body{font-family:system-ui,sans-serif;margin:0;padding:4rem 1rem;background:#f8fafc;color:#0f172a}main{max-width:28rem;margin:auto;background:#fff;border:1px solid #e2e8f0;border-radius:1rem;padding:1.5rem}h1{font-size:1.25rem;margin:0 0 .5rem}a{color:#0c6358;font-weight:700}</style></head><body><main><h1>The desk needs a connection</h1><p>This phone is offline, or the server cannot be reached. Nothing is kept on the phone, so leads show only when connected.</p><p><a href="/desk/today">Try again</a></p></main></body></html>\`;

self.addEventListener("install", () => self.skipWaiting());
self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches.keys().then((keys) => Promise.all(keys.filter((key) => key.startsWith("desk-static-") && key !== CACHE).map((key) => caches.delete(key)))).then(() => self.clients.claim()),
  );
});

const isStatic = (url) => url.origin === self.location.origin && (url.pathname.startsWith("/assets/") || /^\\/desk\\/icon-[\\w-]+\\.png$/.test(url.pathname));

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (isStatic(url)) {
    event.respondWith(
      caches.open(CACHE).then(async (cache) => {
        const kept = await cache.match(request);
        if (kept) return kept;
        const response = await fetch(request);
        if (response.ok) await cache.put(request, response.clone());
        return response;
      }),
    );
    return;
  }
  if (request.mode === "navigate") {
    event.respondWith(fetch(request).catch(() => new Response(OFFLINE, { status: 503, headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" } })));
  }
  // Everything else (desk data, posts, the public site) goes to the network, untouched.
});

// Web Push (server/notifications/push.ts): the message is a title, a line and the lead's desk
// path, nothing more; it is shown as it came. A tap opens that lead, in the desk's window when
// one is open, and only ever a desk path on this site.
self.addEventListener("push", (event) => {
  let message = {};
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    message = {};
  }
  const url = typeof message.url === "string" && message.url.startsWith("/desk/") ? message.url : "/desk/today";
  event.waitUntil(
    self.registration.showNotification(typeof message.title === "string" ? message.title : "Admissions desk", {
      body: typeof message.body === "string" ? message.body : "",
      tag: typeof message.tag === "string" ? message.tag : undefined,
      icon: "/desk/icon-192.png",
      badge: "/desk/icon-192.png",
      data: { url },
    }),
  );
});

// The tap: the lead opens in the desk's window if one is open (focused when the browser lets
// it), else in a new one. A handler property, not a listener, so the end-to-end test can run
// this very code with the notification it shows (headless Chromium has no way to tap one).
async function openLead(data) {
  const path = data && typeof data.url === "string" && data.url.startsWith("/desk/") ? data.url : "/desk/today";
  const target = new URL(path, self.location.origin).href;
  const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
  const desk = windows.find((client) => new URL(client.url).pathname.startsWith("/desk/"));
  if (desk) {
    await desk.focus().catch(() => undefined);
    const moved = await desk.navigate(target).catch(() => null);
    if (moved) return moved;
  }
  return self.clients.openWindow(target);
}

self.onnotificationclick = (event) => {
  event.notification.close();
  event.waitUntil(openLead(event.notification.data));
};

// Saves kept on the phone (app/desk/offline/worker.ts, bundled at build): Background Sync, a
// lead form posted before the page's script ran, and clearing them on sign-out. Its listeners
// take only what the ones above leave: posts.
${keptSaves}
`;
}

/**
 * app/desk/offline/worker.ts and what it imports, as one script for the worker: the same code
 * the desk's pages send kept saves with, so the page and the worker never disagree.
 */
export async function keptSavesWorkerScript(): Promise<string> {
  const { build } = await import("esbuild");
  const result = await build({
    entryPoints: ["app/desk/offline/worker.ts"],
    bundle: true,
    format: "iife",
    target: "es2022",
    minify: true,
    write: false,
    legalComments: "none",
  });
  return result.outputFiles[0]!.text;
}
