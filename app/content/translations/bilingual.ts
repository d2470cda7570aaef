import type { Language } from "#domain/language.ts";

/**
 * A piece of content in both languages. The Hindi text has the English text's shape with
 * every string free: a key missing from either side is a type error naming it, and the build
 * names the file and key too (missingKeys, run by ../validate.ts), so no string can exist in
 * one language and not the other.
 */
export type Translation<T> = T extends string
  ? string
  : T extends readonly (infer Item)[]
    ? readonly Translation<Item>[]
    : T extends object
      ? { readonly [Key in keyof T]: Translation<T[Key]> }
      : T;

/**
 * Whether a fluent reader at the institute has approved the Hindi: who and when, or null
 * while nobody has. `npm run launch-check` lists every translation still unreviewed; the
 * site says nothing about it to visitors.
 */
export interface HindiReview {
  reviewedBy: string | null;
  reviewedOn: string | null;
}

export const NOT_YET_REVIEWED: HindiReview = { reviewedBy: null, reviewedOn: null };

export interface Bilingual<T> {
  /** The content file, e.g. "app/content/translations/ui.ts", for the build's and the launch check's messages. */
  file: string;
  en: T;
  hi: Translation<T>;
  review: HindiReview;
}

export function bilingual<const T>(
  file: string,
  en: T,
  hi: Translation<NoInfer<T>>,
  review: HindiReview,
): Bilingual<T> {
  return { file, en, hi, review };
}

/** The text in a language. */
export function inLanguage<T>(content: Bilingual<T>, language: Language): Translation<T> {
  return language === "hi" ? content.hi : (content.en as Translation<T>);
}

/**
 * The keys (as paths, "form.labels.name") present in one language and not the other, and
 * lists of a different length; an empty Hindi string for an English one counts as missing.
 */
export function missingKeys(en: unknown, hi: unknown, path = ""): string[] {
  if (typeof en === "string" || typeof hi === "string") {
    if (typeof en !== "string" || typeof hi !== "string") return [path || "(root)"];
    // An English text with no Hindi is missing; a Hindi-only addition (a gloss) is not.
    return en !== "" && hi === "" ? [path || "(root)"] : [];
  }
  if (Array.isArray(en) || Array.isArray(hi)) {
    if (!Array.isArray(en) || !Array.isArray(hi)) return [path || "(root)"];
    const length = Math.max(en.length, hi.length);
    return Array.from({ length }, (_, index) => missingKeys(en[index], hi[index], `${path}[${index}]`)).flat();
  }
  if (en && hi && typeof en === "object" && typeof hi === "object") {
    const keys = new Set([...Object.keys(en), ...Object.keys(hi)]);
    return [...keys].flatMap((key) =>
      missingKeys(
        (en as Record<string, unknown>)[key],
        (hi as Record<string, unknown>)[key],
        path ? `${path}.${key}` : key,
      ),
    );
  }
  return en === hi || (en !== undefined && hi !== undefined && typeof en === typeof hi) ? [] : [path || "(root)"];
}
