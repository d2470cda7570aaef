import { highlights, mission, partnerships, story, vision } from "#content/about.ts";
import { exitPoints } from "#content/site.ts";
import { bilingual, NOT_YET_REVIEWED } from "./bilingual";

/** The About page's words; the English ones are ../about.ts's and the page's own. */
export const aboutText = bilingual(
  "app/content/translations/about.ts",
  {
    metaTitle: "About Us",
    metaDescription:
      "Since 2015 {name} in Gurugram has trained 1000+ graduates through university-affiliated, 60% practical B.Voc and M.Voc programmes.",
    eyebrow: "About us",
    title: "{name}: skills first, since 2015",
    story,
    missionAndVision: "Mission and vision",
    missionTitle: "Our Mission",
    mission,
    visionTitle: "Our Vision",
    vision,
    highlightsEyebrow: "Highlights",
    highlightsTitle: "What sets our programmes apart",
    highlights: highlights.map(({ title, text }) => ({ title, text })),
    teachEyebrow: "How we teach",
    teachTitle: "{practical}% practical, {theory}% theory",
    teachLead:
      "Most of your time is spent doing the work of your course, with the theory you need to understand what you are doing and why.",
    practical: "Practical",
    theory: "Theory",
    exitTitle: "Exit points in every B.Voc",
    exitLead: "Each year you complete earns its own qualification.",
    exitLine: "{award} after {after}",
    exitPoints: exitPoints.map(({ award, after }) => ({ award, after })),
    partnersEyebrow: "Partnerships",
    partnersTitle: "Affiliated universities and industry partners",
    partnersLead: partnerships.lead,
    recognition: "Recognition and approvals: who awards each degree",
    industry: partnerships.industry,
  },
  {
    metaTitle: "हमारे बारे में",
    metaDescription:
      "2015 से गुरुग्राम का {name} यूनिवर्सिटी से जुड़े, 60% प्रैक्टिकल B.Voc और M.Voc प्रोग्राम से 1000+ ग्रेजुएट तैयार कर चुका है।",
    eyebrow: "हमारे बारे में",
    title: "{name}: 2015 से, सबसे पहले स्किल",
    story: [
      "हमने 2015 में गुरुग्राम में एक पैरामेडिकल प्रोग्राम और एक सीधी सोच के साथ शुरुआत की: अच्छा टेक्नीशियन, थेरेपिस्ट या मैनेजर क्लासरूम जितना ही लैब, वार्ड और काम की जगह पर बनता है।",
      "आज हम 22 प्रोग्राम पढ़ाते हैं, मेडिकल लैब टेक्नोलॉजी और रेडियोलॉजी की B.Voc डिग्री से लेकर होटल मैनेजमेंट, सॉफ़्टवेयर और डिजिटल मार्केटिंग तक, और ग्रेजुएट के लिए दो M.Voc डिग्री। 2015 से अब तक 1000 से ज़्यादा स्टूडेंट हमारे प्रोग्राम से ग्रेजुएट हो चुके हैं।",
    ],
    missionAndVision: "मिशन और विज़न",
    missionTitle: "हमारा मिशन",
    mission:
      "हरियाणा और पूरे भारत के युवाओं को हुनर वाले, इज़्ज़तदार करियर तक सीधा रास्ता देना, ऐसी डिग्री के ज़रिए जो काम ही सिखाती है: हाथों से, इंडस्ट्री के मार्गदर्शन में और किफ़ायती।",
    visionTitle: "हमारा विज़न",
    vision:
      "दिल्ली NCR में नौकरी देने वाले जब काम के लिए तैयार हेल्थकेयर, मैनेजमेंट और टेक्नोलॉजी प्रोफ़ेशनल ढूँढें, तो सबसे पहले हम पर भरोसा करें, और स्टूडेंट अपने दोस्तों को हमारा नाम बताएँ।",
    highlightsEyebrow: "ख़ास बातें",
    highlightsTitle: "हमारे प्रोग्राम को क्या अलग बनाता है",
    highlights: [
      {
        title: "असली काम वाली लैब",
        text: "टीचिंग लैब, जो उन्हीं अस्पतालों और डायग्नोस्टिक लैब जैसी सजी हैं जिनमें हमारे स्टूडेंट आगे काम करते हैं।",
      },
      {
        title: "अस्पताल में ट्रेनिंग",
        text: "दिल्ली NCR के अस्पतालों और डायग्नोस्टिक सेंटर में क्लिनिकल रोटेशन और इंटर्नशिप।",
      },
      { title: "यूनिवर्सिटी की डिग्री", text: "B.Voc और M.Voc डिग्री दो पार्टनर यूनिवर्सिटी से मिलती है।" },
      {
        title: "हर साल के बाद एग्ज़िट",
        text: "1 साल के बाद सर्टिफ़िकेट, 2 साल के बाद डिप्लोमा और 3 साल के बाद डिग्री।",
      },
      {
        title: "प्लेसमेंट सेल",
        text: "100% प्लेसमेंट सपोर्ट: CV बनवाने में मदद, मॉक इंटरव्यू और नौकरी देने वालों से जान-पहचान।",
      },
      {
        title: "किफ़ायती फीस",
        text: "ऐसी फीस जिसकी परिवार योजना बना सके, किस्तों में भरने की सुविधा, और स्कॉलरशिप पर सलाह।",
      },
    ],
    teachEyebrow: "हम कैसे पढ़ाते हैं",
    teachTitle: "{practical}% प्रैक्टिकल, {theory}% थ्योरी",
    teachLead:
      "आपका ज़्यादातर समय अपने कोर्स का काम करने में जाता है, साथ में उतनी थ्योरी जितनी यह समझने के लिए ज़रूरी है कि आप क्या कर रहे हैं और क्यों।",
    practical: "प्रैक्टिकल",
    theory: "थ्योरी",
    exitTitle: "हर B.Voc में एग्ज़िट पॉइंट",
    exitLead: "आप जो भी साल पूरा करते हैं, उसकी अपनी योग्यता मिलती है।",
    exitLine: "{after} के बाद {award}",
    exitPoints: [
      { award: "सर्टिफ़िकेट", after: "1 साल" },
      { award: "डिप्लोमा", after: "2 साल" },
      { award: "डिग्री", after: "3 साल" },
    ],
    partnersEyebrow: "पार्टनरशिप",
    partnersTitle: "जुड़ी हुई यूनिवर्सिटी और इंडस्ट्री पार्टनर",
    partnersLead:
      "हमारे डिग्री प्रोग्राम दो पार्टनर यूनिवर्सिटी से जुड़कर (एफ़िलिएशन में) चलते हैं, जो सिलेबस का ढाँचा तय करती हैं, परीक्षा लेती हैं और डिग्री देती हैं।",
    recognition: "मान्यता और अप्रूवल: कौन-सी डिग्री कौन देता है",
    industry:
      "हम दिल्ली NCR के अस्पतालों, डायग्नोस्टिक लैब, होटलों और कंपनियों के साथ भी काम करते हैं, जो हमारे स्टूडेंट को इंटर्नशिप देते हैं और हमारे ग्रेजुएट को नौकरी देते हैं।",
  },
  NOT_YET_REVIEWED,
);
