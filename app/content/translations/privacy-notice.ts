import { hindiDate } from "#domain/format.ts";
import {
  PRIVACY_REQUEST_PATH,
  privacyNotice,
  type Block,
  type Inline,
  type Line,
  type NoticeSection,
  type PrivacyNotice,
} from "#content/privacy-notice.ts";
import { enquiryNoticeLines } from "#content/enquiry-notice.ts";
import { privacy } from "#content/privacy.ts";
import { cityLine, hindiCityLine } from "#content/links.ts";
import type { PrivacyConfig } from "#content/schemas.ts";
import { REQUEST_KIND_LABELS } from "#domain/privacy.ts";
import type { Language } from "#domain/language.ts";
import { bilingual, NOT_YET_REVIEWED } from "./bilingual";

/**
 * The privacy notice in Hindi (the DPDP Act's s.5(3): the notice in English or a language of
 * the Eighth Schedule), built from the same configuration as the English one
 * (../privacy-notice.ts), section for section and line for line: the build compares the two
 * (./index.ts). The Act's and the Board's names are given as the law names them, with the
 * Hindi first. Not yet reviewed by the institute; a lawyer's reading is advised.
 */
export function hindiPrivacyNotice(config: PrivacyConfig): PrivacyNotice {
  const { contact, fiduciary, responseDays, retentionMonths } = config;
  // In Hindi (the desk asks for each); English only from a revision published before it did.
  const processors = {
    hosting: config.hindi.hosting || config.processors.hosting,
    mail: config.hindi.mail || config.processors.mail,
  };
  const role = config.hindi.role || contact.role;
  const address = fiduciary.address.replace(
    cityLine({ city: "Gurugram", state: "Haryana" }),
    hindiCityLine({ city: "Gurugram", state: "Haryana" }),
  );
  const email = link(contact.email, `mailto:${contact.email}`);
  const phone = link(contact.phone.display, `tel:+${contact.phone.digits}`);
  const requestForm = link("प्राइवेसी अनुरोध फ़ॉर्म", `/hi${PRIVACY_REQUEST_PATH}`);
  const days = `${responseDays} दिनों`;
  const months = `${retentionMonths} महीने`;

  const summary: Line[] = [
    [
      "आप हमें जो भेजते हैं, उसका इस्तेमाल हम सिर्फ़ एक काम के लिए करते हैं: एडमिशन के बारे में आपकी पूछताछ, आपके मैसेज या आपके प्राइवेसी अनुरोध का जवाब देने के लिए। कोई मार्केटिंग नहीं।",
    ],
    ["यह वेबसाइट कोई कुकी नहीं लगाती और कोई विज्ञापन, ट्रैकिंग या एनालिटिक्स स्क्रिप्ट नहीं चलाती।"],
    [`अगर आप एडमिशन नहीं लेते, तो आपकी पूछताछ पर आख़िरी गतिविधि के ज़्यादा से ज़्यादा ${months} बाद आपकी जानकारी मिटा दी जाती है।`],
    ["आप कभी भी अपनी जानकारी की कॉपी माँग सकते हैं, उसे ठीक करवा सकते हैं, मिटवा सकते हैं या अपनी सहमति वापस ले सकते हैं।"],
    ["कोई सवाल? ", email, " पर लिखें या ", phone, ` पर कॉल करें। हम ${days} के अंदर जवाब देते हैं।`],
  ];

  const sections: NoticeSection[] = [
    {
      id: "who-we-are",
      title: "हम कौन हैं",
      blocks: [
        p(
          `${fiduciary.name}, ${address}, तय करता है कि इस वेबसाइट से भेजी गई आपकी जानकारी का इस्तेमाल क्यों और कैसे होगा। ` +
            "भारत के डिजिटल व्यक्तिगत डेटा संरक्षण अधिनियम, 2023 (DPDP एक्ट, आगे “अधिनियम”) के तहत इस वजह से हम डेटा फ़िड्यूशियरी (जानकारी के इस्तेमाल के लिए ज़िम्मेदार) हैं, और आप, जिनके बारे में यह जानकारी है, डेटा प्रिंसिपल हैं।",
        ),
        p(
          `यह इस नोटिस का वर्ज़न ${config.version} है, जो ${hindiDate(config.publishedOn)} को प्रकाशित हुआ। ` +
            "हमें मिलने वाली हर पूछताछ, मैसेज और अनुरोध के साथ यह दर्ज होता है कि वह नोटिस के किस वर्ज़न के तहत भेजा गया। जब हमारे काम का तरीका बदलता है, तो हम नई तारीख के साथ नया वर्ज़न प्रकाशित करते हैं।",
        ),
      ],
    },
    {
      id: "what-we-collect",
      title: "हम क्या लेते हैं, और क्यों",
      blocks: [
        p("हम सिर्फ़ वही लेते हैं जो आप हमारे किसी फ़ॉर्म में लिखते हैं, और कुछ बातें कि आप फ़ॉर्म तक कैसे पहुँचे। हर फ़ॉर्म ये चीज़ें माँगता है:"),
        {
          kind: "form",
          title: "एडमिशन फ़ॉर्म और झटपट पूछताछ (पॉपअप)",
          fields: enquiryNoticeLines("hi"),
          why: ["एडमिशन के बारे में आपकी पूछताछ का जवाब देने के लिए: काउंसलर आपके चुने हुए कोर्स के बारे में आपको कॉल करते हैं या लिखते हैं।"],
        },
        {
          kind: "form",
          title: "संपर्क फ़ॉर्म",
          fields: ["आपका नाम, ईमेल और फ़ोन नंबर", "विषय, अगर आप लिखें, और आपका मैसेज"],
          why: ["आपके मैसेज का जवाब देने के लिए।"],
        },
        {
          kind: "form",
          title: "प्राइवेसी अनुरोध फ़ॉर्म",
          fields: ["आपका नाम, ईमेल और फ़ोन नंबर", "आप हमसे क्या करवाना चाहते हैं", "आपका लिखा कोई भी ब्योरा"],
          why: ["आपके बारे में हमारे पास जो जानकारी है उसे ढूँढने और आपके अनुरोध का जवाब देने के लिए।"],
        },
        p(
          "हर फ़ॉर्म के साथ हम यह भी रखते हैं कि वह किस पेज से भेजा गया और आपकी विज़िट कैसे शुरू हुई: जिस लिंक से आप आए उसके कैंपेन टैग (लिंक के आख़िर में जुड़े UTM वाले हिस्से), " +
            "जिस वेबसाइट से आप यहाँ आए उसका नाम (जैसे www.google.com, उस पेज का पूरा पता कभी नहीं) और हमारी साइट पर आपने जो पहला पेज खोला। " +
            "इससे काउंसलर को पता चलता है कि लिखते समय आप क्या पढ़ रहे थे, और हम बिना नाम के गिन पाते हैं कि पूछताछ कहाँ से आती है। यह एक विज़िट के बारे में है, अलग-अलग विज़िट में आपके बारे में नहीं।",
        ),
        p(
          "कुछ पूछताछ हमारे फ़ॉर्म से नहीं, दूसरों के ज़रिए आती हैं: एजुकेशन फ़ेयर में आप अपनी जानकारी हमारे स्टॉल पर या फ़ेयर के आयोजक को दे सकते हैं, और किसी एजुकेशन वेबसाइट (जैसे Shiksha या CollegeDunia) पर आप संस्थानों से संपर्क करने के लिए कह सकते हैं। " +
            "वे हमें आपका नाम और फ़ोन नंबर भेजते हैं, और अगर आपने दिया हो तो आपका ईमेल, शहर, जिस कोर्स में आपकी रुचि है, माता-पिता या अभिभावक का नाम और फ़ोन, और तारीख़। " +
            "हम इनका इस्तेमाल सिर्फ़ उसी रुचि का जवाब देने के लिए करते हैं; जब हम आपको पहली बार कॉल या मैसेज करते हैं, तो बताते हैं कि आपका नंबर हमें कहाँ से मिला और आपको यह नोटिस भेजते हैं। इन्हें बाकी पूछताछ की तरह ही रखा और मिटाया जाता है।",
        ),
        p(
          "हम इन सबका इस्तेमाल एक ही काम के लिए करते हैं: आपकी भेजी पूछताछ, मैसेज या अनुरोध का जवाब देना। हम इसे मार्केटिंग के लिए इस्तेमाल नहीं करते, और न इसे बेचते हैं, न किसी को उनकी मार्केटिंग के लिए देते हैं।",
        ),
      ],
    },
    {
      id: "what-we-do-not-do",
      title: "यह वेबसाइट क्या नहीं करती",
      blocks: [
        {
          kind: "list",
          items: [
            [
              "यह अपने सार्वजनिक पेजों पर कोई कुकी नहीं लगाती। (एडमिशन डेस्क में साइन-इन करने वाले स्टाफ़ को साइन-इन कुकी मिलती है; विज़िटर को कभी नहीं।)",
            ],
            ["यह कोई विज्ञापन, ट्रैकिंग या एनालिटिक्स स्क्रिप्ट नहीं चलाती।"],
            [
              "आपका ब्राउज़र इस साइट के लिए एक नोट रखता है, सिर्फ़ खुले टैब में: पूछताछ वाला पॉपअप पिछली बार कब दिखा था, ताकि वह बार-बार आपको परेशान न करे। यह हमें कभी नहीं भेजा जाता और टैब बंद करते ही मिट जाता है।",
            ],
            [
              "हमारे सर्वर का लॉग दर्ज करता है कि एक फ़ॉर्म आया, उसके रेफ़रेंस नंबर के साथ और यह कि वह सेव हुआ या नहीं; आपने क्या लिखा, यह कभी नहीं। गलत इस्तेमाल रोकने के लिए सर्वर हर इंटरनेट पते से 10 मिनट में भेजे गए फ़ॉर्म गिनता है, सिर्फ़ अपनी मेमोरी में; वह पता सेव नहीं करता।",
            ],
            [
              "अगर आप WhatsApp पर हमसे चैट करते हैं या हमारे सोशल मीडिया पेजों का लिंक खोलते हैं, तो वहाँ आप जो शेयर करते हैं उस पर उस सेवा का अपना प्राइवेसी नोटिस लागू होता है।",
            ],
          ],
        },
      ],
    },
    {
      id: "how-long",
      title: "हम इसे कितने समय तक रखते हैं",
      blocks: [
        {
          kind: "list",
          items: [
            [
              `अगर आप एडमिशन नहीं लेते, तो आपकी पूछताछ पर आख़िरी गतिविधि के ज़्यादा से ज़्यादा ${months} बाद आपकी जानकारी मिटा दी जाती है: आपकी आख़िरी पूछताछ, या हमारी आख़िरी कॉल, नोट या उसमें बदलाव। आप कभी भी इसे पहले मिटाने के लिए कह सकते हैं।`,
            ],
            ["अगर आप एडमिशन लेते हैं, तो आपकी पूछताछ आपके एडमिशन रिकॉर्ड के साथ रहती है और इस नियम से नहीं मिटती।"],
            [
              "जानकारी मिटाने के बाद हम सिर्फ़ ऐसी गिनती रखते हैं जिसमें किसी का नाम नहीं होता (तारीख, कोर्स, स्थिति और पूछताछ हम तक कैसे पहुँची), और यह नोट कि जानकारी मिटाई गई, आपकी जानकारी के बिना।",
            ],
            ["हमने कोई प्राइवेसी अनुरोध निपटाया, इसका रिकॉर्ड रखा जा सकता है, यह दिखाने के लिए कि हमने जवाब दिया।"],
            ["किस स्टाफ़ ने किसकी जानकारी खोली या डाउनलोड की, इसका लॉग एक साल तक रखा जाता है, फिर मिटा दिया जाता है।"],
          ],
        },
      ],
    },
    {
      id: "who-processes-it",
      title: "हमारी ओर से इसे कौन संभालता है",
      blocks: [
        p("दो कंपनियाँ हमारी ओर से आपकी जानकारी प्रोसेस करती हैं, सिर्फ़ हमारे निर्देश पर और सिर्फ़ ऊपर बताए काम के लिए:"),
        {
          kind: "terms",
          items: [
            { term: processors.hosting, text: ["वह सर्वर चलाती है जहाँ आपकी जानकारी रखी जाती है।"] },
            {
              term: processors.mail,
              text: [
                "जब हम भेजते हैं, तो वह ईमेल पहुँचाती है जो हमारे एडमिशन स्टाफ़ को नई पूछताछ के बारे में बताते हैं। ये ईमेल सिर्फ़ हमारे अपने स्टाफ़ को जाते हैं और इनमें आपका नाम, कोर्स और फ़ोन नंबर होता है, आपका मैसेज कभी नहीं।",
              ],
            },
          ],
        },
        p("हम आपकी जानकारी किसी और के साथ शेयर नहीं करते, जब तक कोई कानून ऐसा करने को न कहे।"),
      ],
    },
    {
      id: "children",
      title: "अगर आपकी उम्र 18 साल से कम है",
      blocks: [
        p(
          "अधिनियम 18 साल से कम उम्र के हर व्यक्ति को बच्चा मानता है और माता-पिता या अभिभावक की सहमति माँगता है (धारा 9)। इसलिए एडमिशन फ़ॉर्म और झटपट पूछताछ पूछते हैं कि फ़ॉर्म कौन भर रहा है, और जब 18 साल से कम उम्र का स्टूडेंट हमें लिखता है, तो वे माता-पिता या अभिभावक का नाम और फ़ोन नंबर भी माँगते हैं।",
        ),
        p(
          "फिर हमारे काउंसलर पहले माता-पिता या अभिभावक से बात करते हैं, और पूछताछ का जवाब देने से आगे कुछ भी करने से पहले उनकी पुष्टि दर्ज करते हैं (किसने दी, कब और कैसे)। 18 साल से कम उम्र के स्टूडेंट को हम मार्केटिंग जैसा कुछ नहीं भेजते। माता-पिता या अभिभावक अपने बच्चे की ओर से नीचे दिए सभी अधिकार इस्तेमाल कर सकते हैं।",
        ),
      ],
    },
    {
      id: "your-rights",
      title: "आपके अधिकार, और उन्हें कैसे इस्तेमाल करें",
      blocks: [
        {
          kind: "terms",
          items: [
            {
              term: "कॉपी पाना",
              text: [
                "हमारे पास आपके बारे में जो जानकारी है उसकी कॉपी माँगें, हमने उसके साथ क्या किया और हमारी ओर से किसने उसे संभाला (धारा 11)।",
              ],
            },
            {
              term: "सुधार करवाना",
              text: ["जो भी गलत या पुराना है, उसे ठीक, पूरा या अपडेट करवाएँ (धारा 12)।"],
            },
            {
              term: "मिटवाना",
              text: [
                "अपनी जानकारी मिटवाएँ। हम उसे अपने पास की हर जगह से हटा देते हैं, सिर्फ़ ऊपर बताई बिना नाम वाली गिनती रखते हैं (धारा 12)।",
              ],
            },
            {
              term: "सहमति वापस लेना",
              text: [
                "हमें रुकने को कहें, उतनी ही आसानी से जितनी आसानी से आपने हमें लिखा था। फिर हम आपकी जानकारी का इस्तेमाल बंद कर देते हैं और उसे मिटा देते हैं। इससे पहले किया गया काम नहीं पलटता, और फिर हम आपकी पूछताछ का जवाब नहीं दे सकते (धारा 6)।",
              ],
            },
            {
              term: "किसी को नॉमिनेट करना",
              text: [
                "ऐसे व्यक्ति का नाम दें जो आपकी मृत्यु होने पर या आपके ख़ुद कुछ न कर पाने पर आपकी ओर से ये अधिकार इस्तेमाल कर सके (धारा 14)।",
              ],
            },
            {
              term: "शिकायत करना",
              text: [
                "अगर आप इससे ख़ुश नहीं हैं कि हमने आपकी जानकारी या किसी अनुरोध को कैसे संभाला, तो हमें बताएँ। हम उसकी जाँच करके आपको जवाब देते हैं (धारा 13)।",
              ],
            },
          ],
        },
        p(
          "इनमें से किसी के लिए ",
          requestForm,
          " इस्तेमाल करें, ",
          email,
          " पर लिखें या ",
          phone,
          ` पर कॉल करें। हम ${days} के अंदर जवाब देते हैं।`,
        ),
        p(
          "आपकी जानकारी की सुरक्षा के लिए हम जाँच सकते हैं कि अनुरोध सच में आपकी ओर से है, जैसे आपके उसी फ़ोन नंबर या ईमेल पर संपर्क करके जो हमारे पास पहले से है।",
        ),
      ],
    },
    {
      id: "contact",
      title: "किससे संपर्क करें",
      blocks: [
        p(`${contact.name} आपके व्यक्तिगत डेटा से जुड़े सवालों के जवाब देते हैं और ${fiduciary.name} की ओर से शिकायतें संभालते हैं।`),
        {
          kind: "contact",
          name: contact.name,
          role,
          organisation: fiduciary.name,
          email: [email],
          phone: [phone],
        },
      ],
    },
    {
      id: "complaints",
      title: "अगर आप संतुष्ट नहीं हैं",
      blocks: [
        p(
          `अगर आपने हमसे शिकायत की है और हमारे जवाब से संतुष्ट नहीं हैं, या ${days} के अंदर कोई जवाब नहीं मिला, तो आप अधिनियम के तहत बने भारतीय डेटा संरक्षण बोर्ड (डेटा प्रोटेक्शन बोर्ड ऑफ़ इंडिया) से शिकायत कर सकते हैं। ` +
            "अधिनियम कहता है कि पहले आप हमारे पास आएँ (धारा 13(3))। बोर्ड की वेबसाइट बताती है कि शिकायत कैसे करें।",
        ),
      ],
    },
    {
      id: "security",
      title: "हम इसे सुरक्षित कैसे रखते हैं",
      blocks: [
        {
          kind: "list",
          items: [
            ["आपकी जानकारी इंस्टीट्यूट के सर्वर पर रखी जाती है।"],
            [
              "इसे सिर्फ़ हमारा एडमिशन स्टाफ़ देख सकता है, अपने ख़ुद के अकाउंट से साइन-इन करने के बाद। हर साइन-इन, हर बार किसी का रिकॉर्ड खोलना, हर डाउनलोड और हर बार जानकारी मिटाना, किसने और कब किया, इसके साथ दर्ज होता है।",
            ],
            [
              "अगर कभी किसी सेंधमारी (ब्रीच) से आपकी जानकारी ख़तरे में पड़ती है, तो हम आपको बिना देर किए बताते हैं कि क्या हुआ, आपके लिए इसका क्या मतलब हो सकता है और आप क्या कर सकते हैं, और हम भारतीय डेटा संरक्षण बोर्ड को इसकी रिपोर्ट करते हैं।",
            ],
          ],
        },
      ],
    },
  ];

  return {
    version: config.version,
    publishedOn: config.publishedOn,
    publishedOnText: hindiDate(config.publishedOn),
    summary,
    sections,
  };
}

