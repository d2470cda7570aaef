/** Header navigation, in order. */
export const NAV_ITEMS = [
  { label: "Home", to: "/" },
  { label: "About", to: "/about" },
  { label: "Courses", to: "/courses" },
  { label: "Success Stories", to: "/success-stories" },
  { label: "Admission", to: "/admission" },
  { label: "Contact", to: "/contact" },
] as const;

/** Footer quick links, including the in-page #counseling anchor the spec names. */
export const FOOTER_QUICK_LINKS = [
  { label: "About Us", to: "/about" },
  { label: "All Courses", to: "/courses" },
  { label: "Success Stories", to: "/success-stories" },
  { label: "Admission Process", to: "/admission" },
  { label: "Free Counseling", to: "#counseling" },
  { label: "Questions (FAQ)", to: "/faq" },
  // What a family checks before trusting an institute.
  { label: "Recognition and approvals", to: "/recognition" },
  { label: "Grievances and anti-ragging", to: "/grievances" },
  { label: "Contact Us", to: "/contact" },
] as const;

/**
 * Courses linked from the footer. Kept here, not read from the course data, so the footer
 * does not ship all 22 courses to every page; ./validate.ts checks each against the courses.
 */
export const FOOTER_COURSES = [
  { slug: "medical-lab-technology", title: "Medical Lab Technology" },
  { slug: "radiology-and-medical-imaging", title: "Radiology & Medical Imaging" },
  { slug: "operation-theater-technology", title: "Operation Theater Technology" },
  { slug: "hospital-management", title: "Hospital Management" },
  { slug: "physiotherapy-program", title: "Physiotherapy" },
  { slug: "computer-software-technology", title: "Computer Software Technology" },
] as const;
