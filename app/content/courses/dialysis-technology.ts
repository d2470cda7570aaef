import type { CourseInput } from "#content/course-schema.ts";

export default {
  slug: "dialysis-technology",
  title: "Dialysis Technology",
  degree: "B.Voc",
  subject: "Dialysis Technology",
  category: "Paramedical",
  icon: "droplets",
  description:
    "Train to run haemodialysis sessions for patients with kidney failure, from machine set-up and vascular access care to monitoring and infection control.",
  metaDescription:
    "B.Voc in Dialysis Technology in Gurugram: hands-on training in haemodialysis, peritoneal dialysis, water treatment and renal patient care.",
  demand: "High Demand",
  duration: "3 years (6 semesters)", // UNCONFIRMED: duration (none in the spec for this course; the curriculum follows it)
  courseType: "Full Time",
  eligibility: "10+2 Science (Physics, Chemistry, Biology)", // UNCONFIRMED: eligibility (none in the spec for this course)
  syllabus: [
    "Renal Anatomy & Physiology",
    "Haemodialysis Techniques",
    "Peritoneal Dialysis",
    "Dialysis Machines & Water Treatment",
    "Renal Pharmacology",
  ],
  jobOpportunities: [
    "Dialysis Technician",
    "Dialysis Technologist",
    "Haemodialysis Unit Supervisor",
    "Renal Care Assistant",
  ],
  overview: [
    "People whose kidneys have failed often need dialysis two or three times a week, for years, to clean their blood. Dialysis technologists run these sessions: they prepare and test the machine, connect the patient through a fistula or catheter, watch blood pressure and fluid removal throughout, and handle problems such as cramps or a drop in pressure.",
    // UNCONFIRMED: dialysis equipment and supervised practice on patients
    "You study how the kidney works and what goes wrong in acute and chronic kidney disease, then learn the principles of diffusion and ultrafiltration behind every dialysis machine. Practical training covers priming and setting up dialysers, cannulating fistulas under supervision, heparin use, reverse-osmosis water treatment, dialyser reprocessing, peritoneal dialysis and strict infection control for hepatitis and HIV-positive patients.",
    "Because dialysis patients come back to the same unit week after week, this work suits students who are caring, reliable and comfortable building long relationships with patients and families. Graduates work in hospital nephrology units and standalone dialysis centres, and experienced technologists move into unit supervision or the clinical teams of dialysis equipment companies.",
  ],
  curriculum: [
    {
      period: "Semester 1 & 2",
      subjects: [
        "Human Anatomy & Physiology",
        "Basic Biochemistry & Microbiology",
        "Renal Anatomy & Physiology",
        "Patient Care & First Aid",
      ],
    },
    {
      period: "Semester 3 & 4",
      subjects: [
        "Principles of Dialysis",
        "Haemodialysis Machines & Water Treatment Systems",
        "Vascular Access & Anticoagulation",
        "Renal Diseases & Renal Pharmacology",
      ],
    },
    {
      period: "Semester 5 & 6",
      subjects: [
        "Advanced Haemodialysis, CRRT & Complications",
        "Peritoneal Dialysis & Kidney Transplant Care",
        "Infection Control & Dialysis Unit Management",
        "Internship in a Hospital Dialysis Unit",
      ],
    },
  ],
  careers: {
    jobRoles: [
      "Dialysis Technician",
      "Dialysis Technologist",
      "Haemodialysis Unit Supervisor",
      "Peritoneal Dialysis Coordinator",
      "Renal Care Assistant",
      "Clinical Application Specialist (Dialysis Equipment)",
    ],
    workplaces: [
      "Nephrology departments of multi-speciality hospitals",
      "Standalone dialysis centres",
      "Dialysis units under government health schemes", // UNCONFIRMED: government employers (their recruitment rules must accept this qualification)
      "Kidney transplant centres",
      "Dialysis equipment and consumables companies",
      "ICUs offering bedside dialysis",
    ],
    salaryLpa: { min: 2.5, max: 6 }, // UNCONFIRMED: salary range (none in the spec for this course)
  },
  // UNCONFIRMED: haemodialysis machines, RO plant and hospital internship
  keyFeatures: [
    "Practice on haemodialysis machines",
    "Training in RO water treatment and dialyser reprocessing",
    "Vascular access care under supervision",
    "Infection control for dialysis units",
    "Internship in a hospital dialysis unit",
  ],
  placementSupport: true,
  ncahpRegistration: true,
} satisfies CourseInput;
