import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express, { type NextFunction, type Request, type RequestHandler, type Response } from "express";
import type { Store as RateLimitStore } from "express-rate-limit";
import { isRouteErrorResponse, type HandleErrorFunction, type ServerBuild } from "react-router";
import { pushEndpointPolicy, type ServerConfig } from "./config";
import type { ServerContext } from "./load-context";
import {
  devScriptNonce,
  expectedPostOrigin,
  formPostGuard,
  noStoreForWrites,
  scriptNonce,
  securityHeaders,
  submissionCounter,
} from "./security";
import { staticSiteMiddleware, type StaticFiles } from "./static-site";
import type { ContentPages } from "./content/site-content";
import { ADMISSION_PATH, COURSE_PARAM, COURSES_PATH, FINDER_PARAMS } from "#domain/site-paths.ts";
import { localizedPath } from "#domain/language.ts";
import type { DeskStore } from "#domain/desk.ts";
import { deskHeaders } from "./desk-headers";
import { healthRoute } from "./health";
import { PhotoCache, photoMedia } from "./photo-media";
import { log } from "./log";
import { requestLog, routeNamer } from "./request-log";
import { processSecret, proofOfWork, type ProofOfWork } from "./proof-of-work";
import type { SubmissionWriter } from "#domain/submissions.ts";

/**
 * What serves the browser's files ahead of React Router. In production, the build's client
 * folder, from memory, pre-rendered pages included (./static-site.ts), the pages rendered
 * again from the published content (./content/site-content.ts). Under `npm run dev`
 * (./dev.ts), Vite's middleware, which compiles the modules as they are asked for and serves
 * its HMR client; there is no pre-rendered page, so React Router renders every one.
 */
type ClientFiles = { files: StaticFiles } | { vite: RequestHandler };

interface AppOptions {
  /**
   * React Router's server build; under `npm run dev`, a function that gives the current one,
   * called per request, as Vite recompiles the app when its files change.
   */
  build: ServerBuild | (() => Promise<ServerBuild>);
  client: ClientFiles;
  store: SubmissionWriter | null;
  desk: DeskStore | null;
  /** The site's pages from published content: the desk's preview and publish; null without a database. */
  content: ContentPages | null;
  /** Where each form's rate-limit counts live (by default in this process). */
  rateLimitStoreFor?: (prefix: string) => RateLimitStore;
  /** Resolves when the database answers a read (./health.ts); absent when it could not be opened. */
  health?: () => Promise<void>;
  config: Pick<
    ServerConfig,
    | "SUBMIT_RATE_LIMIT"
    | "SUBMIT_HARD_CAP"
    | "SUBMIT_CHALLENGE_COST"
    | "SUBMIT_CHALLENGE_SECRET"
    | "HELD_POSTS_BUDGET"
    | "TRUST_PROXY"
    | "RETENTION_MONTHS"
    | "SITE_URL"
    | "PUSH_SERVICE_HOSTS"
    | "PUSH_LOOPBACK_FOR_TESTS"
  >;
}

/**
 * The proof of work as the forms use it: the used solutions' store out of reach (PostgreSQL
 * down) never refuses a family, as with the rate limit's counts; the save
 * then decides (and fails the same way, 503).
 */
