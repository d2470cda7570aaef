import { absoluteUrl } from "#app/lib/seo.ts";

/** robots.txt: everything may be crawled; the sitemap is named. Pre-rendered. */
export function loader() {
  const body = `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl("/sitemap.xml")}\n`;
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
