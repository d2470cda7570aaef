import type { Language } from "#domain/language.ts";
import { liveClaims } from "#content/document/admission-live.ts";
import type { EditableClaim } from "#content/document/admission.ts";
import { bilingual, inLanguage, NOT_YET_REVIEWED } from "./bilingual";

/**
 * What the pages say where a marketing claim is switched off in the desk (Site content,
 * Claims): the sentence that carried it, rewritten without it, so the page still reads
 * well. A claim switched off is shown nowhere; the ones still on keep the spec's wording.
 */
export const claimsOffText = bilingual(
  "app/content/translations/claims-off.ts",
  {
    homeGraduatesLabel: "Trained in Gurugram",
    homeWhyLead: "Everything we teach comes from one idea: learn the work by doing it.",
    aboutMetaDescription: "{name} in Gurugram teaches university-affiliated, 60% practical B.Voc and M.Voc programmes.",
    aboutTitle: "{name}: skills first",
    aboutStoryFounding:
      "We began in Gurugram with a single paramedical programme and a simple belief: that a good technician, therapist or manager is made in the lab, the ward and the workplace as much as in the classroom.",
    aboutStoryToday:
      "Today we teach 22 programmes, from B.Voc degrees in medical lab technology and radiology to hotel management, software and digital marketing, and two M.Voc degrees for graduates.",
    successExamplesLead:
      "The stories below are examples, not real graduates: they show the kind of work our courses lead to, and will be replaced by graduates who agree to tell their own.",
    successRealLead: "Here are {count} of our graduates' stories.",
    counselingText: "Not sure which course fits you? Talk to a counselor: we call back within 24 hours.",
    admissionHelp: "Our counselors are here for you and your parents.",
  },
  {
    homeGraduatesLabel: "गुरुग्राम में ट्रेनिंग पा चुके",
    homeWhyLead: "हमारी हर पढ़ाई के पीछे एक ही सोच है: काम को करके सीखना।",
    aboutMetaDescription: "गुरुग्राम का {name} यूनिवर्सिटी से जुड़े, 60% प्रैक्टिकल B.Voc और M.Voc प्रोग्राम पढ़ाता है।",
    aboutTitle: "{name}: सबसे पहले स्किल",
    aboutStoryFounding:
      "हमने गुरुग्राम में एक पैरामेडिकल प्रोग्राम और एक सीधी सोच के साथ शुरुआत की: अच्छा टेक्नीशियन, थेरेपिस्ट या मैनेजर क्लासरूम जितना ही लैब, वार्ड और काम की जगह पर बनता है।",
    aboutStoryToday:
      "आज हम 22 प्रोग्राम पढ़ाते हैं, मेडिकल लैब टेक्नोलॉजी और रेडियोलॉजी की B.Voc डिग्री से लेकर होटल मैनेजमेंट, सॉफ़्टवेयर और डिजिटल मार्केटिंग तक, और ग्रेजुएट के लिए दो M.Voc डिग्री।",
    successExamplesLead:
      "नीचे की कहानियाँ उदाहरण हैं, असली ग्रेजुएट नहीं: ये दिखाती हैं कि हमारे कोर्स किस तरह के काम तक ले जाते हैं, और इनकी जगह उन ग्रेजुएट की कहानियाँ आएँगी जो अपनी कहानी बताने के लिए राज़ी होंगे।",
    successRealLead: "यहाँ हमारे {count} ग्रेजुएट की कहानियाँ हैं।",
    counselingText: "समझ नहीं आ रहा कि कौन-सा कोर्स आपके लिए सही है? काउंसलर से बात करें: हम 24 घंटे के अंदर कॉल बैक करते हैं।",
    admissionHelp: "हमारे काउंसलर आपकी और आपके माता-पिता की मदद के लिए हैं।",
  },
  NOT_YET_REVIEWED,
);

/** Whether a claim is shown on the site (the published content). */
export function claimShown(claim: EditableClaim): boolean {
  return liveClaims()[claim].shown;
}

/** The rewritten sentences in a page's language. */
export function claimsOffIn(language: Language) {
  return inLanguage(claimsOffText, language);
}

/** "100% placement support: CV clinics…" → "Placement support: CV clinics…", in either language. */
export function withoutFullPlacementSupport(text: string): string {
  return text.replace(/^100% (\S)/u, (_, first: string) => first.toUpperCase());
}
