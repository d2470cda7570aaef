import type { CourseInput } from "#content/course-schema.ts";

export default {
  slug: "operation-theater-technology",
  title: "Operation Theater Technology",
  degree: "B.Voc",
  subject: "Operation Theater Technology",
  category: "Paramedical",
  icon: "syringe",
  description:
    "Become the technologist who prepares the operation theatre, sterilises instruments, sets up anaesthesia equipment and assists the surgical team during procedures.",
  metaDescription:
    "B.Voc in Operation Theater Technology in Gurugram: train in surgical assistance, anaesthesia equipment, sterile technique and OT management.",
  demand: "High Demand",
  duration: "3 years (6 semesters)", // UNCONFIRMED: duration (none in the spec for this course; the curriculum follows it)
  courseType: "Full Time",
  eligibility: "10+2 Science (Physics, Chemistry, Biology)", // UNCONFIRMED: eligibility (none in the spec for this course)
  syllabus: [
    "Surgical Instruments & Asepsis",
    "Anaesthesia Technology",
    "OT Equipment Handling",
    "Surgical Procedures & Assistance",
    "CSSD Practices",
  ],
  jobOpportunities: ["OT Technician", "Anaesthesia Technician", "Surgical Assistant", "CSSD Technician"],
  overview: [
    "Every surgery depends on a team that works behind the surgeon: someone who has the theatre sterile, the instruments counted, the anaesthesia machine checked and the patient positioned before the first incision. Operation theatre technologists do this work, and stay beside the surgical team until the patient is safely shifted to recovery.",
    // UNCONFIRMED: anaesthesia and OT equipment students train on
    "You learn the names and uses of surgical instruments, scrubbing, gowning and gloving, sterilisation methods, and how to set up and troubleshoot anaesthesia workstations, monitors, cautery units and suction. As the course advances you study the steps of general, orthopaedic, gynaecological, cardiac and neuro procedures so that you can anticipate what the surgeon will need next.",
    "This programme suits students who stay steady under pressure, follow protocols exactly and can stand through long procedures. Graduates work in main and speciality OTs, day-care surgery units, emergency theatres and sterile supply departments, and can grow into OT in-charge roles or specialise in anaesthesia or cardiac OT work.",
  ],
  curriculum: [
    {
      period: "Semester 1 & 2",
      subjects: [
        "Human Anatomy & Physiology",
        "Basics of Microbiology & Asepsis",
        "Introduction to OT Layout & Surgical Instruments",
        "Patient Care & First Aid",
      ],
    },
    {
      period: "Semester 3 & 4",
      subjects: [
        "Sterilisation Techniques & CSSD",
        "Anaesthesia Technology – Equipment & Drugs",
        "OT Equipment: Cautery, Suction, Lights & Tables",
        "Pre-operative & Post-operative Care",
      ],
    },
    {
      period: "Semester 5 & 6",
      subjects: [
        "Surgical Procedures in General & Speciality Surgery",
        "Anaesthesia Techniques & Patient Monitoring",
        "OT Management, Documentation & Infection Control",
        "Internship in Hospital Operation Theatres",
      ],
    },
  ],
  careers: {
    jobRoles: [
      "OT Technician",
      "Anaesthesia Technician",
      "Surgical Assistant",
      "CSSD Technician",
      "Recovery Room Technician",
      "OT Coordinator",
    ],
    workplaces: [
      "Multi-speciality and super-speciality hospitals",
      "Day-care surgery centres",
      "Trauma and emergency centres",
      "Eye, orthopaedic and maternity hospitals",
      "Central sterile supply departments (CSSD)",
      "Government and army hospitals", // UNCONFIRMED: government and army hospitals (their recruitment rules must accept this qualification)
    ],
    salaryLpa: { min: 2.5, max: 6 }, // UNCONFIRMED: salary range (none in the spec for this course)
  },
  // UNCONFIRMED: simulated OT, anaesthesia workstations and hospital internship
  keyFeatures: [
    "Training in a simulated operation theatre",
    "Hands-on work with anaesthesia workstations",
    "Scrubbing, gowning and sterile field practice",
    "Instrument identification and tray setting",
    "Internship in hospital operation theatres",
  ],
  placementSupport: true,
  ncahpRegistration: true,
} satisfies CourseInput;
