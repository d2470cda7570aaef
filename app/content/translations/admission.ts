import type { Language } from "#domain/language.ts";
import { admissionGuide } from "#content/admission.ts";
import { TO_BE_CONFIRMED } from "#content/disclosure-schemas.ts";
import { liveAdmission } from "#content/document/admission-live.ts";
import { bilingual, NOT_YET_REVIEWED } from "./bilingual";

/**
 * The admission page's "what happens after you apply" list as shipped (four steps, as the spec
 * has it: the way from an enquiry to enrolment), in both languages; edited in the desk after.
 */
export const admissionStepsText = bilingual(
  "app/content/translations/admission.ts",
  [
    {
      title: "Submit your application",
      text: "Fill in the form with your course and university preference. It takes about two minutes.",
    },
    {
      title: "Counselor call within 24 hours",
      text: "A counselor calls you to talk through the course, eligibility, fees and your questions.",
    },
    // UNCONFIRMED: document verification at the campus
    {
      title: "Document verification",
      text: "Bring the documents listed under “Documents to bring” to the campus, where they are checked against your application.",
    },
    // UNCONFIRMED: how a seat is confirmed (fee payment, joining details)
    {
      title: "Confirm your seat",
      text: "Pay the fee for your course to confirm admission and receive your joining details.",
    },
  ],
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

/** The published steps in the page's language. */
export function admissionStepsIn(language: Language): { title: string; text: string }[] {
  return liveAdmission().steps.map((step) => ({ title: step.title[language], text: step.text[language] }));
}

/**
 * The admission page's words (the form's are in ./ui.ts), written here once in each language:
 * its hero, the help box, the dates, the fee table and its policies, the documents to bring
 * (what Haryana's admissions and scholarships ask for, with where each applies, until the
 * institute gives its own list). A fee policy's own text is the institute's (../fees.ts),
 * referenced; `{…}` marks a value filled in.
 */
export const admissionText = bilingual(
  "app/content/translations/admission.ts#admissionText",
  {
    metaDescription:
      "Apply online for B.Voc and M.Voc admission in Gurugram. Choose your course and university; a counselor calls you back within 24 hours.",
    eyebrow: "Admission",
    heroTitle: "Apply for admission",
    title: "Admission {year}: Apply Online",
    lead: "Tell us which course interests you. A counselor will call you within 24 hours to guide you through eligibility, fees and the next steps.",
    formTitle: "Application form",
    required: "Fields marked * are required.",
    help: {
      title: "Need help applying?",
      text: "Our 24/7 helpline and counselors are here for you and your parents.",
      chat: "Chat on WhatsApp",
      newTab: " (opens in a new tab)",
    },
    stepsTitle: "What happens after you apply",
    toBeConfirmed: TO_BE_CONFIRMED,
    submitted: { yourApplication: "Your application", explore: "Explore other courses", home: "Back to home" },
    dates: {
      title: "Admission {session}: dates",
      session: "Session",
      lastDate: "Last date to apply",
      classesBegin: "Classes begin",
      note: "Seats, fees and eligibility for each course are on its page; the fees of all courses are in the table below.",
    },
    fees: {
      title: "Fees per course",
      columns: ["Course", "Tuition", "Whole course"],
      perYear: "per year",
      note: "“To be confirmed” means the fee is not published yet: the counselor who calls you tells you the fee for your course. Each course's page itemises its fees.",
      policiesTitle: "Refunds, instalments, scholarships and loans",
      // A policy's own text is the institute's (../fees.ts), null until given: the Hindi follows it.
      policies: admissionGuide.fees.policies.map(({ title, text, advice }) => ({ title, text, advice })),
    },
    // UNCONFIRMED: the documents to bring for admission, and originals with copies
    documents: {
      title: "Documents to bring",
      lead: "Bring the original and one photocopy of each that applies to you.",
      items: [
        { name: "Class 10 mark sheet and pass certificate", when: "Everyone" },
        { name: "Class 12 mark sheet", when: "B.Voc courses" },
        { name: "Bachelor's degree mark sheets and certificate", when: "M.Voc courses" },
        { name: "School or college leaving certificate", when: "Everyone" },
        { name: "Character certificate", when: "From your last school or college" },
        { name: "Migration certificate", when: "If you studied under another board or university" },
        { name: "Gap certificate (an affidavit)", when: "If a year or more has passed since your last examination" },
        {
          name: "Parivar Pehchan Patra (family ID)",
          when: "Haryana families: state scholarships and fee concessions ask for it",
        },
        {
          name: "Haryana domicile (resident) certificate",
          when: "If you claim a seat, concession or scholarship for Haryana residents",
        },
        { name: "Caste certificate", when: "If you apply under a reserved category (SC, BC-A, BC-B)" },
        { name: "Income certificate", when: "For scholarships and fee concessions that depend on family income" },
        { name: "Photo identity proof, such as an Aadhaar card", when: "Everyone" },
        { name: "Recent passport-size photographs", when: "Everyone" },
      ],
    },
  },
  {
    metaDescription:
      "गुरुग्राम में B.Voc और M.Voc एडमिशन के लिए ऑनलाइन अप्लाई करें। अपना कोर्स और यूनिवर्सिटी चुनें; काउंसलर 24 घंटे के अंदर आपको कॉल करेंगे।",
    eyebrow: "एडमिशन",
    heroTitle: "एडमिशन के लिए अप्लाई करें",
    title: "एडमिशन {year}: ऑनलाइन अप्लाई करें",
    lead: "हमें बताइए कि आपको कौन-सा कोर्स पसंद है। काउंसलर 24 घंटे के अंदर आपको कॉल करके एडमिशन की योग्यता, फीस और आगे के कदम समझाएँगे।",
    formTitle: "एडमिशन फ़ॉर्म",
    required: "* वाले खाने भरना ज़रूरी है।",
    help: {
      title: "अप्लाई करने में मदद चाहिए?",
      text: "हमारी 24/7 हेल्पलाइन और काउंसलर आपकी और आपके माता-पिता की मदद के लिए हैं।",
      chat: "WhatsApp पर चैट करें",
      newTab: " (नए टैब में खुलेगा)",
    },
    stepsTitle: "अप्लाई करने के बाद क्या होता है",
    toBeConfirmed: "पुष्टि बाकी है",
    submitted: { yourApplication: "आपका फ़ॉर्म", explore: "दूसरे कोर्स देखें", home: "होम पेज पर वापस जाएँ" },
    dates: {
      title: "एडमिशन {session}: तारीखें",
      session: "सत्र",
      lastDate: "अप्लाई करने की आख़िरी तारीख",
      classesBegin: "क्लास शुरू होने की तारीख",
      note: "हर कोर्स की सीटें, फीस और योग्यता उसके पेज पर हैं; सभी कोर्स की फीस नीचे की टेबल में है।",
    },
    fees: {
      title: "हर कोर्स की फीस",
      columns: ["कोर्स", "ट्यूशन फीस", "पूरे कोर्स की फीस"],
      perYear: "प्रति वर्ष",
      note: "“पुष्टि बाकी है” का मतलब है कि फीस अभी प्रकाशित नहीं हुई है: जो काउंसलर आपको कॉल करेंगे, वे आपके कोर्स की फीस बताएँगे। हर कोर्स के पेज पर उसकी फीस का पूरा ब्योरा है।",
      policiesTitle: "फीस वापसी, किस्तें, स्कॉलरशिप और लोन",
      policies: [
        {
          title: "कोर्स छोड़ने पर फीस वापसी",
          text: null,
          advice: "कोई भी फीस भरने से पहले फीस वापसी (रिफ़ंड) का नियम लिखित में माँगें।",
        },
        {
          title: "किस्तों में फीस",
          text: null,
          advice: "आपको कॉल करने वाले काउंसलर से पूछें कि क्या आपके कोर्स की फीस किस्तों में भरी जा सकती है।",
        },
        {
          title: "स्कॉलरशिप",
          text: null,
          advice:
            "अनुसूचित जाति, पिछड़े वर्ग और कम आय वाले परिवारों के स्टूडेंट के लिए सरकारी स्कॉलरशिप में आम तौर पर परिवार पहचान पत्र, जाति और आय प्रमाण पत्र माँगे जाते हैं, जो “साथ लाने वाले डॉक्यूमेंट” में दिए गए हैं। काउंसलर से पूछें कि आपका कोर्स किन स्कॉलरशिप के लायक है।",
        },
        {
          title: "एजुकेशन लोन",
          text: null,
          advice: "काउंसलर से पूछें कि क्या इंस्टीट्यूट एजुकेशन लोन में मदद करता है, और बैंक कौन-से डॉक्यूमेंट माँगेगा।",
        },
      ],
    },
    documents: {
      title: "साथ लाने वाले डॉक्यूमेंट",
      lead: "जो डॉक्यूमेंट आप पर लागू होते हैं, हर एक की ओरिजिनल और एक फ़ोटोकॉपी साथ लाएँ।",
      items: [
        { name: "10वीं की मार्कशीट और पास सर्टिफ़िकेट", when: "सभी के लिए" },
        { name: "12वीं की मार्कशीट", when: "B.Voc कोर्स के लिए" },
        { name: "ग्रेजुएशन (बैचलर डिग्री) की मार्कशीट और सर्टिफ़िकेट", when: "M.Voc कोर्स के लिए" },
        { name: "स्कूल या कॉलेज छोड़ने का सर्टिफ़िकेट (लीविंग सर्टिफ़िकेट)", when: "सभी के लिए" },
        { name: "चरित्र प्रमाण पत्र (कैरेक्टर सर्टिफ़िकेट)", when: "आपके पिछले स्कूल या कॉलेज से" },
        { name: "माइग्रेशन सर्टिफ़िकेट", when: "अगर आपने किसी दूसरे बोर्ड या यूनिवर्सिटी से पढ़ाई की है" },
        { name: "गैप सर्टिफ़िकेट (एफ़िडेविट)", when: "अगर आपकी पिछली परीक्षा को एक साल या उससे ज़्यादा हो गया है" },
        {
          name: "परिवार पहचान पत्र (PPP, फ़ैमिली ID)",
          when: "हरियाणा के परिवारों के लिए: राज्य की स्कॉलरशिप और फीस में छूट के लिए यह माँगा जाता है",
        },
        {
          name: "हरियाणा का निवास प्रमाण पत्र (डोमिसाइल)",
          when: "अगर आप हरियाणा निवासियों वाली सीट, छूट या स्कॉलरशिप माँगते हैं",
        },
        { name: "जाति प्रमाण पत्र", when: "अगर आप आरक्षित वर्ग (SC, BC-A, BC-B) में अप्लाई करते हैं" },
        { name: "आय प्रमाण पत्र", when: "परिवार की आय पर आधारित स्कॉलरशिप और फीस में छूट के लिए" },
        { name: "फ़ोटो वाला पहचान पत्र, जैसे आधार कार्ड", when: "सभी के लिए" },
        { name: "हाल की पासपोर्ट साइज़ फ़ोटो", when: "सभी के लिए" },
      ],
    },
  },
  NOT_YET_REVIEWED,
);

export type AdmissionText = (typeof admissionText)["hi"];
