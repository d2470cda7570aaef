/** Text of the About page: mission, vision, six highlights, partnerships. */
export const mission =
  "To give young people in Haryana and across India a direct route into skilled, respected careers through degrees that teach the work itself: hands-on, industry-guided and affordable.";

export const vision =
  "To be the institute employers in Delhi NCR trust first for job-ready healthcare, management and technology professionals, and the one students recommend to their friends.";

export const story = [
  // UNCONFIRMED: founding story (one paramedical programme in 2015)
  "We began in Gurugram in 2015 with a single paramedical programme and a simple belief: that a good technician, therapist or manager is made in the lab, the ward and the workplace as much as in the classroom.",
  "Today we teach 22 programmes, from B.Voc degrees in medical lab technology and radiology to hotel management, software and digital marketing, and two M.Voc degrees for graduates. More than 1000 students have graduated from our programmes since 2015.",
];

/** Each highlight's icon is a lucide name from app/components/icon-names.ts. */
export const highlights = [
  // UNCONFIRMED: teaching labs and their equipment
  {
    icon: "flask-conical",
    title: "Working labs",
    text: "Teaching labs equipped like the hospital and diagnostic labs our students go on to work in.",
  },
  // UNCONFIRMED: clinical rotations and internships with hospitals
  {
    icon: "hospital",
    title: "Hospital training",
    text: "Clinical rotations and internships with hospitals and diagnostic centres in Delhi NCR.",
  },
  {
    icon: "graduation-cap",
    title: "University degrees",
    text: "B.Voc and M.Voc degrees awarded through two partner universities.",
  },
  {
    icon: "layers",
    title: "Exit at every year",
    text: "A certificate after 1 year, a diploma after 2 years and a degree after 3 years.",
  },
  // UNCONFIRMED: placement cell and its activities
  {
    icon: "briefcase",
    title: "Placement cell",
    text: "100% placement support: CV clinics, mock interviews and employer introductions.",
  },
  // UNCONFIRMED: instalments and scholarship guidance
  {
    icon: "wallet",
    title: "Affordable fees",
    text: "Fees a family can plan for, paid in instalments, with guidance on scholarships.",
  },
] as const;

export const partnerships = {
  lead: "Our degree programmes are offered in affiliation with two partner universities, which set the syllabus framework, hold the examinations and award the degrees.",
  // UNCONFIRMED: industry partners who host internships and hire graduates
  industry:
    "We also work with hospitals, diagnostic laboratories, hotels and companies across Delhi NCR, which host our students for internships and hire our graduates.",
};
