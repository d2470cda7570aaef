import { courseFullName, findCourse } from "./courses";
import { courseHindiOf } from "./courses/hi/index";
import { TRANSLATIONS } from "./translations/index";
import { MESSAGE_TEMPLATES } from "./message-templates";
import { markedStrings, valueAt } from "./marked-paths";
import { pagesOfFile, type LaunchItem, type LaunchReading } from "./launch-items";

/**
 * The launch checklist's words (./launch-readings.ts): how a page, a desk screen and a marker's
 * note are named to the editor, the fingerprint of the words families read, and the words of
 * a marked text or a translation as their files have them, with their Hindi.
 */

/** A public page's name as staff call it, by its path. */
export function pageName(path: string): string {
  if (path.startsWith("/hi/") || path === "/hi") return `${pageName(path.slice(3) || "/")} (Hindi)`;
  const course = /^\/courses\/([\w-]+)$/.exec(path);
  if (course) {
    const found = findCourse(course[1]!);
    return found ? `${courseFullName(found)} page` : "A course page";
  }
  const names: Record<string, string> = {
    "/": "Home page",
    "/about": "About page",
    "/courses": "Courses list",
    "/contact": "Contact page",
    "/admission": "Admission page",
    "/admission/submitted": "Application sent page",
    "/faq": "Questions page",
    "/success-stories": "Success stories page",
    "/recognition": "Recognition page",
    "/grievances": "Grievances page",
    "/privacy": "Privacy notice",
    "/privacy/request": "Personal data request form",
  };
  return names[path] ?? "A page of the site";
}

/** FNV-1a of the words, in base 36: enough to tell changed words from the same ones. */
export function fingerprintOf(text: { en: string; hi: string }): string {
  let hash = 0x811c9dc5;
  for (const char of `${text.en}\u0000${text.hi}`) {
    hash ^= char.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

export const capitalized = (words: string) => words.charAt(0).toUpperCase() + words.slice(1);

/** A marker's words without its kind and without the developers' notes: "Fee period". */
export function plainTitle(what: string): string {
  const words = what
    .replace(/^(sample value|awaiting confirmation):?\s*/i, "")
    .replace(/\s*\([^)]*\bspec\b[^)]*\)/gi, "")
    .replace(/\s*\((?:[a-z]+[A-Z]\w*)\)/g, "")
    .trim();
  return capitalized(words || "This text");
}

export type Text = { en: string; hi: string };
export type Found = Omit<LaunchReading, "title" | "fingerprint"> & { title?: string };
export const same = (words: string): Text => ({ en: words, hi: words });
export const lines = (list: readonly string[]) => list.join("\n");

export const EDIT = {
  institute: { to: "/desk/content/institute", label: "Institute details" },
  universities: { to: "/desk/content/universities", label: "Universities and recognition" },
  privacy: { to: "/desk/content/privacy", label: "Privacy contact" },
  fees: { to: "/desk/content/fees", label: "Fees" },
  admission: { to: "/desk/content/admission", label: "Admission" },
  courses: { to: "/desk/content/courses", label: "Courses" },
  stories: { to: "/desk/content/testimonials", label: "Success stories" },
  faq: { to: "/desk/content/faq", label: "Questions" },
  contact: { to: "/desk/content/contact", label: "Getting here and helpline" },
  claims: { to: "/desk/content/claims", label: "Claims and their sources" },
  grievance: { to: "/desk/content/grievance", label: "Grievances" },
} as const;
export const courseEdit = (slug: string) => ({ to: `/desk/content/courses/${slug}`, label: "Courses" });

/** The path of a text among a translation's English texts, or null. */
function pathOf(value: unknown, words: string, path: string[] = []): string[] | null {
  if (value === words) return path;
  if (!value || typeof value !== "object") return null;
  for (const [key, child] of Object.entries(value)) {
    const found = pathOf(child, words, [...path, key]);
    if (found) return found;
  }
  return null;
}

/** A text's Hindi, from the translation that holds the same English words; null where none does. */
function hindiOf(words: string): string | null {
  for (const translation of TRANSLATIONS) {
    const path = pathOf(translation.en, words);
    const hindi = path ? valueAt(translation.hi, path) : undefined;
    if (typeof hindi === "string" && hindi) return hindi;
  }
  return null;
}

/** A marked text as its file has it, and its Hindi where a translation holds the same words. */
export function wordsAsWritten(source: string, line: number, item: LaunchItem): Found | null {
  const words = markedStrings(source, line);
  if (words.length === 0) return null;
  const hindi = words.map((each) => hindiOf(each) ?? "");
  return {
    place: item.pages.map(pageName).join(", "),
    text: {
      en: lines(words),
      hi: hindi.every(Boolean) ? lines(hindi) : hindi.some(Boolean) ? lines(hindi.filter(Boolean)) : "",
    },
    edit: null,
  };
}

/** A sample of a Hindi translation: its titles first, two texts in each language. */
export function translationSample(where: string): Found | null {
  const course = /courses\/hi\/([\w-]+)\.ts$/.exec(where);
  if (course) {
    const found = findCourse(course[1]!);
    if (!found) return null;
    return {
      place: `${courseFullName(found)} (course page)`,
      text: { en: found.description, hi: courseHindiOf(found.slug).description },
      edit: courseEdit(found.slug),
    };
  }
  if (where.endsWith("message-templates.ts")) {
    const template = MESSAGE_TEMPLATES.find((each) => each.text.hi);
    return template
      ? {
          place: "The desk's chat templates (not on the site)",
          text: { en: template.text.en.body, hi: template.text.hi!.body },
          edit: null,
        }
      : null;
  }
  const translation = TRANSLATIONS.find((each) => each.file === where);
  if (!translation) return null;
  const leaves: { path: string; en: string }[] = [];
  const walk = (value: unknown, path: string) => {
    if (typeof value === "string") {
      if (value.trim() && !value.includes("{")) leaves.push({ path, en: value });
    } else if (value && typeof value === "object")
      for (const [key, child] of Object.entries(value)) walk(child, path ? `${path}.${key}` : key);
  };
  walk(translation.en, "");
  const rank = (path: string) => (/(^|\.)title$/.test(path) ? 0 : /(^|\.)(lead|intro|text)$/.test(path) ? 1 : 2);
  const chosen = [...leaves].sort((a, b) => rank(a.path) - rank(b.path)).slice(0, 2);
  const hindi = (path: string) => String(valueAt(translation.hi, path.split(".")) ?? "");
  return {
    place: pagesOfFile(where).map(pageName).join(", "),
    text: { en: lines(chosen.map((leaf) => leaf.en)), hi: lines(chosen.map((leaf) => hindi(leaf.path))) },
    edit: where.includes("/faq.ts") ? EDIT.faq : null,
  };
}
