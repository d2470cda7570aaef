import type { CourseInput } from "#content/course-schema.ts";

export default {
  slug: "optometry-technology",
  title: "Optometry Technology",
  degree: "B.Voc",
  subject: "Optometry Technology",
  category: "Paramedical",
  icon: "eye",
  description:
    "Learn to test vision, work out spectacle prescriptions, fit contact lenses and assist ophthalmologists with eye examinations and diagnostic tests.",
  metaDescription:
    "B.Voc in Optometry Technology in Gurugram: learn refraction, contact lens fitting, dispensing optics and eye diagnostic tests with clinical practice.",
  demand: "Growing Demand",
  duration: "3 years (6 semesters)", // UNCONFIRMED: duration (none in the spec for this course; the curriculum follows it)
  courseType: "Full Time",
  eligibility: "10+2 Science (Physics, Chemistry, Biology)", // UNCONFIRMED: eligibility (none in the spec for this course)
  syllabus: [
    "Ocular Anatomy & Physiology",
    "Geometrical & Physiological Optics",
    "Refraction & Clinical Optometry",
    "Contact Lenses",
    "Dispensing Optics",
    "Low Vision & Binocular Vision",
  ],
  jobOpportunities: ["Optometry Technician", "Refractionist", "Contact Lens Practitioner", "Optical Dispenser"],
  overview: [
    "Uncorrected refractive error is one of the most common reasons people in India cannot see clearly, and much of it can be fixed with the right spectacles or contact lenses. Optometry professionals test vision, work out the correct prescription, screen for eye diseases such as glaucoma and cataract, and refer patients to an ophthalmologist when treatment is needed.",
    // UNCONFIRMED: eye equipment and clinical hours in eye hospitals
    "You study the structure of the eye, the optics of lenses and how the eye focuses, then practise retinoscopy, subjective refraction, slit-lamp examination, tonometry and visual field testing. Later semesters cover contact lens fitting, lens edging and frame dispensing, binocular vision, low vision aids and paediatric eye care, with clinical hours in eye hospitals and vision centres.",
    "This course suits students who like physics and biology, enjoy working with people one to one, and have the patience to explain things clearly to children and older patients. Graduates work in eye hospitals, optical showrooms and community eye camps, and some go on to set up their own optical practice.",
  ],
  curriculum: [
    {
      period: "Semester 1 & 2",
      subjects: [
        "General & Ocular Anatomy",
        "Physiology of the Eye",
        "Geometrical Optics",
        "Basic Clinical Skills & Patient Communication",
      ],
    },
    {
      period: "Semester 3 & 4",
      subjects: [
        "Physiological Optics & Visual Optics",
        "Refraction & Retinoscopy",
        "Ocular Diseases & Diagnostic Instruments",
        "Dispensing Optics & Lens Technology",
      ],
    },
    {
      period: "Semester 5 & 6",
      subjects: [
        "Contact Lens Fitting",
        "Binocular Vision, Orthoptics & Low Vision Care",
        "Community Optometry & Eye Camps",
        "Clinical Internship in an Eye Hospital",
      ],
    },
  ],
  careers: {
    jobRoles: [
      "Optometry Technician",
      "Refractionist",
      "Contact Lens Practitioner",
      "Optical Dispenser",
      "Ophthalmic Assistant",
      "Vision Screening Coordinator",
    ],
    workplaces: [
      "Eye hospitals and ophthalmology departments",
      "Optical showrooms and eyewear retail chains",
      "Contact lens and ophthalmic lens companies",
      "Community eye care and NGO vision programmes",
      "School and corporate vision screening camps",
      "Own optical practice",
    ],
    salaryLpa: { min: 2.5, max: 6 }, // UNCONFIRMED: salary range (none in the spec for this course)
  },
  // UNCONFIRMED: patients, eye equipment, eye camps and hospital internship
  keyFeatures: [
    "Refraction practice on real patients",
    "Training on slit lamp, autorefractor and tonometer",
    "Contact lens fitting and lens edging workshop",
    "Participation in community eye camps",
    "Clinical internship in an eye hospital",
  ],
  placementSupport: true,
  ncahpRegistration: true,
} satisfies CourseInput;
