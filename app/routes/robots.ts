import { absoluteUrl } from "#app/lib/seo.ts";

/** robots.txt: everything may be crawled; both sitemaps (English, Hindi) are named. Pre-rendered. */
export function loader() {
  const body = `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl("/sitemap.xml")}\nSitemap: ${absoluteUrl("/hi/sitemap.xml")}\n`;
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
