import type { NextFunction, Request, Response } from "express";
import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import { log as processLog, type Log } from "./log";

/**
 * The route a request is logged under: the React Router route it matches, as its pattern
 * ("/courses/:slug", "/desk/welcome/:token"), so a sign-in link's token or a lead's id never
 * reaches the log; ".data" is kept for React Router's data requests. A request no route
 * but the not-found one matches (the site's files, an unknown address) is its path. Never
 * the query string: it can carry what a visitor typed into the course finder.
 */
interface RouteName {
  route: string;
  /** A file or an unknown path with a file extension: logged at debug, so scripts, styles and images do not drown the pages. */
  file: boolean;
}

const DATA_SUFFIX = ".data";
/** React Router's data request for "/" (single fetch). */
const ROOT_DATA_PATH = "/_root.data";
const FILE_EXTENSION = /\.[a-z0-9]+$/i;

/** Builds the route tree React Router matches from the server build's flat manifest. */
function routeTree(manifest: ServerBuild["routes"]): RouteObject[] {
  const routes = Object.values(manifest).filter((route) => route !== undefined);
  const childrenOf = (parentId: string | undefined): RouteObject[] =>
    routes
      .filter((route) => route.parentId === parentId)
      .map((route) => {
        const children = childrenOf(route.id);
        return {
          id: route.id,
          path: route.path,
          index: route.index,
          caseSensitive: route.caseSensitive,
          children: children.length > 0 ? children : undefined,
        } as RouteObject;
      });
  return childrenOf(undefined);
}

/** Returns the function naming each request's path (its path only; a query is never passed in). */
export function routeNamer(manifest: ServerBuild["routes"]): (path: string) => RouteName {
  const tree = routeTree(manifest);
  // matchRoutes flattens and ranks the whole route tree on every call; the paths a site is
  // asked for are few, so each is named once. Bounded: unknown paths are unlimited.
  const named = new Map<string, RouteName>();
  return (path) => {
    let name = named.get(path);
    if (!name) {
      if (named.size >= 1000) named.clear();
      name = nameOf(path);
      named.set(path, name);
    }
    return name;
  };

  function nameOf(path: string): RouteName {
    const data = path.endsWith(DATA_SUFFIX);
    const pagePath = path === ROOT_DATA_PATH ? "/" : data ? path.slice(0, -DATA_SUFFIX.length) : path;
    const matches = matchRoutes(tree, pagePath);
    const last = matches?.at(-1)?.route;
    if (!matches || !last || last.path === "*") return { route: path, file: !data && FILE_EXTENSION.test(path) };
    const pattern = `/${matches
      .map((match) => match.route.path ?? "")
      .filter((segment) => segment !== "" && segment !== "/")
      .join("/")}`;
    if (!data) return { route: pattern, file: false };
    return { route: pattern === "/" ? ROOT_DATA_PATH : pattern + DATA_SUFFIX, file: false };
  }
}

/**
 * One line per request, once its answer is sent or the connection is gone: method, route,
 * status and the time taken in ms, at info (a file at debug). Mounted after /healthz, which
 * is never logged (server/health.ts).
 */
export function requestLog(nameRoute: (path: string) => RouteName, log: Log = processLog) {
  return (req: Request, res: Response, next: NextFunction) => {
    const started = process.hrtime.bigint();
    // req.path is read now: a later middleware may rewrite req.url.
    const { route, file } = nameRoute(req.path);
    res.once("close", () => {
      const durationMs = Math.round(Number(process.hrtime.bigint() - started) / 1e5) / 10;
      const entry = { event: "request", method: req.method, route, status: res.statusCode, durationMs };
      // A visitor who left before the answer was out.
      const line = res.writableFinished ? entry : { ...entry, aborted: true };
      if (file) log.debug(line);
      else log.info(line);
    });
    next();
  };
}
