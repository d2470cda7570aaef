import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  useMatches,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import { ChatButton } from "./components/chat-button";
import { SiteFooter } from "./components/site-footer";
import { SiteHeader } from "./components/site-header";
import { EnquiryPopupHost } from "./components/enquiry-popup-host";
import { NavigationEffects } from "./components/navigation-effects";
import { NotFoundContent } from "./components/not-found-content";
import { ToastHost } from "./components/toast-host";
import { FOOTER_COURSES, FOOTER_QUICK_LINKS, NAV_ITEMS } from "./content/navigation";
import { privacy } from "./content/privacy";
import { claimsIn, siteIn, siteText } from "./content/translations/site";
import { inLanguage } from "./content/translations/bilingual";
import { ui } from "./content/translations/ui";
import { claimShown, claimsOffIn } from "./content/translations/claims-off";
import { languageOfPath, localizedPath, type Language } from "#domain/language.ts";
import { DESK_SHELL_ROUTE_ID } from "./desk/route-ids";
import { siteDemonstrationNotice } from "./lib/content-readiness.server";
import stylesheet from "./app.css?url";

/**
 * The institute's details and the navigation, for the shell and the pages (useSiteData()).
 * They travel with each page's data, in its HTML, rather than in every page's JavaScript;
 * pre-rendered pages carry them at no cost to the server.
 */
/** The interface words; the counseling band's without "our 24/7 helpline" while that claim is switched off. */
function uiWithClaims(lang: Language) {
  const words = inLanguage(ui, lang);
  if (claimShown("helpline")) return words;
  return { ...words, counseling: { ...words.counseling, text: claimsOffIn(lang).counselingText } };
}

export function loader({ request }: Route.LoaderArgs) {
  // The page's language is its path's (domain/language.ts): "/hi/…" is Hindi. Everything
  // below is in that language, and only that language travels with the page.
  const lang = languageOfPath(new URL(request.url).pathname);
  const labels = inLanguage(siteText, lang);
  const link = (item: { to: string; label: string }) => ({
    to: localizedPath(item.to, lang),
    label: (labels.quickLinks as Record<string, string>)[item.to] ?? item.label,
  });
  return {
    lang,
    ui: uiWithClaims(lang),
    site: siteIn(lang),
    claims: claimsIn(lang),
    navigation: {
      main: NAV_ITEMS.map((item) => ({ to: localizedPath(item.to, lang), label: labels.navigation[item.to] })),
      quickLinks: FOOTER_QUICK_LINKS.map(link),
      courses: FOOTER_COURSES,
    },
    // What the notice above every form says (app/components/collection-notice.tsx).
    privacyNotice: { retentionMonths: privacy.retentionMonths },
    // One short line while anything is a sample or unconfirmed; null, and no notice, once
    // nothing is (app/content/readiness.ts).
    demonstrationNotice: siteDemonstrationNotice(lang),
    // The query this page was rendered with: "" when pre-rendered; a page rendered for its query
    // (a chosen course, the finder's choice) has it, so its language link keeps it without
    // JavaScript (app/components/language-link.tsx).
    renderedQuery: new URL(request.url).search,
  };
}

/**
 * The details change only with a new build: never fetch them again, except when the visitor
 * moves to the other language (the language link), whose words the page must then carry.
 */
export function shouldRevalidate({ currentUrl, nextUrl }: { currentUrl: URL; nextUrl: URL }) {
  return languageOfPath(currentUrl.pathname) !== languageOfPath(nextUrl.pathname);
}

/**
 * Pre-rendered pages carry the stylesheet inline instead of linking it (scripts/build/postbuild.ts).
 * In the browser the link is rendered only where the server sent one: adding it after
 * hydration would fetch the same rules again and restyle the whole page, one long task.
 */
const stylesheetLinked =
  typeof document === "undefined" || document.querySelector(`link[rel="stylesheet"][href="${stylesheet}"]`) !== null;

export const links: Route.LinksFunction = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

export function Layout({ children }: { children: React.ReactNode }) {
  // Missing only when the root loader did not run (an action failed unexpectedly): the error
  // then shows without the header and footer, which need the details.
  const desk = useMatches().some((match) => match.id === DESK_SHELL_ROUTE_ID);
  const rootData = useRouteLoaderData<typeof loader>("root");
  const shell = rootData !== undefined && !desk;
  return (
    <html lang={rootData?.lang === "hi" ? "hi" : "en-IN"}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0c6358" />
        {/* A stylesheet with a precedence is a resource React places before the script
            preloads, so the page's only render-blocking request starts first. */}
        {stylesheetLinked && !desk ? <link rel="stylesheet" href={stylesheet} precedence="default" /> : null}
        <Meta />
        <Links />
        {/* Without JavaScript nothing renders the skipped items of a long list once the page is
            idle (app/lib/render-when-idle.ts), so they render at once. Unlayered, this rule
            wins over the utility layer. */}
        <noscript>
          <style>{".render-when-near{content-visibility:visible}"}</style>
        </noscript>
      </head>
      <body>
        {rootData ? (
          <a
            href="#main"
            className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[100] focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:font-semibold focus:text-brand-800 focus:shadow-lg"
          >
            {rootData.ui.skipToContent}
          </a>
        ) : null}
        {shell && rootData.demonstrationNotice ? (
          <p role="note" className="demo-notice">
            {rootData.demonstrationNotice}
          </p>
        ) : null}
        {shell ? <SiteHeader /> : null}
        {desk ? (
          children // the desk's shell has its own header and <main>
        ) : (
          <main id="main" tabIndex={-1} className="outline-none">
            {children}
          </main>
        )}
        {shell ? <SiteFooter /> : null}
        {shell ? <ChatButton /> : null}
        <ToastHost />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  const desk = useMatches().some((match) => match.id === DESK_SHELL_ROUTE_ID);
  return (
    <>
      <NavigationEffects />
      {desk ? null : <EnquiryPopupHost />}
      <Outlet />
    </>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const rootData = useRouteLoaderData<typeof loader>("root");
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundContent />;
  // Without the root's data (it failed), the English words, written out: importing the
  // dictionary here would put both languages in every page's JavaScript.
  const text = rootData?.ui.error ?? {
    title: "Something went wrong",
    before: "Sorry, this page could not be shown. Please try again, or go back to the",
    home: "home page",
  };
  // Rendered here, React puts the title in the head: the meta of the route that failed is not used.
  return (
    <section className="container-page py-20 text-center">
      <title>{text.title}</title>
      <h1 className="text-3xl font-bold">{text.title}</h1>
      <p className="mt-4 text-muted">
        {text.before}{" "}
        <a className="font-semibold text-brand-700 underline" href={localizedPath("/", rootData?.lang ?? "en")}>
          {text.home}
        </a>
        .
      </p>
    </section>
  );
}
