import { createRequestHandler } from "@react-router/express";
import express, { type NextFunction, type Request, type Response } from "express";
import type { Store as RateLimitStore } from "express-rate-limit";
import type { ServerBuild } from "react-router";
import type { ServerConfig } from "./config";
import type { ServerContext } from "./load-context";
import { formPostGuard, noStoreForWrites, securityHeaders, submissionRateLimit } from "./security";
import { loadStaticSite, staticSiteMiddleware } from "./static-site";
import { ADMISSION_PATH, COURSE_PARAM } from "../app/lib/apply-link";
import type { DeskStore } from "../domain/desk";
import { deskHeaders } from "./desk-headers";
import type { SubmissionWriter } from "./storage/types";

interface AppOptions {
  build: ServerBuild;
  clientDir: string;
  store: SubmissionWriter | null;
  desk: DeskStore | null;
  rateLimitStore?: RateLimitStore;
  config: Pick<ServerConfig, "SUBMIT_RATE_LIMIT" | "TRUST_PROXY" | "RETENTION_MONTHS">;
}

/** "/about/" → 301 "/about": one URL per page, without a trailing slash. */
function trailingSlashRedirect(req: Request, res: Response, next: NextFunction) {
  if ((req.method === "GET" || req.method === "HEAD") && req.path.length > 1 && req.path.endsWith("/")) {
    const query = req.originalUrl.slice(req.path.length);
    const path = req.path.replace(/\/+$/, "") || "/";
    // "//evil.example" must stay a path on this site, never become a protocol-relative URL.
    res.redirect(301, path.replace(/^\/+/, "/") + query);
    return;
  }
  next();
}

export function createApp({ build, clientDir, store, desk, rateLimitStore, config }: AppOptions) {
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", config.TRUST_PROXY);

  app.use(securityHeaders());
  app.use(noStoreForWrites);
  app.use(trailingSlashRedirect);
  app.use(deskHeaders);
  app.use(staticSiteMiddleware(loadStaticSite(clientDir), { [ADMISSION_PATH]: [COURSE_PARAM] }));
  app.use(formPostGuard());
  app.use(submissionRateLimit(config.SUBMIT_RATE_LIMIT, rateLimitStore));

  app.all(
    "/{*path}",
    // React Router sets its own policy (entry.server.tsx): it appends headers, so the
    // default one must go or the browser would enforce both.
    (_req, res, next) => {
      res.removeHeader("Content-Security-Policy");
      next();
    },
    createRequestHandler({
      build,
      getLoadContext: (req, res) =>
        ({
          store,
          desk,
          rateLimited: res.locals.rateLimited === true,
          clientIp: req.ip ?? "unknown",
          retentionMonths: config.RETENTION_MONTHS,
        }) satisfies ServerContext,
    }),
  );

  // Last resort: a failure outside React Router still answers politely, never crashes.
  app.use((error: unknown, _req: Request, res: Response, _next: NextFunction) => {
    console.error(JSON.stringify({ event: "unhandled_error", message: String(error) }));
    if (!res.headersSent) res.status(500).type("text/plain").send("Something went wrong. Please try again.");
  });
  return app;
}
