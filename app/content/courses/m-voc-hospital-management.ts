import type { CourseInput } from "#content/course-schema.ts";

export default {
  slug: "m-voc-hospital-management",
  title: "M.Voc Hospital Management",
  degree: "M.Voc",
  subject: "Hospital Management",
  category: "Management",
  icon: "briefcase",
  description:
    "A postgraduate programme for graduates who want to manage hospital operations, quality, finance and patient services, with a dissertation and placement in a working hospital.",
  metaDescription:
    "M.Voc in Hospital Management in Gurugram for graduates: hospital operations, NABH quality, health insurance, finance and healthcare law, with hospital placement.",
  demand: "Very High Demand",
  duration: "2 years (4 semesters)",
  courseType: "Full Time",
  eligibility: "Bachelor's degree in any discipline",
  syllabus: [
    "Hospital Operations Management",
    "Quality & NABH Accreditation",
    "Healthcare Finance",
    "Health Insurance & TPA",
    "Healthcare Laws & Ethics",
  ],
  jobOpportunities: [
    "Hospital Administrator",
    "Operations Manager",
    "Quality Manager",
    "TPA / Insurance Manager",
    "Patient Services Manager",
  ],
  overview: [
    "Hospital managers keep a hospital running so that doctors and nurses can focus on patients. They plan departments and staffing, control budgets and purchases, manage admissions, billing and insurance claims, handle patient complaints, and prepare the hospital for quality accreditation such as NABH.",
    // UNCONFIRMED: projects carried out in hospitals
    "This M.Voc programme takes graduates from any discipline through the management side of healthcare: hospital planning, clinical and support service operations, healthcare finance and costing, human resources, materials management, health information systems, health insurance and TPA processes, and the laws and ethics that govern hospitals in India. Teaching uses case studies, departmental audits and projects carried out in hospitals, so students learn how decisions are actually made on the floor.",
    // UNCONFIRMED: hospital placement in the second year
    "It suits graduates in science, commerce, arts or allied health, and working professionals, who want to move into supervisory and managerial roles in healthcare. The second year ends with a dissertation and a placement in a hospital, after which graduates can take up roles in hospital administration, operations, quality, insurance desks and patient services in NABH hospitals, diagnostic chains and healthcare organisations across Delhi NCR.",
  ],
  curriculum: [
    {
      period: "Semester 1 & 2",
      subjects: [
        "Principles of Healthcare Management",
        "Hospital Planning & Operations Management",
        "Healthcare Finance, Costing & Billing",
        "Human Resource Management in Hospitals",
      ],
    },
    {
      period: "Semester 3 & 4",
      subjects: [
        "Quality Management, Patient Safety & NABH Accreditation",
        "Health Insurance, TPA & Medical Records",
        "Healthcare Laws, Ethics & Materials Management",
        "Dissertation with Hospital Placement",
      ],
    },
  ],
  careers: {
    jobRoles: [
      "Hospital Administrator",
      "Operations Manager",
      "Quality Manager",
      "TPA / Insurance Manager",
      "Patient Services Manager",
      "Medical Records Manager",
    ],
    workplaces: [
      "NABH-accredited hospitals in Delhi NCR",
      "Multispeciality and super-speciality hospitals",
      "Diagnostic and pathology chains",
      "Health insurance companies and TPAs",
      "Public health programmes", // UNCONFIRMED: government employers (their recruitment rules must accept this qualification)
      "Healthcare consulting firms",
      "Medical tourism facilitators",
    ],
    salaryLpa: { min: 6, max: 15 },
  },
  // UNCONFIRMED: hospital case studies and the dissertation placement
  keyFeatures: [
    "Open to graduates of any discipline",
    "Case studies from real hospital operations",
    "Focus on NABH quality and patient safety",
    "Health insurance and TPA processes",
    "Dissertation with hospital placement",
  ],
  placementSupport: true,
} satisfies CourseInput;
