import type { CourseInput } from "#content/course-schema.ts";

export default {
  slug: "yoga-and-naturopathy",
  title: "Yoga & Naturopathy",
  degree: "B.Voc",
  subject: "Yoga & Naturopathy",
  category: "Wellness",
  icon: "flower",
  description:
    "A skills-based degree in yoga practice and teaching, combined with the drug-free therapies of naturopathy such as hydrotherapy, mud therapy, diet and massage.",
  metaDescription:
    "B.Voc in Yoga & Naturopathy in Gurugram: asana, pranayama, yoga teaching, hydrotherapy, mud therapy and diet therapy, with practical training at wellness centres.",
  demand: "Growing Demand",
  duration: "3 years (6 semesters)",
  courseType: "Full Time",
  eligibility: "10+2 any stream",
  syllabus: [
    "Foundations of Yoga",
    "Asana & Pranayama Practice",
    "Human Anatomy & Physiology",
    "Naturopathy Therapies",
    "Diet & Nutrition",
    "Yoga Teaching Methods",
  ],
  jobOpportunities: [
    "Yoga Instructor",
    "Naturopathy Therapy Assistant",
    "Wellness Coach",
    "Corporate Wellness Trainer",
  ],
  overview: [
    "Yoga and naturopathy together form a drug-free approach to health that relies on posture, breath, diet, water, earth, sunlight and rest. Interest in both has grown steadily in India, and wellness resorts, naturopathy hospitals, schools and corporate offices now look for trained instructors and therapy staff.",
    // UNCONFIRMED: naturopathy treatment facilities
    "Students study the philosophy and texts of yoga, including the Yoga Sutras of Patanjali and Hatha Yoga, alongside human anatomy and physiology so they understand what each practice does to the body. Regular practice builds their own asana, pranayama and meditation, and they learn to teach groups, plan sessions for different ages and conditions, and assist with naturopathy treatments such as hydrotherapy, mud therapy, massage and fasting and diet therapy.",
    "The programme suits calm, disciplined students who look after their own health and want to help others do the same. It prepares them to work as yoga instructors and therapy assistants under the supervision of qualified naturopathy physicians; it is not the BNYS medical degree. Graduates can also teach independently or go on to postgraduate study in yoga.",
  ],
  curriculum: [
    {
      period: "Semester 1 & 2",
      subjects: [
        "Foundations & Philosophy of Yoga",
        "Human Anatomy & Physiology",
        "Asana, Pranayama & Meditation Practice – I",
        "Principles of Naturopathy",
      ],
    },
    {
      period: "Semester 3 & 4",
      subjects: [
        "Hatha Yoga Texts & Shatkarma",
        "Hydrotherapy & Mud Therapy",
        "Diet, Nutrition & Fasting Therapy",
        "Massage & Manipulative Therapy",
      ],
    },
    {
      period: "Semester 5 & 6",
      subjects: [
        "Yoga Therapy for Lifestyle Disorders",
        "Yoga Teaching Methods & Class Planning",
        "Wellness Centre Management",
        "Internship at a Naturopathy or Wellness Centre",
      ],
    },
  ],
  careers: {
    jobRoles: [
      "Yoga Instructor",
      "Naturopathy Therapy Assistant",
      "Wellness Coach",
      "Corporate Wellness Trainer",
      "School Yoga Teacher",
      "Spa and Wellness Therapist",
    ],
    workplaces: [
      "Wellness resorts and retreats",
      "Naturopathy hospitals and nature cure centres",
      "Yoga studios",
      "Schools",
      "Corporate wellness programmes",
      "Hotel spas",
      "Online and independent yoga classes",
    ],
    salaryLpa: { min: 2, max: 5 },
  },
  // UNCONFIRMED: hydrotherapy and mud therapy facilities and the wellness internship
  keyFeatures: [
    "Regular supervised yoga practice",
    "Hydrotherapy and mud therapy practicals",
    "Anatomy taught alongside every practice",
    "Supervised teaching practice",
    "Internship at a wellness centre",
  ],
  placementSupport: false,
} satisfies CourseInput;
