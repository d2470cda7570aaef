import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { z } from "zod";
import { ICON_NAMES } from "./app/components/icon-names.ts";
import { clientChunks } from "./scripts/build/client-chunks.ts";
import { iconSprite } from "./scripts/build/icon-sprite.ts";

// SITE_URL is baked into canonical links, Open Graph tags and the sitemap of the
// pre-rendered pages, so it is read (and checked) at build time.
const siteUrl = z
  .url({ protocol: /^https?$/, error: "SITE_URL must be an http(s) URL such as https://www.example.com" })
  .transform((url) => url.replace(/\/+$/, ""))
  .safeParse(process.env.SITE_URL ?? "http://localhost:3000");
if (!siteUrl.success) {
  throw new Error(`Invalid SITE_URL "${process.env.SITE_URL}": ${siteUrl.error.issues[0]?.message}`);
}

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), iconSprite(ICON_NAMES), clientChunks()],
  define: { __SITE_URL__: JSON.stringify(siteUrl.data) },
  // No preload helper in the shell every page loads: what loads on demand (the popup, the
  // toasts, the validators) fetches its few chunks when asked, seconds after the page is ready.
  // React Router writes the pages' own modulepreload links itself.
  build: { modulePreload: false },
});
