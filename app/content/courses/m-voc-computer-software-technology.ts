import type { CourseInput } from "#content/course-schema.ts";

export default {
  slug: "m-voc-computer-software-technology",
  title: "M.Voc Computer Software Technology",
  degree: "M.Voc",
  subject: "Computer Software Technology",
  category: "Technology",
  icon: "server",
  description:
    "A postgraduate programme for computer science and IT graduates who want to move into senior development roles, covering software architecture, cloud and DevOps, and machine learning.",
  metaDescription:
    "M.Voc in Computer Software Technology in Gurugram: software architecture, cloud and DevOps, distributed systems and machine learning, with an industry capstone.",
  demand: "Very High Demand",
  duration: "2 years (4 semesters)",
  courseType: "Full Time",
  eligibility: "Bachelor's in Computer Science/IT",
  syllabus: [
    "Advanced Algorithms",
    "Software Architecture & Design Patterns",
    "Cloud Computing & DevOps",
    "Distributed Systems",
    "Machine Learning",
  ],
  jobOpportunities: [
    "Senior Software Engineer",
    "Full-Stack Developer",
    "DevOps Engineer",
    "Cloud Engineer",
    "Technical Lead",
  ],
  overview: [
    "Senior software engineers do more than write code: they design how a system is structured, choose the right technologies, make applications scale and stay secure, and guide junior developers. Product companies, IT services firms and global capability centres in Gurugram need engineers who can take that responsibility.",
    "Building on a bachelor's in computer science or IT, this M.Voc programme covers advanced algorithms, software architecture and design patterns, microservices and distributed systems, cloud platforms, containers and CI/CD pipelines, application security, and the foundations of machine learning. Students work in small teams on substantial projects using code review, automated testing and agile practices, much as engineering teams do in industry.",
    // UNCONFIRMED: industry partner for the capstone
    "The programme suits graduates and early-career developers who want to move into senior technical roles such as lead developer, DevOps or cloud engineer. The second year ends with a capstone project carried out with an industry partner, giving students a substantial piece of work to discuss at interviews and a direct view of how production software is built and run.",
  ],
  curriculum: [
    {
      period: "Semester 1 & 2",
      subjects: [
        "Advanced Data Structures & Algorithms",
        "Software Architecture & Design Patterns",
        "Advanced Database Systems",
        "Full-Stack Development with Microservices",
      ],
    },
    {
      period: "Semester 3 & 4",
      subjects: [
        "Cloud Computing, Containers & DevOps",
        "Distributed Systems & Application Security",
        "Machine Learning for Software Engineers",
        "Industry Capstone Project & Placement",
      ],
    },
  ],
  careers: {
    jobRoles: [
      "Senior Software Engineer",
      "Full-Stack Developer",
      "DevOps Engineer",
      "Cloud Engineer",
      "Technical Lead",
      "Machine Learning Engineer",
    ],
    workplaces: [
      "Software product companies",
      "IT services and consulting firms",
      "Global capability centres",
      "Fintech and e-commerce companies",
      "Technology start-ups",
      "Cloud and data engineering teams",
    ],
    salaryLpa: { min: 8, max: 20 },
  },
  // UNCONFIRMED: cloud tooling and the industry capstone with placement
  keyFeatures: [
    "Designed for CS and IT graduates",
    "Architecture and system design focus",
    "Hands-on cloud, containers and CI/CD",
    "Team projects with code review",
    "Industry capstone with placement",
  ],
  placementSupport: true,
} satisfies CourseInput;
