import { useEffect } from "react";
import { isRouteErrorResponse, Link, Outlet, useRouteError } from "react-router";
import deskStyles from "../desk.css?url";

/**
 * Every desk page: the desk's own stylesheet, and an error page in its style. The root
 * layout leaves out the public site's header, footer, chat button and popup here.
 */
export const links = () => [
  { rel: "stylesheet", href: deskStyles },
  // The desk as an installable app: its manifest and icons (written at build, scripts/build/desk-app.ts).
  { rel: "manifest", href: "/desk/manifest.webmanifest" },
  { rel: "apple-touch-icon", href: "/desk/icon-180.png" },
];

export const meta = () => [{ title: "Admissions desk" }, { name: "robots", content: "noindex, nofollow" }];

export default function DeskShell() {
  // The desk's service worker, scoped to /desk/ and registered only here: public pages never
  // load this code. It caches only the build's static files (never a page or data).
  useEffect(() => {
    if ("serviceWorker" in navigator)
      navigator.serviceWorker.register("/desk/sw.js", { scope: "/desk/" }).catch(() => undefined);
  }, []);
  return (
    <div className="min-h-dvh bg-slate-50">
      {/* Rendered here (React puts it in the head): a page's own meta replaces its parents'. The theme colour is the root's. */}
      <meta name="apple-mobile-web-app-title" content="Admissions desk" />
      <Outlet />
    </div>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message = isRouteErrorResponse(error)
    ? typeof error.data === "string"
      ? error.data
      : status === 404
        ? "There is nothing here. The lead may have been removed, or the link is wrong."
        : error.statusText
    : "Something went wrong. Please try again.";
  return (
    <main id="main" className="mx-auto max-w-lg px-4 py-16">
      <div className="desk-card">
        <h1 className="text-xl font-bold">
          {status === 403 ? "Not allowed" : status === 404 ? "Not found" : "Something went wrong"}
        </h1>
        <p className="mt-2 text-muted">{message}</p>
        <Link to="/desk" className="btn-small btn-primary mt-4">
          Back to the desk
        </Link>
      </div>
    </main>
  );
}
