import type { Language } from "#domain/language.ts";
import { admissionSteps } from "#content/admission.ts";
import { bilingual, inLanguage, NOT_YET_REVIEWED } from "./bilingual";

/** The four steps after an application (spec section 2), in Hindi beside the English ones. */
export const admissionStepsText = bilingual(
  "app/content/translations/admission.ts",
  admissionSteps,
  [
    {
      title: "अपना फ़ॉर्म जमा करें",
      text: "फ़ॉर्म में अपना कोर्स और यूनिवर्सिटी चुनें। इसमें लगभग दो मिनट लगते हैं।",
    },
    {
      title: "24 घंटे के अंदर काउंसलर का कॉल",
      text: "काउंसलर आपको कॉल करके कोर्स, एडमिशन की योग्यता, फीस और आपके सवालों पर बात करेंगे।",
    },
    {
      title: "डॉक्यूमेंट की जाँच",
      text: "“साथ लाने वाले डॉक्यूमेंट” में दिए गए डॉक्यूमेंट कैंपस लेकर आएँ, जहाँ उन्हें आपके फ़ॉर्म से मिलाकर जाँचा जाएगा।",
    },
    {
      title: "अपनी सीट पक्की करें",
      text: "एडमिशन पक्का करने के लिए अपने कोर्स की फीस भरें, और जॉइनिंग की जानकारी पाएँ।",
    },
  ],
  NOT_YET_REVIEWED,
);

export function admissionStepsIn(language: Language) {
  return inLanguage(admissionStepsText, language);
}
