import { keyPart } from "#domain/launch-readiness.ts";
import type { ContentDocument } from "./content-document";
import { courseFullName, findCourse } from "./courses";
import { claims } from "./site";
import { popularCourses } from "./home";
import { homeText } from "./translations/home";
import { siteText } from "./translations/site";
import { markedPath, valueAt, type MarkedPath } from "./marked-paths";
import {
  capitalized,
  courseEdit,
  EDIT,
  fingerprintOf,
  lines,
  pageName,
  plainTitle,
  same,
  translationSample,
  wordsAsWritten,
  type Found,
  type Text,
} from "./launch-words";
import type { LaunchItem, LaunchReading } from "./launch-items";

/**
 * Each launch item as the desk's checklist shows it to the editor who confirms it: what it is in
 * plain words, the course or page it belongs to, the words families read there now in English
 * and Hindi, and the desk screen that changes them (./launch-items.ts `reading`). The words are
 * read from the published content wherever staff edit them, so a confirmation is of the words
 * as they stand (its fingerprint), and no longer counts once they change. Never a file, a line
 * or a developer's note: those stay in `npm run launch-check`'s output. Server-only (it reads
 * every translation).
 */

const TO_BE_CONFIRMED = { en: "To be confirmed", hi: "अभी तय नहीं" };
const rupees = (amount: number) => `₹${amount.toLocaleString("en-IN")}`;

/** A course's marked words, from the course's facts as published. */
function courseReading(slug: string, path: MarkedPath, document: ContentDocument): Found | null {
  const course = findCourse(slug);
  const facts = document.courses[slug];
  if (!course || !facts) return null;
  const [, field, second, third] = path;
  const place = courseFullName(course);
  const at = (list: { en: readonly string[]; hi: readonly string[] }, index: number) => ({
    en: list.en[index] ?? "",
    hi: list.hi[index] ?? "",
  });
  let text: Text | null = null;
  if (field === "duration") text = facts.duration;
  else if (field === "eligibility") text = facts.eligibility.qualification;
  else if (field === "overview" && typeof second === "number") text = at(facts.overview, second);
  else if (field === "keyFeatures") text = { en: lines(facts.keyFeatures.en), hi: lines(facts.keyFeatures.hi) };
  else if (field === "careers" && second === "workplaces" && typeof third === "number")
    text = at(facts.workplaces, third);
  else if (field === "careers" && second === "salaryLpa")
    text = {
      en: `₹${facts.salary.minLpa}–${facts.salary.maxLpa} lakh a year`,
      hi: `₹${facts.salary.minLpa}–${facts.salary.maxLpa} लाख सालाना`,
    };
  return text && { place: `${place} (course page)`, text, edit: courseEdit(slug) };
}

/** The home page's marked words, English and Hindi from the page's own text. */
function homeReading(path: MarkedPath): Found | null {
  const [list, index, field] = path;
  if (typeof index !== "number") return null;
  const { en, hi } = homeText;
  if (list === "popularCourses") {
    const card = en.popular.courses[index];
    const hindi = hi.popular.courses[index];
    const shown = popularCourses[index];
    if (!card || !hindi || !shown) return null;
    const place = `Home page, course card: ${shown.title}`;
    const fee = rupees(shown.feeRupees);
    if (field === "feePeriod")
      return { place, text: { en: `${fee} ${card.feePeriod}`, hi: `${fee} ${hindi.feePeriod}` }, edit: null };
    if (field === "highlights")
      return { place, text: { en: lines(card.highlights), hi: lines(hindi.highlights) }, edit: null };
    return null;
  }
  if (list === "homeStats") {
    const stat = en.stats[index];
    const hindi = hi.stats[index];
    return stat && hindi
      ? {
          place: "Home page, the figures under the headline",
          text: { en: `${stat.value}: ${stat.label}`, hi: `${hindi.value}: ${hindi.label}` },
          edit: EDIT.claims,
        }
      : null;
  }
  if (list === "whyChooseUs") {
    const item = en.why.items[index];
    const hindi = hi.why.items[index];
    return item && hindi
      ? {
          place: "Home page, “Why choose us”",
          text: { en: `${item.title}: ${item.text}`, hi: `${hindi.title}: ${hindi.text}` },
          edit: null,
        }
      : null;
  }
  return null;
}