const p = (...text: Inline[]): Block => ({ kind: "p", text });
const link = (text: string, href: string): Inline => ({ text, href });

/** The notice in a language, for the facts given: the privacy page reads the published ones (../live.ts). */
export function privacyNoticeIn(language: Language, config: PrivacyConfig) {
  return language === "hi" ? hindiPrivacyNotice(config) : privacyNotice(config);
}

/** The privacy page's own words around the notice (the notice here is the shipped one, which the build compares line for line). */
export const privacyPageText = bilingual(
  "app/content/translations/privacy-notice.ts",
  {
    notice: privacyNotice(privacy),
    metaTitle: "Privacy Notice",
    metaDescription:
      "What {name} collects through its forms and why, how long it is kept, who handles it, and your rights under India's data protection law.",
    eyebrow: "Privacy",
    title: "Privacy notice",
    lead: "What happens to the details you send us through this website, in plain words for students and parents.",
    version: "Version {version} · published {date}",
    contents: "On this page",
    summary: "In short",
    why: "Why: ",
  },
  {
    notice: hindiPrivacyNotice(privacy),
    metaTitle: "प्राइवेसी नोटिस",
    metaDescription:
      "{name} अपने फ़ॉर्म से क्या जानकारी लेता है और क्यों, उसे कितने समय तक रखता है, कौन उसे संभालता है, और भारत के डेटा संरक्षण कानून के तहत आपके अधिकार।",
    eyebrow: "प्राइवेसी",
    title: "प्राइवेसी नोटिस",
    lead: "इस वेबसाइट से आप हमें जो जानकारी भेजते हैं, उसका क्या होता है, स्टूडेंट और माता-पिता के लिए आसान शब्दों में।",
    version: "वर्ज़न {version} · प्रकाशित {date}",
    contents: "इस पेज पर",
    summary: "संक्षेप में",
    why: "क्यों: ",
  },
  NOT_YET_REVIEWED,
);

