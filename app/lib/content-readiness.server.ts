import { demonstrationNotice, pendingTopics } from "#content/readiness.ts";
import { hindiDemonstrationNotice } from "#content/translations/readiness.ts";
import type { Language } from "#domain/language.ts";

/**
 * The content's sources, as text, bundled into the server's build: the SAMPLE and UNCONFIRMED
 * comments are part of what the launch check lists, and the notice must go only when the
 * launch check has nothing left to list, whether the server runs from the sources or from
 * the build (which has no app/content/ beside it). Server-only.
 */
const sources = Object.fromEntries(
  Object.entries(
    import.meta.glob<string>(["../content/**/*.ts", "!../content/**/*.test.ts"], {
      query: "?raw",
      import: "default",
      eager: true,
    }),
  ).map(([path, text]) => [path.replace(/^\.\.\//, "app/"), text]),
);

/** The content's sources this server was built with, by path ("app/content/site.ts"). */
export function contentSources(): Readonly<Record<string, string>> {
  return sources;
}

const notices: Partial<Record<Language, string | null>> = {};

/** The demonstration notice's line for every page in a language, or null (worked out once per process). */
export function siteDemonstrationNotice(language: Language = "en"): string | null {
  if (notices[language] === undefined) {
    const topics = pendingTopics(sources);
    notices[language] = language === "hi" ? hindiDemonstrationNotice(topics) : demonstrationNotice(topics);
  }
  return notices[language];
}
