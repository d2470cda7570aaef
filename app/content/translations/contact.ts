import { helplinePurpose } from "#content/site.ts";
import { TO_BE_CONFIRMED } from "#content/disclosure-schemas.ts";
import { bilingual, NOT_YET_REVIEWED } from "./bilingual";

/** The contact page's words, and its "Getting here" (the facts themselves are ../getting-here.ts's). */
export const contactText = bilingual(
  "app/content/translations/contact.ts",
  {
    metaTitle: "Contact Us",
    metaDescription:
      "Call, chat, email or visit {name} in Gurugram, Haryana. Office hours, campus address and a message form; we reply within 24 hours.",
    eyebrow: "Contact",
    title: "Get in touch",
    lead: "Questions about courses, fees or admission? Call, chat or write to us. We reply to every message within 24 hours.",
    chat: "Chat on WhatsApp",
    newTab: " (opens in a new tab)",
    call: "Call {phone}",
    location: "Location",
    phone: "Phone",
    email: "Email",
    officeHours: "Office Hours",
    helplinePurpose,
    messageTitle: "Send us a message",
    required: "Fields marked * are required.",
    visitTitle: "Visit our campus",
    visitText: "See our labs and classrooms and meet the faculty. Call ahead and a counselor will show you around.",
    gettingHere: {
      title: "Getting here",
      address: "Address",
      landmark: "Landmark",
      metro: "Nearest metro station",
      bus: "Nearest bus stop",
      directions: "Directions",
      map: "Open the address in Google Maps",
      newTab: " (opens in a new tab)",
      toBeConfirmed: TO_BE_CONFIRMED,
    },
  },
  {
    metaTitle: "संपर्क करें",
    metaDescription:
      "गुरुग्राम, हरियाणा में {name} को कॉल करें, चैट करें, ईमेल करें या मिलने आएँ। ऑफ़िस का समय, कैंपस का पता और मैसेज फ़ॉर्म; हम 24 घंटे के अंदर जवाब देते हैं।",
    eyebrow: "संपर्क",
    title: "हमसे बात करें",
    lead: "कोर्स, फीस या एडमिशन के बारे में कोई सवाल है? हमें कॉल करें, चैट करें या लिखें। हम हर मैसेज का जवाब 24 घंटे के अंदर देते हैं।",
    chat: "WhatsApp पर चैट करें",
    newTab: " (नए टैब में खुलेगा)",
    call: "{phone} पर कॉल करें",
    location: "पता",
    phone: "फ़ोन",
    email: "ईमेल",
    officeHours: "ऑफ़िस का समय",
    helplinePurpose:
      "स्टूडेंट और माता-पिता के लिए, किसी भी समय, परीक्षा और इंटर्नशिप के दिनों में भी। कैंपस देखने आना और एडमिशन के डॉक्यूमेंट ऑफ़िस के समय में ही होते हैं।",
    messageTitle: "हमें मैसेज भेजें",
    required: "* वाले खाने भरना ज़रूरी है।",
    visitTitle: "हमारा कैंपस देखने आइए",
    visitText: "हमारी लैब और क्लासरूम देखिए और टीचरों से मिलिए। आने से पहले कॉल कर दें, काउंसलर आपको कैंपस दिखाएँगे।",
    gettingHere: {
      title: "यहाँ कैसे पहुँचें",
      address: "पता",
      landmark: "पास का लैंडमार्क",
      metro: "सबसे पास का मेट्रो स्टेशन",
      bus: "सबसे पास का बस स्टॉप",
      directions: "रास्ता",
      map: "Google Maps में पता खोलें",
      newTab: " (नए टैब में खुलेगा)",
      toBeConfirmed: "पुष्टि बाकी है",
    },
  },
  NOT_YET_REVIEWED,
);

export type GettingHereText = (typeof contactText)["hi"]["gettingHere"];
