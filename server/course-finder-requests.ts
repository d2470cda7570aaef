import type { NextFunction, Request, RequestHandler, Response } from "express";
import { FINDER_PARAMS } from "../app/lib/course-finder";

/**
 * /courses is pre-rendered with every course listed. Its finder is a GET form, so without
 * JavaScript choosing a filter loads /courses?q=…&level=…, which the pre-rendered file cannot
 * answer: such a request is left to React Router, which renders the same route on the server
 * with the matching courses only. Any other query string (?utm_source=…) still gets the file.
 */
export function isCourseFinderRequest(req: Request): boolean {
  return req.path === "/courses" && FINDER_PARAMS.some((name) => Object.hasOwn(req.query, name));
}

/** The pre-rendered site's middleware, passing course finder requests on to be rendered. */
export function exceptCourseFinderRequests(serveStatic: RequestHandler): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => (isCourseFinderRequest(req) ? next() : serveStatic(req, res, next));
}
