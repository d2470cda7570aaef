import { bilingual, NOT_YET_REVIEWED } from "./bilingual";

/**
 * What a form says when its post comes from an address above SUBMIT_HARD_CAP and the page
 * could not answer the proof of work (no JavaScript): the phone and WhatsApp numbers, and
 * that what was typed is kept. Only the server says it (app/lib/submissions.server.ts), so it
 * lives apart from the forms' own messages, which travel with the form pages' scripts.
 */
export const busyNetworkText = bilingual(
  "app/content/translations/busy-network.ts",
  {
    title: "We could not take this form just now",
    description:
      "A great many forms have come from your internet connection's address, which many mobile users share. Nothing you typed has been lost: it is below. Please call us on {phone} or message us on WhatsApp at {whatsapp}, and we will take your enquiry.",
  },
  {
    title: "हम अभी यह फ़ॉर्म नहीं ले पाए",
    description:
      "आपके इंटरनेट कनेक्शन के पते से बहुत सारे फ़ॉर्म आए हैं। यह पता कई मोबाइल यूज़र एक साथ इस्तेमाल करते हैं। आपने जो लिखा है, वह नीचे सुरक्षित है। कृपया हमें {phone} पर कॉल करें या {whatsapp} पर WhatsApp करें, हम आपकी पूछताछ दर्ज कर लेंगे।",
  },
  NOT_YET_REVIEWED,
);
