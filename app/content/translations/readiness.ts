import { TOPICS, type Topic } from "#content/readiness.ts";

const HINDI_TOPICS: Record<Topic | "more", string> = {
  "contact details": "संपर्क",
  fees: "फीस",
  dates: "तारीखों",
  figures: "आँकड़ों",
  stories: "कहानियों",
  approvals: "मान्यता",
  "other details": "दूसरी बातों",
  more: "कई और बातों",
};

/** "क, ख और ग". */
function list(words: readonly string[]): string {
  return words.length < 2 ? (words[0] ?? "") : `${words.slice(0, -1).join(", ")} और ${words.at(-1)}`;
}

/**
 * The demonstration notice of the Hindi pages: the same topics as the English line
 * (demonstrationNotice in ../readiness.ts), named the same way, at most four and "more".
 * The words are in the oblique case, as "… से जुड़ी जानकारी" needs.
 */
export function hindiDemonstrationNotice(topics: readonly Topic[]): string | null {
  const present = TOPICS.filter((topic) => topics.includes(topic));
  if (present.length === 0) return null;
  const named = present.filter((topic) => topic !== "other details");
  if (named.length === 0) return "डेमो साइट: यहाँ दिखाई गई कुछ जानकारी अभी सैंपल है या पक्की नहीं है।";
  const words: (Topic | "more")[] =
    named.length > 4 || present.includes("other details") ? [...named.slice(0, 4), "more"] : named;
  return `डेमो साइट: ${list(words.map((word) => HINDI_TOPICS[word]))} से जुड़ी जानकारी अभी सैंपल है या पक्की नहीं है।`;
}
