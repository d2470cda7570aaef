import type { Testimonial } from "./schemas";

/**
 * Four success stories, written as examples: no graduate has told them yet.
 * Each says so on the page (`example: true`) until it is replaced by a real graduate's story,
 * told with their consent; then set `example: false`. The launch check lists every example.
 */
// UNCONFIRMED: every testimonial (replace with graduates who agreed to be named)
export const testimonials: readonly Testimonial[] = [
  {
    name: "Priya Sharma",
    course: "B.Voc Medical Lab Technology",
    role: "Lab Technician, multi-speciality hospital, Gurugram",
    story:
      "Priya joined straight after her 10+2 in science, unsure whether a lab career would suit her. By her second year she was running routine haematology and biochemistry panels during her hospital rotation, and the lab she trained in offered her a position before her final semester ended.",
    rating: 5,
    example: true,
    image: "PS",
    benefits: [
      "Hospital lab rotation from year two",
      "Hands-on with automated analysers",
      "Placement before graduation",
    ],
    quote: "I learned on the same machines I use at work today, so my first week on the job felt familiar.",
  },
  {
    name: "Rahul Yadav",
    course: "B.Voc Radiology & Medical Imaging",
    role: "Radiology Technician, diagnostic centre, Delhi NCR",
    story:
      "Rahul came from a small town near Rewari and wanted a healthcare career that did not need medical school. He trained on X-ray and CT positioning under supervision, learned radiation safety by doing it every day, and now works shifts at a busy imaging centre.",
    rating: 5,
    example: true,
    image: "RY",
    benefits: [
      "Supervised X-ray and CT practice",
      "Radiation safety drilled from day one",
      "Interview preparation with counsellors",
    ],
    quote: "The faculty treated every practical like a real patient case. That habit is why I was hired.",
  },
  {
    name: "Anjali Verma",
    course: "B.Voc Hospital Management",
    role: "Front Office Executive, private hospital, Gurugram",
    story:
      "Anjali studied commerce and was drawn to the business side of healthcare. The programme's internship placed her at a hospital's admissions and billing desk, where she learned how patient flow, insurance and records fit together, and she stayed on after it ended.",
    rating: 5,
    example: true,
    image: "AV",
    benefits: ["Internship at a working hospital desk", "Insurance and billing practice", "Communication workshops"],
    quote: "I understood what a hospital needs from its front office before my first interview.",
  },
  {
    name: "Mohit Kumar",
    course: "B.Voc Computer Software Technology",
    role: "Junior Software Developer, IT services firm, Gurugram",
    story:
      "Mohit had taken mathematics in 10+2 and taught himself a little programming. The course gave that curiosity structure: projects every semester, code reviews with faculty, and a final-year industry project that became the centrepiece of his portfolio.",
    rating: 5,
    example: true,
    image: "MK",
    benefits: ["Project work every semester", "Portfolio built through real code", "Mock technical interviews"],
    quote: "By the end I had a portfolio, not just a mark sheet, and that is what employers asked about.",
  },
];
