import { ADMISSION_COURSE_OPTIONS, POPUP_COURSE_OPTIONS, SHIPPED_UNIVERSITY_OPTIONS } from "#content/form-options.ts";
import type { ContactOutcome } from "#domain/contact.ts";
import type { LeadChange, ManualEnquiry, StaffRole } from "#domain/desk.ts";
import { DAY_MS, HOUR_MS, IST_OFFSET_MS } from "#domain/india-time.ts";
import { isClosed, OPEN_STATUSES, STATUSES, type ClosedStatus, type LeadStatus } from "#domain/leads.ts";
import { coursePath } from "#app/routes/paths.ts";
import { EMPTY_ATTRIBUTION, type Attribution } from "#domain/attribution.ts";
import type { NewContactMessage, NewEnquiry, WithAttribution } from "#domain/submissions.ts";

/**
 * Fictional people enquiring about courses over a year, each as the list of things that
 * happen to their lead: enquiries through the forms or at the desk, and the counsellors'
 * changes (owner, calls, notes, status, follow-up). Pure and seeded, so the same options
 * give the same people. `npm run desk:demo` replays them through the store's own methods
 * (real-writes.ts); the bench writes 100,000 of them in one transaction (bulk-writes.ts).
 */

/**
 * Demo phone numbers are "+91 00xxx xxxxx". No Indian number can begin with 0: it is the
 * trunk prefix dialled before a national number, so no subscriber holds one (and mobile
 * numbers begin with 6–9). They have ten digits, so they display, search and join leads like
 * real ones while being plainly fictional. The forms refuse them (a mobile number starts
 * with 6–9, app/lib/phone.ts), so the demo writes them through the store, which takes what
 * the forms checked, and they are stored as 10 digits, as older enquiries were (newer ones
 * are stored "+91…"); the desk reads both.
 */
export const DEMO_PHONE_PREFIX = "00";
/**
 * The domains reserved for examples by RFC 2606 (never anyone's mail). Not example.in: only
 * .com, .net and .org are reserved, and example.in is an ordinary registrable name.
 */
export const DEMO_EMAIL_DOMAINS = ["example.com", "example.org", "example.net"] as const;

export function isDemoPhone(phone: string): boolean {
  const digits = phone.replace(/\D/g, "");
  return digits.length === 10 && digits.startsWith(DEMO_PHONE_PREFIX);
}

/** A blank email (walk-ins and callers often give none) or one at a reserved domain. */
export function isDemoEmail(email: string): boolean {
  const trimmed = email.trim().toLowerCase();
  return trimmed === "" || DEMO_EMAIL_DOMAINS.some((domain) => trimmed.endsWith(`@${domain}`));
}

interface DemoStaff {
  /** How the plan names them (owner changes, who entered a walk-in). */
  key: string;
  email: string;
  name: string;
  role: StaffRole;
}

export const DEMO_ADMIN: DemoStaff = { key: "admin", email: "admin@example.com", name: "Demo Admin", role: "admin" };
export const DEMO_COUNSELLORS: readonly DemoStaff[] = [
  { key: "kavya", email: "kavya.nair@example.com", name: "Kavya Nair", role: "counsellor" },
  { key: "arjun", email: "arjun.mehta@example.com", name: "Arjun Mehta", role: "counsellor" },
  { key: "farah", email: "farah.qureshi@example.com", name: "Farah Qureshi", role: "counsellor" },
];
export const DEMO_STAFF: readonly DemoStaff[] = [DEMO_ADMIN, ...DEMO_COUNSELLORS];

/** A change as the plan writes it: owners are staff keys, resolved to ids by the writer. */
/**
 * The demo's people are all adults: no guardian confirmations, and nothing to correct. A
 * call is logged with the next call booked (as the desk asks of every open lead); a note is
 * append-only.
 */
type DemoChange =
  | Exclude<LeadChange, { kind: "guardian" | "correction" }>
  | { kind: "call"; outcome: ContactOutcome; note: string; nextStepAt: string }
  | { kind: "note"; text: string };

