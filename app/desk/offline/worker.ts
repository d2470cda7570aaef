import { CLIENT_ID_FIELD, isClientId, isKeptIntent } from "./queue";
import { notSentPage } from "./not-sent-page";
import { sendKeptSaves, SYNC_TAG } from "./send";
import { clearKeptSaves } from "./store";

/**
 * The saves kept on the phone, in the desk's service worker: bundled at build into /desk/sw.js
 * (scripts/build/desk-app.ts) beside its caching and push code, which handles only GETs.
 * - Background Sync: the lead page asks for a sync when it keeps a save; the browser wakes the
 *   worker when the connection is back, even with the desk closed, and it sends what waits. A
 *   send that got no answer fails the sync, so the browser tries again later.
 * - A lead page's form posted without the page's script (not loaded yet on a slow connection):
 *   given a save id, so a post sent twice is stored once, and answered, when it cannot reach
 *   the server, with a page keeping what was typed (not-sent-page.ts).
 * - Signing out: once the server has signed the person out, the kept saves are deleted.
 */
interface SyncEvent extends Event {
  tag: string;
  waitUntil(work: Promise<unknown>): void;
}
interface FetchEvent extends Event {
  request: Request;
  respondWith(response: Promise<Response>): void;
}
const worker = self as unknown as {
  addEventListener(type: "sync", listener: (event: SyncEvent) => void): void;
  addEventListener(type: "fetch", listener: (event: FetchEvent) => void): void;
};

worker.addEventListener("sync", (event) => {
  if (event.tag !== SYNC_TAG) return;
  event.waitUntil(
    sendKeptSaves(null).then((reports) => {
      if (reports.some((report) => report.answer === "retry")) throw new Error("Not sent yet: no answer");
    }),
  );
});

const LEAD_PAGE = /^\/desk\/leads\/[A-Za-z0-9-]+$/;

async function postLeadForm(request: Request, path: string): Promise<Response> {
  const form = await request.clone().formData();
  const fields = [...form].filter((entry): entry is [string, string] => typeof entry[1] === "string");
  const intent = form.get("intent");
  if (isKeptIntent(intent) && !isClientId(form.get(CLIENT_ID_FIELD)))
    fields.push([CLIENT_ID_FIELD, crypto.randomUUID()]);
  const notSent = () =>
    new Response(notSentPage(path, fields), {
      status: 503,
      headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" },
    });
  try {
    // The server's answer as it is: a redirect back to the lead, or the page with an error.
    const response = await fetch(path, {
      method: "POST",
      body: new URLSearchParams(fields),
      credentials: "same-origin",
      redirect: "manual",
    });
    return response.status >= 500 ? notSent() : response;
  } catch {
    return notSent();
  }
}

worker.addEventListener("fetch", (event) => {
  const { request } = event;
  if (request.method !== "POST" || request.mode !== "navigate") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (url.pathname === "/desk/sign-out") {
    event.respondWith(
      fetch(request).then(async (response) => {
        await clearKeptSaves().catch(() => undefined);
        return response;
      }),
    );
    return;
  }
  const type = request.headers.get("Content-Type") ?? "";
  if (LEAD_PAGE.test(url.pathname) && type.startsWith("application/x-www-form-urlencoded"))
    event.respondWith(postLeadForm(request, url.pathname));
});