/** The admission page's marked steps, documents and session, as published. */
function admissionReading(path: MarkedPath, document: ContentDocument): Found | null {
  const admission = document.admission;
  const place = "Admission page";
  const [root, index] = path;
  if (root === "admissionSteps" && typeof index === "number") {
    const step = admission.steps[index];
    return step
      ? {
          place,
          text: { en: `${step.title.en}\n${step.text.en}`, hi: `${step.title.hi}\n${step.text.hi}` },
          edit: EDIT.admission,
        }
      : null;
  }
  if (root === "documents") {
    const { lead, items } = admission.documents;
    const list = (language: "en" | "hi") =>
      lines([lead[language], ...items.map((item) => `• ${item.name[language]} (${item.when[language]})`)]);
    return { place, text: { en: list("en"), hi: list("hi") }, edit: EDIT.admission };
  }
  if (root === "admissionYear")
    return {
      place,
      text: { en: `Admission ${admission.session}`, hi: `एडमिशन ${admission.session}` },
      edit: EDIT.admission,
    };
  return null;
}

/** The institute's and the privacy notice's marked details, as published (the same in both languages). */
function detailReading(file: "site" | "privacy", path: MarkedPath, document: ContentDocument): Found | null {
  const institute = document.institute;
  const phone = (value: unknown) =>
    value && typeof value === "object" && "display" in value ? String(value.display) : String(value ?? "");
  if (file === "privacy") {
    const [, group, field] = path;
    const privacy = document.privacy;
    const value =
      group === "fiduciary"
        ? privacy.fiduciaryName
        : group === "contact" || group === "processors"
          ? valueAt(privacy, [group, field ?? ""])
          : undefined;
    return value === undefined ? null : { place: "Privacy notice", text: same(phone(value)), edit: EDIT.privacy };
  }
  const [root, field, part] = path;
  if (root === "helplinePurpose")
    return { place: "Contact page, beside the helpline", text: document.contact.helplinePurpose, edit: EDIT.contact };
  if (root === "universities")
    return {
      place: "Recognition page and every course page",
      text: same(institute.universities.join(", ")),
      edit: EDIT.universities,
    };
  if (root === "phone")
    return { place: "Every page's header and footer", text: same(institute.phone.display), edit: EDIT.institute };
  if (root !== "site" || typeof field !== "string") return null;
  if (field === "social" && typeof part === "number") {
    const shipped = ["Facebook", "Instagram", "YouTube", "LinkedIn"][part];
    const link = institute.social.find((each) => each.name === shipped);
    return { place: "Every page's footer", text: same(link?.url ?? "(not shown)"), edit: EDIT.institute };
  }
  const value = part === undefined ? valueAt(institute, [field]) : valueAt(institute, [field, part]);
  return value === undefined
    ? null
    : { place: "Every page's header and footer, and the Contact page", text: same(phone(value)), edit: EDIT.institute };
}

/** What a SAMPLE or UNCONFIRMED comment marks, read where families read it. */
function markerReading(item: LaunchItem, sources: Readonly<Record<string, string>>, document: ContentDocument) {
  const [file = "", line = "0"] = item.where.split(/:(?=\d+$)/);
  const text = sources[file];
  const path = text ? markedPath(text, Number(line)) : null;
  if (!path) return null;
  const course = /courses\/([\w-]+)\.ts$/.exec(file);
  if (course && !file.includes("/hi/")) return courseReading(course[1]!, path, document);
  if (file.endsWith("/home.ts")) return homeReading(path);
  if (file.endsWith("/admission.ts"))
    return admissionReading(path, document) ?? wordsAsWritten(text!, Number(line), item);
  if (file.endsWith("/site.ts")) return detailReading("site", path, document);
  if (file.endsWith("/privacy.ts")) return detailReading("privacy", path, document);
  if (file.endsWith("/testimonials.ts"))
    return {
      place: "Success stories page and the Home page",
      text: same(document.testimonials.map((story) => story.name).join(", ")),
      edit: EDIT.stories,
    };
  return wordsAsWritten(text!, Number(line), item);
}

