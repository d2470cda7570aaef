// zod/mini: these templates go to the desk's JavaScript (phones), where full zod would weigh more.
import * as z from "zod/mini";

/**
 * The desk's ready-made messages: opened as a WhatsApp chat or an email to the person from
 * the lead page (app/desk/routes/lead/messages.tsx), each logged on the lead's timeline.
 *
 * Written to promise nothing the institute has not published: no fees, dates, seats or
 * results are stated here. A counsellor offers to share them and types them in the chat.
 * Placeholders: {name} (the person's first name), {course}, {counsellor} (who sends it) and
 * {institute} (app/content/site.ts). Each text is per language; English now, and a Hindi
 * text (`hi`) can be added to any template without changing the code that uses them.
 */
export const MESSAGE_TEMPLATE_IDS = [
  "greeting",
  "imported_greeting",
  "course_details",
  "fees",
  "campus_visit",
  "documents",
  "call_back",
] as const;
export type MessageTemplateId = (typeof MESSAGE_TEMPLATE_IDS)[number];

export const MESSAGE_LANGUAGES = ["en", "hi"] as const;
export type MessageLanguage = (typeof MESSAGE_LANGUAGES)[number];

const PLACEHOLDERS = ["name", "course", "counsellor", "institute"] as const;
export type MessagePlaceholder = (typeof PLACEHOLDERS)[number];

const knownPlaceholders = (text: string) =>
  [...text.matchAll(/\{([^}]*)\}/g)].every(([, name]) => (PLACEHOLDERS as readonly string[]).includes(name ?? ""));

const templateText = (min: number, max: number) =>
  z
    .string()
    .check(z.minLength(min), z.maxLength(max), z.refine(knownPlaceholders, { error: "uses an unknown {placeholder}" }));

const textSchema = z.strictObject({
  /** An email's subject line. */
  subject: templateText(5, 120),
  /** The message itself: the WhatsApp text, and the email's body. */
  body: templateText(20, 1000),
});

export const messageTemplateSchema = z.strictObject({
  id: z.enum(MESSAGE_TEMPLATE_IDS),
  /** What the counsellor sees on the button and the timeline shows ("WhatsApp: Fees sent"). */
  title: z.string().check(z.minLength(3), z.maxLength(40)),
  text: z.strictObject({ en: textSchema, hi: z.optional(textSchema) }),
});

export type MessageTemplate = z.infer<typeof messageTemplateSchema>;

const templates: MessageTemplate[] = [
  {
    id: "greeting",
    title: "Greeting",
    text: {
      en: {
        subject: "Your enquiry about {course} at {institute}",
        body: "Hello {name}, this is {counsellor} from {institute}. Thank you for your enquiry about {course}. Is this a good time to talk? You can also reply here with your questions.",
      },
    },
  },
  {
    // For a lead imported from a fair's sheet or an aggregator: they did not fill in our form,
    // so the first message says where we got the number and where the privacy notice is.
    id: "imported_greeting",
    title: "First message (imported lead)",
    text: {
      en: {
        subject: "Your interest in {course} at {institute}",
        body: "Hello {name}, this is {counsellor} from {institute}. We have your number because you shared it at an education fair or on an education website, asking institutes to contact you about {course}. How we use your details, and how to have them deleted, is in the privacy notice on our website (Privacy, at the foot of every page). Is this a good time to talk?",
      },
    },
  },
  {
    id: "course_details",
    title: "Course details",
    text: {
      en: {
        subject: "Details of {course} at {institute}",
        body: "Hello {name}, this is {counsellor} from {institute}. You asked about {course}. I can share the course details and brochure on this chat, or go through them with you on a call. Which would you prefer?",
      },
    },
  },
  {
    id: "fees",
    title: "Fees",
    text: {
      en: {
        subject: "Fees for {course} at {institute}",
        body: "Hello {name}, this is {counsellor} from {institute}. I can share the fee details for {course} on this chat, or explain them on a call, including how the fee is paid. Which would you prefer?",
      },
    },
  },
  {
    id: "campus_visit",
    title: "Campus visit",
    text: {
      en: {
        subject: "Visiting {institute}",
        body: "Hello {name}, this is {counsellor} from {institute}. You are welcome to visit the campus, see where {course} is taught and ask your questions in person. Please tell me a day and time that suits you, and I will confirm it.",
      },
    },
  },
  {
    id: "documents",
    title: "Documents to bring",
    text: {
      en: {
        subject: "Documents for admission to {course}",
        body: "Hello {name}, this is {counsellor} from {institute}. Before you come for admission to {course}, I will send you the list of documents to bring on this chat, so nothing is missed on the day. Please reply here if you have any questions about them.",
      },
    },
  },
  {
    id: "call_back",
    title: "Call back",
    text: {
      en: {
        subject: "We tried to call you: {institute}",
        body: "Hello {name}, this is {counsellor} from {institute}. I tried to call you about your enquiry for {course}. Please tell me a good time to call back, or reply here with your questions.",
      },
    },
  },
];

