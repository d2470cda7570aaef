import { TO_BE_CONFIRMED } from "#content/disclosure-schemas.ts";
import { howToCheck, recognition } from "#content/recognition.ts";
import { bilingual, NOT_YET_REVIEWED } from "./bilingual";

/**
 * The recognition page's words. The institute's facts are ../recognition.ts's, referenced in
 * the English half: while one is null the Hindi is null too, and once the institute gives it
 * in English the build stops until it is given in Hindi (missingKeys), so the Hindi page never
 * shows "not confirmed" for a fact the English page states. The law's and the bodies' names
 * stay in Latin script, as they are written.
 */
export const recognitionText = bilingual(
  "app/content/translations/recognition.ts",
  {
    metaTitle: "Recognition and Approvals",
    metaDescription:
      "Which university awards each {name} degree, how each is recognised, the affiliation letters, and registration for paramedical careers.",
    eyebrow: "Recognition",
    title: "Recognition and approvals",
    lead: "Who awards your degree, how each university is recognised, and the letters that show it, so you can check before you pay.",
    awardingTitle: "Who awards your degree",
    awardingLead:
      "The institute teaches; the partner university holds the examinations and awards the degree. For each university:",
    programmes: "Programmes it awards",
    recognition: "Recognition",
    letters: "Affiliation letters",
    certificate: "Six-month certificate course",
    alliedTitle: "Registration for paramedical careers",
    canRegister: "Whether our paramedical graduates can register: ",
    checkTitle: "Check for yourself",
    howToCheck,
    toBeConfirmed: TO_BE_CONFIRMED,
    pendingNote:
      "{pending} means the institute has not published it yet. Ask the counselor who calls you after you apply, or call {phone}.",
    newTab: " (opens in a new tab)",
    /** Per partner university, in ../recognition.ts's order. */
    bodies: recognition.awardingBodies.map(({ awards, recognition, letters }) => ({
      awards,
      recognition,
      letters: letters.map(({ title }) => title),
    })),
    certificateAwardedBy: recognition.certificateAwardedBy,
    alliedHealth: recognition.alliedHealth,
  },
  {
    metaTitle: "मान्यता और अप्रूवल",
    metaDescription:
      "{name} की हर डिग्री कौन-सी यूनिवर्सिटी देती है, हर यूनिवर्सिटी की मान्यता क्या है, एफ़िलिएशन लेटर, और पैरामेडिकल करियर के लिए रजिस्ट्रेशन।",
    eyebrow: "मान्यता",
    title: "मान्यता और अप्रूवल",
    lead: "आपकी डिग्री कौन देता है, हर यूनिवर्सिटी की मान्यता क्या है, और वे लेटर जो यह दिखाते हैं, ताकि फीस भरने से पहले आप ख़ुद जाँच सकें।",
    awardingTitle: "आपकी डिग्री कौन देता है",
    awardingLead: "इंस्टीट्यूट पढ़ाता है; परीक्षा पार्टनर यूनिवर्सिटी लेती है और डिग्री भी वही देती है। हर यूनिवर्सिटी के बारे में:",
    programmes: "किन प्रोग्राम की डिग्री देती है",
    recognition: "मान्यता",
    letters: "एफ़िलिएशन लेटर",
    certificate: "6 महीने का सर्टिफ़िकेट कोर्स",
    alliedTitle: "पैरामेडिकल करियर के लिए रजिस्ट्रेशन",
    canRegister: "क्या हमारे पैरामेडिकल ग्रेजुएट रजिस्ट्रेशन करा सकते हैं: ",
    checkTitle: "ख़ुद जाँच करें",
    howToCheck: [
      "भारत में डिग्री दे सकने वाली हर यूनिवर्सिटी का नाम विश्वविद्यालय अनुदान आयोग (UGC) अपनी वेबसाइट ",
      { text: "ugc.gov.in", href: "https://www.ugc.gov.in/" },
      " पर देता है। कोई भी फीस भरने से पहले हमसे अपने कोर्स का एफ़िलिएशन लेटर माँगें।",
    ],
    toBeConfirmed: "पुष्टि बाकी है",
    pendingNote:
      "“{pending}” का मतलब है कि इंस्टीट्यूट ने यह अभी प्रकाशित नहीं किया है। अप्लाई करने के बाद आपको कॉल करने वाले काउंसलर से पूछें, या {phone} पर कॉल करें।",
    newTab: " (नए टैब में खुलेगा)",
    // The institute has given none of these yet: each stays null (or empty) until its English is given.
    bodies: [
      { awards: null, recognition: null, letters: [] },
      { awards: null, recognition: null, letters: [] },
    ],
    certificateAwardedBy: null,
    alliedHealth: {
      law: "नेशनल कमीशन फ़ॉर अलाइड एंड हेल्थकेयर प्रोफ़ेशंस एक्ट, 2021 (NCAHP एक्ट) के तहत अलाइड और हेल्थकेयर प्रोफ़ेशनल, जैसे लैब, रेडियोलॉजी, ऑपरेशन थिएटर, डायलिसिस और ऑप्टोमेट्री टेक्नोलॉजिस्ट और फ़िज़ियोथेरेपिस्ट, प्रैक्टिस करने के लिए अपनी स्टेट काउंसिल में रजिस्ट्रेशन कराते हैं।",
      ourCourses: null,
    },
  },
  NOT_YET_REVIEWED,
);

export type RecognitionText = (typeof recognitionText)["hi"];
