/** The site's public origin, replaced at build time (vite.config.ts). */
declare const __SITE_URL__: string;

/** The URL of the icon sprite, built from app/components/icon-names.ts (scripts/build/icon-sprite.ts). */
declare module "virtual:icon-sprite" {
  const url: string;
  export default url;
}
