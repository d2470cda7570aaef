import { homeStats, popularCourses, whyChooseUs } from "#content/home.ts";
import { bilingual, NOT_YET_REVIEWED } from "./bilingual";

/**
 * The home page's words. The English ones are the spec's and ../home.ts's, referenced
 * rather than copied; the Hindi ones are their translation. `{since}`, `{graduates}` and
 * `{placementRate}` are the claims (../site.ts), in the page's language.
 */
export const homeText = bilingual(
  "app/content/translations/home.ts",
  {
    metaTitle: "{name} – B.Voc & M.Voc Paramedical and Vocational Courses in Gurugram",
    metaDescription:
      "University-affiliated B.Voc and M.Voc degrees in Gurugram, Haryana: medical lab, radiology, OT, hospital management and more. {since}, {graduates}.",
    place: "Gurugram, Haryana",
    title: "Build a career in healthcare and beyond with a skill-based degree",
    lead: "University-affiliated B.Voc and M.Voc programmes with 60% hands-on training and placement support.",
    applyNow: "Apply Now",
    explore: "Explore 22 Courses",
    stats: homeStats.map(({ value, label }) => ({ value, label })),
    popular: {
      eyebrow: "Popular courses",
      title: "Programmes students choose most",
      lead: "B.Voc degrees for work in hospitals, laboratories and diagnostic centres.",
      viewDetails: "View Details",
      viewDetailsOf: "View details of {course}",
      exampleFee: "Example figure, to be confirmed",
      courses: popularCourses.map(({ feePeriod, highlights }) => ({ gloss: "", feePeriod, highlights })),
    },
    why: {
      eyebrow: "Why choose us",
      title: "Learn the work, not just the theory",
      lead: "{graduates} and a {placementRate} come from the same idea: learn the work by doing it.",
      items: whyChooseUs.map(({ title, text }) => ({ title, text })),
    },
    cta: {
      title: "Admissions are open",
      text: "Apply in two minutes. A counselor will call you back within 24 hours to help you choose the right course.",
      start: "Start Your Application",
      contact: "Contact Us",
    },
  },
  {
    metaTitle: "{name} – गुरुग्राम में B.Voc और M.Voc पैरामेडिकल और वोकेशनल कोर्स",
    metaDescription:
      "गुरुग्राम, हरियाणा में यूनिवर्सिटी से जुड़ी B.Voc और M.Voc डिग्री: मेडिकल लैब, रेडियोलॉजी, OT, हॉस्पिटल मैनेजमेंट और भी बहुत कुछ। {since}, {graduates}।",
    place: "गुरुग्राम, हरियाणा",
    title: "स्किल पर आधारित डिग्री के साथ हेल्थकेयर और दूसरे क्षेत्रों में अपना करियर बनाइए",
    lead: "यूनिवर्सिटी से जुड़े B.Voc और M.Voc प्रोग्राम, 60% प्रैक्टिकल ट्रेनिंग और प्लेसमेंट सपोर्ट के साथ।",
    applyNow: "अभी अप्लाई करें",
    explore: "सभी 22 कोर्स देखें",
    stats: [
      { value: "2015 से", label: "हेल्थकेयर प्रोफ़ेशनल तैयार कर रहे हैं" },
      { value: "1000+ ग्रेजुएट", label: "2015 से गुरुग्राम में ट्रेनिंग पा चुके" },
      { value: "95% प्लेसमेंट रेट", label: "उन ग्रेजुएट में से जिन्होंने प्लेसमेंट माँगा" },
      { value: "22 कोर्स", label: "B.Voc, M.Voc और एक शॉर्ट कोर्स" },
    ],
    popular: {
      eyebrow: "लोकप्रिय कोर्स",
      title: "स्टूडेंट सबसे ज़्यादा ये प्रोग्राम चुनते हैं",
      lead: "अस्पतालों, लैब और डायग्नोस्टिक सेंटर में काम के लिए B.Voc डिग्री।",
      viewDetails: "पूरी जानकारी देखें",
      viewDetailsOf: "{course} की पूरी जानकारी देखें",
      exampleFee: "उदाहरण का आँकड़ा, पुष्टि बाकी है",
      courses: [
        {
          gloss: "मेडिकल लैब टेक्नोलॉजी",
          feePeriod: "प्रति वर्ष",
          highlights: ["टीचिंग लैब में रोज़ बेंच पर काम", "अस्पताल की लैब में रोटेशन", "हेमेटोलॉजी से ब्लड बैंकिंग तक"],
        },
        {
          gloss: "रेडियोलॉजी और मेडिकल इमेजिंग",
          feePeriod: "प्रति वर्ष",
          highlights: ["X-ray, CT और MRI की बुनियादी बातें", "रेडिएशन से सुरक्षा की ट्रेनिंग", "निगरानी में इमेजिंग की प्रैक्टिस"],
        },
        {
          gloss: "ऑपरेशन थिएटर टेक्नोलॉजी",
          feePeriod: "प्रति वर्ष",
          highlights: ["स्टेराइल तरीका और OT की तैयारी", "एनेस्थीसिया के उपकरण चलाना", "सर्जिकल टीम के साथ रोटेशन"],
        },
      ],
    },
    why: {
      eyebrow: "हमें क्यों चुनें",
      title: "सिर्फ़ थ्योरी नहीं, काम सीखिए",
      lead: "{graduates} और {placementRate}, दोनों के पीछे एक ही सोच है: काम को करके सीखना।",
      items: [
        {
          title: "60% प्रैक्टिकल ट्रेनिंग",
          text: "हर प्रोग्राम में 60% प्रैक्टिकल और 40% थ्योरी है, ताकि आप पहले सेमेस्टर से ही करके सीखें।",
        },
        {
          title: "यूनिवर्सिटी से जुड़ी डिग्री",
          text: "B.Voc और M.Voc डिग्री हमारी दो पार्टनर यूनिवर्सिटी से मिलती है, और हर साल के बाद कोर्स छोड़ने का विकल्प (एग्ज़िट पॉइंट) है।",
        },
        {
          title: "प्लेसमेंट सपोर्ट",
          text: "इंटरव्यू की तैयारी, इंटर्नशिप, और दिल्ली NCR के अस्पतालों, लैब और कंपनियों से जान-पहचान।",
        },
        {
          title: "अनुभवी टीचर",
          text: "ऐसे टीचर जिन्होंने अस्पतालों, लैब और इंडस्ट्री में काम किया है, और जानते हैं कि नौकरी देने वाले क्या देखते हैं।",
        },
        {
          title: "24 घंटे में काउंसलर का कॉल",
          text: "कोर्स, फीस या एडमिशन की योग्यता के बारे में कुछ भी पूछें, काउंसलर 24 घंटे के अंदर आपको कॉल करेंगे।",
        },
        {
          title: "24/7 हेल्पलाइन",
          text: "स्टूडेंट और माता-पिता किसी भी समय हमसे बात कर सकते हैं, परीक्षा और इंटर्नशिप के दिनों में भी।",
        },
      ],
    },
    cta: {
      title: "एडमिशन शुरू हो गए हैं",
      text: "दो मिनट में अप्लाई करें। सही कोर्स चुनने में मदद के लिए काउंसलर 24 घंटे के अंदर आपको कॉल करेंगे।",
      start: "अपना फ़ॉर्म भरना शुरू करें",
      contact: "संपर्क करें",
    },
  },
  NOT_YET_REVIEWED,
);
