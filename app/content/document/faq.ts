import { z } from "zod";
import { lineSchema } from "#content/disclosure-schemas.ts";
import type { Line } from "#content/privacy-notice.ts";

/**
 * The frequently asked questions as staff edit them in the desk (Content → Questions), in
 * their order on /faq and in its FAQPage structured data. An answer is in both languages, or
 * null in both: not answered yet, shown as "To be confirmed" with the phone number. In the
 * desk an answer's links are written [words](/path) (./faq.ts `lineText`, `lineFrom`).
 */

const hindiLine = z.array(z.union([z.string(), z.object({ text: z.string(), href: z.string() }).strict()]));

export const questionSchema = z
  .object({
    /** Stays the same when the question is edited: its anchor on /faq (#hostel) and its address in the desk. */
    id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "must be lower-case words joined by hyphens"),
    question: z
      .object({
        en: z
          .string()
          .trim()
          .min(1, "must not be empty")
          .refine((question) => question.endsWith("?"), "must be a question (end with ?)"),
        hi: z.string().trim().min(1, "needs its Hindi"),
      })
      .strict(),
    /** null: the institute has not answered yet. */
    answer: z.object({ en: lineSchema, hi: hindiLine }).strict().nullable(),
  })
  .strict()
  .superRefine((entry, context) => {
    if (entry.answer === null) return;
    const hindi = lineSchema.safeParse(entry.answer.hi);
    if (!hindi.success || lineText(entry.answer.hi).trim() === "")
      context.addIssue({ code: "custom", path: ["answer", "hi"], message: "needs its Hindi" });
  });

export type Question = z.infer<typeof questionSchema>;

export const questionsSectionSchema = z
  .array(questionSchema)
  .min(1, "keep at least one question")
  .refine((entries) => new Set(entries.map((entry) => entry.id)).size === entries.length, "each question's id once");

/** An answer as the desk's text box shows it: links as [words](/path). */
export function lineText(line: Line): string {
  return line.map((part) => (typeof part === "string" ? part : `[${part.text}](${part.href})`)).join("");
}

/** What was typed in the desk's text box as an answer's line; its links are checked by lineSchema. */
export function lineFrom(typed: string): (string | { text: string; href: string })[] {
  const line: (string | { text: string; href: string })[] = [];
  let rest = typed.replace(/\r\n?/g, "\n").trim();
  const link = /\[([^\]\n]+)\]\(([^)\s]+)\)/;
  for (let match = link.exec(rest); match; match = link.exec(rest)) {
    if (match.index > 0) line.push(rest.slice(0, match.index));
    line.push({ text: match[1]!.trim(), href: match[2]! });
    rest = rest.slice(match.index + match[0].length);
  }
  if (rest) line.push(rest);
  return line;
}

/** The questions as shipped: app/content/faq.ts with its Hindi (translations/faq.ts). */
export function shippedQuestions(
  faq: readonly { id: string; question: string; answer: Line | null }[],
  hindi: readonly { question: string; answer: Line | null }[],
): Question[] {
  return faq.map((entry, index) => {
    const words = hindi[index]!;
    return {
      id: entry.id,
      question: { en: entry.question, hi: words.question },
      answer: entry.answer && words.answer ? { en: [...entry.answer], hi: [...words.answer] } : null,
    };
  });
}
