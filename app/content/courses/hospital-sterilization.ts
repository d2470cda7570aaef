import type { CourseInput } from "#content/course-schema.ts";

export default {
  slug: "hospital-sterilization",
  title: "Hospital Sterilization",
  degree: "Short Course",
  subject: "Hospital Sterilization",
  category: "Healthcare",
  icon: "shield-check",
  description:
    "A six-month certification course that trains you to clean, pack and sterilise surgical instruments and run the central sterile supply department of a hospital.",
  metaDescription:
    "Short course in Hospital Sterilization in Gurugram: 6-month CSSD certification in instrument cleaning, autoclaving and infection control, open after 10th.",
  demand: "Growing Demand",
  duration: "6 months",
  courseType: "Full Time / Part Time (Certification)",
  eligibility: "10th pass",
  syllabus: [
    "Microbiology & Infection Basics",
    "Cleaning & Disinfection",
    "Instrument Packing",
    "Autoclave & Low-Temperature Sterilisation",
    "CSSD Workflow & Records",
  ],
  jobOpportunities: ["CSSD Technician", "Sterilisation Assistant", "Infection Control Assistant"],
  overview: [
    "Every instrument used in an operation theatre, labour room or dressing room has to be cleaned, checked, packed and sterilised before it touches the next patient. This work happens in the hospital's central sterile supply department (CSSD), and the technicians who run it play a direct part in preventing hospital-acquired infections.",
    // UNCONFIRMED: autoclaves and sterilisers students operate
    "Over six months you learn how germs spread, how to decontaminate and wash used instruments, how to inspect and pack them into sets, and how to operate steam autoclaves and low-temperature sterilisers such as ethylene oxide and plasma systems. You also practise using chemical and biological indicators, keeping batch records and handling biomedical waste safely.",
    "The course is open to students who have passed Class 10 and want a quick, practical route into hospital work, and the part-time option suits those already working in a hospital. Trained CSSD staff are needed in hospitals of every size, and the certificate can be a first step towards further study in operation theatre or healthcare programmes.",
  ],
  curriculum: [
    {
      period: "Modules 1 & 2 (Months 1–2)",
      subjects: [
        "Module 1: Microbiology and infection basics",
        "Module 1: Hand hygiene and personal protective equipment",
        "Module 2: Hospital layout and role of the CSSD",
        "Module 2: Identification of surgical instruments",
      ],
    },
    {
      period: "Modules 3 & 4 (Months 3–4)",
      subjects: [
        "Module 3: Decontamination, manual and ultrasonic cleaning",
        "Module 3: Disinfection methods and chemicals",
        "Module 4: Instrument inspection, assembly and packing",
        "Module 4: Steam sterilisation and autoclave operation",
      ],
    },
    {
      period: "Modules 5 & 6 (Months 5–6)",
      subjects: [
        "Module 5: Low-temperature sterilisation (ETO and plasma)",
        "Module 5: Sterilisation indicators, validation and record keeping",
        "Module 6: Sterile storage, distribution and biomedical waste handling",
        "Module 6: On-the-job training in a hospital CSSD",
      ],
    },
  ],
  careers: {
    jobRoles: [
      "CSSD Technician",
      "Sterilisation Assistant",
      "CSSD Store Assistant",
      "OT Instrument Assistant",
      "Infection Control Assistant",
      "Housekeeping Supervisor (Clinical Areas)",
    ],
    workplaces: [
      "Hospital central sterile supply departments",
      "Operation theatres and labour rooms",
      "Nursing homes and maternity centres",
      "Dental and eye clinics",
      "Day-care surgery centres",
      "Sterilisation equipment service companies",
    ],
    salaryLpa: { min: 2, max: 4 },
  },
  // UNCONFIRMED: autoclave practice and the hospital CSSD training
  keyFeatures: [
    "Open to students after Class 10",
    "Full-time and part-time batches",
    "Hands-on autoclave and packing practice",
    "Training as per hospital infection control protocols",
    "On-the-job training in a hospital CSSD",
  ],
  placementSupport: true,
} satisfies CourseInput;
