import { z } from "zod";
import type { Testimonial } from "#content/schemas.ts";
import { photoIdSchema } from "./photos";

/**
 * The success stories as staff edit them in the desk (Content → Success stories). A real
 * graduate's story needs the date their written consent to be named was recorded: without it
 * the story cannot be published. An example story (`example`) tells of nobody, and says so on
 * its card. The photo is an optional "people" photo from the desk's photo library, shown on a
 * graduate's story only (without one the card shows the person's initials): an example story
 * tells of nobody, and a real person's face on it would say otherwise.
 */

const text = z.string().trim().min(1, "must not be empty");
const hindiText = z.string().trim().min(1, "needs its Hindi");
const both = <En extends z.ZodType, Hi extends z.ZodType>(en: En, hi: Hi) => z.object({ en, hi }).strict();

export const storySchema = z
  .object({
    /** Stays the same when the story is edited: the desk's address for it, the card's anchor. */
    id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "must be lower-case words joined by hyphens"),
    name: text,
    /** As the course is awarded: "B.Voc Medical Lab Technology". */
    course: text,
    /** The job and where: "Lab Technician, multi-speciality hospital, Gurugram". */
    role: both(text, hindiText),
    story: both(z.string().trim().min(40, "must tell the story (at least 40 characters)"), hindiText),
    rating: z.number().int("must be 1 to 5").min(1, "must be 1 to 5").max(5, "must be 1 to 5"),
    /** Written as an example, not told by a real graduate: its card says so. */
    example: z.boolean(),
    /** A photo in the desk's photo library, by its id (../document/photos.ts); null: the card shows initials. */
    photoId: photoIdSchema.nullable(),
    /** When the person's written consent to publish their story and name was recorded. */
    consentRecordedOn: z.iso.date("must be a date such as 2026-11-20").nullable(),
    benefits: both(
      z.array(text).min(3, "needs 3 or 4 benefits").max(4, "needs 3 or 4 benefits"),
      z.array(hindiText).min(3, "needs 3 or 4 benefits").max(4, "needs 3 or 4 benefits"),
    ).refine((lists) => lists.en.length === lists.hi.length, {
      path: ["hi"],
      message: "needs as many Hindi items as English ones, in the same order",
    }),
    quote: both(z.string().trim().min(20, "must be a full sentence (at least 20 characters)"), hindiText),
  })
  .strict()
  .refine((story) => story.example || story.consentRecordedOn !== null, {
    path: ["consentRecordedOn"],
    message: "a graduate's story cannot be published without the date their written consent was recorded",
  })
  .refine((story) => !story.example || story.photoId === null, {
    path: ["photoId"],
    message: "an example story tells of nobody: it shows no photo",
  });

export type Story = z.infer<typeof storySchema>;

export const storiesSectionSchema = z
  .array(storySchema)
  .refine((stories) => new Set(stories.map((story) => story.id)).size === stories.length, "each story's id once");

/** "Priya Sharma" → "PS": what the card shows in place of a photo. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0]!, words.at(-1)!] : words;
  return letters.map((word) => [...word][0]!.toUpperCase()).join("");
}

/** The stories as shipped: app/content/testimonials.ts with its Hindi (translations/success-stories.ts). */
export function shippedStories(
  testimonials: readonly Testimonial[],
  hindi: readonly { role: string; story: string; benefits: readonly string[]; quote: string }[],
): Story[] {
  return testimonials.map((person, index) => {
    const words = hindi[index]!;
    return {
      id: person.name.toLowerCase().replace(/[^a-z0-9]+/g, "-"),
      name: person.name,
      course: person.course,
      role: { en: person.role, hi: words.role },
      story: { en: person.story, hi: words.story },
      rating: person.rating,
      example: person.example,
      photoId: null,
      consentRecordedOn: null,
      benefits: { en: [...person.benefits], hi: [...words.benefits] },
      quote: { en: person.quote, hi: words.quote },
    };
  });
}
