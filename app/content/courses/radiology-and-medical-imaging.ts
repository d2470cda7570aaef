import type { CourseInput } from "#content/course-schema.ts";

export default {
  slug: "radiology-and-medical-imaging",
  aliases: ["radiology-medical-imaging"],
  title: "Radiology & Medical Imaging",
  degree: "B.Voc",
  subject: "Radiology & Medical Imaging",
  category: "Paramedical",
  icon: "scan",
  description:
    "Train to operate X-ray, CT and MRI equipment, position patients safely and produce the clear images radiologists need to make a diagnosis.",
  metaDescription:
    "B.Voc in Radiology & Medical Imaging in Gurugram: learn X-ray, CT, MRI and ultrasound assistance, patient positioning and radiation safety.",
  demand: "Very High Demand",
  duration: "3 years (6 semesters)", // UNCONFIRMED: duration (none in the spec for this course; the curriculum follows it)
  courseType: "Full Time",
  eligibility: "10+2 Science (Physics, Chemistry, Biology)", // UNCONFIRMED: eligibility (none in the spec for this course)
  syllabus: [
    "Radiographic Positioning",
    "Physics of Imaging",
    "CT Scan Technology",
    "MRI Technology",
    "Radiation Protection",
  ],
  jobOpportunities: [
    "Radiographer (X-ray Technician)",
    "CT Technologist",
    "MRI Technologist",
    "Cath Lab Imaging Assistant",
  ],
  overview: [
    "When a doctor needs to see a fracture, a tumour or a blocked vessel, a radiology technologist takes the picture. They prepare the patient, choose the right settings on the X-ray, CT or MRI machine, and make sure the image is sharp enough for the radiologist to report on, while keeping radiation doses as low as possible.",
    "You begin with anatomy and the physics of X-rays and magnetism, then move to radiographic positioning for every part of the body, contrast studies, CT and MRI scanning protocols, and the basics of assisting in ultrasound and mammography. Radiation protection under AERB guidelines, patient care and image processing on PACS systems are taught throughout.",
    "This course suits students who like physics and technology, can stay calm with anxious or injured patients, and are willing to work in shifts. Graduates work in hospital radiology departments and diagnostic imaging centres, and can later specialise in CT, MRI or interventional radiology or continue to an M.Voc or M.Sc in medical imaging.",
  ],
  curriculum: [
    {
      period: "Semester 1 & 2",
      subjects: [
        "Human Anatomy & Physiology",
        "Radiation Physics & Basics of Imaging",
        "Patient Care in Radiology",
        "Radiographic Positioning – Upper & Lower Limbs",
      ],
    },
    {
      period: "Semester 3 & 4",
      subjects: [
        "Radiographic Positioning – Spine, Skull & Chest",
        "Contrast Media & Special Procedures",
        "Radiation Protection & AERB Safety Standards",
        "Digital Radiography, CR & PACS",
      ],
    },
    {
      period: "Semester 5 & 6",
      subjects: [
        "CT Scan Technology",
        "MRI Technology",
        "Ultrasound, Mammography & Interventional Radiology Basics",
        "Internship in a Hospital Radiology Department",
      ],
    },
  ],
  careers: {
    jobRoles: [
      "Radiographer (X-ray Technician)",
      "CT Technologist",
      "MRI Technologist",
      "Mammography Technician",
      "Cath Lab Imaging Assistant",
      "PACS Administrator",
    ],
    workplaces: [
      "Radiology departments of multi-speciality hospitals",
      "Diagnostic imaging centres in Delhi NCR",
      "Trauma and emergency centres",
      "Orthopaedic and cancer hospitals",
      "Government hospitals and medical colleges", // UNCONFIRMED: government employers (their recruitment rules must accept this qualification)
      "Teleradiology service providers",
    ],
    salaryLpa: { min: 3, max: 7 }, // UNCONFIRMED: salary range (none in the spec for this course)
  },
  // UNCONFIRMED: imaging equipment and hospital internship
  keyFeatures: [
    "Positioning practice for every body region",
    "Exposure to X-ray, CT and MRI workflows",
    "Radiation safety as per AERB guidelines",
    "Digital imaging and PACS handling",
    "Internship in a hospital radiology department",
  ],
  placementSupport: true,
  ncahpRegistration: true,
} satisfies CourseInput;
