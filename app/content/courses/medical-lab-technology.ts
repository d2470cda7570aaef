import type { CourseInput } from "#content/course-schema.ts";

export default {
  slug: "medical-lab-technology",
  title: "Medical Lab Technology",
  degree: "B.Voc",
  subject: "Medical Lab Technology",
  category: "Paramedical",
  icon: "microscope",
  description:
    "Learn to collect, process and test blood, urine and tissue samples that doctors rely on for diagnosis, with daily bench work in haematology, biochemistry and microbiology.",
  metaDescription:
    "B.Voc in Medical Lab Technology in Gurugram: a skills-first degree in haematology, clinical biochemistry, microbiology and blood banking.",
  demand: "Very High Demand",
  duration: "3 years (6 semesters)", // UNCONFIRMED: duration (none in the spec for this course; the curriculum follows it)
  courseType: "Full Time",
  eligibility: "10+2 Science (Physics, Chemistry, Biology)", // UNCONFIRMED: eligibility (none in the spec for this course)
  syllabus: [
    "Haematology",
    "Clinical Biochemistry",
    "Microbiology",
    "Histopathology",
    "Blood Banking",
    "Immunology & Serology",
  ],
  jobOpportunities: ["Medical Lab Technologist", "Phlebotomist", "Blood Bank Technician", "Lab Quality Executive"],
  overview: [
    "Most medical decisions, from a routine fever to cancer treatment, begin with a laboratory report. Medical lab technologists are the people who draw the sample, run the test, check that the result is reliable and hand it to the doctor, often within hours.",
    // UNCONFIRMED: lab equipment students practise on (analysers)
    "In this programme you learn how blood, urine, body fluids and tissue are collected, stored and analysed. You practise cell counts and blood grouping, run biochemistry analysers, culture bacteria and test them against antibiotics, prepare stained slides for histopathology, and follow the quality-control and biosafety rules used in NABL-accredited laboratories.",
    "The course suits students who enjoyed biology and chemistry in school, are patient and careful with detail, and are comfortable around blood and samples. Graduates work in hospital labs, diagnostic chains, blood banks and research labs, and can go on to an M.Voc, M.Sc in MLT or a specialisation such as cytology or molecular diagnostics.",
  ],
  curriculum: [
    {
      period: "Semester 1 & 2",
      subjects: [
        "Human Anatomy & Physiology",
        "Basic Biochemistry",
        "Fundamentals of Lab Practice & Biosafety",
        "Phlebotomy & Sample Collection",
      ],
    },
    {
      period: "Semester 3 & 4",
      subjects: [
        "Haematology & Coagulation",
        "Clinical Biochemistry",
        "Medical Microbiology & Parasitology",
        "Immunology & Serology",
      ],
    },
    {
      period: "Semester 5 & 6",
      subjects: [
        "Histopathology & Cytology",
        "Blood Banking & Transfusion Medicine",
        "Lab Quality Management & NABL Standards",
        "Internship in a Hospital or Diagnostic Lab",
      ],
    },
  ],
  careers: {
    jobRoles: [
      "Medical Lab Technologist",
      "Phlebotomist",
      "Blood Bank Technician",
      "Histopathology Technician",
      "Microbiology Lab Technician",
      "Lab Quality Control Executive",
    ],
    workplaces: [
      "Multi-speciality hospitals in Delhi NCR",
      "Diagnostic lab chains and collection centres",
      "NABL-accredited pathology labs",
      "Licensed blood banks",
      "Government hospitals and health centres", // UNCONFIRMED: government employers (their recruitment rules must accept this qualification)
      "Research and clinical trial laboratories",
    ],
    salaryLpa: { min: 2.5, max: 6 }, // UNCONFIRMED: salary range (none in the spec for this course)
  },
  // UNCONFIRMED: diagnostic lab, analysers and hospital internship
  keyFeatures: [
    "Hands-on training in a working diagnostic lab",
    "Practice on haematology and biochemistry analysers",
    "Sample collection and phlebotomy practice",
    "Quality control and NABL documentation skills",
    "Internship in a hospital or diagnostic lab",
  ],
  placementSupport: true,
  ncahpRegistration: true,
} satisfies CourseInput;
