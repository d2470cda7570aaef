/**
 * The 24 valid course slugs the spec lists, written out here (not read from the course
 * data) so that unit and end-to-end tests catch content drifting from the spec.
 */
export const SPEC_SLUGS: readonly string[] = [
  "medical-lab-technology",
  "radiology-medical-imaging",
  "radiology-and-medical-imaging",
  "operation-theater-technology",
  "optometry-technology",
  "dialysis-technology",
  "cardiac-care-technology",
  "hospital-management",
  "hospital-sterilization",
  "patient-care-management",
  "physiotherapy-program",
  "multimedia-animation",
  "multimedia-and-animation",
  "hotel-management",
  "computer-software-technology",
  "yoga-and-naturopathy",
  "information-technology",
  "e-commerce-and-digital-marketing",
  "fashion-designing",
  "beauty-science-and-cosmetology",
  "marketing-and-entrepreneurship",
  "physical-fitness-training",
  "m-voc-hospital-management",
  "m-voc-computer-software-technology",
];
