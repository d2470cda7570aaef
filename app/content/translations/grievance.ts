import { TO_BE_CONFIRMED } from "#content/disclosure-schemas.ts";
import { escalation, grievance, raggingStatement } from "#content/grievance.ts";
import { bilingual, NOT_YET_REVIEWED } from "./bilingual";

/**
 * The grievances page's words. The institute's facts are ../grievance.ts's, referenced in the
 * English half: while one is null the Hindi is null too, and once the institute gives it in
 * English the build stops until it is given in Hindi (missingKeys). Names, phone numbers and
 * addresses are the same in both languages and are not here. The text has legal weight:
 * translated sentence for sentence, nothing added or left out.
 */
export const grievanceText = bilingual(
  "app/content/translations/grievance.ts",
  {
    metaTitle: "Grievances and Anti-Ragging",
    metaDescription:
      "How to make a complaint to {name}, how it is handled, and whom to tell about ragging, including the national anti-ragging helpline.",
    eyebrow: "Grievances",
    title: "Grievances and anti-ragging",
    lead: "If something goes wrong, here is whom to tell and what happens next. Ragging, in any form, is forbidden.",
    complainTitle: "Make a complaint",
    complainLead:
      "A student or a parent can complain about teaching, fees, examinations, certificates or how they were treated. Write to or call:",
    officerRole: grievance.officer.role,
    person: { name: "Name", phone: "Phone", email: "Email" },
    nextTitle: "What happens next",
    process: grievance.process,
    processPending: "{pending}: the institute has not published how it handles a complaint yet.",
    answeredWithin: "Answered within: ",
    days: "{days} days",
    escalation,
    dataComplaint: "A complaint about your personal data goes to the {form}.",
    requestForm: "privacy request form",
    raggingTitle: "Anti-ragging",
    raggingStatement,
    antiRaggingRole: grievance.antiRagging.role,
    helplineTitle: "National anti-ragging helpline (toll free, at any hour)",
    toBeConfirmed: TO_BE_CONFIRMED,
    pendingNote:
      "{pending} means the institute has not published it yet. Ask the counselor who calls you after you apply, or call {phone}.",
    newTab: " (opens in a new tab)",
  },
  {
    metaTitle: "शिकायत और एंटी-रैगिंग",
    metaDescription:
      "{name} से शिकायत कैसे करें, शिकायत पर क्या कार्रवाई होती है, और रैगिंग के बारे में किसे बताएँ, नेशनल एंटी-रैगिंग हेल्पलाइन समेत।",
    eyebrow: "शिकायत",
    title: "शिकायत और एंटी-रैगिंग",
    lead: "अगर कुछ ग़लत होता है, तो यहाँ लिखा है कि किसे बताएँ और उसके बाद क्या होता है। किसी भी तरह की रैगिंग मना है।",
    complainTitle: "शिकायत करें",
    complainLead:
      "स्टूडेंट या माता-पिता पढ़ाई, फीस, परीक्षा, सर्टिफ़िकेट या अपने साथ हुए बर्ताव के बारे में शिकायत कर सकते हैं। इन्हें लिखें या कॉल करें:",
    officerRole: "शिकायत निवारण अधिकारी",
    person: { name: "नाम", phone: "फ़ोन", email: "ईमेल" },
    nextTitle: "उसके बाद क्या होता है",
    // Not given by the institute yet: null until its English is given.
    process: null,
    processPending: "{pending}: इंस्टीट्यूट ने अभी यह प्रकाशित नहीं किया है कि वह शिकायत पर कैसे कार्रवाई करता है।",
    answeredWithin: "जवाब मिलने का समय: ",
    days: "{days} दिनों के अंदर",
    escalation: [
      "अगर आपकी शिकायत का जवाब नहीं मिलता, या आप जवाब से संतुष्ट नहीं हैं, तो आप अपनी शिकायत उस यूनिवर्सिटी के पास ले जा सकते हैं जो आपकी डिग्री देती है (देखें ",
      { text: "मान्यता और अप्रूवल", href: "/recognition" },
      ")।",
    ],
    dataComplaint: "अपनी पर्सनल जानकारी के बारे में शिकायत {form} से भेजें।",
    requestForm: "प्राइवेसी अनुरोध फ़ॉर्म",
    raggingTitle: "एंटी-रैगिंग",
    raggingStatement: [
      "कैंपस में हो या कैंपस के बाहर, किसी भी तरह की रैगिंग UGC के रैगिंग रोकने वाले नियमों (2009) के तहत मना है, और ये नियम हर कॉलेज पर लागू होते हैं। जिस स्टूडेंट की रैगिंग हो, या जो रैगिंग होते देखे, वह नीचे दी गई एंटी-रैगिंग कमेटी को या नेशनल हेल्पलाइन को गोपनीय रूप से बता सकता है।",
    ],
    antiRaggingRole: "एंटी-रैगिंग कमेटी",
    helplineTitle: "नेशनल एंटी-रैगिंग हेल्पलाइन (टोल फ़्री, किसी भी समय)",
    toBeConfirmed: "पुष्टि बाकी है",
    pendingNote:
      "“{pending}” का मतलब है कि इंस्टीट्यूट ने यह अभी प्रकाशित नहीं किया है। अप्लाई करने के बाद आपको कॉल करने वाले काउंसलर से पूछें, या {phone} पर कॉल करें।",
    newTab: " (नए टैब में खुलेगा)",
  },
  NOT_YET_REVIEWED,
);

export type GrievanceText = (typeof grievanceText)["hi"];
