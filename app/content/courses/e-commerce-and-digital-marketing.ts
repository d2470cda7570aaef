import type { CourseInput } from "#content/course-schema.ts";

export default {
  slug: "e-commerce-and-digital-marketing",
  title: "E-Commerce & Digital Marketing",
  degree: "B.Voc",
  subject: "E-Commerce & Digital Marketing",
  category: "Business",
  icon: "shopping-cart",
  description:
    "A practical degree in selling and promoting online: running online stores and marketplace listings, and reaching customers through search, social media, email and paid ads.",
  metaDescription:
    "B.Voc in E-Commerce & Digital Marketing in Gurugram: SEO, social media, paid ads, marketplace selling and web analytics, practised through live projects.",
  demand: "High Demand",
  duration: "3 years (6 semesters)",
  courseType: "Full Time",
  eligibility: "10+2 any stream",
  syllabus: [
    "Search Engine Optimisation",
    "Social Media Marketing",
    "Performance Marketing",
    "E-Commerce Operations",
    "Web Analytics",
  ],
  jobOpportunities: [
    "Digital Marketing Executive",
    "SEO Executive",
    "Social Media Executive",
    "E-Commerce Executive",
    "Performance Marketing Associate",
  ],
  overview: [
    "Businesses of every size now sell through their own websites and online marketplaces, and find customers through search engines, social media and paid advertising. E-commerce and digital marketing professionals manage these channels: they list products, plan campaigns, write content, run ads and read the numbers to see what is working.",
    "In this B.Voc programme students learn the basics of marketing and consumer behaviour, then practise each channel with real tools: optimising web pages for search, planning social media calendars, setting up and budgeting paid search and social ads, writing email campaigns and tracking results in analytics dashboards. On the e-commerce side they learn catalogue and listing management, online payments, order fulfilment, returns and the rules that govern online selling in India.",
    // UNCONFIRMED: live projects and the agency internship
    "The course suits creative students who are also comfortable with numbers and enjoy following online trends. Through live projects and an internship with an agency or online brand, graduates build a portfolio and can start as digital marketing, SEO, social media or e-commerce executives, or use the skills to take their own or their family's business online.",
  ],
  curriculum: [
    {
      period: "Semester 1 & 2",
      subjects: [
        "Principles of Marketing",
        "Consumer Behaviour",
        "Introduction to E-Commerce",
        "Website Basics & Content Writing",
      ],
    },
    {
      period: "Semester 3 & 4",
      subjects: [
        "Search Engine Optimisation",
        "Social Media Marketing",
        "Email & Content Marketing",
        "Marketplace Selling & Catalogue Management",
      ],
    },
    {
      period: "Semester 5 & 6",
      subjects: [
        "Performance Marketing & Paid Ads",
        "Web Analytics & Marketing Metrics",
        "E-Commerce Logistics, Payments & Cyber Law",
        "Internship / Live Campaign Project",
      ],
    },
  ],
  careers: {
    jobRoles: [
      "Digital Marketing Executive",
      "SEO Executive",
      "Social Media Executive",
      "E-Commerce Executive",
      "Performance Marketing Associate",
      "Content Marketing Associate",
    ],
    workplaces: [
      "Digital marketing agencies",
      "D2C brands",
      "Online marketplaces",
      "Retail and FMCG companies",
      "Media and advertising firms",
      "Start-ups",
      "Freelance and own online business",
    ],
    salaryLpa: { min: 2.5, max: 7 },
  },
  // UNCONFIRMED: live campaign projects and the agency internship
  keyFeatures: [
    "Live campaign projects",
    "Hands-on use of ad and analytics tools",
    "Marketplace and online store practice",
    "Portfolio of campaigns and content",
    "Internship with an agency or brand",
  ],
  placementSupport: true,
} satisfies CourseInput;
