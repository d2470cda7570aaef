import { z } from "zod";

/** Value sets the spec gives. */
export const COURSE_CATEGORIES = [
  "Paramedical",
  "Management",
  "Healthcare",
  "Creative",
  "Hospitality",
  "Technology",
  "Wellness",
  "Business",
  "Beauty & Wellness",
  "Fitness",
] as const;

export const DEMAND_LEVELS = ["Very High Demand", "High Demand", "Growing Demand"] as const;

export const DEGREE_LEVELS = ["B.Voc", "M.Voc", "Short Course"] as const;

/** Icons a course may use: lucide names, each also listed in app/components/icon-names.ts (the sprite). */
export const COURSE_ICONS = [
  "microscope",
  "scan",
  "syringe",
  "eye",
  "droplets",
  "heart-pulse",
  "building-2",
  "shield-check",
  "hand-heart",
  "activity",
  "clapperboard",
  "chef-hat",
  "code",
  "flower",
  "monitor",
  "shopping-cart",
  "scissors",
  "sparkles",
  "trending-up",
  "dumbbell",
  "briefcase",
  "server",
] as const;

const text = z.string().trim().min(1);
const sentence = z.string().trim().min(20, "must be a full sentence (at least 20 characters)");

export const curriculumGroupSchema = z.object({
  /** "Semester 1 & 2", or for the short course "Modules 1 & 2 (Months 1–2)". */
  period: text,
  /** Four subjects per semester pair. */
  subjects: z.array(text).length(4),
});

export const courseSchema = z
  .object({
    /** The canonical slug, also the URL segment: /courses/{slug}. */
    slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "must be lower-case words joined by hyphens"),
    /** Other slugs that answer with this course (the spec lists two pairs). */
    aliases: z.array(z.string()).default([]),
    /** Title as shown on cards, e.g. "Medical Lab Technology". */
    title: text,
    degree: z.enum(DEGREE_LEVELS),
    /** The subject in "<degree> in <subject> – Course Details". */
    subject: text,
    category: z.enum(COURSE_CATEGORIES),
    icon: z.enum(COURSE_ICONS),
    /** One or two sentences for the course list card. */
    description: sentence,
    /** The page's meta description: 120 to 160 characters, unique per course. */
    metaDescription: z.string().trim().min(110).max(165),
    demand: z.enum(DEMAND_LEVELS).optional(),
    /**
     * Whether the course page shows its demand badge (the spec: the course information
     * card has "a demand badge on some"). The spec does not say which courses, so none is
     * marked until the institute says which it can stand behind.
     */
    inDemand: z.boolean().default(false),
    /**
     * e.g. "3 years (6 semesters)". It starts with the length, which the course finder's
     * duration filter groups courses by (app/lib/course-finder.ts).
     */
    duration: text.regex(
      /^\d+ (months?|years?)\b/,
      'must start with its length in months or years, e.g. "3 years (6 semesters)"',
    ),
    /** "Full Time", "Full Time / Part Time" … (spec: course type or certification). */
    courseType: text,
    eligibility: text,
    /** Short list shown on the course list card. */
    syllabus: z.array(text).min(4).max(6),
    /** Short list shown on the course list card. */
    jobOpportunities: z.array(text).min(3).max(5),
    /** Two or three paragraphs. */
    overview: z.array(sentence).min(2).max(3),
    curriculum: z.array(curriculumGroupSchema).min(2).max(3),
    careers: z.object({
      jobRoles: z.array(text).length(6),
      workplaces: z.array(text).min(4).max(8),
      salaryLpa: z
        .object({ min: z.number().positive(), max: z.number().positive() })
        .refine((s) => s.min < s.max, "min must be below max"),
    }),
    keyFeatures: z.array(text).length(5),
    /** Shown as "100% Placement Support" on the course page. */
    placementSupport: z.boolean().default(false),
    /**
     * The course trains for a profession in the Schedule of the National Commission for
     * Allied and Healthcare Professions Act, 2021: its page says that practice in some roles
     * needs registration under that Act (NCAHP_REGISTRATION_NOTE, ./courses).
     */
    ncahpRegistration: z.boolean().default(false),
  })
  .strict()
  .refine((course) => !course.inDemand || course.demand !== undefined, {
    path: ["inDemand"],
    message: "a course in demand needs its demand level (demand) for the badge",
  });

export type CourseInput = z.input<typeof courseSchema>;
export type Course = z.output<typeof courseSchema>;
