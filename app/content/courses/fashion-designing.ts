import type { CourseInput } from "#content/course-schema.ts";

export default {
  slug: "fashion-designing",
  title: "Fashion Designing",
  degree: "B.Voc",
  subject: "Fashion Designing",
  category: "Creative",
  icon: "scissors",
  description:
    "A studio-based design degree where students learn to sketch, make patterns, cut and stitch garments, and take a collection from idea to finished pieces.",
  metaDescription:
    "B.Voc in Fashion Designing in Gurugram: fashion illustration, pattern making, garment construction, textiles and CAD, ending in a portfolio and collection.",
  demand: "Growing Demand",
  duration: "3 years (6 semesters)",
  courseType: "Full Time",
  eligibility: "10+2 any stream",
  syllabus: ["Fashion Illustration", "Pattern Making", "Garment Construction", "Textile Science", "Fashion CAD"],
  jobOpportunities: [
    "Assistant Fashion Designer",
    "Pattern Maker",
    "Fashion Merchandiser",
    "Fashion Stylist",
    "Boutique Owner",
  ],
  overview: [
    "Fashion designers create the clothes people wear, from everyday ready-to-wear and ethnic wear to bridal couture and export garments. Around Delhi NCR, design studios, export houses, garment manufacturers and retail brands employ designers, pattern makers and merchandisers who can turn an idea into a product that can actually be made and sold.",
    // UNCONFIRMED: design studio and fashion CAD software
    "Students begin with drawing, colour and the basics of fabrics, then spend much of their time in the studio: drafting and grading patterns, draping on dress forms, cutting and stitching garments, and learning surface techniques such as embroidery, printing and dyeing. They also learn fashion CAD software, the history of Indian and western costume, trend forecasting and how merchandising and costing work in the garment trade.",
    // UNCONFIRMED: internship with a designer or export house
    "The course suits students with a good eye, patience for detail and a real interest in clothes and how they are made. In the final year each student designs and produces their own collection and builds a portfolio, and the internship with a designer, brand or export house prepares them for roles in design, production, merchandising and styling, or for starting their own label or boutique.",
  ],
  curriculum: [
    {
      period: "Semester 1 & 2",
      subjects: [
        "Elements of Design & Colour Theory",
        "Fashion Illustration – I",
        "Fibres & Fabrics",
        "Basic Pattern Making & Sewing Techniques",
      ],
    },
    {
      period: "Semester 3 & 4",
      subjects: [
        "Pattern Making & Grading",
        "Draping & Garment Construction",
        "Traditional Indian Textiles & Embroideries",
        "Fashion CAD",
      ],
    },
    {
      period: "Semester 5 & 6",
      subjects: [
        "Fashion Merchandising & Costing",
        "Trend Forecasting & Styling",
        "Design Collection & Portfolio Development",
        "Internship with a Designer, Brand or Export House",
      ],
    },
  ],
  careers: {
    jobRoles: [
      "Assistant Fashion Designer",
      "Pattern Maker",
      "Fashion Merchandiser",
      "Fashion Stylist",
      "Quality Controller (Apparel)",
      "Boutique Owner",
    ],
    workplaces: [
      "Designer studios and labels",
      "Garment export houses",
      "Apparel manufacturing units",
      "Fashion retail brands",
      "Online fashion stores",
      "Film, television and styling teams",
      "Own boutique or label",
    ],
    salaryLpa: { min: 2, max: 6 },
  },
  // UNCONFIRMED: studio, fashion CAD software and the internship
  keyFeatures: [
    "Studio-based garment construction",
    "Pattern making and draping practice",
    "Fashion CAD training",
    "Own design collection in final year",
    "Internship with a designer or export house",
  ],
  placementSupport: false,
} satisfies CourseInput;
