import { PassThrough } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import { ServerRouter, type AppLoadContext, type EntryContext } from "react-router";

export const streamTimeout = 5_000;

/**
 * Renders the whole page before answering (our pages are small and mostly pre-rendered;
 * React's server could otherwise send a Suspense boundary's content as a hidden template
 * that only a script reveals). A page rendered on request marks its inline scripts with the
 * response's nonce, which the Content-Security-Policy the Express server already set allows
 * (server/security.ts scriptNonce). A page pre-rendered at build has no nonce: the static
 * server allows its scripts by hash (server/static-site.ts). The logger comes the same way,
 * through the load context (server/load-context.ts): app/ does not import server/.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext?: AppLoadContext,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  // Undefined while pre-rendering at build, where no server sets a policy or hands a logger.
  const { cspNonce: nonce, log } = (loadContext as Partial<AppLoadContext> | undefined) ?? {};

  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
      {
        nonce,
        onAllReady() {
          const chunks: Buffer[] = [];
          const body = new PassThrough();
          body.on("data", (chunk: Buffer) => chunks.push(chunk));
          body.on("end", () => {
            clearTimeout(timeout);
            responseHeaders.set("Content-Type", "text/html; charset=utf-8");
            resolve(new Response(Buffer.concat(chunks).toString("utf8"), { headers: responseHeaders, status }));
          });
          pipe(body);
        },
        onShellError(error: unknown) {
          clearTimeout(timeout);
          reject(error);
        },
        onError(error: unknown) {
          status = 500;
          const entry = {
            event: "render_error",
            error: error instanceof Error ? (error.stack ?? error.message) : String(error),
          };
          if (log) log.error(entry);
          else console.error(entry);
        },
      },
    );
    const timeout = setTimeout(abort, streamTimeout + 1000);
  });
}
