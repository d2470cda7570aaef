import { useSyncExternalStore } from "react";
import { Link, useLocation } from "react-router";
import { hasTwin, twinPath } from "#domain/language.ts";
import { useLanguage, useSiteData } from "#app/lib/site-data.ts";

/**
 * "हिंदी" on English pages, "English" on Hindi ones: the same page in the other language,
 * keeping its query (a chosen course, the finder's choice). Written in its own language and
 * marked so, for screen readers and search engines; `hrefLang` tells where it leads.
 */
export function LanguageLink({ className }: { className: string }) {
  const { pathname, search } = useLocation();
  // A pre-rendered page was rendered without the query it may be opened with, and hydration
  // keeps the server's attributes: the query is added by the render right after hydration (the
  // server's snapshot is false, the browser's true).
  const hydrated = useSyncExternalStore(noSubscription, isBrowser, isServer);
  // Before that, the query the page was rendered with: a page rendered for its query (a chosen
  // course, the finder's choice) carries it in its HTML, so the link keeps it without JavaScript.
  const { renderedQuery } = useSiteData();
  const { ui } = useLanguage();
  const { label, name, lang } = ui.languageLink;
  if (!hasTwin(pathname)) return null;
  return (
    <Link
      to={`${twinPath(pathname)}${hydrated ? search : renderedQuery}`}
      lang={lang}
      hrefLang={lang === "hi" ? "hi-IN" : "en-IN"}
      aria-label={name}
      className={className}
      data-language-link=""
    >
      {label}
    </Link>
  );
}

const noSubscription = () => () => {};
const isBrowser = () => true;
const isServer = () => false;