export type DemoStep =
  | { at: string; kind: "form"; enquiry: WithAttribution<NewEnquiry> & { attribution: Attribution } }
  | { at: string; kind: "contact"; message: WithAttribution<NewContactMessage> & { attribution: Attribution } }
  | { at: string; kind: "manual"; enquiry: ManualEnquiry; by: string }
  | { at: string; kind: "change"; change: DemoChange; by: string };

export interface DemoPerson {
  index: number;
  /** The lead's phone, as its first enquiry gave it: the writers find the lead by it. */
  phone: string;
  /** In time order; every change is valid for the lead's state when it happens. */
  steps: DemoStep[];
}

interface DemoOptions {
  leads: number;
  now: Date;
  seed?: number;
  /** How far back the first enquiries go. */
  days?: number;
}

/** Given names and surnames that go together, region by region. */
const REGIONS: { weight: number; first: string[]; last: string[] }[] = [
  {
    weight: 26, // Hindi-speaking north
    first: [
      "Aarav",
      "Aditya",
      "Akash",
      "Aman",
      "Ankit",
      "Deepak",
      "Gaurav",
      "Harsh",
      "Karan",
      "Manish",
      "Nikhil",
      "Rahul",
      "Rohit",
      "Sachin",
      "Vikas",
      "Vivek",
      "Aarti",
      "Anjali",
      "Divya",
      "Jyoti",
      "Khushi",
      "Neha",
      "Pooja",
      "Priya",
      "Ritu",
      "Sakshi",
      "Shivani",
      "Sonam",
      "Swati",
      "Tanya",
    ],
    last: [
      "Sharma",
      "Verma",
      "Gupta",
      "Yadav",
      "Singh",
      "Chauhan",
      "Agarwal",
      "Mishra",
      "Pandey",
      "Tiwari",
      "Srivastava",
      "Saxena",
      "Rawat",
      "Kumar",
      "Chaudhary",
    ],
  },
  {
    weight: 7, // Punjab
    first: [
      "Gurpreet",
      "Harpreet",
      "Jaspreet",
      "Manpreet",
      "Simran",
      "Navjot",
      "Amandeep",
      "Harleen",
      "Jasleen",
      "Rajveer",
    ],
    last: ["Gill", "Sandhu", "Sidhu", "Dhillon", "Grewal", "Bajwa", "Kaur", "Singh", "Brar"],
  },
  {
    weight: 16, // Gujarat and Maharashtra
    first: [
      "Aniket",
      "Chirag",
      "Hardik",
      "Omkar",
      "Pratik",
      "Rohan",
      "Sagar",
      "Tejas",
      "Yash",
      "Dhruv",
      "Apurva",
      "Bhakti",
      "Dhara",
      "Gauri",
      "Janhvi",
      "Komal",
      "Mansi",
      "Nidhi",
      "Rutuja",
      "Sneha",
    ],
    last: [
      "Patel",
      "Shah",
      "Desai",
      "Joshi",
      "Mehta",
      "Kulkarni",
      "Patil",
      "Deshmukh",
      "Jadhav",
      "Pawar",
      "Shinde",
      "Gaikwad",
      "Parmar",
      "Chavan",
    ],
  },
  {
    weight: 22, // the south
    first: [
      "Arun",
      "Karthik",
      "Naveen",
      "Pranav",
      "Rajesh",
      "Sai",
      "Srinivas",
      "Vignesh",
      "Abhishek",
      "Harish",
      "Anusha",
      "Deepika",
      "Divya",
      "Keerthana",
      "Lakshmi",
      "Meenakshi",
      "Nandini",
      "Pavithra",
      "Revathi",
      "Swathi",
    ],
    last: [
      "Reddy",
      "Nair",
      "Menon",
      "Iyer",
      "Pillai",
      "Rao",
      "Naidu",
      "Krishnan",
      "Subramanian",
      "Gowda",
      "Shetty",
      "Hegde",
      "Kurup",
      "Varma",
      "Murthy",
    ],
  },
  {
    weight: 14, // the east
    first: [
      "Arnab",
      "Debashish",
      "Sourav",
      "Subham",
      "Ayan",
      "Bikash",
      "Pritam",
      "Sayan",
      "Ananya",
      "Debolina",
      "Ishita",
      "Moumita",
      "Payel",
      "Rimjhim",
      "Sreeja",
      "Tanushree",
      "Smruti",
      "Subhashree",
    ],
    last: [
      "Das",
      "Ghosh",
      "Banerjee",
      "Mukherjee",
      "Chatterjee",
      "Sen",
      "Mohanty",
      "Sahu",
      "Mishra",
      "Pradhan",
      "Bose",
      "Dutta",
      "Mondal",
      "Nayak",
    ],
  },
  {
    weight: 10,
    first: [
      "Aamir",
      "Arif",
      "Faisal",
      "Imran",
      "Irfan",
      "Junaid",
      "Salman",
      "Zaid",
      "Ayesha",
      "Fatima",
      "Hina",
      "Nazia",
      "Rukhsar",
      "Sana",
      "Zainab",
      "Zoya",
    ],
    last: ["Khan", "Ansari", "Shaikh", "Qureshi", "Siddiqui", "Syed", "Pathan", "Malik", "Hussain", "Rizvi"],
  },
  {
    weight: 3, // the north-east
    first: ["Bitupan", "Dhruba", "Lalrin", "Pranjal", "Daisy", "Jahnabi", "Mayuri", "Nilakshi"],
    last: ["Gogoi", "Bora", "Baruah", "Sangma", "Lyngdoh", "Kalita", "Saikia", "Hazarika"],
  },
  {
    weight: 2,
    first: ["Alwin", "Jerin", "Jomon", "Rohan", "Anitha", "Jincy", "Merlin", "Sheena"],
    last: ["Thomas", "Joseph", "Mathew", "D'Souza", "Fernandes", "George", "Varghese"],
  },
];

