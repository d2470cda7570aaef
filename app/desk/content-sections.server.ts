import { redirect } from "react-router";
import type { ContentDocument } from "#content/content-document.ts";
import type { DeskStore } from "#domain/desk.ts";
import { editing, problemsIn } from "./content.server";

/**
 * Saving one section of the content document from a desk form (courses, success stories,
 * questions): the section's problems are put beside the form's fields, else the draft is saved.
 */

/** Lines of a text box, each trimmed, empty ones left out: a list, one item a line. */
export const linesOf = (typed: string) =>
  typed
    .replace(/\r\n?/g, "\n")
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);

/** Paragraphs of a text box, separated by an empty line. */
export const paragraphsOf = (typed: string) =>
  typed
    .replace(/\r\n?/g, "\n")
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/\s*\n\s*/g, " ").trim())
    .filter(Boolean);

/**
 * The problems of `section` in `changed`, each on the form field whose name is the longest
 * start of its path ("overview.hi.1" on "overview.hi", as "Item 2: …"); a problem no field
 * takes goes on `fallback`.
 */
export function fieldErrors(
  changed: ContentDocument,
  section: string,
  fields: readonly string[],
  fallback: string,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [path, message] of Object.entries(problemsIn(changed, section))) {
    const field = fields
      .filter((name) => path === name || path.startsWith(`${name}.`))
      .sort((a, b) => b.length - a.length)[0];
    const rest = field ? path.slice(field.length + 1) : "";
    const item = /^\d+$/.test(rest) ? `Item ${Number(rest) + 1}: ` : "";
    errors[field ?? fallback] ??= `${item}${message}`;
  }
  return errors;
}

/** Saves the changed document as the office's draft and goes back to Site content, or to `to`. */
export async function saveDraft(
  desk: DeskStore,
  staffId: string,
  changed: ContentDocument,
  to = "/desk/content",
): Promise<never> {
  const { liveId, draft } = await editing(desk);
  await desk.saveContentDraft({ document: JSON.stringify(changed), basedOn: draft?.basedOn ?? liveId, staffId });
  throw redirect(to);
}

/** An id for a new entry from its words: "Is there a hostel?" → "is-there-a-hostel", unique among `taken`. */
export function newId(words: string, taken: readonly string[]): string {
  const base =
    words
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "")
      .split("-")
      .slice(0, 6)
      .join("-") || "entry";
  let id = base;
  for (let n = 2; taken.includes(id); n++) id = `${base}-${n}`;
  return id;
}
