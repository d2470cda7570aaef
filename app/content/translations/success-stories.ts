import { testimonials } from "#content/testimonials.ts";
import { bilingual, NOT_YET_REVIEWED } from "./bilingual";

/**
 * The success stories page's words, written here once in each language: its heading and lead
 * (while any story is an example, the heading does not call them our graduates' words, and the
 * lead says what they are: app/routes/success-stories.tsx chooses). The stories are examples on both pages, said so on each
 * card and in the lead as on the English page; names and course names stay as they are, job
 * titles in English with their Hindi beside them.
 */
export const successStoriesText = bilingual(
  "app/content/translations/success-stories.ts",
  {
    metaTitle: "Success Stories",
    metaDescriptionExamples:
      "Example stories of where B.Voc courses in medical lab technology, radiology, hospital management and software can lead: what students learn and the work they do.",
    metaDescription:
      "Stories of B.Voc graduates in medical lab technology, radiology, hospital management and software: what they learned and the work they went on to do.",
    eyebrow: "Success stories",
    examplesTitle: "Where our courses can lead",
    examplesLead:
      "{graduates} since 2015. The stories below are examples, not real graduates: they show the kind of work our courses lead to, and will be replaced by graduates who agree to tell their own.",
    realTitle: "Our graduates, in their own words",
    realLead: "{graduates} since 2015. Here are {count} of their stories.",
    four: "four",
    listLabel: "Testimonials",
    /** The plain words on an example story's card. */
    exampleLabel: "Example story: not a real graduate",
    rated: "Rated {rating} out of 5",
    apply: "Start your own story: Apply Now",
    stories: testimonials.map(({ role, story, benefits, quote }) => ({ role, story, benefits, quote })),
  },
  {
    metaTitle: "सफलता की कहानियाँ",
    metaDescriptionExamples:
      "उदाहरण वाली कहानियाँ कि मेडिकल लैब टेक्नोलॉजी, रेडियोलॉजी, हॉस्पिटल मैनेजमेंट और सॉफ़्टवेयर के B.Voc कोर्स कहाँ तक ले जा सकते हैं: स्टूडेंट क्या सीखते हैं और क्या काम करते हैं।",
    metaDescription:
      "मेडिकल लैब टेक्नोलॉजी, रेडियोलॉजी, हॉस्पिटल मैनेजमेंट और सॉफ़्टवेयर के B.Voc ग्रेजुएट की कहानियाँ: उन्होंने क्या सीखा और आगे क्या काम किया।",
    eyebrow: "सफलता की कहानियाँ",
    examplesTitle: "हमारे कोर्स आपको कहाँ तक ले जा सकते हैं",
    examplesLead:
      "2015 से {graduates}। नीचे की कहानियाँ उदाहरण हैं, असली ग्रेजुएट नहीं: ये दिखाती हैं कि हमारे कोर्स किस तरह के काम तक ले जाते हैं, और इनकी जगह उन ग्रेजुएट की कहानियाँ आएँगी जो अपनी कहानी बताने के लिए राज़ी होंगे।",
    realTitle: "हमारे ग्रेजुएट, उन्हीं के शब्दों में",
    realLead: "2015 से {graduates}। यहाँ उनमें से {count} की कहानियाँ हैं।",
    four: "चार",
    listLabel: "स्टूडेंट की कहानियाँ",
    exampleLabel: "उदाहरण वाली कहानी: असली ग्रेजुएट नहीं",
    rated: "5 में से {rating} रेटिंग",
    apply: "अपनी कहानी शुरू करें: अभी अप्लाई करें",
    stories: [
      {
        role: "लैब टेक्नीशियन, मल्टी-स्पेशियलिटी अस्पताल, गुरुग्राम",
        story:
          "प्रिया ने साइंस से 12वीं के तुरंत बाद एडमिशन लिया, यह पक्का न जानते हुए कि लैब का करियर उसे सूट करेगा या नहीं। दूसरे साल तक वह अस्पताल के रोटेशन में रोज़ के हेमेटोलॉजी और बायोकेमिस्ट्री टेस्ट चला रही थी, और जिस लैब में उसने ट्रेनिंग ली, उसने आख़िरी सेमेस्टर ख़त्म होने से पहले ही उसे नौकरी दे दी।",
        benefits: ["दूसरे साल से अस्पताल की लैब में रोटेशन", "ऑटोमेटेड एनालाइज़र पर हाथों से काम", "ग्रेजुएशन से पहले प्लेसमेंट"],
        quote: "मैंने उन्हीं मशीनों पर सीखा जिन पर आज काम करती हूँ, इसलिए नौकरी का पहला हफ़्ता जाना-पहचाना लगा।",
      },
      {
        role: "रेडियोलॉजी टेक्नीशियन, डायग्नोस्टिक सेंटर, दिल्ली NCR",
        story:
          "राहुल रेवाड़ी के पास के एक छोटे कस्बे से आया था और हेल्थकेयर में ऐसा करियर चाहता था जिसके लिए मेडिकल कॉलेज ज़रूरी न हो। उसने निगरानी में X-ray और CT पोज़िशनिंग की ट्रेनिंग ली, रेडिएशन से सुरक्षा रोज़ करके सीखी, और अब एक व्यस्त इमेजिंग सेंटर में शिफ़्ट में काम करता है।",
        benefits: ["निगरानी में X-ray और CT की प्रैक्टिस", "पहले दिन से रेडिएशन सुरक्षा का अभ्यास", "काउंसलर के साथ इंटरव्यू की तैयारी"],
        quote: "टीचर हर प्रैक्टिकल को असली मरीज़ के केस की तरह लेते थे। उसी आदत की वजह से मुझे नौकरी मिली।",
      },
      {
        role: "फ़्रंट ऑफ़िस एग्ज़िक्यूटिव, प्राइवेट अस्पताल, गुरुग्राम",
        story:
          "अंजलि ने कॉमर्स पढ़ी थी और उसे हेल्थकेयर का बिज़नेस वाला हिस्सा पसंद था। प्रोग्राम की इंटर्नशिप में वह एक अस्पताल के एडमिशन और बिलिंग डेस्क पर रही, जहाँ उसने सीखा कि मरीज़ों का आना-जाना, इंश्योरेंस और रिकॉर्ड कैसे आपस में जुड़ते हैं, और इंटर्नशिप के बाद वह वहीं रह गई।",
        benefits: ["असली अस्पताल के डेस्क पर इंटर्नशिप", "इंश्योरेंस और बिलिंग की प्रैक्टिस", "बातचीत के कौशल की वर्कशॉप"],
        quote: "पहले इंटरव्यू से पहले ही मैं समझ गई थी कि अस्पताल को अपने फ़्रंट ऑफ़िस से क्या चाहिए।",
      },
      {
        role: "जूनियर सॉफ़्टवेयर डेवलपर, IT सर्विस कंपनी, गुरुग्राम",
        story:
          "मोहित ने 12वीं में मैथ्स ली थी और थोड़ी प्रोग्रामिंग ख़ुद सीखी थी। कोर्स ने उस शौक़ को एक ढाँचा दिया: हर सेमेस्टर प्रोजेक्ट, टीचरों के साथ कोड रिव्यू, और आख़िरी साल का इंडस्ट्री प्रोजेक्ट जो उसके पोर्टफ़ोलियो की सबसे ख़ास चीज़ बना।",
        benefits: ["हर सेमेस्टर प्रोजेक्ट का काम", "असली कोड से बना पोर्टफ़ोलियो", "मॉक टेक्निकल इंटरव्यू"],
        quote: "आख़िर तक मेरे पास सिर्फ़ मार्कशीट नहीं, पोर्टफ़ोलियो था, और नौकरी देने वालों ने उसी के बारे में पूछा।",
      },
    ],
  },
  NOT_YET_REVIEWED,
);
