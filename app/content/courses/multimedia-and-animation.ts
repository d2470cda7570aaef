import type { CourseInput } from "#content/course-schema.ts";

export default {
  slug: "multimedia-and-animation",
  aliases: ["multimedia-animation"],
  title: "Multimedia & Animation",
  degree: "B.Voc",
  subject: "Multimedia & Animation",
  category: "Creative",
  icon: "clapperboard",
  description:
    "Learn drawing, graphic design, 2D and 3D animation, visual effects and video editing, and build a portfolio of your own creative work.",
  metaDescription:
    "B.Voc in Multimedia & Animation in Gurugram: studio-based training in graphic design, 2D and 3D animation, VFX, video editing and portfolio building.",
  demand: "Growing Demand",
  duration: "3 years (6 semesters)",
  courseType: "Full Time",
  eligibility: "10+2 any stream",
  syllabus: [
    "Drawing & Design Fundamentals",
    "Graphic Design",
    "2D Animation",
    "3D Modelling & Animation",
    "VFX & Compositing",
    "Video Editing",
  ],
  jobOpportunities: [
    "Graphic Designer",
    "2D / 3D Animator",
    "Video Editor",
    "VFX Compositor",
    "Motion Graphics Artist",
  ],
  overview: [
    "The animated films, advertisements, explainer videos, games and social media content we see every day are made by teams of designers, animators and editors. Multimedia and animation professionals turn ideas and scripts into visuals, from a single poster or logo to a fully animated character moving through a 3D scene.",
    // UNCONFIRMED: industry-standard animation software
    "You begin with sketching, colour, composition and the principles of animation, then learn industry-standard software for graphic design, 2D animation, 3D modelling, texturing, lighting and rigging. Later semesters cover visual effects, compositing, motion graphics, sound and video editing, and end with studio projects that become the showreel and portfolio you present to employers.",
    "This course suits students from any stream who love drawing, storytelling or films and are willing to practise for long hours to improve their craft. Graduates work in animation and VFX studios, advertising and digital agencies, e-learning and media companies, or as freelancers, and many such employers are based in Delhi NCR.",
  ],
  curriculum: [
    {
      period: "Semester 1 & 2",
      subjects: [
        "Drawing, Sketching & Colour Theory",
        "Fundamentals of Design & Typography",
        "Digital Image Editing & Graphic Design",
        "Principles of Animation & 2D Animation",
      ],
    },
    {
      period: "Semester 3 & 4",
      subjects: [
        "3D Modelling & Texturing",
        "Lighting, Rendering & Rigging",
        "3D Character Animation",
        "Audio & Video Editing",
      ],
    },
    {
      period: "Semester 5 & 6",
      subjects: [
        "VFX, Compositing & Motion Graphics",
        "Storyboarding & Film Production",
        "Portfolio & Showreel Development",
        "Internship in an Animation or Media Studio",
      ],
    },
  ],
  careers: {
    jobRoles: [
      "Graphic Designer",
      "2D / 3D Animator",
      "3D Modeller",
      "Video Editor",
      "VFX Compositor",
      "Motion Graphics Artist",
    ],
    workplaces: [
      "Animation and VFX studios",
      "Advertising and digital marketing agencies",
      "Television channels and film production houses",
      "E-learning and edtech content companies",
      "Game development studios",
      "In-house design teams of corporate companies",
      "Freelance and independent studios",
    ],
    salaryLpa: { min: 2.5, max: 6 },
  },
  // UNCONFIRMED: studio, industry software and the studio internship
  keyFeatures: [
    "Studio-based learning with industry-standard software",
    "Open to students from any 10+2 stream",
    "Projects in 2D, 3D, VFX and video editing",
    "Portfolio and showreel development",
    "Internship in an animation or media studio",
  ],
  placementSupport: false,
} satisfies CourseInput;
