/** The site's public origin, replaced at build time (vite.config.ts). */
declare const __SITE_URL__: string;
