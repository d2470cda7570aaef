import { aboutText } from "./about";
import { admissionStepsText, admissionText } from "./admission";
import { busyNetworkText } from "./busy-network";
import { claimsOffText } from "./claims-off";
import { contactText } from "./contact";
import { coursesText } from "./courses";
import { courseHindiProblems, courseHindiTranslations } from "#content/courses/hi/index.ts";
import { bilingual, missingKeys, NOT_YET_REVIEWED, type Bilingual } from "./bilingual";
import { formMessagesEn } from "./form-messages-en";
import { formMessagesHi } from "./form-messages-hi";
import { homeText } from "./home";
import { faqText } from "./faq";
import { galleryText } from "./gallery";
import { grievanceText } from "./grievance";
import { recognitionText } from "./recognition";
import { successStoriesText } from "./success-stories";
import { privacyPageText, privacyRequestText } from "./privacy-notice";
import { HINDI_TEMPLATES_REVIEW, MESSAGE_TEMPLATES } from "#content/message-templates.ts";
import { siteText } from "./site";
import { ui } from "./ui";

/**
 * Every piece of content in both languages, for the checks that read them all: the build's
 * (../validate.ts: no string in one language and not the other) and the launch check's
 * (every Hindi text not yet approved by a fluent reader at the institute). A new bilingual
 * module is added here.
 */
export const TRANSLATIONS: readonly Bilingual<unknown>[] = [
  ui,
  siteText,
  // The forms' messages are two modules (each language's pages load only theirs).
  bilingual("app/content/translations/form-messages-hi.ts", formMessagesEn, formMessagesHi, NOT_YET_REVIEWED),
  aboutText,
  admissionStepsText,
  admissionText,
  contactText,
  claimsOffText,
  busyNetworkText,
  homeText,
  privacyPageText,
  privacyRequestText,
  successStoriesText,
  faqText,
  galleryText,
  grievanceText,
  recognitionText,
  coursesText,
  // Each course's prose, one file per course (app/content/courses/hi/).
  ...courseHindiTranslations(),
] as Bilingual<unknown>[];

/** "app/content/translations/ui.ts: form.phone exists in English but not in Hindi", one per key. */
export function translationProblems(translations: readonly Bilingual<unknown>[] = TRANSLATIONS): string[] {
  const templates = MESSAGE_TEMPLATES.filter((template) => !template.text.hi).map(
    (template) => `app/content/message-templates.ts: "${template.id}" has no Hindi text`,
  );
  return [
    ...translations.flatMap((translation) =>
      missingKeys(translation.en, translation.hi).map(
        (key) => `${translation.file}: "${key}" is not in both English and Hindi`,
      ),
    ),
    ...(translations === TRANSLATIONS ? [...templates, ...courseHindiProblems()] : []),
  ];
}

/** What the launch check lists: each translation no fluent reader has approved yet. */
export function unreviewedTranslations(
  translations: readonly Bilingual<unknown>[] = TRANSLATIONS,
): { where: string; what: string }[] {
  const what = "the Hindi translation has not been approved by a fluent reader at the institute";
  return [
    ...translations
      .filter((translation) => translation.review.reviewedBy === null)
      .map((translation) => ({ where: translation.file, what })),
    ...(translations === TRANSLATIONS && HINDI_TEMPLATES_REVIEW.reviewedBy === null
      ? [{ where: "app/content/message-templates.ts", what: `the desk's chat templates: ${what}` }]
      : []),
  ];
}
