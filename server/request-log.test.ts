import type { ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import { routeNamer } from "./request-log";

/** The shape of the server build's manifest for a few of app/routes.ts's routes (layouts, a prefix, an index, the catch-all). */
const MANIFEST = Object.fromEntries(
  [
    { id: "root", path: "" },
    { id: "routes/home", parentId: "root", index: true },
    { id: "routes/courses", parentId: "root", path: "courses" },
    { id: "routes/course", parentId: "root", path: "courses/:slug" },
    { id: "routes/sitemap", parentId: "root", path: "sitemap.xml" },
    { id: "desk/routes/export", parentId: "root", path: "desk/export.csv" },
    { id: "desk-shell", parentId: "root" },
    { id: "desk/routes/welcome", parentId: "desk-shell", path: "desk/welcome/:token" },
    { id: "desk/routes/layout", parentId: "desk-shell" },
    { id: "desk/routes/index", parentId: "desk/routes/layout", path: "desk", index: true },
    { id: "desk/routes/new-lead", parentId: "desk/routes/layout", path: "desk/leads/new" },
    { id: "desk/routes/lead", parentId: "desk/routes/layout", path: "desk/leads/:id" },
    { id: "routes/not-found", parentId: "root", path: "*" },
  ].map((route) => [route.id, route]),
) as unknown as ServerBuild["routes"];

const name = routeNamer(MANIFEST);

describe("the route a request is logged under", () => {
  it("is the matched route's pattern, so ids and sign-in tokens stay out of the log", () => {
    expect(name("/")).toEqual({ route: "/", file: false });
    expect(name("/courses")).toEqual({ route: "/courses", file: false });
    expect(name("/courses/medical-lab-technology")).toEqual({ route: "/courses/:slug", file: false });
    expect(name("/desk/welcome/3f9c1e7a2b")).toEqual({ route: "/desk/welcome/:token", file: false });
    expect(name("/desk/leads/L-123")).toEqual({ route: "/desk/leads/:id", file: false });
    expect(name("/desk/leads/new")).toEqual({ route: "/desk/leads/new", file: false });
    expect(name("/desk")).toEqual({ route: "/desk", file: false });
  });

  it("keeps .data on React Router's data requests, the root's included", () => {
    expect(name("/courses/nursing.data")).toEqual({ route: "/courses/:slug.data", file: false });
    expect(name("/_root.data")).toEqual({ route: "/_root.data", file: false });
    expect(name("/contact-us.data")).toEqual({ route: "/contact-us.data", file: false });
  });

  it("is the path for the site's files and unknown paths, a file (by its extension) at debug", () => {
    expect(name("/assets/root-Bx12.js")).toEqual({ route: "/assets/root-Bx12.js", file: true });
    expect(name("/favicon.ico")).toEqual({ route: "/favicon.ico", file: true });
    expect(name("/no-such-page")).toEqual({ route: "/no-such-page", file: false });
    // A route whose path has an extension is a route, logged at info.
    expect(name("/sitemap.xml")).toEqual({ route: "/sitemap.xml", file: false });
    expect(name("/desk/export.csv")).toEqual({ route: "/desk/export.csv", file: false });
  });
});
