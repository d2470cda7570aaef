import { absoluteUrl, alternateUrls } from "#app/lib/seo.ts";
import { languageOfPath, pathWithoutLanguage } from "#domain/language.ts";
import { sitemapPaths } from "./paths";

/**
 * sitemap.xml: the pages and the 22 canonical course URLs (aliases left out), each with its
 * twin in the other language and the default (`xhtml:link` alternates, as search engines
 * read them). /sitemap.xml lists the English pages, /hi/sitemap.xml the Hindi ones; robots.txt
 * names both. Pre-rendered.
 */
export function loader({ request }: { request: Request }) {
  const language = languageOfPath(new URL(request.url).pathname);
  const urls = sitemapPaths(language)
    .map((path) => {
      const alternates = alternateUrls(pathWithoutLanguage(path))
        .map(([hreflang, href]) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${href}"/>`)
        .join("");
      return `  <url><loc>${absoluteUrl(path)}</loc>${alternates}</url>`;
    })
    .join("\n");
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls}\n</urlset>\n`;
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8" } });
}
