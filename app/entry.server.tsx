import { PassThrough } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import { ServerRouter, type EntryContext, type HandleDataRequestFunction } from "react-router";
import { contentSecurityPolicy, inlineScriptHashes } from "./lib/csp.server";

export const streamTimeout = 5_000;

/** Data and action responses (client-side navigation, form posts) get the strict default policy. */
export const handleDataRequest: HandleDataRequestFunction = (response) => {
  response.headers.set("Content-Security-Policy", contentSecurityPolicy());
  return response;
};

/**
 * Renders the whole page before answering (our pages are small and mostly pre-rendered), so
 * the Content-Security-Policy can allow exactly this page's inline scripts by hash: the
 * same policy the pre-rendered files get from the static server.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} />, {
      onAllReady() {
        const chunks: Buffer[] = [];
        const body = new PassThrough();
        body.on("data", (chunk: Buffer) => chunks.push(chunk));
        body.on("end", () => {
          clearTimeout(timeout);
          const html = Buffer.concat(chunks).toString("utf8");
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          responseHeaders.set("Content-Security-Policy", contentSecurityPolicy(inlineScriptHashes(html)));
          resolve(new Response(html, { headers: responseHeaders, status }));
        });
        pipe(body);
      },
      onShellError(error: unknown) {
        clearTimeout(timeout);
        reject(error);
      },
      onError(error: unknown) {
        status = 500;
        console.error(error);
      },
    });
    const timeout = setTimeout(abort, streamTimeout + 1000);
  });
}
