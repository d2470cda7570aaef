import type { CourseInput } from "#content/course-schema.ts";

export default {
  slug: "marketing-and-entrepreneurship",
  title: "Marketing & Entrepreneurship",
  degree: "B.Voc",
  subject: "Marketing & Entrepreneurship",
  category: "Business",
  icon: "trending-up",
  description:
    "A business degree for students who want to sell, grow a brand or start their own venture, covering marketing, sales, finance and the practical steps of setting up a business.",
  metaDescription:
    "B.Voc in Marketing & Entrepreneurship in Gurugram: sales, brand management, market research, small business finance and start-up planning, with live projects.",
  demand: "High Demand",
  duration: "3 years (6 semesters)",
  courseType: "Full Time",
  eligibility: "10+2 any stream",
  syllabus: [
    "Principles of Marketing",
    "Sales Management",
    "Market Research",
    "Business Accounting & Finance",
    "Entrepreneurship Development",
  ],
  jobOpportunities: [
    "Sales Executive",
    "Marketing Executive",
    "Business Development Executive",
    "Brand Executive",
    "Entrepreneur",
  ],
  overview: [
    "Every business, from a neighbourhood shop to a national brand, depends on people who can understand customers, sell a product and find new ways to grow. Marketers plan how a product is priced, promoted and distributed, while entrepreneurs take the risk of building a business of their own.",
    "This B.Voc programme covers the core of both: marketing principles, consumer behaviour, sales and distribution, brand management, market research and digital marketing, together with the accounting, costing, taxation and business law every business owner needs. Students practise through field sales assignments, market surveys, case studies and presentations, and in the final year they prepare a full business plan for their own idea.",
    "The course suits outgoing students who like talking to people and students from business families who want to modernise and grow the family enterprise. Graduates can start in sales, marketing and business development roles, launch their own venture with knowledge of start-up registration and MSME support schemes, or go on to an MBA.",
  ],
  curriculum: [
    {
      period: "Semester 1 & 2",
      subjects: [
        "Principles of Management",
        "Principles of Marketing",
        "Business Accounting",
        "Business Communication",
      ],
    },
    {
      period: "Semester 3 & 4",
      subjects: [
        "Consumer Behaviour & Market Research",
        "Sales & Distribution Management",
        "Brand Management & Advertising",
        "Business Law & GST Basics",
      ],
    },
    {
      period: "Semester 5 & 6",
      subjects: [
        "Entrepreneurship Development & Business Planning",
        "Digital Marketing",
        "Small Business Finance & MSME Schemes",
        "Internship / Business Plan Project",
      ],
    },
  ],
  careers: {
    jobRoles: [
      "Sales Executive",
      "Marketing Executive",
      "Business Development Executive",
      "Brand Executive",
      "Market Research Analyst",
      "Entrepreneur / Small Business Owner",
    ],
    workplaces: [
      "FMCG and consumer durables companies",
      "Retail chains",
      "Banks and financial services firms",
      "Advertising and marketing agencies",
      "Real estate and automobile dealerships",
      "Start-ups",
      "Family business or own venture",
    ],
    salaryLpa: { min: 3, max: 8 },
  },
  // UNCONFIRMED: field assignments and the sales or marketing internship
  keyFeatures: [
    "Field sales and market survey assignments",
    "Case studies and business presentations",
    "Own business plan in the final year",
    "Grounding in accounts, GST and business law",
    "Internship in sales or marketing",
  ],
  placementSupport: true,
} satisfies CourseInput;
