import type { CourseInput } from "#content/course-schema.ts";

export default {
  slug: "hospital-management",
  title: "Hospital Management",
  degree: "B.Voc",
  subject: "Hospital Management",
  category: "Management",
  icon: "building-2",
  description:
    "Learn how hospitals are run behind the scenes, from front office and billing to medical records, insurance desks, quality accreditation and department operations.",
  metaDescription:
    "B.Voc in Hospital Management in Gurugram: learn hospital operations, medical records, TPA and billing, NABH quality and healthcare HR, open to any stream.",
  demand: "High Demand",
  duration: "3 years (6 semesters)",
  courseType: "Full Time",
  eligibility: "10+2 any stream",
  syllabus: [
    "Hospital Operations",
    "Medical Records & HIS",
    "Health Insurance & TPA",
    "NABH Quality Standards",
    "Healthcare HR & Finance",
  ],
  jobOpportunities: [
    "Hospital Front Office Executive",
    "TPA / Insurance Desk Executive",
    "Medical Records Officer",
    "Quality Executive (NABH)",
    "Patient Relations Executive",
  ],
  overview: [
    "A hospital is also a large organisation with admissions, billing, insurance claims, stores, housekeeping, staff rosters and legal compliance running round the clock. Hospital management professionals keep these systems working so that doctors and nurses can concentrate on patients, and so that patients are admitted, treated and discharged smoothly.",
    // UNCONFIRMED: regular hospital visits
    "You learn how each hospital department functions, how patient records are kept on hospital information systems, how cashless insurance and TPA claims are processed, and what NABH accreditation requires. The course also covers healthcare laws, materials and pharmacy store management, hospital finance, HR and patient communication, with regular visits to hospital departments to see these processes at work.",
    "Because no science background is required, this course suits students from any stream who are organised, good with people and interested in healthcare without a clinical role. Graduates start in front office, billing, insurance, records or quality teams, and with experience can move into department manager roles or continue to an M.Voc or MBA in Hospital Administration.",
  ],
  curriculum: [
    {
      period: "Semester 1 & 2",
      subjects: [
        "Introduction to Healthcare & Hospital Systems",
        "Basic Medical Terminology",
        "Principles of Management",
        "Communication Skills & Front Office Practice",
      ],
    },
    {
      period: "Semester 3 & 4",
      subjects: [
        "Hospital Operations & Support Services",
        "Medical Records & Hospital Information Systems",
        "Health Insurance, TPA & Billing",
        "Materials & Pharmacy Store Management",
      ],
    },
    {
      period: "Semester 5 & 6",
      subjects: [
        "Quality Management & NABH Accreditation",
        "Healthcare Laws, Ethics & Human Resource Management",
        "Hospital Finance & Accounting",
        "Internship in Hospital Administration",
      ],
    },
  ],
  careers: {
    jobRoles: [
      "Hospital Front Office Executive",
      "TPA / Insurance Desk Executive",
      "Medical Records Officer",
      "Quality Executive (NABH)",
      "Patient Relations Executive",
      "Floor / Department Coordinator",
    ],
    workplaces: [
      "Multi-speciality and corporate hospitals in Delhi NCR",
      "Nursing homes and day-care centres",
      "Diagnostic and imaging chains",
      "Health insurance companies and TPAs",
      "Medical tourism facilitators",
      "Government health programmes and hospitals", // UNCONFIRMED: government employers (their recruitment rules must accept this qualification)
      "Healthcare IT and hospital software companies",
    ],
    salaryLpa: { min: 3, max: 8 },
  },
  // UNCONFIRMED: hospital information system training and the internship
  keyFeatures: [
    "Open to students from any 10+2 stream",
    "Training on hospital information systems",
    "Insurance, TPA and billing desk practice",
    "NABH quality and documentation projects",
    "Internship in hospital administration",
  ],
  placementSupport: true,
} satisfies CourseInput;
