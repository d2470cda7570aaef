import { TO_BE_CONFIRMED } from "#content/disclosure-schemas.ts";
import { FAQ_SEE_ALSO, faq } from "#content/faq.ts";
import { aboutText } from "./about";
import { bilingual, NOT_YET_REVIEWED } from "./bilingual";

/** "1 साल के बाद सर्टिफ़िकेट, 2 साल के बाद डिप्लोमा और 3 साल के बाद डिग्री", from the About page's Hindi. */
const hindiExitPoints = aboutText.hi.exitPoints
  .map((point) => `${point.after} के बाद ${point.award}`)
  .join(", ")
  .replace(/, (?=[^,]*$)/, " और ");

/**
 * The questions page's words. The questions and answers are ../faq.ts's, in its order: an
 * answer the institute has not given is null in both languages, and once it is given in
 * English the build stops until it is given in Hindi (missingKeys). Links name English paths;
 * the page leads each to its Hindi twin where there is one.
 */
export const faqText = bilingual(
  "app/content/translations/faq.ts",
  {
    metaTitle: "Frequently Asked Questions",
    metaDescription:
      "Answers for students and parents: fees and instalments, hostel, whether the degree is valid, attendance, exams, nursing or BPT, and leaving early.",
    eyebrow: "Questions",
    title: "Frequently asked questions",
    lead: "What students and parents ask us most before they apply. Where the institute has not answered yet, we say so.",
    entries: faq.map(({ question, answer }) => ({ question, answer })),
    pendingAnswer: `{pending}: the institute has not answered this yet. Ask the counselor who calls you after you apply, or call {phone}.`,
    seeAlso: FAQ_SEE_ALSO,
    toBeConfirmed: TO_BE_CONFIRMED,
    newTab: " (opens in a new tab)",
  },
  {
    metaTitle: "अक्सर पूछे जाने वाले सवाल",
    metaDescription:
      "स्टूडेंट और माता-पिता के लिए जवाब: फीस और किस्तें, हॉस्टल, डिग्री मान्य है या नहीं, अटेंडेंस, परीक्षा, नर्सिंग या BPT, और बीच में कोर्स छोड़ना।",
    eyebrow: "सवाल",
    title: "अक्सर पूछे जाने वाले सवाल",
    lead: "अप्लाई करने से पहले स्टूडेंट और माता-पिता हमसे सबसे ज़्यादा यही पूछते हैं। जिस सवाल का जवाब इंस्टीट्यूट ने अभी नहीं दिया है, वहाँ हम यही बताते हैं।",
    entries: [
      {
        question: "क्या यह नर्सिंग है? क्या फ़िज़ियोथेरेपी वाला कोर्स BPT है?",
        answer: [
          "दोनों का जवाब है नहीं। हमारे 22 कोर्स में से कोई भी नर्सिंग कोर्स (जैसे GNM, ANM या B.Sc नर्सिंग) नहीं है। फ़िज़ियोथेरेपी का B.Voc कोर्स फ़िज़ियोथेरेपी असिस्टेंट और रिहैबिलिटेशन टेक्नीशियन तैयार करता है, जो क्वालिफ़ाइड फ़िज़ियोथेरेपिस्ट की देखरेख में काम करते हैं: यह BPT (बैचलर ऑफ़ फ़िज़ियोथेरेपी) डिग्री नहीं है, और इससे आप फ़िज़ियोथेरेपिस्ट के तौर पर प्रैक्टिस करने के योग्य नहीं बनते। ",
          { text: "सभी 22 कोर्स की तुलना करें", href: "/courses" },
          "।",
        ],
      },
      {
        question: "क्या डिग्री मान्य है, और इसे कौन देता है?",
        answer: [
          "B.Voc और M.Voc डिग्री हमारी दो पार्टनर यूनिवर्सिटी देती हैं, इंस्टीट्यूट ख़ुद नहीं देता। हर यूनिवर्सिटी की मान्यता, वह किन प्रोग्राम की डिग्री देती है और उसके एफ़िलिएशन लेटर ",
          { text: "मान्यता और अप्रूवल", href: "/recognition" },
          " पेज पर हैं।",
        ],
      },
      {
        question: "अगर मैं पहले या दूसरे साल के बाद कोर्स छोड़ दूँ तो?",
        answer: [
          `B.Voc का जो भी साल आप पूरा करते हैं, उसकी अपनी योग्यता मिलती है: ${hindiExitPoints}। कोर्स छोड़ने पर क्या वापस मिलता है, यह `,
          { text: "एडमिशन पेज", href: "/admission#fees-title" },
          " पर “कोर्स छोड़ने पर फीस वापसी” में दिया है।",
        ],
      },
      { question: "पूरे कोर्स का कुल ख़र्च कितना है, और क्या फीस किस्तों में भरी जा सकती है?", answer: null },
      { question: "क्या हॉस्टल है, और उसका ख़र्च कितना है?", answer: null },
      { question: "कितनी अटेंडेंस ज़रूरी है?", answer: null },
      { question: "परीक्षा कौन लेता है, और कब होती है?", answer: null },
    ],
    pendingAnswer:
      "{pending}: इंस्टीट्यूट ने अभी इसका जवाब नहीं दिया है। अप्लाई करने के बाद आपको कॉल करने वाले काउंसलर से पूछें, या {phone} पर कॉल करें।",
    seeAlso: { "fees-instalments": { text: "हर कोर्स की फीस", href: "/admission#fees-title" } },
    toBeConfirmed: "पुष्टि बाकी है",
    newTab: " (नए टैब में खुलेगा)",
  },
  NOT_YET_REVIEWED,
);

export type FaqText = (typeof faqText)["hi"];
