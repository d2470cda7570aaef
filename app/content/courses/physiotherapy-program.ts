import type { CourseInput } from "#content/course-schema.ts";

export default {
  slug: "physiotherapy-program",
  title: "Physiotherapy",
  degree: "B.Voc",
  subject: "Physiotherapy",
  category: "Healthcare",
  icon: "activity",
  description:
    "Learn exercise therapy, electrotherapy and rehabilitation techniques that help people recover movement after injury, surgery, stroke or long-term pain.",
  metaDescription:
    "B.Voc in Physiotherapy in Gurugram: skills-first training in exercise therapy, electrotherapy, sports injury care and rehabilitation practice.",
  demand: "High Demand",
  duration: "3 years (6 semesters)",
  courseType: "Full Time",
  eligibility: "10+2 Science",
  syllabus: [
    "Anatomy & Kinesiology",
    "Exercise Therapy",
    "Electrotherapy",
    "Orthopaedic Rehabilitation",
    "Neurological Rehabilitation",
    "Sports Physiotherapy",
  ],
  jobOpportunities: [
    "Physiotherapy Assistant",
    "Rehabilitation Technician",
    "Electrotherapy Technician",
    "Sports Injury Rehab Assistant",
  ],
  overview: [
    "Physiotherapy helps people move again: a patient walking after a knee replacement, a stroke survivor regaining the use of an arm, an office worker managing back pain or an athlete returning after a ligament injury. The work combines assessment of how a person moves with carefully planned exercise, manual techniques and electrotherapy.",
    // UNCONFIRMED: electrotherapy equipment and supervising physiotherapists
    "You study anatomy, physiology and kinesiology, the science of how joints and muscles produce movement, and then learn to assess posture, range of motion and muscle strength. Practical sessions cover therapeutic exercises, stretching and mobilisation, use of TENS, IFT, ultrasound and traction units, and rehabilitation plans for orthopaedic, neurological, cardiopulmonary, paediatric and sports conditions, all carried out under the supervision of qualified physiotherapists.",
    "This course suits students who are physically active, encouraging by nature and happy to work hands-on with patients over many sessions. It prepares them to work as physiotherapy assistants and rehabilitation technicians under the supervision of qualified physiotherapists, in hospitals, rehabilitation centres, sports academies and fitness studios; it is not the BPT (Bachelor of Physiotherapy) degree, and does not qualify them to practise as physiotherapists.",
  ],
  curriculum: [
    {
      period: "Semester 1 & 2",
      subjects: [
        "Human Anatomy",
        "Human Physiology",
        "Biomechanics & Kinesiology",
        "Introduction to Physiotherapy & Patient Handling",
      ],
    },
    {
      period: "Semester 3 & 4",
      subjects: [
        "Exercise Therapy",
        "Electrotherapy",
        "Pathology & Pharmacology for Physiotherapy",
        "Physiotherapy Assessment & Evaluation",
      ],
    },
    {
      period: "Semester 5 & 6",
      subjects: [
        "Orthopaedic & Sports Rehabilitation",
        "Neurological & Paediatric Rehabilitation",
        "Cardiopulmonary & Geriatric Rehabilitation",
        "Clinical Training in Hospital Physiotherapy Departments",
      ],
    },
  ],
  careers: {
    jobRoles: [
      "Physiotherapy Assistant",
      "Rehabilitation Technician",
      "Electrotherapy Technician",
      "Sports Injury Rehab Assistant",
      "Home Care Physiotherapy Assistant",
      "Ergonomics & Wellness Trainer",
    ],
    workplaces: [
      "Physiotherapy departments of hospitals",
      "Rehabilitation and neuro-rehab centres",
      "Physiotherapy and orthopaedic clinics",
      "Sports academies and stadiums",
      "Gyms and fitness studios",
      "Home care and elder care services",
      "Corporate wellness programmes",
    ],
    salaryLpa: { min: 3, max: 6 },
  },
  // UNCONFIRMED: physiotherapy lab, electrotherapy equipment and hospital training
  keyFeatures: [
    "Practical training in a physiotherapy lab",
    "Hands-on use of electrotherapy equipment",
    "Exercise therapy and manual technique practice",
    "Exposure to sports and neuro rehabilitation",
    "Clinical training in hospital physiotherapy departments",
  ],
  placementSupport: true,
  ncahpRegistration: true,
} satisfies CourseInput;
