import { courseSchema, type Course, type CourseInput } from "#content/course-schema.ts";

import medicalLabTechnology from "./medical-lab-technology";
import radiologyAndMedicalImaging from "./radiology-and-medical-imaging";
import operationTheaterTechnology from "./operation-theater-technology";
import optometryTechnology from "./optometry-technology";
import dialysisTechnology from "./dialysis-technology";
import cardiacCareTechnology from "./cardiac-care-technology";
import hospitalManagement from "./hospital-management";
import hospitalSterilization from "./hospital-sterilization";
import patientCareManagement from "./patient-care-management";
import physiotherapyProgram from "./physiotherapy-program";
import multimediaAndAnimation from "./multimedia-and-animation";
import hotelManagement from "./hotel-management";
import computerSoftwareTechnology from "./computer-software-technology";
import yogaAndNaturopathy from "./yoga-and-naturopathy";
import informationTechnology from "./information-technology";
import eCommerceAndDigitalMarketing from "./e-commerce-and-digital-marketing";
import fashionDesigning from "./fashion-designing";
import beautyScienceAndCosmetology from "./beauty-science-and-cosmetology";
import marketingAndEntrepreneurship from "./marketing-and-entrepreneurship";
import physicalFitnessTraining from "./physical-fitness-training";
import mVocHospitalManagement from "./m-voc-hospital-management";
import mVocComputerSoftwareTechnology from "./m-voc-computer-software-technology";

/** The 22 courses in the spec's order; the course list shows them in it. */
const courseInputs: CourseInput[] = [
  medicalLabTechnology,
  radiologyAndMedicalImaging,
  operationTheaterTechnology,
  optometryTechnology,
  dialysisTechnology,
  cardiacCareTechnology,
  hospitalManagement,
  hospitalSterilization,
  patientCareManagement,
  physiotherapyProgram,
  multimediaAndAnimation,
  hotelManagement,
  computerSoftwareTechnology,
  yogaAndNaturopathy,
  informationTechnology,
  eCommerceAndDigitalMarketing,
  fashionDesigning,
  beautyScienceAndCosmetology,
  marketingAndEntrepreneurship,
  physicalFitnessTraining,
  mVocHospitalManagement,
  mVocComputerSoftwareTechnology,
];

/**
 * Validates every course and the collection as a whole. Runs when the module loads, so a
 * bad course fails the build (pre-rendering imports this) with the course and field named.
 */
export function parseCourses(inputs: readonly CourseInput[]): Course[] {
  const courses = inputs.map((input, index) => {
    const result = courseSchema.safeParse(input);
    if (!result.success) {
      const name = (input as { slug?: unknown }).slug ?? `#${index + 1}`;
      const problems = result.error.issues
        .map((issue) => `  - ${issue.path.join(".") || "(course)"}: ${issue.message}`)
        .join("\n");
      throw new Error(`Course "${String(name)}" is invalid:\n${problems}`);
    }
    return result.data;
  });

  const seen = new Map<string, string>();
  for (const course of courses) {
    for (const slug of [course.slug, ...course.aliases]) {
      const owner = seen.get(slug);
      if (owner) throw new Error(`Course "${course.slug}": slug "${slug}" is already used by "${owner}"`);
      seen.set(slug, course.slug);
    }
  }
  return courses;
}

export const courses: readonly Course[] = parseCourses(courseInputs);

const bySlug = new Map<string, Course>();
for (const course of courses) {
  for (const slug of [course.slug, ...course.aliases]) bySlug.set(slug, course);
}

/** The course for a canonical or alias slug, or undefined. */
export function findCourse(slug: string): Course | undefined {
  return bySlug.get(slug);
}

/** Every slug that answers with a course page: the 22 canonical slugs and the aliases. */
export const allCourseSlugs: readonly string[] = [...bySlug.keys()];

/**
 * The one sentence every allied-health course page shows (courses with ncahpRegistration).
 * The Act's Schedule lists medical laboratory, operation theatre and anaesthesia, radiology
 * and imaging, ophthalmic (optometry), dialysis and cardiovascular technology, and
 * physiotherapy professionals; it does not cover hospital administration, CSSD work, patient
 * care assistants, yoga and naturopathy (AYUSH) or fitness training.
 */
export const NCAHP_REGISTRATION_NOTE =
  "Practice in some roles this course leads to requires registration under the National Commission for Allied and Healthcare Professions Act, 2021.";

/**
 * The course as a Hindi sentence names it: "B.Voc कार्डियक केयर टेक्नोलॉजी", "हॉस्पिटल
 * स्टेरिलाइज़ेशन सर्टिफ़िकेट कोर्स". The official English name is shown beside it marked
 * `lang="en"`; inside a Hindi sentence or a Hindi label (which cannot mark a part as English),
 * the course is named in Hindi with its degree's code.
 */
export function courseHindiName(course: Pick<Course, "degree">, gloss: string): string {
  return course.degree === "Short Course" ? `${gloss} सर्टिफ़िकेट कोर्स` : `${course.degree} ${gloss}`;
}

/** "B.Voc in Cardiac Care Technology", "Certificate Course in Hospital Sterilization". */
export function courseFullName(course: Pick<Course, "degree" | "subject">): string {
  const degree = course.degree === "Short Course" ? "Certificate Course" : course.degree;
  return `${degree} in ${course.subject}`;
}
