import { useRouteLoaderData } from "react-router";
import { localizedPath } from "#domain/language.ts";
import type { loader } from "#app/root.tsx";
import type { Route } from "../+types/root";

/**
 * The institute's details (app/content/site.ts), the marketing claims and the navigation,
 * as the root route sends them with every page. Components read them here rather than
 * import them, so they are not part of every page's JavaScript.
 */
type SiteData = Route.ComponentProps["loaderData"];

/** For components under the root route, where the root loader's data is always present. */
export function useSiteData(): SiteData {
  const data = useRouteLoaderData<typeof loader>("root");
  if (!data) throw new Error("The root route's data is missing");
  return data;
}

/**
 * For meta functions: the root route's data, the first of their matches. A page's meta runs
 * only when the page renders, so after the root loader.
 */
export function siteDataFrom(matches: readonly [{ loaderData: SiteData }, ...unknown[]]): SiteData {
  return matches[0].loaderData;
}

/**
 * The page's language and its interface words (app/content/translations/ui.ts), and `href`,
 * which puts a site path in the page's language ("/admission" → "/hi/admission").
 */
export function useLanguage() {
  const { lang, ui } = useSiteData();
  return { lang, ui, href: (path: string) => localizedPath(path, lang) };
}