/** The admission form's courses, the most asked-about first (weights roughly as enquiries run). */
const COURSE_WEIGHTS: Record<(typeof ADMISSION_COURSE_OPTIONS)[number], number> = {
  "B.Voc Medical Lab Technology": 14,
  "B.Voc Radiology & Medical Imaging": 10,
  "B.Voc Operation Theater Technology": 9,
  "B.Voc Optometry Technology": 6,
  "B.Voc Dialysis Technology": 5,
  "B.Voc Cardiac Care Technology": 5,
  "B.Voc Hospital Management": 8,
  "B.Voc Patient Care Management": 4,
  "B.Voc Physiotherapy": 9,
  "B.Voc Multimedia & Animation": 5,
  "B.Voc Hotel Management": 6,
  "B.Voc Computer Software Technology": 5,
  "B.Voc Yoga & Naturopathy": 2,
  "B.Voc Information Technology": 4,
  "B.Voc E-Commerce & Digital Marketing": 3,
  "B.Voc Fashion Designing": 3,
  "B.Voc Beauty Science & Cosmetology": 3,
  "B.Voc Marketing & Entrepreneurship": 2,
  "B.Voc Physical Fitness Training": 2,
  "M.Voc Hospital Management": 3,
  "M.Voc Computer Software Technology": 2,
  "Certificate Course in Hospital Sterilization": 2,
};

const MESSAGES = [
  "",
  "",
  "",
  "What is the fee for the first year?",
  "Is hostel available for girls?",
  "I passed 12th with biology, 68%. Am I eligible?",
  "Please call after 5 pm.",
  "Is there placement after the course?",
  "Can I join after 12th arts?",
  "Do you offer any scholarship?",
  "Please send the fee structure on WhatsApp.",
  "When do classes start?",
  "Is the degree valid for government jobs?",
];

