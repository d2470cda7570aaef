import type { PopularCourse } from "./schemas";

/**
 * The three popular course cards of the home page. A card's link is the
 * slug built from its title (domain/slug.ts), so the title must match a course page.
 */
export const popularCourses: readonly PopularCourse[] = [
  {
    title: "Medical Lab Technology",
    degree: "B.Voc",
    feeRupees: 45000,
    feePeriod: "per year", // UNCONFIRMED: fee period (the spec gives the fee, not what it pays for)
    icon: "microscope",
    // UNCONFIRMED: teaching lab and hospital lab rotation
    highlights: ["Daily bench work in a teaching lab", "Hospital lab rotation", "Haematology to blood banking"],
  },
  {
    title: "Radiology & Medical Imaging",
    degree: "B.Voc",
    feeRupees: 50000,
    feePeriod: "per year", // UNCONFIRMED: fee period (the spec gives the fee, not what it pays for)
    icon: "scan",
    // UNCONFIRMED: supervised imaging practice (equipment or hospital placements)
    highlights: ["X-ray, CT and MRI fundamentals", "Radiation safety training", "Supervised imaging practice"],
  },
  {
    title: "Operation Theater Technology",
    degree: "B.Voc",
    feeRupees: 40000,
    feePeriod: "per year", // UNCONFIRMED: fee period (the spec gives the fee, not what it pays for)
    icon: "syringe",
    // UNCONFIRMED: anaesthesia equipment and surgical team rotations
    highlights: ["Sterile technique and OT set-up", "Anaesthesia equipment handling", "Surgical team rotations"],
  },
];

export const homeStats = [
  { value: "Since 2015", label: "Training healthcare professionals" },
  { value: "1000+ Graduates", label: "Trained in Gurugram since 2015" },
  { value: "95% Placement Rate", label: "Of graduates who sought placement" }, // UNCONFIRMED: what the placement rate counts
  { value: "22 Courses", label: "B.Voc, M.Voc and a short course" },
] as const;

/** Each reason's icon is a lucide name from app/components/icon-names.ts. */
export const whyChooseUs = [
  {
    icon: "hand",
    title: "60% practical training",
    text: "Every programme is 60% practical and 40% theory, so you learn by doing from the first semester.",
  },
  {
    icon: "award",
    title: "University-affiliated degrees",
    text: "B.Voc and M.Voc degrees awarded through our two partner universities, with exit points after each year.",
  },
  // UNCONFIRMED: placement support activities (internships, employer introductions)
  {
    icon: "briefcase",
    title: "Placement support",
    text: "Interview preparation, internships and introductions to hospitals, labs and companies across Delhi NCR.",
  },
  // UNCONFIRMED: faculty's hospital, lab and industry experience
  {
    icon: "users",
    title: "Experienced faculty",
    text: "Teachers who have worked in hospitals, labs and industry, and who know what employers look for.",
  },
  {
    icon: "clock",
    title: "Counselor callback in 24 hours",
    text: "Ask anything about courses, fees or eligibility and a counselor calls you back within 24 hours.",
  },
  {
    icon: "headphones",
    title: "24/7 helpline",
    text: "Students and parents can reach us at any hour, including during exams and internships.",
  },
] as const;
