import type { CourseInput } from "#content/course-schema.ts";

export default {
  slug: "physical-fitness-training",
  title: "Physical Fitness Training",
  degree: "B.Voc",
  subject: "Physical Fitness Training",
  category: "Fitness",
  icon: "dumbbell",
  description:
    "A practical degree for future fitness trainers, covering exercise science, strength and conditioning, sports nutrition and how to plan safe training programmes for different clients.",
  metaDescription:
    "B.Voc in Physical Fitness Training in Gurugram: exercise science, strength and conditioning, sports nutrition, first aid and personal training practice.",
  demand: "Growing Demand",
  duration: "3 years (6 semesters)",
  courseType: "Full Time",
  eligibility: "10+2 any stream",
  syllabus: [
    "Exercise Physiology",
    "Kinesiology & Biomechanics",
    "Strength & Conditioning",
    "Sports Nutrition",
    "Fitness Assessment",
  ],
  jobOpportunities: ["Personal Trainer", "Gym Instructor", "Group Fitness Instructor", "Strength & Conditioning Coach"],
  overview: [
    "Fitness trainers help people become stronger, fitter and healthier, whether the client is a beginner trying to lose weight, an older adult protecting their joints or an athlete preparing for competition. With more people joining gyms and fitness studios, and more offices and housing societies offering fitness programmes, there is a need for trainers who know the science and not only the exercises.",
    // UNCONFIRMED: training gym
    "Students learn how the body works and moves through anatomy, exercise physiology, kinesiology and biomechanics, and then apply it on the gym floor: correct technique for strength training, cardio and functional training, fitness testing, and writing progressive programmes for individual clients and groups. They also study sports nutrition, injury prevention, first aid and CPR, and training for special groups such as older adults, women before and after pregnancy, and people with lifestyle conditions.",
    // UNCONFIRMED: internship in a gym, studio or academy
    "The programme suits active students who enjoy sport and exercise and like motivating other people. After an internship in a gym, studio or sports academy, graduates can work as personal trainers, gym and group fitness instructors or conditioning coaches, and later open their own studio or train clients independently.",
  ],
  curriculum: [
    {
      period: "Semester 1 & 2",
      subjects: [
        "Human Anatomy & Physiology",
        "Foundations of Physical Fitness",
        "Exercise Techniques & Gym Floor Practice",
        "First Aid, CPR & Safety",
      ],
    },
    {
      period: "Semester 3 & 4",
      subjects: [
        "Exercise Physiology",
        "Kinesiology & Biomechanics",
        "Sports Nutrition & Weight Management",
        "Fitness Assessment & Programme Design",
      ],
    },
    {
      period: "Semester 5 & 6",
      subjects: [
        "Strength & Conditioning for Sport",
        "Training for Special Populations",
        "Fitness Centre Management & Client Coaching",
        "Internship in a Gym or Sports Academy",
      ],
    },
  ],
  careers: {
    jobRoles: [
      "Personal Trainer",
      "Gym Instructor",
      "Group Fitness Instructor",
      "Strength & Conditioning Coach",
      "Corporate Fitness Trainer",
      "School Physical Activity Instructor",
    ],
    workplaces: [
      "Gyms and fitness centres",
      "Fitness studios",
      "Sports academies and clubs",
      "Hotel and residential society gyms",
      "Corporate wellness programmes",
      "Schools",
      "Independent and online personal training",
    ],
    salaryLpa: { min: 2, max: 5 },
  },
  // UNCONFIRMED: gym floor training and the internship
  keyFeatures: [
    "Gym floor training from the first semester",
    "Exercise science behind every programme",
    "Fitness testing and programme design",
    "First aid and CPR training",
    "Internship in a gym or sports academy",
  ],
  placementSupport: false,
} satisfies CourseInput;