const CONTACT_SUBJECTS: [string, string][] = [
  ["Fees", "Please share the fee details and whether it can be paid in instalments."],
  ["Hostel", "Is hostel and mess available? What are the charges?"],
  ["Admission", "I want to take admission this year. What documents are needed?"],
  ["Scholarship", "Is there any scholarship for SC/ST/OBC students?"],
  ["Campus visit", "Can my parents and I visit the campus on Sunday?"],
  ["Eligibility", "I completed a diploma. Can I get lateral entry?"],
];

const NOTES = [
  "Asked about hostel fees; sent the fee sheet on WhatsApp.",
  "Parents will visit the campus on Saturday.",
  "Wants the evening batch; told them it starts in July.",
  "Interested in the merit scholarship; explained the criteria.",
  "Documents pending: 12th marksheet and transfer certificate.",
  "Comparing with a college in the city; will decide this week.",
  "Father asked about placements; shared last year's list.",
  "Walked in with mother; showed the labs.",
  "Prefers Hindi on calls.",
  "Will pay the registration fee after results.",
];

const CLOSE_REASONS: Record<ClosedStatus, string[]> = {
  not_interested: [
    "Joined another college nearby",
    "Fees too high for the family this year",
    "Decided on a B.Sc instead",
    "Going to work this year",
    "Parents want a college closer to home",
  ],
  not_reachable: [
    "No answer on four calls over two weeks",
    "Number switched off every time",
    "Calls not answered; WhatsApp not delivered",
  ],
  not_eligible: [
    "Has not passed 12th yet; may enquire next year",
    "Needs science in 12th for this course",
    "Below the minimum marks for the course",
  ],
  not_student: [
    "Vendor offering lab equipment",
    "Job applicant for the lab assistant post",
    "Parent of a current student asking about results",
  ],
};

/** Pages people land on before they enquire. */
const LANDING_PAGES = [
  "/",
  "/",
  "/courses",
  "/admission",
  coursePath("medical-lab-technology"),
  coursePath("radiology-and-medical-imaging"),
  coursePath("physiotherapy-program"),
  coursePath("hotel-management"),
  coursePath("hospital-management"),
];

/** How people reach the site, as the forms record it: typed in, searched, an ad, a shared link, an education portal. */
const ARRIVALS: readonly (readonly [Partial<Attribution>, number])[] = [
  [{}, 30],
  [{ referrerHost: "www.google.com" }, 24],
  [{ utmSource: "google", utmMedium: "cpc", utmCampaign: "admissions-2026" }, 12],
  [{ utmSource: "facebook", utmMedium: "paid_social", utmCampaign: "admissions-2026" }, 8],
  [{ utmSource: "instagram", utmMedium: "paid_social", utmCampaign: "admissions-2026" }, 9],
  [{ utmSource: "whatsapp", utmMedium: "share" }, 6],
  [{ referrerHost: "www.shiksha.com" }, 5],
  [{ referrerHost: "collegedunia.com" }, 4],
  [{ referrerHost: "www.bing.com" }, 2],
];

/** A small fast seeded generator (mulberry32): the same seed gives the same people. */
function randomSource(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const chance = (p: number) => next() < p;
  const weighted = <T>(entries: readonly (readonly [T, number])[]): T => {
    const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
    let roll = next() * total;
    for (const [value, weight] of entries) {
      roll -= weight;
      if (roll < 0) return value;
    }
    return entries[entries.length - 1]![0];
  };
  return { next, int, pick, chance, weighted };
}
type Random = ReturnType<typeof randomSource>;

/** A 10-digit demo number per person; 7919 is prime to 10^8, so no two people share one. */
export function demoPhone(index: number): string {
  return DEMO_PHONE_PREFIX + String((index * 7919 + 1_234_567) % 100_000_000).padStart(8, "0");
}

/** Admissions run busiest May–August (results and the new session), quietest in winter. */
const MONTH_WEIGHTS = [0.5, 0.5, 0.6, 0.8, 1.4, 1.8, 1.9, 1.5, 0.9, 0.7, 0.6, 0.5];
/** People enquire mostly from late morning to late evening, India time. */
const HOUR_WEIGHTS = [1, 0.5, 0.3, 0.2, 0.2, 0.3, 1, 2, 4, 6, 8, 9, 9, 8, 8, 8, 8, 8, 9, 10, 10, 8, 5, 2].map(
  (weight, hour) => [hour, weight] as const,
);

