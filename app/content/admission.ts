import { courseFullName, courses } from "./courses";
import { TO_BE_CONFIRMED } from "./disclosure-schemas";
import { FEE_POLICY_ADVICE, FEE_POLICY_TITLES, feePolicies, feeSummaries } from "./fees";

/**
 * The year the admission page advertises ("Admission 2026: Apply Online", its title). One
 * place: change it here when the next session opens. Checked at build (./validate.ts).
 */
export const admissionYear = 2026; // UNCONFIRMED: admission year (the session applications are open for)

/**
 * The admission page's "what happens after you apply" list (four steps, as the spec has it):
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
 * What to bring for admission, and where each applies: the proof of the eligibility the
 * course pages state, and what Haryana's admissions and scholarships ask for, until the
 * institute gives its own list.
 */
// UNCONFIRMED: the documents to bring for admission, and originals with copies
const documents = {
  title: "Documents to bring",
  lead: "Bring the original and one photocopy of each that applies to you.",
  items: [
    { name: "Class 10 mark sheet and pass certificate", when: "Everyone" },
    { name: "Class 12 mark sheet", when: "B.Voc courses" },
    { name: "Bachelor's degree mark sheets and certificate", when: "M.Voc courses" },
    { name: "School or college leaving certificate", when: "Everyone" },
    { name: "Character certificate", when: "From your last school or college" },
    { name: "Migration certificate", when: "If you studied under another board or university" },
    { name: "Gap certificate (an affidavit)", when: "If a year or more has passed since your last examination" },
    {
      name: "Parivar Pehchan Patra (family ID)",
      when: "Haryana families: state scholarships and fee concessions ask for it",
    },
    {
      name: "Haryana domicile (resident) certificate",
      when: "If you claim a seat, concession or scholarship for Haryana residents",
    },
    { name: "Caste certificate", when: "If you apply under a reserved category (SC, BC-A, BC-B)" },
    { name: "Income certificate", when: "For scholarships and fee concessions that depend on family income" },
    { name: "Photo identity proof, such as an Aadhaar card", when: "Everyone" },
    { name: "Recent passport-size photographs", when: "Everyone" },
  ],
};

export const FEE_TO_BE_CONFIRMED = TO_BE_CONFIRMED;

/**
 * One row per course, in the course list's order: its tuition ("₹45,000 per year" for the
 * three home cards, app/content/home.ts) and the whole course's cost, from the itemised fees
 * in ./fees.ts; "To be confirmed" where the institute has not given them.
 */
export function feeTable(): { course: string; slug: string; tuition: string; total: string }[] {
  return feeSummaries().map((row, index) => ({ course: courseFullName(courses[index]!), ...row }));
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
    columns: ["Course", "Tuition", "Whole course"],
    /** Read when the page is rendered, from the published fees (a value taken at load would be the shipped ones). */
    get rows() {
      return feeTable();
    },
    note: "“To be confirmed” means the fee is not published yet: the counselor who calls you tells you the fee for your course. Each course's page itemises its fees.",
    policies: (Object.keys(feePolicies) as (keyof typeof feePolicies)[]).map((key) => ({
      id: key,
      title: FEE_POLICY_TITLES[key],
      text: feePolicies[key],
      advice: FEE_POLICY_ADVICE[key],
    })),
  },
} as const;
