import type { Translation } from "./bilingual";
import type { formMessagesEn } from "./form-messages-en";

/**
 * What the forms' checks say, in Hindi: the twin of ./form-messages-en.ts, loaded only by
 * Hindi pages (with the check, on demand) and by the server for a post from a Hindi page.
 * Not yet reviewed by the institute (./index.ts).
 */
export const formMessagesHi: Translation<typeof formMessagesEn> = {
  missingInformation: { title: "जानकारी अधूरी है", description: "कृपया सभी ज़रूरी खाने भरें।" },
  invalidPhone: { title: "फ़ोन नंबर सही नहीं है", description: "कृपया 10 अंकों का सही फ़ोन नंबर लिखें।" },
  applicationSubmitted: {
    title: "आपका फ़ॉर्म जमा हो गया!",
    description: "रुचि दिखाने के लिए धन्यवाद। हमारे काउंसलर 24 घंटे के अंदर आपसे संपर्क करेंगे।",
  },
  messageSent: { title: "आपका मैसेज भेज दिया गया!", description: "हम 24 घंटे के अंदर आपको जवाब देंगे।" },
  requestReceived: {
    title: "आपका अनुरोध मिल गया!",
    reference: "आपका रेफ़रेंस नंबर {reference} है। ",
    reply: "हम {days} दिनों के अंदर जवाब देंगे।",
  },
  checkDetails: {
    title: "कृपया अपनी जानकारी जाँच लें",
    description: "कुछ खानों में सुधार चाहिए। हर खाने के पास बताया गया है कि क्या ठीक करना है।",
  },
  tooMany: {
    title: "बहुत बार भेजा गया",
    description: "कृपया कुछ मिनट रुककर दोबारा भेजें, या हमें {phone} पर कॉल करें।",
  },
  notSent: {
    title: "आपका मैसेज नहीं भेजा जा सका",
    description: "आपने जो लिखा है, वह सब सुरक्षित है। कृपया थोड़ी देर में दोबारा भेजें, या हमें {phone} पर कॉल करें।",
  },
  unreadable: { title: "फ़ॉर्म पढ़ा नहीं जा सका", description: "फ़ॉर्म पढ़ा नहीं जा सका। कृपया दोबारा कोशिश करें।" },
  invalidEmail: "कृपया सही ईमेल पता लिखें, जैसे name@example.com।",
  tooLong: "{label} {max} अक्षरों से ज़्यादा नहीं हो सकता।",
  hiddenCharacters: "कृपया छिपे हुए फ़ॉर्मैटिंग वाले अक्षर हटा दें (ये अक्सर कॉपी-पेस्ट के साथ आ जाते हैं)।",
  plainLine: "कृपया सिर्फ़ अक्षर, स्पेस और आम विराम-चिह्न इस्तेमाल करें।",
  labels: { name: "नाम", phone: "फ़ोन", email: "ईमेल", message: "मैसेज", subject: "विषय", details: "ब्योरा" },
  missing: {
    name: "कृपया अपना पूरा नाम लिखें।",
    phone: "कृपया अपना फ़ोन नंबर लिखें।",
    email: "कृपया अपना ईमेल पता लिखें।",
    course: "कृपया एक कोर्स चुनें।",
    university: "कृपया एक यूनिवर्सिटी चुनें।",
    applicant: "कृपया बताएँ कि यह फ़ॉर्म कौन भर रहा है।",
    studentName: "कृपया स्टूडेंट का नाम लिखें।",
    guardianName: "कृपया अपने माता-पिता या अभिभावक का नाम लिखें।",
    guardianPhone: "कृपया अपने माता-पिता या अभिभावक का फ़ोन नंबर लिखें।",
    message: "कृपया अपना मैसेज लिखें।",
    kind: "कृपया चुनें कि आप क्या चाहते हैं।",
  },
  notAnOption: {
    course: "कृपया लिस्ट में से कोई कोर्स चुनें।",
    university: "कृपया लिस्ट में से कोई यूनिवर्सिटी चुनें।",
    other: "कृपया दिए गए विकल्पों में से एक चुनें।",
  },
};
