import type { CourseInput } from "#content/course-schema.ts";

export default {
  slug: "hotel-management",
  title: "Hotel Management",
  degree: "B.Voc",
  subject: "Hotel Management",
  category: "Hospitality",
  icon: "chef-hat",
  description:
    "A hands-on hospitality degree covering the four core hotel departments – kitchen, front office, housekeeping and food & beverage service – with industrial training in working hotels.",
  metaDescription:
    "B.Voc in Hotel Management in Gurugram: food production, front office, housekeeping and F&B service, with practical sessions and hotel industrial training.",
  demand: "High Demand",
  duration: "3 years (6 semesters)",
  courseType: "Full Time",
  eligibility: "10+2 any stream",
  syllabus: [
    "Food Production",
    "Front Office Operations",
    "Housekeeping",
    "Food & Beverage Service",
    "Hospitality Accounting",
  ],
  jobOpportunities: [
    "Front Office Associate",
    "Commis Chef",
    "F&B Service Steward",
    "Housekeeping Supervisor",
    "Guest Relations Executive",
  ],
  overview: [
    "Hotel management is the work of running everything a guest experiences in a hotel, from the welcome at the front desk and the cleanliness of the room to the food on the plate and the service at the table. Hotels, restaurants, airlines and cruise lines need trained staff who can keep standards high during long shifts and busy seasons.",
    // UNCONFIRMED: training kitchen, restaurant and front desk
    "In this B.Voc programme students learn the four operational departments through regular practical sessions: cooking and plating in the kitchen, laying covers and serving guests in the restaurant, making beds and planning room cleaning in housekeeping, and handling reservations, check-ins and check-outs at the front desk. Alongside this they study hygiene and food safety, hospitality accounting, communication and the basics of hotel sales and revenue.",
    // UNCONFIRMED: industrial training in hotels
    "The course suits students who enjoy meeting people, can stay calm under pressure and are willing to work weekends and festive seasons. With about 60% of the time spent on practicals and industrial training in working hotels, graduates can apply for trainee roles in hotels, resorts, restaurant chains and airline catering, and grow towards supervisory roles.",
  ],
  curriculum: [
    {
      period: "Semester 1 & 2",
      subjects: [
        "Foundation Course in Food Production",
        "Foundation Course in Food & Beverage Service",
        "Front Office Operations – I",
        "Housekeeping Operations – I",
      ],
    },
    {
      period: "Semester 3 & 4",
      subjects: [
        "Quantity Food Production & Indian Cuisine",
        "Bar Operations & Beverage Knowledge",
        "Hygiene, Food Safety & HACCP",
        "Hospitality Accounting & Property Management Systems",
      ],
    },
    {
      period: "Semester 5 & 6",
      subjects: [
        "Advanced Food Production & Bakery",
        "Rooms Division Management & Revenue Basics",
        "Hotel Sales, Marketing & Event Management",
        "Industrial Training in a Hotel",
      ],
    },
  ],
  careers: {
    jobRoles: [
      "Front Office Associate",
      "Commis Chef",
      "F&B Service Steward",
      "Housekeeping Supervisor",
      "Guest Relations Executive",
      "Banquet Sales Coordinator",
    ],
    workplaces: [
      "Five-star and business hotels",
      "Resorts and heritage properties",
      "Restaurant and café chains",
      "Airline and flight catering units",
      "Cruise lines",
      "Banquet halls and event venues",
      "Hospital and corporate food services",
    ],
    salaryLpa: { min: 2.5, max: 7 },
  },
  // UNCONFIRMED: training kitchen, service practicals and training in hotels
  keyFeatures: [
    "Regular kitchen and service practicals",
    "Front office and housekeeping skills",
    "Industrial training in working hotels",
    "Food safety and HACCP grounding",
    "Grooming and guest communication practice",
  ],
  placementSupport: true,
} satisfies CourseInput;
