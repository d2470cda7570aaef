import { z } from "zod";
import { COURSE_ICONS } from "./course-schema";

/** Schemas of the content modules other than courses; ./validate.ts applies them at build. */
const phoneSchema = z.object({
  /** As shown to people, e.g. "+91 98765 43210". */
  display: z.string().min(1),
  /** Digits only with country code, used for tel: and wa.me links, e.g. "919876543210". */
  digits: z.string().regex(/^\d{10,15}$/, "must be 10 to 15 digits with the country code, no spaces or +"),
});

export const siteConfigSchema = z
  .object({
    name: z.string().min(1),
    shortName: z.string().min(1),
    /** The caption under the name in the header. */
    caption: z.literal("Medical Institute"),
    foundedYear: z.literal(2015),
    phone: phoneSchema,
    /** A second admissions line for the contact page. */
    altPhone: phoneSchema,
    /** The number that answers the chat app; usually the main phone. */
    chat: phoneSchema,
    email: z.email(),
    admissionsEmail: z.email(),
    address: z.object({
      street: z.string().min(1),
      locality: z.string().min(1),
      city: z.literal("Gurugram"),
      state: z.literal("Haryana"),
      postalCode: z.string().regex(/^\d{6}$/, "must be a 6-digit PIN code"),
      country: z.literal("IN"),
    }),
    officeHours: z.object({
      /** The footer's reading. */
      footer: z.string().min(1),
      /** The contact page's reading. */
      contactPage: z.array(z.object({ days: z.string().min(1), hours: z.string().min(1) })).min(1),
    }),
    /**
     * The two partner universities, by name (never translated): the forms' choices, the
     * Recognition page, each course's awarding university. "Other" is the forms' own choice.
     */
    universities: z
      .array(
        z
          .string()
          .trim()
          .min(1, "must be given")
          .max(120, "must be at most 120 characters")
          .refine((name) => name.toLowerCase() !== "other", 'cannot be "Other", which the forms offer beside them'),
      )
      .length(2)
      .refine((names) => new Set(names.map((name) => name.toLowerCase())).size === names.length, {
        message: "the two universities need different names",
        path: [1],
      }),
    social: z.array(z.object({ name: z.enum(["Facebook", "Instagram", "YouTube", "LinkedIn"]), url: z.url() })),
  })
  .strict();

export type SiteConfig = z.infer<typeof siteConfigSchema>;

export const privacyConfigSchema = z
  .object({
    version: z.string().regex(/^[0-9A-Za-z.-]{1,20}$/, "must be a short version label, e.g. 1 or 2027-05"),
    publishedOn: z.iso.date(),
    fiduciary: z.object({ name: z.string().min(1), address: z.string().min(1) }).strict(),
    contact: z
      .object({ name: z.string().min(1), role: z.string().min(1), email: z.email(), phone: phoneSchema })
      .strict(),
    responseDays: z.number().int().min(1).max(90, "the DPDP Rules allow at most 90 days"),
    retentionMonths: z.number().int().min(12, "must be at least 12 months").max(120),
    processors: z.object({ hosting: z.string().min(1), mail: z.string().min(1) }).strict(),
    /**
     * The contact's role and the processors as the Hindi notice says them (issue 52: no English
     * on a Hindi page). Empty only in a revision published before they were asked for; the desk
     * refuses to publish one empty.
     */
    hindi: z.object({ role: z.string(), hosting: z.string(), mail: z.string() }).strict(),
  })
  .strict();

export type PrivacyConfig = z.infer<typeof privacyConfigSchema>;

export const popularCourseSchema = z
  .object({
    title: z.string().min(1),
    degree: z.literal("B.Voc"),
    feeRupees: z.number().int().positive(),
    feePeriod: z.string().min(1),
    icon: z.enum(COURSE_ICONS),
    highlights: z.array(z.string().min(1)).length(3),
  })
  .strict();

export type PopularCourse = z.infer<typeof popularCourseSchema>;

export const testimonialSchema = z
  .object({
    name: z.string().min(1),
    course: z.string().min(1),
    role: z.string().min(1),
    story: z.string().min(40),
    rating: z.literal(5),
    /** Written as an example, not told by a real graduate: the page says so on its card. */
    example: z.boolean(),
    /** The spec's image field: we show initials instead of stock photos, so this holds them. */
    image: z.string().regex(/^[A-Z]{2}$/, "must be two capital initials"),
    benefits: z.array(z.string().min(1)).min(3).max(4),
    quote: z.string().min(20),
  })
  .strict();

export type Testimonial = z.infer<typeof testimonialSchema>;

export const footerCourseSchema = z.object({ slug: z.string().min(1), title: z.string().min(1) }).strict();
