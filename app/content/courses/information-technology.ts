import type { CourseInput } from "#content/course-schema.ts";

export default {
  slug: "information-technology",
  title: "Information Technology",
  degree: "B.Voc",
  subject: "Information Technology",
  category: "Technology",
  icon: "monitor",
  description:
    "A practical IT degree focused on the systems organisations run on – networks, servers, databases, cloud platforms and security – and the people who keep them working.",
  metaDescription:
    "B.Voc in Information Technology in Gurugram: computer networks, databases, Linux, cloud fundamentals and cyber security basics, with hands-on lab work.",
  demand: "Very High Demand",
  duration: "3 years (6 semesters)",
  courseType: "Full Time",
  eligibility: "10+2 with Mathematics",
  syllabus: [
    "Data Structures",
    "Database Management Systems",
    "Computer Networks",
    "Cloud Fundamentals",
    "Cyber Security Basics",
  ],
  jobOpportunities: [
    "IT Support Engineer",
    "Network Administrator",
    "System Administrator",
    "Cloud Support Associate",
    "Security Operations Analyst",
  ],
  overview: [
    "Information technology professionals set up, run and protect the computers, networks, servers and cloud services that every modern office, hospital, bank and factory depends on. When email stops, a network slows down or a security alert appears, it is the IT team that finds the cause and fixes it.",
    // UNCONFIRMED: computer and network lab
    "This B.Voc programme combines programming and data structures with the infrastructure side of computing. Students assemble and troubleshoot hardware, install and administer Windows and Linux systems, configure routers and switches, design databases, deploy services on cloud platforms and learn how attacks happen and how systems are hardened against them, all in lab sessions rather than only from slides.",
    // UNCONFIRMED: internship or industry project
    "It suits students with Mathematics at 10+2 who like knowing how things work and enjoy troubleshooting. The last semester includes an internship or industry project, after which graduates can begin in IT support, network or system administration, cloud support or a security operations centre, and can add vendor certifications as they grow.",
  ],
  curriculum: [
    {
      period: "Semester 1 & 2",
      subjects: [
        "Computer Hardware & Troubleshooting",
        "Programming Fundamentals in Python",
        "Operating Systems (Windows & Linux)",
        "Digital Electronics & Discrete Mathematics",
      ],
    },
    {
      period: "Semester 3 & 4",
      subjects: ["Data Structures", "Database Management Systems", "Computer Networks", "Linux System Administration"],
    },
    {
      period: "Semester 5 & 6",
      subjects: [
        "Cloud Fundamentals",
        "Cyber Security Basics",
        "IT Service Management & Help Desk Practice",
        "Internship / Industry Project",
      ],
    },
  ],
  careers: {
    jobRoles: [
      "IT Support Engineer",
      "Network Administrator",
      "System Administrator",
      "Cloud Support Associate",
      "Security Operations Analyst",
      "Database Support Executive",
    ],
    workplaces: [
      "IT services and managed services firms",
      "Corporate IT departments",
      "Data centres",
      "Banks and insurance companies",
      "Hospitals and healthcare networks",
      "Telecom and internet service providers",
      "Government and public sector IT projects", // UNCONFIRMED: government employers (their recruitment rules must accept this qualification)
    ],
    salaryLpa: { min: 3, max: 8 },
  },
  // UNCONFIRMED: network lab, cloud access and the internship
  keyFeatures: [
    "Router and switch configuration practice",
    "Linux and Windows administration practice",
    "Hands-on cloud deployment",
    "Cyber security fundamentals",
    "Internship in an IT team",
  ],
  placementSupport: true,
} satisfies CourseInput;
