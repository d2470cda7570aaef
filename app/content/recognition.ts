import type { z } from "zod";
import type { recognitionSchema } from "./disclosure-schemas";
import { universities } from "./site";

/**
 * Recognition and approvals (/recognition, linked from the footer and the About page): who
 * awards each qualification, how each university is recognised, and the affiliation letters
 * as files. The institute gives every fact below; until then each `null` shows as "To be
 * confirmed" and the launch check lists it. These are the shipped values: staff give the
 * facts and the letters (links to the PDFs) in the desk (Content → Universities,
 * ./document/admission.ts). A letter listed here is a PDF in public/documents/; the build
 * checks each file exists (./validate.ts).
 */
export const recognition: z.infer<typeof recognitionSchema> = {
  awardingBodies: universities.map((name) => ({
    name,
    // Which of the 22 programmes this university awards, e.g. ["B.Voc (all 19 programmes)"].
    awards: null,
    // One plain sentence: its kind and how the UGC lists it.
    recognition: null,
    // e.g. { title: "Affiliation letter, 2025", href: "/documents/affiliation-university-a-2025.pdf" }
    letters: [],
  })),
  certificateAwardedBy: null,
  alliedHealth: {
    law: "Under the National Commission for Allied and Healthcare Professions Act, 2021, allied and healthcare professionals, such as lab, radiology, operation theatre, dialysis and optometry technologists and physiotherapists, register with their State Council to practise.",
    // Whether our paramedical graduates can register, and with which qualification.
    ourCourses: null,
  },
};

/** How a family can check a university for itself. */
export const howToCheck = [
  "Every university in India that may award degrees is listed by the University Grants Commission on its website, ",
  { text: "ugc.gov.in", href: "https://www.ugc.gov.in/" },
  ". Ask us for the affiliation letter of your course before you pay any fee.",
] as const;
