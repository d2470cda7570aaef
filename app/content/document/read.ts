import type { Course } from "#content/course-schema.ts";
import { courses, findCourse } from "#content/courses/index.ts";
import type { CourseHindi } from "#content/courses/hindi.ts";
import { courseHindiOf } from "#content/courses/hi/index.ts";
import type { ContentDocument } from "#content/content-document.ts";
import { liveContent } from "#content/live.ts";
import { courseHindiWithFacts, courseWithFacts, type CourseFacts } from "./courses";
import type { Question } from "./faq";
import type { PhotoView } from "#domain/photos.ts";
import type { Story } from "./testimonials";

/**
 * The courses, stories and questions as the live document has them (../live.ts): what loaders
 * and the HTML renderers they call read, on the server. Never imported into a component: the
 * browser would get the shipped copy.
 */

type Edited = { en: Course; hi: CourseHindi; facts: CourseFacts | null };
const editedCourses = new WeakMap<ContentDocument, Map<string, Edited>>();

function coursesOf(document: ContentDocument) {
  let bySlug = editedCourses.get(document);
  if (!bySlug) {
    bySlug = new Map<string, Edited>();
    for (const course of courses) {
      const facts = document.courses[course.slug];
      // A document always has every course's facts (contentProblems); the shipped file is the fallback all the same.
      const en = facts ? courseWithFacts(course, facts) : course;
      const hi = facts ? courseHindiWithFacts(courseHindiOf(course.slug), facts) : courseHindiOf(course.slug);
      bySlug.set(course.slug, { en, hi, facts: facts ?? null });
    }
    editedCourses.set(document, bySlug);
  }
  return bySlug;
}

/** Every course in the course list's order, with its published facts. */
export function liveCourses(): Course[] {
  return [...coursesOf(liveContent()).values()].map((course) => course.en);
}

/** The course for a canonical or alias slug, with its published facts; undefined for no course. */
export function liveCourse(slug: string): Course | undefined {
  const shipped = findCourse(slug);
  return shipped && coursesOf(liveContent()).get(shipped.slug)?.en;
}

/** A course's Hindi prose with its published facts, by canonical slug. */
export function liveCourseHindi(slug: string): CourseHindi {
  return coursesOf(liveContent()).get(slug)?.hi ?? courseHindiOf(slug);
}

/** What only the document holds: seats, the next batch, the eligibility details, the salary's source. */
export function liveCourseFacts(slug: string): CourseFacts | null {
  return coursesOf(liveContent()).get(slug)?.facts ?? null;
}

export function liveStories(): readonly Story[] {
  return liveContent().testimonials;
}

export function liveQuestions(): readonly Question[] {
  return liveContent().faq;
}

/** The About page's gallery photos, in their order, as the live document describes them. */
export function liveGalleryPhotos(): PhotoView[] {
  const { gallery, photos } = liveContent();
  return gallery.about.flatMap((id) => (photos[id] ? [photos[id]] : []));
}

/** A placed photo as the live document describes it; null for none. */
export function livePlacedPhoto(id: string | null): PhotoView | null {
  return id === null ? null : (liveContent().photos[id] ?? null);
}
