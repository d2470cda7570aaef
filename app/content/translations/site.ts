import { hindiOfficeHourReadings } from "#domain/office-hours.ts";
import type { Language } from "#domain/language.ts";
import { FOOTER_QUICK_LINKS, NAV_ITEMS } from "#content/navigation.ts";
import { claims, site } from "#content/site.ts";
import { liveSite, liveWorkingWeek } from "#content/live.ts";
import { liveClaims } from "#content/document/admission-live.ts";
import type { EditableClaim } from "#content/document/admission.ts";
import { bilingual, inLanguage, NOT_YET_REVIEWED } from "./bilingual";

/**
 * The institute's details and claims as the Hindi pages say them. The name, the phone
 * numbers, the email and the address stay as they are (an address is written as the post
 * office reads it); the caption, the claims and the office hours are translated, the hours
 * derived from the same week as the English ones.
 */
export const siteText = bilingual(
  "app/content/translations/site.ts",
  {
    caption: site.caption,
    claims,
    navigation: Object.fromEntries(NAV_ITEMS.map((item) => [item.to, item.label])) as Record<
      (typeof NAV_ITEMS)[number]["to"],
      string
    >,
    quickLinks: Object.fromEntries(FOOTER_QUICK_LINKS.map((item) => [item.to, item.label])) as Record<
      (typeof FOOTER_QUICK_LINKS)[number]["to"],
      string
    >,
  },
  {
    caption: "मेडिकल इंस्टीट्यूट",
    claims: {
      since: "2015 से",
      graduates: "1000+ ग्रेजुएट",
      placementRate: "95% प्लेसमेंट रेट",
      placementSupport: "100% प्लेसमेंट सपोर्ट",
      callback: "हमारे काउंसलर 24 घंटे के अंदर आपको कॉल बैक करेंगे",
      helpline: "24/7 हेल्पलाइन",
    },
    navigation: {
      "/": "होम",
      "/about": "हमारे बारे में",
      "/courses": "कोर्स",
      "/success-stories": "सफलता की कहानियाँ",
      "/admission": "एडमिशन",
      "/contact": "संपर्क",
    },
    quickLinks: {
      "/about": "हमारे बारे में",
      "/courses": "सभी कोर्स",
      "/success-stories": "सफलता की कहानियाँ",
      "/admission": "एडमिशन की प्रक्रिया",
      "#counseling": "मुफ़्त काउंसलिंग",
      "/faq": "सवाल-जवाब (FAQ)",
      "/recognition": "मान्यता और अप्रूवल",
      "/grievances": "शिकायत और एंटी-रैगिंग",
      "/contact": "संपर्क करें",
    },
  },
  NOT_YET_REVIEWED,
);

/** The details the root route sends with a page in its language (app/root.tsx). */
export function siteIn(language: Language) {
  const published = liveSite();
  if (language === "en") return published;
  return { ...published, caption: siteText.hi.caption, officeHours: hindiOfficeHourReadings(liveWorkingWeek()) };
}

/** The claims in a page's language; null for each one switched off in the desk (Site content, Claims). */
export function claimsIn(language: Language) {
  const words = inLanguage(siteText, language).claims;
  const settings = liveClaims();
  const shown = (claim: EditableClaim) => (settings[claim].shown ? words[claim] : null);
  return {
    callback: words.callback,
    since: shown("since"),
    graduates: shown("graduates"),
    placementRate: shown("placementRate"),
    placementSupport: shown("placementSupport"),
    helpline: shown("helpline"),
  };
}
