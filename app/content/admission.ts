import { formatRupees } from "../../domain/format";
import { slugify } from "../../domain/slug";
import { courseFullName, courses } from "./courses";
import { popularCourses } from "./home";

/**
 * The year the admission page advertises ("Admission 2026: Apply Online", its title). One
 * place: change it here when the next session opens. Checked at build (./validate.ts).
 */
export const admissionYear = 2026; // UNCONFIRMED: admission year (the session applications are open for)

/**
 * The admission page's "what happens after you apply" list (spec section 2: four steps):
 * the way from an enquiry to enrolment.
 */
export const admissionSteps = [
  {
    title: "Submit your application",
    text: "Fill in the form with your course and university preference. It takes about two minutes.",
  },
  {
    title: "Counselor call within 24 hours",
    text: "A counselor calls you to talk through the course, eligibility, fees and your questions.",
  },
  // UNCONFIRMED: document verification at the campus
  {
    title: "Document verification",
    text: "Bring the documents listed under “Documents to bring” to the campus, where they are checked against your application.",
  },
  // UNCONFIRMED: how a seat is confirmed (fee payment, joining details)
  {
    title: "Confirm your seat",
    text: "Pay the fee for your course to confirm admission and receive your joining details.",
  },
] as const;

/**
 * What to bring for admission. The spec names nothing; this is the usual proof of the
 * eligibility the course pages state, until the institute gives its own list.
 */
// UNCONFIRMED: the documents to bring for admission, and originals with copies
const documents = {
  title: "Documents to bring",
  lead: "Bring the original and one photocopy of each.",
  items: [
    "Class 10 mark sheet and pass certificate",
    "Class 12 mark sheet (B.Voc courses)",
    "Bachelor's degree mark sheets and certificate (M.Voc courses)",
    "School or college leaving certificate",
    "Migration certificate, if you studied under another board or university",
    "Photo identity proof, such as an Aadhaar card",
    "Recent passport-size photographs",
  ],
};

/**
 * Each course's fee as the admission page's table shows it, keyed by the course's slug, e.g.
 * "hotel-management": "₹60,000 per year". The institute has given none: a course missing here
 * shows "To be confirmed". The three home-card courses show their card's fee instead
 * (app/content/home.ts), so that figure lives in one place; listing one of them here too
 * stops the build.
 */
// UNCONFIRMED: fees of every course (only the home cards' three are in the spec)
export const courseFees: Readonly<Partial<Record<string, string>>> = {};

export const FEE_TO_BE_CONFIRMED = "To be confirmed";

/** One row per course, in the course list's order. */
export function feeTable(): { course: string; fee: string }[] {
  return courses.map((course) => {
    const card = popularCourses.find((popular) => slugify(popular.title) === course.slug);
    const fee = card ? `${formatRupees(card.feeRupees)} ${card.feePeriod}` : courseFees[course.slug];
    return { course: courseFullName(course), fee: fee ?? FEE_TO_BE_CONFIRMED };
  });
}

/** The admission page's own sentences, sent as its data (pre-rendered into its HTML). */
export const admissionPage = {
  year: admissionYear,
  title: `Admission ${admissionYear}: Apply Online`,
  lead: "Tell us which course interests you. A counselor will call you within 24 hours to guide you through eligibility, fees and the next steps.",
  help: "Our 24/7 helpline and counselors are here for you and your parents.",
} as const;

/**
 * The admission page's fee table and documents to bring. The page receives them as HTML
 * rendered on the server (app/components/admission-guide.server.tsx), not as data.
 */
export const admissionGuide = {
  documents,
  fees: {
    title: "Fees per course",
    columns: ["Course", "Fee"],
    rows: feeTable(),
    note: "A fee that says “To be confirmed” is not published yet: the counselor who calls you tells you the fee for your course.",
  },
} as const;
