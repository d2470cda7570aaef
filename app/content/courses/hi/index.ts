import type { CourseHindi } from "#content/courses/hindi.ts";
import { courses } from "#content/courses/index.ts";
import type { Course } from "#content/course-schema.ts";
import type { Bilingual } from "#content/translations/bilingual.ts";
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

/** Every course's Hindi prose (../hindi.ts) by the slug its file is named after, in the course list's order. */
const FILES: readonly (readonly [slug: string, hindi: CourseHindi])[] = [
  ["medical-lab-technology", medicalLabTechnology],
  ["radiology-and-medical-imaging", radiologyAndMedicalImaging],
  ["operation-theater-technology", operationTheaterTechnology],
  ["optometry-technology", optometryTechnology],
  ["dialysis-technology", dialysisTechnology],
  ["cardiac-care-technology", cardiacCareTechnology],
  ["hospital-management", hospitalManagement],
  ["hospital-sterilization", hospitalSterilization],
  ["patient-care-management", patientCareManagement],
  ["physiotherapy-program", physiotherapyProgram],
  ["multimedia-and-animation", multimediaAndAnimation],
  ["hotel-management", hotelManagement],
  ["computer-software-technology", computerSoftwareTechnology],
  ["yoga-and-naturopathy", yogaAndNaturopathy],
  ["information-technology", informationTechnology],
  ["e-commerce-and-digital-marketing", eCommerceAndDigitalMarketing],
  ["fashion-designing", fashionDesigning],
  ["beauty-science-and-cosmetology", beautyScienceAndCosmetology],
  ["marketing-and-entrepreneurship", marketingAndEntrepreneurship],
  ["physical-fitness-training", physicalFitnessTraining],
  ["m-voc-hospital-management", mVocHospitalManagement],
  ["m-voc-computer-software-technology", mVocComputerSoftwareTechnology],
];

export const COURSE_HINDI: readonly CourseHindi[] = FILES.map(([, hindi]) => hindi);

const bySlug = new Map(COURSE_HINDI.map((hindi) => [hindi.slug, hindi]));

/** The Hindi of a course by its canonical slug; the build has checked that every course has one. */
export function courseHindiOf(slug: string): CourseHindi {
  const hindi = bySlug.get(slug);
  if (!hindi) throw new Error(`No Hindi for the course "${slug}" (app/content/courses/hi/${slug}.ts)`);
  return hindi;
}

/** The file a course's Hindi lives in, for the build's and the launch check's messages. */
export const courseHindiFile = (slug: string) => `app/content/courses/hi/${slug}.ts`;

type CourseProse = Omit<CourseHindi, "gloss" | "review">;
type Files = readonly (readonly [string, CourseHindi])[];
type EnglishCourse = Pick<
  Course,
  "slug" | "description" | "metaDescription" | "duration" | "courseType" | "eligibility" | "overview" | "keyFeatures"
> & { curriculum: readonly { period: string }[]; careers: { workplaces: readonly string[] } };

/**
 * Each course's Hindi as a bilingual piece: the English course's prose beside its Hindi file, so
 * the build's check (missingKeys) names a paragraph or list item the Hindi lacks, and the launch
 * check lists each course whose Hindi nobody at the institute has approved yet.
 */
export function courseHindiTranslations(
  files: Files = FILES,
  courseList: readonly EnglishCourse[] = courses,
): Bilingual<CourseProse>[] {
  const byFile = new Map(files);
  return courseList.flatMap((course) => {
    const hindi = byFile.get(course.slug);
    if (!hindi) return [];
    const en: CourseProse = {
      slug: course.slug,
      description: course.description,
      metaDescription: course.metaDescription,
      duration: course.duration,
      courseType: course.courseType,
      eligibility: course.eligibility,
      overview: course.overview,
      curriculumPeriods: course.curriculum.map((group) => group.period),
      workplaces: course.careers.workplaces,
      keyFeatures: course.keyFeatures,
    };
    const { gloss: _gloss, review, ...prose } = hindi;
    return [{ file: courseHindiFile(course.slug), en, hi: prose, review }];
  });
}

/**
 * What the lists' lengths and keys cannot say: a course without a Hindi file, a file under
 * another course's slug or for no course, a meta description out of its length. The build
 * stops on any (../../validate.ts), each naming its file.
 */
export function courseHindiProblems(
  files: Files = FILES,
  courseList: readonly Pick<Course, "slug">[] = courses,
): string[] {
  const problems: string[] = [];
  const listed = new Set(files.map(([file]) => file));
  const slugs = new Set(courseList.map((course) => course.slug));
  for (const course of courseList) {
    if (!listed.has(course.slug))
      problems.push(`${courseHindiFile(course.slug)}: missing (every course needs its Hindi)`);
  }
  for (const [file, hindi] of files) {
    if (hindi.slug !== file) problems.push(`${courseHindiFile(file)}: "slug" is "${hindi.slug}", not "${file}"`);
    else if (!slugs.has(file)) problems.push(`${courseHindiFile(file)}: "slug" names no course`);
    const length = hindi.metaDescription.trim().length;
    if (length < 110 || length > 165)
      problems.push(`${courseHindiFile(file)}: "metaDescription" must be 110 to 165 characters, not ${length}`);
  }
  return problems;
}
