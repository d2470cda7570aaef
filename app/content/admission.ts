import { courseFullName, courses } from "./courses";
import { TO_BE_CONFIRMED } from "./disclosure-schemas";
import { FEE_POLICY_ADVICE, FEE_POLICY_TITLES, feePolicies, feeSummaries } from "./fees";

/**
 * The year the admission page advertises ("Admission 2026: Apply Online", its title). One
 * place: change it here when the next session opens. Checked at build (./validate.ts).
 */
export const admissionYear = 2026; // UNCONFIRMED: admission year (the session applications are open for)

export const FEE_TO_BE_CONFIRMED = TO_BE_CONFIRMED;

/**
 * One row per course, in the course list's order: its tuition ("₹45,000 per year" for the
 * three home cards, app/content/home.ts) and the whole course's cost, from the itemised fees
 * in ./fees.ts; "To be confirmed" where the institute has not given them.
 */
export function feeTable(): { course: string; slug: string; tuition: string; total: string }[] {
  return feeSummaries().map((row, index) => ({ course: courseFullName(courses[index]!), ...row }));
}

/**
 * The admission page's fee table: its rows and its policies. The page receives it as HTML
 * rendered on the server (app/components/admission-guide.server.tsx), not as data. Its words,
 * the steps and the documents to bring are in one place, in both languages:
 * ./translations/admission.ts.
 */
export const admissionGuide = {
  fees: {
    /** Read when the page is rendered, from the published fees (a value taken at load would be the shipped ones). */
    get rows() {
      return feeTable();
    },
    policies: (Object.keys(feePolicies) as (keyof typeof feePolicies)[]).map((key) => ({
      id: key,
      title: FEE_POLICY_TITLES[key],
      text: feePolicies[key],
      advice: FEE_POLICY_ADVICE[key],
    })),
  },
} as const;
