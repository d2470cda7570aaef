import { officeHourReadings } from "#domain/office-hours.ts";
import type { WorkingWeek } from "#domain/working-hours.ts";
import type { SiteConfig } from "./schemas";

/**
 * Every institute detail the spec leaves open, in one place. Every tel:, mailto: and chat
 * link on the site derives from here. Checked against siteConfigSchema at build
 * (./validate.ts).
 *
 * The browser gets these details with the page's data (the root route's loader, read with
 * useSiteData() from app/lib/site-data), not in its JavaScript: components must not import
 * `site` or `claims`. The two details code outside components needs are exported alone:
 * the phone number (the forms' "could not be sent" toast) and the universities (the
 * enquiry form's options and check).
 *
 * SAMPLE VALUES: the spec gives no real name, number, address or universities. Each value
 * marked SAMPLE below is a placeholder the institute replaces before launch (see
 * docs/operations/going-live.md, "Setting the institute's details").
 */
// Sample numbers are +91 00000 0000x: Indian numbers never begin with 0 after the country
// code, so no subscriber can hold one and nobody reaches a stranger (./sample-values.ts).
export const phone = { display: "+91 00000 00001", digits: "910000000001" }; // SAMPLE: the admissions phone

/**
 * The office hours, India time: the one week both readings on the site are derived from (the
 * footer's one-line summary and the contact page's day-by-day lines, `officeHourReadings`
 * in domain/office-hours.ts), and the desk's working hours for its "still New after 4
 * working hours" reminder. Change the hours here and every reading follows. Kept out of
 * `site` (which carries only the readings), so it is not sent to the browser with every page.
 */
export const workingWeek: WorkingWeek = {
  mon: ["09:00", "18:00"],
  tue: ["09:00", "18:00"],
  wed: ["09:00", "18:00"],
  thu: ["09:00", "18:00"],
  fri: ["09:00", "18:00"],
  sat: ["09:00", "16:00"],
  sun: ["09:00", "16:00"],
};

export const universities = ["Sample State University", "Sample Skills University"]; // SAMPLE: the two partner universities

export const site = {
  name: "Gurugram Skills Institute", // SAMPLE: the institute's name
  shortName: "GSI", // SAMPLE: the institute's short name
  caption: "Medical Institute",
  foundedYear: 2015,
  phone,
  altPhone: { display: "+91 00000 00002", digits: "910000000002" }, // SAMPLE: the second admissions line
  chat: { display: "+91 00000 00001", digits: "910000000001" }, // SAMPLE: the chat number
  email: "info@example.com", // SAMPLE: the general email
  admissionsEmail: "admissions@example.com", // SAMPLE: the admissions email
  address: {
    street: "Plot 00, Sample Road", // SAMPLE: street address
    locality: "Sector 00", // SAMPLE: sector or locality
    city: "Gurugram",
    state: "Haryana",
    postalCode: "122001", // SAMPLE: PIN code
    country: "IN",
  },
  // Derived, never written out: see workingWeek. Pure, so a page's code that imports only
  // `phone` from this module does not carry the derivation.
  officeHours: /* @__PURE__ */ officeHourReadings(workingWeek),
  universities,
  social: [
    { name: "Facebook", url: "https://www.facebook.com/example" }, // SAMPLE: the Facebook page
    { name: "Instagram", url: "https://www.instagram.com/example" }, // SAMPLE: the Instagram page
    { name: "YouTube", url: "https://www.youtube.com/@example" }, // SAMPLE: the YouTube page
    { name: "LinkedIn", url: "https://www.linkedin.com/company/example" }, // SAMPLE: the LinkedIn page
  ],
} as const satisfies SiteConfig;

/** Marketing claims, shown as written. */
export const claims = {
  since: "Since 2015",
  graduates: "1000+ Graduates",
  placementRate: "95% Placement Rate",
  placementSupport: "100% Placement Support",
  callback: "Our counselor will call you back within 24 hours",
  helpline: "24/7 helpline",
} as const;

/**
 * What the 24/7 helpline is for, said beside it on the contact page, where the office hours
 * stand in the next card: the helpline answers at any hour; the office keeps its hours.
 */
// UNCONFIRMED: what the 24/7 helpline covers (students and parents at any hour; visits in office hours)
export const helplinePurpose =
  "for students and parents at any hour, including during exams and internships. Campus visits and admission documents are handled in office hours.";

export const PRACTICAL_SHARE = 60;
export const THEORY_SHARE = 40;

/** Exit points of the B.Voc. */
export const exitPoints = [
  { after: "1 year", award: "Certificate" },
  { after: "2 years", award: "Diploma" },
  { after: "3 years", award: "Degree" },
] as const;
