import type { Language } from "#domain/language.ts";
import type { FormMessages } from "#content/translations/form-messages-en.ts";

/**
 * The forms' messages for the page's language, loaded with the check (on demand): the
 * Hindi words are a chunk of their own that only Hindi pages load; English pages get
 * undefined, and the checks' own English (their default) applies.
 */
export function loadFormMessages(language: Language): Promise<FormMessages | undefined> {
  return language === "hi"
    ? import("#content/translations/form-messages-hi.ts").then((module) => module.formMessagesHi)
    : Promise.resolve(undefined);
}
