import type { CourseInput } from "#content/course-schema.ts";

export default {
  slug: "cardiac-care-technology",
  title: "Cardiac Care Technology",
  degree: "B.Voc",
  subject: "Cardiac Care Technology",
  category: "Paramedical",
  icon: "heart-pulse",
  description:
    "Learn to perform ECG, echocardiography and stress tests and to assist cardiologists in the cath lab, cardiac ICU and during emergencies.",
  metaDescription:
    "B.Voc in Cardiac Care Technology in Gurugram: train in ECG, echo, TMT, Holter monitoring and cath lab assistance with hospital internship.",
  demand: "Very High Demand",
  duration: "3 years (6 semesters)", // UNCONFIRMED: duration (none in the spec for this course; the curriculum follows it)
  courseType: "Full Time",
  eligibility: "10+2 Science (Physics, Chemistry, Biology)", // UNCONFIRMED: eligibility (none in the spec for this course)
  syllabus: [
    "Cardiovascular Anatomy & Physiology",
    "Electrocardiography (ECG)",
    "Echocardiography",
    "Cath Lab Procedures",
    "Cardiac Pharmacology",
  ],
  jobOpportunities: [
    "Cardiac Care Technician",
    "ECG Technician",
    "Cath Lab Technician",
    "Echo Technician",
    "Cardiac ICU Technician",
  ],
  overview: [
    "Heart disease is one of the leading causes of death in India, and every cardiology department needs trained technologists alongside its doctors. Cardiac care technologists record and read ECGs, run treadmill tests and Holter monitors, help with echocardiography, and assist cardiologists during angiography, angioplasty and pacemaker procedures.",
    "You start with the anatomy of the heart, blood flow and the electrical conduction system, then learn to place leads, record a clean 12-lead ECG and recognise dangerous rhythms. Later semesters cover stress testing, echo views and measurements, cath lab equipment, haemodynamic monitoring, defibrillators and basic and advanced cardiac life support.",
    "The course suits students who are alert, quick to react in emergencies and interested in how the body and medical electronics work together. Graduates work in cardiology departments, cath labs, cardiac ICUs and heart clinics, and can specialise further in echocardiography or electrophysiology.",
  ],
  curriculum: [
    {
      period: "Semester 1 & 2",
      subjects: [
        "Human Anatomy & Physiology",
        "Cardiovascular Anatomy & Physiology",
        "Basics of Electrocardiography",
        "Patient Care & Basic Life Support",
      ],
    },
    {
      period: "Semester 3 & 4",
      subjects: [
        "ECG Interpretation & Arrhythmias",
        "Stress Testing (TMT) & Holter Monitoring",
        "Cardiac Pharmacology",
        "Cardiac Diseases & Diagnostic Methods",
      ],
    },
    {
      period: "Semester 5 & 6",
      subjects: [
        "Echocardiography",
        "Cath Lab Procedures & Haemodynamic Monitoring",
        "Cardiac ICU Care, Defibrillation & ACLS",
        "Internship in a Hospital Cardiology Department",
      ],
    },
  ],
  careers: {
    jobRoles: [
      "Cardiac Care Technician",
      "ECG Technician",
      "Cath Lab Technician",
      "Echo Technician",
      "TMT & Holter Technician",
      "Cardiac ICU Technician",
    ],
    workplaces: [
      "Cardiology departments of multi-speciality hospitals",
      "Dedicated heart hospitals and cardiac centres in Delhi NCR",
      "Cath labs",
      "Cardiac ICUs and CCUs",
      "Non-invasive cardiology clinics",
      "Cardiac device and equipment companies",
    ],
    salaryLpa: { min: 3, max: 7 }, // UNCONFIRMED: salary range (none in the spec for this course)
  },
  // UNCONFIRMED: TMT and Holter equipment, cath lab exposure, hospital internship
  keyFeatures: [
    "ECG recording and rhythm reading practice",
    "Training on TMT and Holter equipment",
    "Exposure to cath lab workflows",
    "BLS and ACLS emergency drills",
    "Internship in a hospital cardiology department",
  ],
  placementSupport: true,
  ncahpRegistration: true,
} satisfies CourseInput;
