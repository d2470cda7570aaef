import { bilingual, NOT_YET_REVIEWED } from "./bilingual";

/**
 * The words around the photos editors place from the desk (the About page's campus gallery):
 * its heading. The photos' own alt texts are the library's, in both languages.
 */
export const galleryText = bilingual(
  "app/content/translations/gallery.ts",
  {
    eyebrow: "Photos",
    title: "Our campus",
  },
  {
    eyebrow: "तस्वीरें",
    title: "हमारा परिसर",
  },
  NOT_YET_REVIEWED,
);