/** The privacy request page's words (the form's own are in ./ui.ts). */
export const privacyRequestText = bilingual(
  "app/content/translations/privacy-notice.ts#privacyRequestText",
  {
    metaTitle: "Privacy Request",
    metaDescription:
      "Ask {name} for a copy of your personal data, a correction, erasure, or to stop contacting you. We reply within {days} days.",
    eyebrow: "Your data",
    title: "Make a privacy request",
    lead: "Ask for a copy of the details we hold about you, a correction, erasure, or for us to stop contacting you. We reply within {days} days.",
    formTitle: "Your request",
    writeTo: "Fields marked * are required. You can also write to {name} at {email}.",
    kinds: REQUEST_KIND_LABELS,
  },
  {
    metaTitle: "प्राइवेसी अनुरोध",
    metaDescription:
      "{name} से अपने व्यक्तिगत डेटा की कॉपी, सुधार, उसे मिटाने या आपसे संपर्क बंद करने के लिए कहें। हम {days} दिनों के अंदर जवाब देते हैं।",
    eyebrow: "आपका डेटा",
    title: "प्राइवेसी अनुरोध भेजें",
    lead: "हमारे पास आपकी जो जानकारी है उसकी कॉपी, उसमें सुधार, उसे मिटाने, या हमसे संपर्क बंद करने के लिए कहें। हम {days} दिनों के अंदर जवाब देते हैं।",
    formTitle: "आपका अनुरोध",
    writeTo: "* वाले खाने भरना ज़रूरी है। आप {name} को {email} पर भी लिख सकते हैं।",
    kinds: {
      access: "मेरे बारे में आपके पास जो डेटा है उसकी कॉपी",
      correction: "मेरी जानकारी ठीक करें",
      erasure: "मेरा डेटा मिटा दें",
      withdrawal: "मेरी सहमति वापस लें (मुझसे संपर्क बंद करें)",
      nomination: "मेरी ओर से काम करने के लिए किसी को नॉमिनेट करना",
      grievance: "मेरे डेटा को संभालने के तरीके की शिकायत",
    },
  },
  NOT_YET_REVIEWED,
);