function istHour(ms: number): number {
  return new Date(ms + IST_OFFSET_MS).getUTCHours();
}

/** The last weeks count three times over: a demo opened today should look busy today. */
const RECENT_DAYS = 45;
const RECENT_WEIGHT = 3;

/** A first-enquiry time within the last `days` days, weighted by season, recency and time of day. */
function enquiryTime(random: Random, now: number, days: number): number {
  const most = Math.max(...MONTH_WEIGHTS) * RECENT_WEIGHT;
  for (;;) {
    const daysAgo = random.int(0, days - 1);
    const dayStart = now - daysAgo * DAY_MS;
    const weight =
      MONTH_WEIGHTS[new Date(dayStart + IST_OFFSET_MS).getUTCMonth()]! * (daysAgo < RECENT_DAYS ? RECENT_WEIGHT : 1);
    if (random.next() * most > weight) continue;
    // The same IST day, at a weighted hour.
    const istMidnight = dayStart - ((dayStart + IST_OFFSET_MS) % DAY_MS);
    const at =
      istMidnight + random.weighted(HOUR_WEIGHTS) * HOUR_MS + random.int(0, 59) * 60_000 + random.int(0, 59) * 1000;
    if (at <= now - 60_000) return at;
  }
}

/** Moves a counsellor's action into office hours (10:00–19:00 IST) if it fell outside. */
function officeHours(random: Random, ms: number): number {
  const hour = istHour(ms);
  if (hour >= 10 && hour < 19) return ms;
  const istMidnight = ms - ((ms + IST_OFFSET_MS) % DAY_MS);
  const nextDay = hour >= 19 ? istMidnight + DAY_MS : istMidnight;
  return nextDay + (10 + random.int(0, 2)) * HOUR_MS + random.int(0, 59) * 60_000;
}

function contactDelay(random: Random): number {
  // Most callbacks come within the 24-hour promise, some a day or three late.
  return random.weighted([
    [() => random.int(5, 120) * 60_000, 45],
    [() => random.int(2, 8) * HOUR_MS + random.int(0, 59) * 60_000, 30],
    [() => random.int(8, 23) * HOUR_MS + random.int(0, 59) * 60_000, 13],
    [() => random.int(24, 96) * HOUR_MS, 12],
  ] as const)();
}

/** Where a person's lead ends up, for a lead that is `ageDays` old (it may get less far if time runs out). */
function fateFor(random: Random, ageDays: number): LeadStatus {
  if (ageDays < 1)
    return random.weighted([
      ["new", 55],
      ["contacted", 35],
      ["not_student", 5],
      ["not_interested", 5],
    ] as const);
  if (ageDays < 21) {
    return random.weighted([
      ["new", 2],
      ["contacted", 30],
      ["counselling", 22],
      ["applied", 8],
      ["enrolled", 3],
      ["not_interested", 14],
      ["not_reachable", 10],
      ["not_eligible", 5],
      ["not_student", 3],
    ] as const);
  }
  // Older leads have all been called by now (a year-old New lead would fill the Today page).
  return random.weighted([
    ["contacted", 9],
    ["counselling", 7],
    ["applied", 5],
    ["enrolled", 15],
    ["not_interested", 26],
    ["not_reachable", 22],
    ["not_eligible", 9],
    ["not_student", 6],
  ] as const);
}

/** The open statuses past New, in order: a lead works through them one by one (a status added to the pipeline is walked too). */
const PIPELINE: readonly LeadStatus[] = OPEN_STATUSES.filter((status) => status !== "new");

