import {
  contentDocumentSchema,
  contentProblems,
  type ContentDocument,
  type ContentProblem,
} from "#content/content-document.ts";
import { courses } from "#content/courses/index.ts";
import { nextPrivacyEdition } from "#content/document/privacy.ts";
import { seedDocument } from "#content/seed-document.ts";
import { istDate } from "#domain/india-time.ts";
import { placementsOf, withPlacedPhotos } from "#content/document/photos.ts";
import { data, redirect, type AppLoadContext } from "react-router";
import type { ContentDraft, DeskStore } from "#domain/desk.ts";
import { PHOTO_CATEGORY_LABELS, photoView, type PhotoView } from "#domain/photos.ts";
import { requireContentEditor } from "./auth.server";
import { readDeskForm } from "./form.server";

/**
 * The desk's side of editing the site's content (docs/decisions/0024-content-published-from-the-desk.md):
 * the document being edited (the office's draft, else the live revision), a section's form
 * read into it, and publishing. The server checks every page renders before a revision is
 * written (context.content.check), so a publish cannot break the site.
 */

export const courseSlugs = (): string[] => courses.map((course) => course.slug);

export interface Editing {
  document: ContentDocument;
  /** The live revision's document, and its number. */
  live: ContentDocument;
  liveId: number;
  /** The draft being edited, or null when the live content is shown as it is. */
  draft: ContentDraft | null;
}

export async function editing(desk: DeskStore): Promise<Editing> {
  const [live, draft] = await Promise.all([desk.liveContent(), desk.contentDraft()]);
  if (!live) throw new Error("The database has no content revision (it is written at start)");
  return {
    document: documentFrom(draft?.document ?? live.document),
    live: documentFrom(live.document),
    liveId: live.id,
    draft,
  };
}

/** A stored document as this code edits it: a section a revision written by older code lacks comes from the shipped content, as the site reads it. */
export function documentFrom(json: string): ContentDocument {
  const merged = { ...seedDocument(), ...(JSON.parse(json) as Partial<ContentDocument>) };
  // Read as the site reads it where it is valid: a field added since (the privacy notice's
  // Hindi) takes its default, a fee's typed "when" its choice. A draft with errors stays as
  // it is, for the editor to correct beside each field.
  const parsed = contentDocumentSchema.safeParse(merged);
  return parsed.success ? parsed.data : merged;
}

/**
 * `document` as it goes live after `live`: a change to the privacy notice's facts makes a new
 * edition of the notice, dated today in India, so every submission records the notice it was
 * sent under (#content/document/privacy.ts).
 */
export function asPublished(document: ContentDocument, live: ContentDocument, now: Date): ContentDocument {
  return { ...document, privacy: nextPrivacyEdition(document.privacy, live.privacy, istDate(now)) };
}

/** Problems with a whole document, each at its field. */
export function problemsOf(document: ContentDocument): ContentProblem[] {
  return contentProblems(document, courseSlugs());
}

/** Problems of one section only ("institute", "fees.hotel-management"), with paths inside it. */
export function problemsIn(document: ContentDocument, section: string): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const problem of problemsOf(document)) {
    if (problem.path === section || problem.path.startsWith(`${section}.`)) {
      const key = problem.path.slice(section.length + 1) || "_";
      errors[key] ??= problem.message;
    }
  }
  return errors;
}

/** "+91 98765 43210" → "919876543210"; a 10-digit mobile gets India's code. */
export function phoneDigits(display: string): string {
  const digits = display.replace(/\D/g, "");
  return digits.length === 10 ? `91${digits}` : digits;
}

/** What was typed, to show again beside the errors when a section is refused. */
export function typedValues(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of form) values[key] = String(value);
  return values;
}

/**
 * A section's form posted by an editor or admin: `edit` reads it into the document being
 * edited and says what is wrong beside which field. Nothing is saved while a field is wrong
 * (what was typed comes back with the errors, 400); else the office's draft is saved and the
 * editor goes back to Site content.
 */
export async function saveSectionDraft(
  request: Request,
  context: AppLoadContext,
  section: string,
  edit: (form: FormData, document: ContentDocument) => { changed: ContentDocument; errors: Record<string, string> },
) {
  const { staff, desk } = await requireContentEditor(request, context);
  const form = await readDeskForm(request);
  const { document, liveId, draft } = await editing(desk);
  const { changed, errors } = edit(form, document);
  if (Object.keys(errors).length) return data({ errors, values: typedValues(form) }, { status: 400 });
  await desk.saveContentDraft({
    document: JSON.stringify(changed),
    basedOn: draft?.basedOn ?? liveId,
    staffId: staff.id,
  });
  throw redirect(`/desk/content?saved=${section}`);
}

/**
 * The document with what its pages need of each placed photo read from the library as it is
 * now (app/content/document/photos.ts): pages are rendered from the document alone, so this is
 * done when a placement is saved and again on publish (a renamed alt text, a deleted photo).
 */
export async function withLibraryPhotos(desk: DeskStore, document: ContentDocument): Promise<ContentDocument> {
  return withPlacedPhotos(document, (await desk.listPhotos()).map(photoView));
}

/**
 * The library's photos of places (campus, labs, classrooms, hospital training), newest first,
 * with their category's label: what the campus gallery and a course page may show. Photos of
 * people are left out: a face is shown only on its graduate's story, beside their recorded consent.
 */
export async function placePhotos(desk: DeskStore): Promise<(PhotoView & { category: string })[]> {
  return (await desk.listPhotos())
    .filter((photo) => photo.category !== "people")
    .map((photo) => ({ ...photoView(photo), category: PHOTO_CATEGORY_LABELS[photo.category] }));
}

/** Where the published site and the draft show a photo: "the About page's campus gallery (published)", each once. */
export async function placesShowing(desk: DeskStore, photoId: string): Promise<string[]> {
  const [live, draft] = await Promise.all([desk.liveContent(), desk.contentDraft()]);
  const places: string[] = [];
  for (const [stored, state] of [
    [live?.document, "published"],
    [draft?.document, "in the draft"],
  ] as const) {
    if (!stored) continue;
    for (const placement of placementsOf(documentFrom(stored)))
      if (placement.photoId === photoId) places.push(`${placement.where} (${state})`);
  }
  return [...new Set(places)];
}