/** The content's own state (./readiness.ts), by the item's key. */
function pendingReading(item: LaunchItem, document: ContentDocument): Found | null {
  const [kind = "", rest = ""] = item.key.split(/:(.*)/s);
  const institute = document.institute;
  if (kind === "contact" && rest !== "getting-here") {
    const value =
      rest === "phone"
        ? institute.phone.display
        : rest.startsWith("second phone")
          ? institute.altPhone.display
          : rest === "chat number"
            ? institute.chat.display
            : rest === "email"
              ? institute.email
              : rest === "admissions email"
                ? institute.admissionsEmail
                : `${institute.address.street}, ${institute.address.locality}, ${institute.address.city} ${institute.address.postalCode}`;
    return {
      title: `${plainTitle(rest)}: still a sample`,
      place: "Every page's header and footer",
      text: same(value),
      edit: EDIT.institute,
    };
  }
  if (kind === "claim" && rest in claims) {
    const key = rest as keyof typeof claims;
    return {
      title: `The claim “${claims[key]}” has no source and year`,
      place: "Home page and About page",
      text: { en: claims[key], hi: siteText.hi.claims[key] },
      edit: key === "callback" ? null : EDIT.claims,
    };
  }
  if (kind === "stories")
    return {
      place: "Success stories page and the Home page",
      text: same(
        document.testimonials
          .filter((story) => story.example)
          .map((story) => story.name)
          .join(", "),
      ),
      edit: EDIT.stories,
    };
  if (kind === "faq") {
    const entry = document.faq.find((each) => keyPart(each.question.en) === rest);
    return entry
      ? {
          place: "Questions page",
          text: {
            en: `${entry.question.en}\n${TO_BE_CONFIRMED.en}`,
            hi: `${entry.question.hi}\n${TO_BE_CONFIRMED.hi}`,
          },
          edit: EDIT.faq,
        }
      : null;
  }
  const edit =
    kind === "fees"
      ? rest.startsWith("policy:")
        ? EDIT.admission
        : EDIT.fees
      : kind === "dates"
        ? rest === "seats"
          ? EDIT.courses
          : EDIT.admission
        : kind === "eligibility" || kind === "approvals"
          ? EDIT.courses
          : kind === "recognition"
            ? EDIT.universities
            : kind === "contact"
              ? EDIT.contact
              : kind === "grievance"
                ? EDIT.grievance
                : null;
  return { place: item.pages.map(pageName).join(", ") || "The desk only", text: TO_BE_CONFIRMED, edit };
}

/** An item as the checklist shows it; any item this module does not know still gets its words and pages. */
export function readingOf(
  item: LaunchItem,
  sources: Readonly<Record<string, string>>,
  document: ContentDocument,
): LaunchReading {
  const found: Found | null =
    item.group === "Hindi translations"
      ? translationSample(item.where)
      : item.key.startsWith("marker:")
        ? markerReading(item, sources, document)
        : pendingReading(item, document);
  const place = found?.place && !found.place.includes("/") ? found.place : item.pages.map(pageName).join(", ");
  const title =
    found?.title ??
    (item.group === "Hindi translations"
      ? "Hindi translation, not yet approved by a fluent reader"
      : item.key.startsWith("marker:")
        ? plainTitle(item.what)
        : capitalized(item.what));
  const text = found?.text ?? same(plainTitle(item.what));
  return { title, place: place || "The desk only", text, edit: found?.edit ?? null, fingerprint: fingerprintOf(text) };
}

/** The items with their readings. */
export function withReadings(
  items: readonly LaunchItem[],
  sources: Readonly<Record<string, string>>,
  document: ContentDocument,
): LaunchItem[] {
  return items.map((item) => ({ ...item, reading: readingOf(item, sources, document) }));
}