/** The plan of one person; `forced` fixes the age and the end of the story (every status appears, some leads wait). */
function person(
  random: Random,
  index: number,
  now: number,
  days: number,
  forced?: { fate: LeadStatus; firstAt: number },
): DemoPerson {
  const region = random.weighted(REGIONS.map((each) => [each, each.weight] as const));
  const first = random.pick(region.first);
  const surname = random.pick(region.last);
  const name = `${first} ${surname}`;
  const phone = demoPhone(index);
  const handle = (first + (random.chance(0.5) ? "." : "") + surname).toLowerCase().replace(/[^a-z.]/g, "");
  // The number after the handle is the person's own, so no two people share an email.
  const email = `${handle}${index + 11}@${random.weighted([
    ["example.com", 8],
    ["example.org", 1],
    ["example.net", 1],
  ] as const)}`;
  const course = random.weighted(Object.entries(COURSE_WEIGHTS) as [string, number][]);
  const firstAt = forced?.firstAt ?? enquiryTime(random, now, days);
  const fate = forced?.fate ?? fateFor(random, (now - firstAt) / DAY_MS);

  const steps: DemoStep[] = [];
  let status: LeadStatus = "new";
  let owner: string | null = null;
  const iso = (ms: number) => new Date(ms).toISOString();
  const counsellor = random.pick(DEMO_COUNSELLORS).key;
  // Steps at least a second apart, so the timeline's order never depends on ids.
  let lastAt = 0;
  const stamp = (at: number) => (lastAt = Math.max(at, lastAt + 1000));
  const change = (at: number, by: string, what: DemoChange) => {
    // The store refuses a change that changes nothing; such a step is left out of the plan.
    if ((what.kind === "status" && what.to === status) || (what.kind === "owner" && what.ownerId === owner)) return;
    if (what.kind === "status") status = what.to;
    if (what.kind === "owner") owner = what.ownerId;
    steps.push({ at: iso(stamp(at)), kind: "change", change: what, by });
  };
  const enquiry = (
    at: number,
    channel: "admission" | "popup" | "contact" | "walk-in" | "phone" | "other",
    who: { name: string; email: string; course: string },
  ) => {
    const landing = random.pick(LANDING_PAGES);
    const arrival = random.weighted(ARRIVALS);
    const attribution: Attribution = {
      ...EMPTY_ATTRIBUTION,
      ...arrival,
      landingPage: arrival.utmSource ? `${landing}?utm_source=${arrival.utmSource}` : landing,
      // The popup opens on whatever page the person reads; the other forms have their own.
      formPage: channel === "popup" ? landing : channel === "contact" ? "/contact" : "/admission",
    };
    if (channel === "admission" || channel === "popup") {
      const options: readonly string[] = channel === "popup" ? POPUP_COURSE_OPTIONS : ADMISSION_COURSE_OPTIONS;
      steps.push({
        at: iso(stamp(at)),
        kind: "form",
        enquiry: {
          source: channel,
          name: who.name,
          phone,
          email: who.email,
          course: options.includes(who.course) ? who.course : options[0]!,
          university: random.pick(SHIPPED_UNIVERSITY_OPTIONS),
          message: random.pick(MESSAGES),
          attribution,
        },
      });
    } else if (channel === "contact") {
      const [subject, message] = random.pick(CONTACT_SUBJECTS);
      steps.push({
        at: iso(stamp(at)),
        kind: "contact",
        message: { name: who.name, email: who.email, phone, subject, message, attribution },
      });
    } else {
      const message =
        channel === "walk-in"
          ? "Came to the office to ask about admission."
          : channel === "phone"
            ? "Called the office number."
            : "Referred by a current student.";
      steps.push({
        at: iso(stamp(at)),
        kind: "manual",
        by: counsellor,
        enquiry: {
          source: channel,
          sourceDetail: "",
          name: who.name,
          phone,
          email: random.chance(0.4) ? "" : who.email,
          course: who.course,
          message,
        },
      });
      // Whoever took the walk-in or the call usually keeps the lead.
      if (random.chance(0.8)) change(at + 60_000, counsellor, { kind: "owner", ownerId: counsellor });
    }
  };

  const channel = random.weighted([
    ["admission", 44],
    ["popup", 30],
    ["contact", 12],
    ["walk-in", 7],
    ["phone", 6],
    ["other", 1],
  ] as const);
  enquiry(firstAt, channel, { name, email, course });
  const manual = channel === "walk-in" || channel === "phone" || channel === "other";

  // The counsellors' story, step by step; it stops where "now" is reached.
  let t = firstAt;
  const later = (ms: number) => {
    t = officeHours(random, t + ms);
    return t < now - 60_000;
  };
  const story = () => {
    if (fate === "new") {
      if (!forced && owner === null && random.chance(0.3) && later(random.int(10, 300) * 60_000))
        change(t, counsellor, { kind: "owner", ownerId: counsellor });
      return;
    }
    // A walk-in is contact in person, at once; anyone else waits for a callback.
    if (manual) t += random.int(2, 20) * 60_000;
    else if (!later(contactDelay(random))) return;
    if (t >= now - 60_000) return;
    // Whoever works a lead through the pipeline owns it; a quick close sometimes goes unowned.
    if (owner === null && (PIPELINE.includes(fate) || random.chance(0.85)))
      change(t, counsellor, { kind: "owner", ownerId: counsellor });
    const by = owner ?? counsellor;

    if (fate === "not_student") {
      change(t + 60_000, by, { kind: "status", to: "not_student", reason: random.pick(CLOSE_REASONS.not_student) });
      return;
    }
    if (fate === "not_reachable") {
      const tries = random.int(2, 4);
      for (let attempt = 0; attempt < tries; attempt++) {
        if (attempt > 0 && !later(random.int(1, 4) * DAY_MS)) return;
        change(t, by, {
          kind: "call",
          outcome: random.pick<ContactOutcome>(["no_answer", "switched_off", "busy", "no_answer"]),
          note: "",
          nextStepAt: iso(t + DAY_MS),
        });
      }
      if (later(random.int(1, 3) * DAY_MS))
        change(t, by, { kind: "status", to: "not_reachable", reason: random.pick(CLOSE_REASONS.not_reachable) });
      return;
    }
    if (!manual) {
      if (random.chance(0.3)) {
        change(t, by, {
          kind: "call",
          outcome: random.pick<ContactOutcome>(["no_answer", "busy", "switched_off"]),
          note: "",
          nextStepAt: iso(t + DAY_MS),
        });
        if (!later(random.int(2, 30) * HOUR_MS)) return;
      }
    }
    // Reaching someone (on the phone, or in person for a walk-in) moves a New lead to Contacted.
    change(t, by, {
      kind: "call",
      outcome: "spoke",
      note: random.chance(0.4) ? random.pick(NOTES) : "",
      nextStepAt: iso(t + DAY_MS),
    });
    if (manual && random.chance(0.6)) change(t + 120_000, by, { kind: "note", text: random.pick(NOTES) });
    if (fate === "not_eligible" || fate === "not_interested") {
      if (fate === "not_interested" && random.chance(0.5) && later(random.int(1, 10) * DAY_MS))
        change(t, by, { kind: "status", to: "counselling", reason: "" });
      if (later(random.int(1, 14) * DAY_MS))
        change(t, by, { kind: "status", to: fate, reason: random.pick(CLOSE_REASONS[fate]) });
      return;
    }
    const target = PIPELINE.indexOf(fate);
    for (let stage = 1; stage <= target; stage++) {
      if (!later(random.int(1, stage === 3 ? 25 : 10) * DAY_MS)) return;
      if (random.chance(0.35)) change(t, by, { kind: "note", text: random.pick(NOTES) });
      change(t + 60_000, by, { kind: "status", to: PIPELINE[stage]!, reason: "" });
    }
  };
  story();

  // An open lead past New usually has its next call booked: some overdue, some today, some later.
  const last = Date.parse(steps[steps.length - 1]!.at);
  if (!isClosed(status) && status !== "new" && owner && random.chance(0.85)) {
    const istMidnight = now - ((now + IST_OFFSET_MS) % DAY_MS);
    const when = random.weighted([
      ["overdue", 25],
      ["today", 20],
      ["later", 55],
    ] as const);
    const slot = (dayStart: number) => dayStart + random.int(10, 18) * HOUR_MS + random.pick([0, 15, 30, 45]) * 60_000;
    const at =
      when === "overdue"
        ? slot(istMidnight - random.int(1, 10) * DAY_MS)
        : when === "today"
          ? slot(istMidnight)
          : slot(istMidnight + random.int(1, 14) * DAY_MS);
    // Booked at the last contact, so always for a time after it.
    if (at > last + 60 * 60_000) change(last + 60_000, owner, { kind: "follow_up", at: iso(at) });
  }

  // Some people enquire again: while the lead is open, or after it was closed (it reopens).
  const closedAt = isClosed(status) ? last : null;
  if (random.chance(0.13)) {
    const repeats = random.chance(0.3) ? 2 : 1;
    for (let repeat = 0; repeat < repeats; repeat++) {
      const at = firstAt + random.int(1, 24 * 40) * HOUR_MS;
      if (at >= now - 60_000 || (closedAt !== null && at >= closedAt)) continue;
      const again = random.weighted([
        ["admission", 40],
        ["popup", 40],
        ["contact", 20],
      ] as const);
      const who = {
        name: random.chance(0.2) ? first : name,
        email,
        course: random.chance(0.7) ? course : random.weighted(Object.entries(COURSE_WEIGHTS) as [string, number][]),
      };
      // Stamped at its own time (not after the story so far), then moved into place.
      const latest = lastAt;
      lastAt = 0;
      enquiry(at, again, who);
      lastAt = latest;
      const added = steps.pop()!;
      const position = steps.findIndex((each) => each.at > added.at);
      steps.splice(position === -1 ? steps.length : position, 0, added);
    }
  }
  if (closedAt !== null && !forced && random.chance(0.08)) {
    const at = closedAt + random.int(3, 60) * DAY_MS;
    if (at < now - HOUR_MS) {
      enquiry(at, random.pick(["admission", "popup"] as const), { name, email, course });
      // The store reopens a closed lead that enquires again: it is New from here on.
      // Reopened as New: someone calls back; only a recent one may still be waiting.
      const back = officeHours(random, at + contactDelay(random));
      if ((at < now - 3 * DAY_MS || random.chance(0.5)) && back < now - 60_000) {
        const by = owner ?? counsellor;
        change(back, by, {
          kind: "call",
          outcome: "spoke",
          note: "Enquired again; interested in the next batch.",
          nextStepAt: iso(back + DAY_MS),
        });
        change(back + 60_000, by, { kind: "status", to: "counselling", reason: "" });
      }
    }
  }
  return { index, phone, steps };
}

