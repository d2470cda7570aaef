import { PERSONAL_ENQUIRY_FIELDS, type PersonalEnquiryFieldKey } from "#domain/enquiry-fields.ts";
import { LANGUAGES, type Language } from "#domain/language.ts";

/**
 * What the admission form and the quick enquiry collect, and why, in the privacy notice's
 * words (DPDP Act s.5(1): the personal data and the purpose), one group of enquiry fields at a
 * time, each in English and Hindi (s.5(3)). Both notices (./privacy-notice.ts and
 * ./translations/privacy-notice.ts) list these lines and nothing else for the form, so neither
 * can leave a field out:
 * - a personal field (domain/enquiry-fields.ts) that no group names is a type error below,
 *   naming the field;
 * - a group without its Hindi is a type error;
 * - the build (./validate.ts, enquiryNoticeProblems) and the unit tests stop when a notice, in
 *   either language, does not list every group's line.
 * A change here changes what the notice says: give the notice a new version (./privacy.ts).
 */

type InBoth = Readonly<Record<Language, string>>;

export interface EnquiryNoticeGroup {
  fields: readonly PersonalEnquiryFieldKey[];
  /** What the form asks for, as the notice lists it. */
  collected: InBoth;
  /** Why, as the notice says after it. */
  why: InBoth;
}

export const ENQUIRY_NOTICE_GROUPS = {
  contact: {
    fields: ["name", "phone", "email"],
    collected: { en: "your name, phone number and email", hi: "आपका नाम, फ़ोन नंबर और ईमेल" },
    why: {
      en: "so that a counsellor can call or write to you about your enquiry",
      hi: "ताकि काउंसलर आपकी पूछताछ के बारे में आपको कॉल कर सकें या लिख सकें",
    },
  },
  interest: {
    fields: ["course", "university"],
    collected: {
      en: "the course and the university you are interested in",
      hi: "जिस कोर्स और यूनिवर्सिटी में आपकी रुचि है",
    },
    why: {
      en: "so that the counsellor can tell you about that course",
      hi: "ताकि काउंसलर आपको उसी कोर्स के बारे में बता सकें",
    },
  },
  message: {
    fields: ["message"],
    collected: { en: "a message, if you choose to write one", hi: "एक मैसेज, अगर आप लिखना चाहें" },
    why: { en: "so that we can answer what you ask", hi: "ताकि हम आपके सवाल का जवाब दे सकें" },
  },
  applicant: {
    fields: ["applicant"],
    collected: {
      en: "who is filling in the form: a student 18 or older, a parent or guardian, or a student under 18",
      hi: "फ़ॉर्म कौन भर रहा है: 18 साल या उससे बड़ा स्टूडेंट, माता-पिता या अभिभावक, या 18 साल से कम उम्र का स्टूडेंट",
    },
    why: {
      en: "so that we know when a parent's or guardian's consent is needed",
      hi: "ताकि हमें पता रहे कि कब माता-पिता या अभिभावक की सहमति चाहिए",
    },
  },
  guardian: {
    fields: ["guardianName", "guardianPhone"],
    collected: {
      en: "for a student under 18: a parent's or guardian's name and phone number",
      hi: "18 साल से कम उम्र के स्टूडेंट के लिए: माता-पिता या अभिभावक का नाम और फ़ोन नंबर",
    },
    why: {
      en: "so that our counsellor can speak with them first and ask for their consent",
      hi: "ताकि हमारे काउंसलर पहले उनसे बात कर सकें और उनकी सहमति ले सकें",
    },
  },
  student: {
    fields: ["studentName"],
    collected: {
      en: "when a parent or guardian fills it in: the student's name",
      hi: "जब माता-पिता या अभिभावक फ़ॉर्म भरें: स्टूडेंट का नाम",
    },
    why: { en: "so that we know whom the enquiry is about", hi: "ताकि हमें पता रहे कि पूछताछ किसके बारे में है" },
  },
} as const satisfies Record<string, EnquiryNoticeGroup>;

type NamedField = (typeof ENQUIRY_NOTICE_GROUPS)[keyof typeof ENQUIRY_NOTICE_GROUPS]["fields"][number];
/**
 * Every personal field is named by a group: a field no group names is missing from this
 * object, and the type check says which ("Property 'city' is missing").
 */
const everyPersonalFieldNamed: Record<Exclude<PersonalEnquiryFieldKey, NamedField>, never> = {};
void everyPersonalFieldNamed;

const groups: readonly EnquiryNoticeGroup[] = Object.values(ENQUIRY_NOTICE_GROUPS);

/** The notice's lines for the form in a language: what is collected, then why. */
export function enquiryNoticeLines(language: Language): string[] {
  return groups.map((group) => `${group.collected[language]} — ${group.why[language]}`);
}

/** The personal enquiry fields no group names (none, or the build stops). */
export function enquiryFieldsNotInNotice(): PersonalEnquiryFieldKey[] {
  const named = new Set(groups.flatMap((group) => group.fields));
  return PERSONAL_ENQUIRY_FIELDS.filter((key) => !named.has(key));
}

/**
 * What keeps the notices from saying what the form collects, in each language: a personal
 * field no group names, a group's text missing, or a notice whose form lists other lines.
 * `formLines`: the lines each language's notice lists for the admission form.
 */
export function enquiryNoticeProblems(formLines: Record<Language, readonly string[] | undefined>): string[] {
  const problems: string[] = [];
  const unnamed = enquiryFieldsNotInNotice();
  if (unnamed.length > 0)
    problems.push(`no group names the personal enquiry field${unnamed.length > 1 ? "s" : ""} ${unnamed.join(", ")}`);
  for (const language of LANGUAGES) {
    for (const [key, group] of Object.entries(ENQUIRY_NOTICE_GROUPS) as [string, EnquiryNoticeGroup][])
      if (!group.collected[language]?.trim() || !group.why[language]?.trim())
        problems.push(`the group "${key}" has no ${language} text for what is collected or why`);
    const expected = enquiryNoticeLines(language);
    const listed = formLines[language] ?? [];
    const missing = expected.filter((line) => !listed.includes(line));
    const extra = listed.filter((line) => !expected.includes(line));
    if (missing.length > 0 || extra.length > 0)
      problems.push(
        `the ${language} notice's admission form lists ${listed.length} lines, not the groups' ${expected.length}` +
          (missing.length ? `; missing: ${missing.map((line) => `"${line}"`).join(", ")}` : "") +
          (extra.length ? `; not from a group: ${extra.map((line) => `"${line}"`).join(", ")}` : ""),
      );
  }
  return problems;
}