function provenPosts(pow: ProofOfWork): ProofOfWork {
  return {
    challenge: () => pow.challenge(),
    isValid: (solution) => pow.isValid(solution),
    redeem: async (solution) => {
      try {
        return await pow.redeem(solution);
      } catch (error) {
        log.error({ event: "rate_limit_error", form: "proof_of_work", error: String(error) });
        return pow.isValid(solution);
      }
    },
  };
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

/**
 * Pages whose query string changes what they show, so a request carrying one is rendered
 * per request rather than answered with the pre-rendered file (server/static-site.ts): the
 * admission form opened from a course's Apply Now, and the course finder without JavaScript.
 */
const QUERY_RENDERED_PAGES = {
  [ADMISSION_PATH]: [COURSE_PARAM],
  [COURSES_PATH]: FINDER_PARAMS,
  // The same pages in Hindi (domain/language.ts).
  [localizedPath(ADMISSION_PATH, "hi")]: [COURSE_PARAM],
  [localizedPath(COURSES_PATH, "hi")]: FINDER_PARAMS,
};

/**
 * A request without a Host header (HTTP/1.0 allows it) cannot be given a URL: React Router
 * would fail building one, a 500. Refused with a sentence instead.
 */
function hostRequired(req: Request, res: Response, next: NextFunction) {
  if (req.headers.host) return next();
  res.status(400).type("text/plain; charset=utf-8").send("A Host header is required.");
}

/**
 * With SITE_URL (in production), React Router builds every request's URL on SITE_URL's host,
 * whatever `Host` or `X-Forwarded-Host` arrived: the desk builds links that leave the server
 * (a one-time sign-in link, shown and emailed) and a passkey's relying party from that URL,
 * and a forged header would otherwise put another site's name in them.
 */
function siteHost(host: string) {
  return (req: Request, _res: Response, next: NextFunction) => {
    req.headers.host = host;
    delete req.headers["x-forwarded-host"];
    next();
  };
}

/**
 * What React Router reports of an error while answering: one JSON line through the logger,
 * never its default `console.error` of the error, whose stack spans many lines (and whose
 * message can carry a decoded `%0a` from the path). Quiet for what is not a fault: a path no
 * route matches (404, logged as `not_found` by the page) and a post to a page without an
 * action (405; both have their request line), and a request the client abandoned.
 */
export function routeErrorLog(to: Pick<typeof log, "warn" | "error"> = log): HandleErrorFunction {
  return (error, { request }) => {
    if (request.signal.aborted) return;
    if (isRouteErrorResponse(error)) {
      if (error.status === 404 || error.status === 405) return;
      to.warn({
        event: "route_error",
        status: error.status,
        error: String((error as { error?: unknown }).error ?? error.statusText),
      });
      return;
    }
    to.error({ event: "route_error", error: String(error), stack: error instanceof Error ? error.stack : undefined });
  };
}

/** The build with routeErrorLog as its error handler, unless its entry has one of its own. */
function withErrorLog(served: ServerBuild): ServerBuild {
  if (served.entry.module.handleError) return served;
  return { ...served, entry: { ...served.entry, module: { ...served.entry.module, handleError: routeErrorLog() } } };
}

/**
 * Requests named by the routes of the build, for the log (./request-log.ts). Under `npm run
 * dev` the build changes as files are edited: each request is named by the routes of the
 * build last loaded (before the first, by its path).
 */
function routesNamer(build: AppOptions["build"]) {
  if (typeof build !== "function") return { build, nameRoute: routeNamer(build.routes) };
  let routes: ServerBuild["routes"] = {};
  let named = routeNamer(routes);
  const latest = async () => {
    const current = await build();
    if (current.routes !== routes) {
      routes = current.routes;
      named = routeNamer(routes);
    }
    return current;
  };
  return { build: latest, nameRoute: (path: string) => named(path) };
}

export function createApp({
  build: givenBuild,
  client,
  store,
  desk,
  content,
  rateLimitStoreFor,
  health,
  config,
}: AppOptions) {
  const { build, nameRoute } = routesNamer(givenBuild);
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", config.TRUST_PROXY);
  // First: neither rate-limited nor logged (./health.ts).
  app.get("/healthz", healthRoute(health));
  // Next, so the time logged covers everything after: the static site, the security checks, the page.
  app.use(requestLog(nameRoute));

  app.use(securityHeaders());
  app.use(noStoreForWrites);
  app.use(hostRequired);
  // The photo library's variants, before the pages: from memory, else the database (./photo-media.ts).
  const photoCache = new PhotoCache();
  app.use(photoMedia(desk, photoCache));
  // The static site's files carry their own policy; everything after gets a nonce's (decision 15).
  app.use("files" in client ? staticSiteMiddleware(client.files, QUERY_RENDERED_PAGES) : client.vite);
  // The static site's files come precompressed; what is rendered per request (desk pages, a
  // course finder choice, answers to posts, .data) is compressed as it is sent: a phone on
  // slow data gets a filtered /courses in 17 KB rather than 105 KB.
  app.use(compression());
  // Under `npm run dev` the policy also lets Vite's HMR client connect (never in production).
  app.use("files" in client ? scriptNonce : devScriptNonce);
  app.use(trailingSlashRedirect);
  app.use(deskHeaders);
  const postOrigin = expectedPostOrigin(config);
  app.use(formPostGuard(postOrigin));
  if (postOrigin) app.use(siteHost(new URL(postOrigin).host));
  const counts = submissionCounter(config.SUBMIT_RATE_LIMIT, rateLimitStoreFor, config.SUBMIT_HARD_CAP);
  const pushEndpoints = pushEndpointPolicy(config);
  const proofs = provenPosts(
    proofOfWork({
      secret: config.SUBMIT_CHALLENGE_SECRET ?? processSecret(),
      cost: config.SUBMIT_CHALLENGE_COST,
      store: rateLimitStoreFor?.("challenge:used:"),
    }),
  );
  // React Router refuses an action whose Origin differs from the URL it rebuilds from the
  // request, which behind a proxy may carry the proxy's Host: it is told the origin that
  // formPostGuard has already checked.
  const withOrigin = (served: ServerBuild): ServerBuild => {
    const logged = withErrorLog(served);
    return postOrigin ? { ...logged, allowedActionOrigins: [new URL(postOrigin).host] } : logged;
  };

  app.all(
    "/{*path}",
    createRequestHandler({
      build: typeof build === "function" ? async () => withOrigin(await build()) : withOrigin(build),
      getLoadContext: (req, res) =>
        ({
          store,
          desk,
          content,
          isOverSubmissionLimit: (form) => counts.isOver(req, res, form),
          postStanding: (form) => counts.standing(req, res, form),
          isOverPersonLimit: (form, keys) => counts.personOver(form, keys),
          proofOfWork: proofs,
          heldPostsBudget: config.HELD_POSTS_BUDGET,
          clientIp: req.ip ?? "unknown",
          cspNonce: res.locals.cspNonce as string,
          retentionMonths: config.RETENTION_MONTHS,
          pushEndpoints,
          forgetPhoto: (id) => photoCache.deletePhoto(id),
          log,
        }) satisfies ServerContext,
    }),
  );

  // Last resort: a failure outside React Router still answers politely, never crashes.
  app.use((error: unknown, _req: Request, res: Response, _next: NextFunction) => {
    log.error({ event: "unhandled_error", error: String(error) });
    if (!res.headersSent) res.status(500).type("text/plain").send("Something went wrong. Please try again.");
  });
  return app;
}
