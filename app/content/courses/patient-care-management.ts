import type { CourseInput } from "#content/course-schema.ts";

export default {
  slug: "patient-care-management",
  title: "Patient Care Management",
  degree: "B.Voc",
  subject: "Patient Care Management",
  category: "Healthcare",
  icon: "hand-heart",
  description:
    "Train to give safe, compassionate bedside care to patients in hospitals and at home, and to coordinate their admission, treatment and discharge.",
  metaDescription:
    "B.Voc in Patient Care Management in Gurugram: learn bedside care, vital signs monitoring, elderly and home care, first aid and patient coordination.",
  demand: "High Demand",
  duration: "3 years (6 semesters)",
  courseType: "Full Time",
  eligibility: "10+2 Science",
  syllabus: [
    "Fundamentals of Patient Care",
    "Vital Signs & Clinical Procedures",
    "First Aid & Emergency Care",
    "Geriatric & Home Care",
    "Patient Coordination & Documentation",
  ],
  jobOpportunities: ["Patient Care Coordinator", "General Duty Assistant", "Home Healthcare Aide", "Ward Supervisor"],
  overview: [
    "Patients in a hospital ward, and increasingly those recovering at home, need help with much more than medicines: moving safely, eating, personal hygiene, regular checks of their vital signs and someone who keeps the family informed. Patient care professionals provide this everyday support and coordinate between patients, nurses, doctors and hospital departments.",
    "You learn basic anatomy, nutrition and infection control, then practise taking temperature, pulse, blood pressure and oxygen saturation, bed-making, positioning and transferring patients, feeding and catheter care, and first aid and basic life support. Later semesters add care of elderly, bedridden, post-surgical and palliative patients, home care, patient rights and the documentation and coordination work that keeps a ward running.",
    "This course suits kind, patient and dependable students who want to work closely with people who are unwell. Graduates work in hospital wards, home healthcare services, elder care facilities and rehabilitation centres, and can grow into patient coordinator and ward supervisor roles.",
  ],
  curriculum: [
    {
      period: "Semester 1 & 2",
      subjects: [
        "Human Anatomy & Physiology",
        "Fundamentals of Patient Care & Hygiene",
        "Nutrition & Diet Assistance",
        "Communication & Patient Rights",
      ],
    },
    {
      period: "Semester 3 & 4",
      subjects: [
        "Vital Signs & Basic Clinical Procedures",
        "Infection Control & Biomedical Waste Management",
        "First Aid, BLS & Emergency Care",
        "Patient Mobility, Positioning & Transfer",
      ],
    },
    {
      period: "Semester 5 & 6",
      subjects: [
        "Geriatric, Palliative & Home Care",
        "Care of Post-operative & Critically Ill Patients",
        "Ward Management, Documentation & Patient Coordination",
        "Internship in Hospital Wards & Home Care",
      ],
    },
  ],
  careers: {
    jobRoles: [
      "Patient Care Coordinator",
      "General Duty Assistant",
      "Home Healthcare Aide",
      "Geriatric Care Assistant",
      "Ward Supervisor",
      "Patient Relations Executive",
    ],
    workplaces: [
      "Multi-speciality hospitals in Delhi NCR",
      "Home healthcare service providers",
      "Old-age homes and assisted living facilities",
      "Rehabilitation and palliative care centres",
      "Nursing homes",
      "Community health programmes",
    ],
    salaryLpa: { min: 2.5, max: 5 },
  },
  // UNCONFIRMED: skills lab, BLS certification and the internship
  keyFeatures: [
    "Bedside care practice in a skills lab",
    "Vital signs monitoring and first aid training",
    "BLS certification training",
    "Focus on elderly and home care",
    "Internship in hospital wards and home care",
  ],
  placementSupport: true,
} satisfies CourseInput;