/** Every status but New, which the last few people (still waiting) have. */
const SETTLED = STATUSES.filter((status) => status !== "new");

/**
 * The people, one by one (the bench makes 100,000 without holding them all). The first
 * eight end in each status past New in turn, and the last five are New leads near or past
 * the 24-hour promise, so every status and every list of the desk has something in it.
 */
export function* demoPeople(options: DemoOptions): Generator<DemoPerson> {
  const random = randomSource(options.seed ?? 20261123);
  const now = options.now.getTime();
  const days = options.days ?? 365;
  const waiting = [20.5, 22, 23.5, 25, 30].map((hours) => now - hours * HOUR_MS);
  for (let index = 0; index < options.leads; index++) {
    const fromEnd = options.leads - 1 - index;
    const forced =
      index < SETTLED.length
        ? { fate: SETTLED[index]!, firstAt: enquiryTimeOlderThan(random, now, 120, days) }
        : fromEnd < waiting.length
          ? { fate: "new" as const, firstAt: waiting[fromEnd]! }
          : undefined;
    yield person(random, index, now, days, forced);
  }
}

function enquiryTimeOlderThan(random: Random, now: number, minDays: number, days: number): number {
  for (;;) {
    const at = enquiryTime(random, now, days);
    if (at < now - minDays * DAY_MS) return at;
  }
}