/** Every template, checked when the module loads (a mistake fails the build and the unit tests). */
export const MESSAGE_TEMPLATES: readonly MessageTemplate[] = z
  .array(messageTemplateSchema)
  .check(
    z.refine(
      (list) =>
        list.length === MESSAGE_TEMPLATE_IDS.length &&
        MESSAGE_TEMPLATE_IDS.every((id, index) => list[index]?.id === id),
      {
        error: "one template per id, in the order of MESSAGE_TEMPLATE_IDS",
      },
    ),
  )
  .parse(templates);

export function isMessageTemplateId(value: string): value is MessageTemplateId {
  return (MESSAGE_TEMPLATE_IDS as readonly string[]).includes(value);
}

export function messageTemplate(id: MessageTemplateId): MessageTemplate {
  return MESSAGE_TEMPLATES.find((template) => template.id === id)!;
}

export type MessageValues = Record<MessagePlaceholder, string>;

/** The template's text with the placeholders filled in; English when the language has no text yet. */
export function fillTemplate(
  id: MessageTemplateId,
  values: MessageValues,
  language: MessageLanguage = "en",
): { subject: string; body: string } {
  const { text } = messageTemplate(id);
  const chosen = text[language] ?? text.en;
  // A blank name ("Hello {name}," to a parent whose name is not known) reads "Hello,".
  const fill = (value: string) =>
    value.replace(/\{(\w+)\}/g, (_, name: MessagePlaceholder) => values[name]).replace(/ +,/g, ",");
  return { subject: fill(chosen.subject), body: fill(chosen.body) };
}

/** What the placeholders are for a lead: the first name, the course (or a plain stand-in), who writes. */
export function messageValues(
  lead: { name: string; course: string },
  counsellor: string,
  institute: string,
): MessageValues {
  return {
    name: lead.name.trim().split(/\s+/)[0] ?? "",
    course: lead.course && lead.course !== "Undecided" ? lead.course : "our courses",
    counsellor,
    institute,
  };
}

/** A WhatsApp chat with an Indian mobile number (its last 10 digits), the text filled in; null when there is no such number. */
export function whatsappUrl(phone: string, text: string): string | null {
  const digits = phone.replace(/\D/g, "");
  const local = digits.length > 10 ? digits.slice(-10) : digits;
  return local.length === 10 ? `https://wa.me/91${local}?text=${encodeURIComponent(text)}` : null;
}

/** An email to the person with the subject and body filled in; null when they gave no email. */
export function mailtoUrl(email: string, message: { subject: string; body: string }): string | null {
  if (!email) return null;
  return `mailto:${encodeURIComponent(email).replace("%40", "@")}?subject=${encodeURIComponent(message.subject)}&body=${encodeURIComponent(message.body)}`;
}
