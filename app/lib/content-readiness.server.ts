import { demonstrationNotice, pendingTopics } from "#content/readiness.ts";

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

let notice: string | null | undefined;

/** The demonstration notice's line for every page, or null (worked out once per process). */
export function siteDemonstrationNotice(): string | null {
  if (notice === undefined) notice = demonstrationNotice(pendingTopics(sources));
  return notice;
}
