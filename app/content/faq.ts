import type { z } from "zod";
import type { faqSchema } from "./disclosure-schemas";
import { exitPoints } from "./site";

/**
 * Frequently asked questions (/faq, with FAQPage structured data). An answer is either what
 * the site already states elsewhere (the exit points, the course pages'
 * own words on the BPT and on nursing) or `null`: not answered by the institute yet, shown
 * as "To be confirmed" with the phone number, and listed by the launch check (./readiness.ts).
 */
export const faq: z.infer<typeof faqSchema> = [
  {
    id: "nursing-or-bpt",
    question: "Is this nursing? Is the physiotherapy course the BPT?",
    answer: [
      "No to both. None of our 22 courses is a nursing course (such as GNM, ANM or B.Sc Nursing). The B.Voc in Physiotherapy prepares physiotherapy assistants and rehabilitation technicians who work under qualified physiotherapists: it is not the BPT (Bachelor of Physiotherapy) degree, and does not qualify you to practise as a physiotherapist. ",
      { text: "Compare all 22 courses", href: "/courses" },
      ".",
    ],
  },
  {
    id: "validity",
    question: "Is the degree valid, and who awards it?",
    answer: [
      "The B.Voc and M.Voc degrees are awarded by our two partner universities, not by the institute itself. Each university's recognition, the programmes it awards and its affiliation letters are on ",
      { text: "Recognition and approvals", href: "/recognition" },
      ".",
    ],
  },
  {
    id: "leaving-early",
    question: "What if I leave after the first or second year?",
    answer: [
      `Every B.Voc year you complete earns its own qualification: ${exitPoints
        .map((point) => `a ${point.award} after ${point.after}`)
        .join(", ")
        .replace(/, (?=[^,]*$)/, " and ")}. What is refunded if you leave is under “Refund if you leave” on the `,
      { text: "admission page", href: "/admission#fees-title" },
      ".",
    ],
  },
  {
    id: "fees-instalments",
    question: "What does a course cost in all, and can the fee be paid in instalments?",
    // The fees themselves are itemised on each course page; instalments are not confirmed.
    answer: null,
  },
  { id: "hostel", question: "Is there a hostel, and what does it cost?", answer: null },
  { id: "attendance", question: "How much attendance is required?", answer: null },
  { id: "exams", question: "Who holds the exams, and when are they?", answer: null },
];

/** Where a family finds the facts a pending answer depends on, where the site has them. */
export const FAQ_SEE_ALSO: Readonly<Record<string, { text: string; href: string }>> = {
  "fees-instalments": { text: "Fees per course", href: "/admission#fees-title" },
};
