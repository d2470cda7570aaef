import { data, Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/content-question";
import type { ContentDocument } from "#content/content-document.ts";
import { lineFrom, lineText, type Question } from "#content/document/faq.ts";
import { editing, requireContentEditor } from "#app/desk/content.server.ts";
import { fieldErrors, newId, saveDraft } from "#app/desk/content-sections.server.ts";
import { FieldGroup, TextArea, TextField, type Values } from "#app/desk/components/content-form.tsx";
import { Notice, PageHeader } from "#app/desk/components/ui.tsx";

export const meta = () => [{ title: "Question | Site content | Admissions desk" }];

const FIELDS = ["question.en", "question.hi", "answer.en", "answer.hi"];

function valuesOf(entry: Question | undefined): Values {
  return {
    "question.en": entry?.question.en ?? "",
    "question.hi": entry?.question.hi ?? "",
    "answer.en": entry?.answer ? lineText(entry.answer.en) : "",
    "answer.hi": entry?.answer ? lineText(entry.answer.hi) : "",
  };
}

/** The question named by the path, or none for "new"; 404 for an id the draft does not have. */
function questionOf(document: ContentDocument, id: string | undefined) {
  if (id === "new") return { index: -1, entry: undefined };
  const index = document.faq.findIndex((entry) => entry.id === id);
  if (index < 0) throw data("No such question.", { status: 404 });
  return { index, entry: document.faq[index] };
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { desk } = await requireContentEditor(request, context);
  const { document } = await editing(desk);
  const { entry } = questionOf(document, params.id);
  return { adding: !entry, title: entry?.question.en ?? "New question", values: valuesOf(entry) };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { staff, desk } = await requireContentEditor(request, context);
  const { document } = await editing(desk);
  const { index, entry: before } = questionOf(document, params.id);
  const form = await request.formData();
  const text = (name: string) => String(form.get(name) ?? "").trim();
  const errors: Record<string, string> = {};
  const [answerEn, answerHi] = [text("answer.en"), text("answer.hi")];
  if (!answerEn && answerHi)
    errors["answer.en"] = "Give the English answer too, or clear both to show “To be confirmed”.";
  const entry: Question = {
    id:
      before?.id ??
      newId(
        text("question.en"),
        document.faq.map((other) => other.id),
      ),
    question: { en: text("question.en"), hi: text("question.hi") },
    answer: answerEn || answerHi ? { en: lineFrom(answerEn), hi: lineFrom(answerHi) } : null,
  };
  const faq = [...document.faq];
  if (index < 0) faq.push(entry);
  else faq[index] = entry;
  const changed: ContentDocument = { ...document, faq };
  const position = index < 0 ? faq.length - 1 : index;
  for (const [field, message] of Object.entries(fieldErrors(changed, `faq.${position}`, FIELDS, "question.en")))
    errors[field] ??= message;
  if (Object.keys(errors).length) {
    const values: Values = {};
    for (const [key, value] of form) values[key] = String(value);
    return data({ errors, values }, { status: 400 });
  }
  return saveDraft(desk, staff.id, changed, "/desk/content?saved=faq");
}

export default function QuestionForm({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state !== "idle";
  const values = actionData?.values ?? loaderData.values;
  const errors: Record<string, string> = actionData?.errors ?? {};
  const field = { values, errors };
  return (
    <>
      <PageHeader
        title={loaderData.title}
        description="Shown on /faq and in its search data, in English and Hindi. Saved as a draft until you publish."
        actions={
          <Link to="/desk/content/faq" className="btn-small min-h-11">
            All questions
          </Link>
        }
      />
      {Object.keys(errors).length ? <Notice tone="error">Not saved: fix the fields marked below.</Notice> : null}
      {/* Multipart: Hindi text travels as UTF-8 bytes, a third of its URL-encoded size, so a
          course's whole prose fits the 16 KiB a post may carry (server/security.ts). */}
      <Form method="post" encType="multipart/form-data" className="flex flex-col gap-4" noValidate>
        <FieldGroup legend="Question">
          <TextField name="question.en" label="Question (English)" {...field} />
          <TextField name="question.hi" label="Question (Hindi)" lang="hi" {...field} />
        </FieldGroup>
        <FieldGroup legend="Answer">
          <TextArea
            name="answer.en"
            label="Answer (English)"
            hint="Empty in both languages: “To be confirmed”. A link: [words](/admission)."
            rows={6}
            {...field}
          />
          <TextArea name="answer.hi" label="Answer (Hindi)" lang="hi" rows={6} {...field} />
        </FieldGroup>
        <div>
          <button type="submit" className="btn-small btn-primary min-h-11" disabled={busy}>
            {loaderData.adding ? "Add to draft" : "Save draft"}
          </button>
        </div>
      </Form>
    </>
  );
}
