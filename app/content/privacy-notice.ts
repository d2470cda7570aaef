import { enquiryNoticeLines } from "./enquiry-notice";
import type { PrivacyConfig } from "./schemas";

/**
 * The text of the privacy notice (/privacy), built from the privacy configuration
 * (./privacy.ts) so each fact the institute could be held to is written once, there.
 *
 * The route's loader builds it on the server and the page renders it from loader data: the
 * notice is long, and as JSX it would travel a second time in the page's JavaScript
 * (docs/decisions/0004-javascript-budget.md). Plain language for 17-year-olds and their
 * parents; the Act's sections are named so a reviewer can find each duty.
 *
 * What it says about the site (no cookies, what the log and the emails hold, what is stored
 * with a form) describes the code as it is; change both together.
 */

/** A run of text, or a link within it. */
export type Inline = string | { text: string; href: string };
export type Line = readonly Inline[];

export type Block =
  | { kind: "p"; text: Line }
  | { kind: "list"; items: readonly Line[] }
  /** What one form asks for, and why. */
  | { kind: "form"; title: string; fields: readonly string[]; why: Line }
  /** Terms and their explanations, such as the rights. */
  | { kind: "terms"; items: readonly { term: string; text: Line }[] }
  /** The person who answers data questions, as a card. */
  | { kind: "contact"; name: string; role: string; organisation: string; email: Line; phone: Line };

export interface NoticeSection {
  /** The section's fragment, for the page's table of contents. */
  id: string;
  title: string;
  blocks: readonly Block[];
}

export interface PrivacyNotice {
  version: string;
  /** YYYY-MM-DD, for <time dateTime>. */
  publishedOn: string;
  /** "23 November 2026". */
  publishedOnText: string;
  /** The short version, at the top of the page. */
  summary: readonly Line[];
  sections: readonly NoticeSection[];
}

/** The lines a notice lists for the admission form and the quick enquiry (its first form). */
export function enquiryFormLines(notice: PrivacyNotice): readonly string[] | undefined {
  const form = notice.sections.flatMap((section) => section.blocks).find((block) => block.kind === "form");
  return form?.kind === "form" ? form.fields : undefined;
}

/** The rights-request form. */
export const PRIVACY_REQUEST_PATH = "/privacy/request";

/** "2026-11-23" → "23 November 2026", whatever the server's time zone. */
export function formatNoticeDate(isoDate: string): string {
  return new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );
}

const p = (...text: Inline[]): Block => ({ kind: "p", text });
const link = (text: string, href: string): Inline => ({ text, href });

