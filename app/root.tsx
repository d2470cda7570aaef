import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, useRouteError } from "react-router";
import type { Route } from "./+types/root";
import { ChatButton } from "./components/chat-button";
import { SiteFooter } from "./components/site-footer";
import { SiteHeader } from "./components/site-header";
import { EnquiryPopupHost } from "./components/enquiry-popup-host";
import { NavigationEffects } from "./components/navigation-effects";
import { NotFoundContent } from "./components/not-found-content";
import { ToastHost } from "./components/toast-host";
import stylesheet from "./app.css?url";

export const links: Route.LinksFunction = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en-IN">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0c6358" />
        {/* A stylesheet with a precedence is a resource React places before the script
            preloads, so the page's only render-blocking request starts first. */}
        <link rel="stylesheet" href={stylesheet} precedence="default" />
        <Meta />
        <Links />
      </head>
      <body>
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[100] focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:font-semibold focus:text-brand-800 focus:shadow-lg"
        >
          Skip to main content
        </a>
        <SiteHeader />
        <main id="main" tabIndex={-1} className="outline-none">
          {children}
        </main>
        <SiteFooter />
        <ChatButton />
        <ToastHost />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return (
    <>
      <NavigationEffects />
      <EnquiryPopupHost />
      <Outlet />
    </>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundContent />;
  return (
    <section className="container-page py-20 text-center">
      <h1 className="text-3xl font-bold">Something went wrong</h1>
      <p className="mt-4 text-muted">
        Sorry, this page could not be shown. Please try again, or go back to the{" "}
        <a className="font-semibold text-brand-700 underline" href="/">
          home page
        </a>
        .
      </p>
    </section>
  );
}
