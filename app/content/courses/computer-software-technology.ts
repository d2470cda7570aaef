import type { CourseInput } from "#content/course-schema.ts";

export default {
  slug: "computer-software-technology",
  title: "Computer Software Technology",
  degree: "B.Voc",
  subject: "Computer Software Technology",
  category: "Technology",
  icon: "code",
  description:
    "A practical software development degree where students learn to program, build web and database applications, and work in teams the way software companies do.",
  metaDescription:
    "B.Voc in Computer Software Technology in Gurugram: programming, web development, databases and software testing, built through lab projects and an internship.",
  demand: "Very High Demand",
  duration: "3 years (6 semesters)",
  courseType: "Full Time",
  eligibility: "10+2 with Mathematics",
  syllabus: [
    "Programming in C and Java",
    "Web Development",
    "Database Management Systems",
    "Software Engineering",
    "Software Testing",
  ],
  jobOpportunities: [
    "Junior Software Developer",
    "Web Developer",
    "Software Test Engineer",
    "Application Support Engineer",
  ],
  overview: [
    "Software developers design, write, test and maintain the programs that businesses, banks, hospitals and government services run on. Gurugram and the wider Delhi NCR are home to a large number of IT services firms, product companies and start-ups that hire entry-level developers and testers every year.",
    "This B.Voc programme teaches programming from the ground up, starting with logic and C, then moving to object-oriented programming in Java, data structures, databases and full-stack web development. Most of the learning happens at the keyboard: students write code every week, use Git for version control, test their own applications and build a portfolio of projects they can show at interviews.",
    // UNCONFIRMED: final-semester internship or industry project
    "The course suits students who enjoyed Mathematics at school and like solving problems step by step. The final semester is spent on an internship or live industry project, and graduates can start as junior developers, web developers or test engineers, or continue to an M.Voc or MCA.",
  ],
  curriculum: [
    {
      period: "Semester 1 & 2",
      subjects: [
        "Computer Fundamentals & Operating Systems",
        "Programming Logic & C Programming",
        "Mathematics for Computing",
        "HTML, CSS & Web Basics",
      ],
    },
    {
      period: "Semester 3 & 4",
      subjects: [
        "Object-Oriented Programming in Java",
        "Data Structures & Algorithms",
        "Database Management Systems & SQL",
        "Software Engineering & Version Control",
      ],
    },
    {
      period: "Semester 5 & 6",
      subjects: [
        "Full-Stack Web Development with JavaScript",
        "Software Testing & Quality Assurance",
        "Mobile Application Development",
        "Internship / Industry Software Project",
      ],
    },
  ],
  careers: {
    jobRoles: [
      "Junior Software Developer",
      "Web Developer",
      "Software Test Engineer",
      "Application Support Engineer",
      "Front-End Developer",
      "Database Assistant",
    ],
    workplaces: [
      "IT services firms",
      "Software product companies",
      "Technology start-ups",
      "Banking and fintech companies",
      "In-house IT teams of large businesses",
      "Web and app development agencies",
    ],
    salaryLpa: { min: 3, max: 8 },
  },
  // UNCONFIRMED: computer lab and the industry project
  keyFeatures: [
    "Coding in the lab every week",
    "Project portfolio built on Git",
    "Full-stack web development",
    "Testing and quality assurance practice",
    "Final-semester industry project",
  ],
  placementSupport: true,
} satisfies CourseInput;