export function privacyNotice(config: PrivacyConfig): PrivacyNotice {
  const { contact, fiduciary, processors, responseDays, retentionMonths } = config;
  const email = link(contact.email, `mailto:${contact.email}`);
  const phone = link(contact.phone.display, `tel:+${contact.phone.digits}`);
  const requestForm = link("privacy request form", PRIVACY_REQUEST_PATH);
  const days = `${responseDays} days`;
  const months = `${retentionMonths} months`;

  const summary: Line[] = [
    [
      "We use what you send us for one thing only: to answer your enquiry about admission, your message or your privacy request. No marketing.",
    ],
    ["This website sets no cookies and runs no advertising, tracking or analytics scripts."],
    [`If you do not enrol, your details are erased at most ${months} after the last activity on your enquiry.`],
    ["You can ask for a copy of your details, correct them, have them erased or withdraw your consent at any time."],
    [`Questions? Write to `, email, ` or call `, phone, `. We answer within ${days}.`],
  ];

  const sections: NoticeSection[] = [
    {
      id: "who-we-are",
      title: "Who we are",
      blocks: [
        p(
          `${fiduciary.name}, ${fiduciary.address}, decides why and how the details you send through this website are used. ` +
            "Under India's Digital Personal Data Protection Act, 2023 (“the Act”) that makes us the data fiduciary, and you, the person the details are about, the data principal.",
        ),
        p(
          `This is version ${config.version} of this notice, published on ${formatNoticeDate(config.publishedOn)}. ` +
            "Every enquiry, message and request we receive records the version of the notice it was sent under. When what we do changes, we publish a new version with a new date.",
        ),
      ],
    },
    {
      id: "what-we-collect",
      title: "What we collect, and why",
      blocks: [
        p(
          "We collect only what you type into one of our forms, and a few facts about how you reached the form. Each form asks for:",
        ),
        {
          kind: "form",
          title: "Admission form and quick enquiry",
          fields: enquiryNoticeLines("en"),
          why: [
            "To answer your enquiry about admission: a counsellor calls or writes to you about the course you chose.",
          ],
        },
        {
          kind: "form",
          title: "Contact form",
          fields: ["your name, email and phone number", "a subject, if you give one, and your message"],
          why: ["To answer your message."],
        },
        {
          kind: "form",
          title: "Privacy request form",
          fields: ["your name, email and phone number", "what you are asking us to do", "any details you add"],
          why: ["To find the details we hold about you and to answer your request."],
        },
        p(
          "With each form we also store the page it was sent from and how your visit began: the campaign tags in the link you followed (utm_source, utm_medium and utm_campaign), " +
            "the name of the website that sent you here (such as www.google.com, never the full address of the page) and the first page you opened on our site. " +
            "It tells the counsellor what you were reading when you wrote, and lets us count, without names, where enquiries come from. It describes one visit, not you across visits.",
        ),
        p(
          "Some enquiries reach us from others, not through our forms: at an education fair you may give your details at our stall or to the fair's organiser, and on an education website (an aggregator such as Shiksha or CollegeDunia) you may ask to be contacted by institutes. " +
            "They send us your name and phone number and, when you gave them, your email, city, the course you are interested in, a parent's or guardian's name and phone, and the date. " +
            "We use them only to answer that interest; when we first call or message you, we tell you where we got your number and send you this notice. They are kept and erased like any enquiry.",
        ),
        p(
          "We use all of this for one purpose: answering the enquiry, message or request you sent. We do not use it for marketing, and we do not sell it or give it to anyone for their marketing.",
        ),
      ],
    },
    {
      id: "what-we-do-not-do",
      title: "What this website does not do",
      blocks: [
        {
          kind: "list",
          items: [
            [
              "It sets no cookies on its public pages. (Staff signing in to the admissions desk get a sign-in cookie; visitors never do.)",
            ],
            ["It runs no advertising, tracking or analytics scripts."],
            [
              "Your browser keeps one note for this site, in the open tab only: when the enquiry popup last appeared, so that it does not keep interrupting you. It is never sent to us and is gone when you close the tab.",
            ],
            [
              "Our server's log records that a form arrived, with its reference number and whether it was saved, never what you typed. To stop abuse, the server counts the forms sent from each internet address over 10 minutes, in its memory only; it does not store the address.",
            ],
            [
              "If you choose to chat with us on WhatsApp or follow a link to our social media pages, that service's own privacy notice covers what you share there.",
            ],
          ],
        },
      ],
    },
    {
      id: "how-long",
      title: "How long we keep it",
      blocks: [
        {
          kind: "list",
          items: [
            [
              // The retention job counts from the lead's last activity, which any change by
              // staff moves on: "last contact" would understate how long details are kept.
              `If you do not enrol, your details are erased at most ${months} after the last activity on your enquiry: your latest enquiry, or our latest call, note or change to it. You can ask us to erase them sooner at any time.`,
            ],
            ["If you enrol, your enquiry stays with your admission record and is not erased by this rule."],
            [
              "After an erasure we keep only counts that name nobody (the date, the course, the status and how the enquiry reached us) and a note that an erasure took place, without your details.",
            ],
            ["A record that we handled a privacy request may be kept, to show that we answered it."],
            ["The log of which staff member opened or downloaded whose details is kept for one year, then deleted."],
          ],
        },
      ],
    },
    {
      id: "who-processes-it",
      title: "Who handles it for us",
      blocks: [
        p("Two companies process your details on our behalf, only on our instructions and only for the purpose above:"),
        {
          kind: "terms",
          items: [
            { term: processors.hosting, text: ["Runs the server where your details are stored."] },
            {
              term: processors.mail,
              text: [
                "Carries the emails that tell our admissions staff about a new enquiry, when we send them. These emails go to our own staff only and hold your name, the course and your phone number, never your message.",
              ],
            },
          ],
        },
        p("We share your details with no one else, unless a law requires it."),
      ],
    },
    {
      id: "children",
      title: "If you are under 18",
      blocks: [
        p(
          "The Act treats everyone under 18 as a child and asks for a parent's or guardian's consent (section 9). So the admission form and the quick enquiry ask who is filling them in, and when a student under 18 writes to us, they also ask for a parent's or guardian's name and phone number.",
        ),
        p(
          "Our counsellor then speaks with the parent or guardian first, and records their confirmation (who gave it, when and how) before doing anything beyond answering the enquiry. We send nothing marketing-like to a student under 18. A parent or guardian can use every right below on their child's behalf.",
        ),
      ],
    },
    {
      id: "your-rights",
      title: "Your rights, and how to use them",
      blocks: [
        {
          kind: "terms",
          items: [
            {
              term: "Get a copy",
              text: [
                "Ask for a copy of the details we hold about you, what we have done with them and who has handled them for us (section 11).",
              ],
            },
            {
              term: "Correct",
              text: ["Ask us to correct, complete or update anything that is wrong or out of date (section 12)."],
            },
            {
              term: "Erase",
              text: [
                "Ask us to erase your details. We remove them from everything we hold, keeping only the counts that name nobody described above (section 12).",
              ],
            },
            {
              term: "Withdraw your consent",
              text: [
                "Tell us to stop, as easily as you wrote to us. We then stop using your details and erase them. It does not undo what we did before, and we can no longer answer your enquiry (section 6).",
              ],
            },
            {
              term: "Nominate someone",
              text: [
                "Name a person who can use these rights for you if you die or become unable to act for yourself (section 14).",
              ],
            },
            {
              term: "Raise a grievance",
              text: [
                "Tell us if you are unhappy with how we have handled your details or a request. We look into it and answer you (section 13).",
              ],
            },
          ],
        },
        p(
          "For any of these, use the ",
          requestForm,
          ", write to ",
          email,
          " or call ",
          phone,
          `. We answer within ${days}.`,
        ),
        p(
          "To protect your details, we may check that a request really comes from you, for example by contacting you on the phone number or email we already hold.",
        ),
      ],
    },
    {
      id: "contact",
      title: "Who to contact",
      blocks: [
        p(`${contact.name} answers questions about your personal data and handles grievances for ${fiduciary.name}.`),
        {
          kind: "contact",
          name: contact.name,
          role: contact.role,
          organisation: fiduciary.name,
          email: [email],
          phone: [phone],
        },
      ],
    },
    {
      id: "complaints",
      title: "If you are not satisfied",
      blocks: [
        p(
          `If you have raised a grievance with us and are not satisfied with our answer, or have had no answer within ${days}, you may complain to the Data Protection Board of India, established under the Act. ` +
            "The Act asks you to come to us first (section 13(3)). The Board's website explains how to complain.",
        ),
      ],
    },
    {
      id: "security",
      title: "How we keep it safe",
      blocks: [
        {
          kind: "list",
          items: [
            ["Your details are stored on the institute's server."],
            [
              "Only our admissions staff can see them, after signing in with their own account. Every sign-in, every time someone opens a person's record, every download and every erasure is logged with who did it and when.",
            ],
            [
              "If a breach ever puts your details at risk, we tell you without delay what happened, what it may mean for you and what you can do, and we report it to the Data Protection Board of India.",
            ],
          ],
        },
      ],
    },
  ];

  return {
    version: config.version,
    publishedOn: config.publishedOn,
    publishedOnText: formatNoticeDate(config.publishedOn),
    summary,
    sections,
  };
}
