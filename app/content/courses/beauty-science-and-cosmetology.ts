import type { CourseInput } from "#content/course-schema.ts";

export default {
  slug: "beauty-science-and-cosmetology",
  title: "Beauty Science & Cosmetology",
  degree: "B.Voc",
  subject: "Beauty Science & Cosmetology",
  category: "Beauty & Wellness",
  icon: "sparkles",
  description:
    "A professional beauty degree covering skin care, hair styling and colouring, make-up, nail care and salon management, grounded in the science of skin, hair and cosmetics.",
  metaDescription:
    "B.Voc in Beauty Science & Cosmetology in Gurugram: skin care, hair cutting and colouring, make-up artistry, nail art and salon management, with salon practice.",
  demand: "Growing Demand",
  duration: "3 years (6 semesters)",
  courseType: "Full Time",
  eligibility: "10+2 any stream",
  syllabus: [
    "Skin Science & Facials",
    "Hair Cutting & Styling",
    "Hair Colouring & Chemical Treatments",
    "Make-up Artistry",
    "Nail Care & Nail Art",
    "Salon Management",
  ],
  jobOpportunities: ["Beauty Therapist", "Make-up Artist", "Hair Stylist", "Cosmetology Assistant", "Salon Manager"],
  overview: [
    "Beauty and cosmetology professionals care for the skin, hair and nails of their clients and help them look and feel their best, whether for everyday grooming, a wedding or a film shoot. Salons, spas, bridal studios, cosmetic brands and dermatology clinics all need trained staff who understand both the technique and the science behind it.",
    "Students learn the structure of skin and hair, common skin and scalp conditions, and the chemistry of cosmetic products, so they can choose treatments safely and know when to refer a client to a doctor. Most of the course is practical: clean-ups and facials, waxing and threading, hair cutting, styling, colouring and chemical treatments, bridal, fashion and HD make-up, manicure, pedicure and nail art, always with strict attention to hygiene and sterilisation.",
    // UNCONFIRMED: internship in a salon or studio
    "The programme suits students with an eye for detail, steady hands and a friendly manner with people. Alongside technical skills they learn client consultation, product retailing and the basics of running a salon, and after an internship in a working salon or studio they can join the industry as therapists, stylists and make-up artists or set up their own salon or freelance practice.",
  ],
  curriculum: [
    {
      period: "Semester 1 & 2",
      subjects: [
        "Anatomy & Physiology of Skin and Hair",
        "Basic Skin Care, Waxing & Threading",
        "Manicure, Pedicure & Nail Care",
        "Salon Hygiene, Safety & Client Handling",
      ],
    },
    {
      period: "Semester 3 & 4",
      subjects: [
        "Cosmetic Chemistry",
        "Advanced Facials & Skin Treatments",
        "Hair Cutting & Styling",
        "Hair Colouring & Chemical Treatments",
      ],
    },
    {
      period: "Semester 5 & 6",
      subjects: [
        "Bridal, Fashion & HD Make-up",
        "Nail Art & Extensions",
        "Salon & Spa Management",
        "Internship in a Salon or Studio",
      ],
    },
  ],
  careers: {
    jobRoles: [
      "Beauty Therapist",
      "Make-up Artist",
      "Hair Stylist",
      "Nail Technician",
      "Cosmetology Assistant",
      "Salon Manager",
    ],
    workplaces: [
      "Unisex salons and salon chains",
      "Spas and wellness resorts",
      "Bridal and make-up studios",
      "Dermatology and aesthetic clinics",
      "Cosmetic and skincare brands",
      "Film, television and fashion shoots",
      "Own salon or freelance practice",
    ],
    salaryLpa: { min: 2, max: 5 },
  },
  // UNCONFIRMED: practice facilities and the salon internship
  keyFeatures: [
    "Hands-on practice in every technique",
    "Science of skin, hair and cosmetics",
    "Bridal and fashion make-up practice",
    "Salon management and client handling",
    "Internship in a working salon",
  ],
  placementSupport: false,
} satisfies CourseInput;
