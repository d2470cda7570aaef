import { data, Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/content-question";
import type { ContentDocument } from "#content/content-document.ts";
import { lineFrom, lineText, type Question } from "#content/document/faq.ts";
import { editing, typedValues } from "#app/desk/content.server.ts";
import { requireContentEditor } from "#app/desk/auth.server.ts";
import { fieldErrors, newId, saveDraft } from "#app/desk/content-sections.server.ts";
import {
  FieldGroup,
  InBothLanguages,
  SectionHeader,
  TextArea,
  type FieldValues,
  type RefusedForm,
} from "#app/desk/components/content-fields.tsx";
import { Notice, PageHeader } from "#app/desk/components/ui.tsx";
import { readDeskForm } from "#app/desk/form.server.ts";

export const meta = () => [{ title: "Question | Site content | Admissions desk" }];

const FIELDS = ["question.en", "question.hi", "answer.en", "answer.hi"];

function valuesOf(entry: Question | undefined): FieldValues {
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

async function itemLoader({ request, context, params }: Route.LoaderArgs) {
  const { desk } = await requireContentEditor(request, context);
  const { document } = await editing(desk);
  const { entry } = questionOf(document, params.id);
  return { adding: !entry, title: entry?.question.en ?? "New question", values: valuesOf(entry) };
}

async function itemAction({ request, context, params }: Route.ActionArgs) {
  const { staff, desk } = await requireContentEditor(request, context);
  const { document } = await editing(desk);
  const { index, entry: before } = questionOf(document, params.id);
  const form = await readDeskForm(request);
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
    return data({ errors, values: typedValues(form) }, { status: 400 });
  }
  return saveDraft(desk, staff.id, changed, "/desk/content?saved=faq");
}

function QuestionForm({ loaderData, actionData }: { loaderData: ItemData; actionData: RefusedForm }) {
  const busy = useNavigation().state !== "idle";
  const values = actionData?.values ?? loaderData.values;
  const errors: Record<string, string> = actionData?.errors ?? {};
  const field = { values, errors };
  return (
    <>
      <SectionHeader
        title={loaderData.title}
        description="Shown on /faq and in its search data, in English and Hindi. Saved as a draft until you publish."
        errors={errors}
        back={{ to: "/desk/content/faq", label: "All questions" }}
      />
      {/* Multipart: Hindi text travels as UTF-8 bytes, a third of its URL-encoded size, so a
          course's whole prose fits the 16 KiB a post may carry (server/security.ts). */}
      <Form method="post" encType="multipart/form-data" className="flex flex-col gap-4" noValidate>
        <FieldGroup legend="Question">
          <InBothLanguages name="question" label="Question" {...field} />
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

async function listLoader({ request, context }: Route.LoaderArgs) {
  const { desk } = await requireContentEditor(request, context);
  const { document } = await editing(desk);
  return {
    questions: document.faq.map((entry) => ({
      id: entry.id,
      question: entry.question.en,
      answered: entry.answer !== null,
    })),
  };
}

/** The list's own posts (its buttons); the form's posts name an entry. */
async function listAction({ request, context }: Route.ActionArgs) {
  const { staff, desk } = await requireContentEditor(request, context);
  const form = await readDeskForm(request);
  const intent = String(form.get("intent") ?? "");
  if (!["up", "down", "remove"].includes(intent)) return data({ error: "Unknown action." }, { status: 400 });
  const { document } = await editing(desk);
  const faq = [...document.faq];
  const index = faq.findIndex((entry) => entry.id === form.get("id"));
  if (index < 0) return data({ error: "That question is not in the draft any more." }, { status: 404 });
  if (intent === "remove") {
    if (faq.length === 1) return data({ error: "Keep at least one question." }, { status: 400 });
    faq.splice(index, 1);
  } else {
    const to = intent === "up" ? index - 1 : index + 1;
    if (to < 0 || to >= faq.length) return data({ error: "It cannot move further." }, { status: 400 });
    [faq[index], faq[to]] = [faq[to]!, faq[index]!];
  }
  const changed: ContentDocument = { ...document, faq };
  return saveDraft(desk, staff.id, changed, "/desk/content/faq");
}

/** One route for the list (no id) and each entry's form: every desk route is in every public page's route manifest. */
export async function loader(args: Route.LoaderArgs) {
  return args.params.id ? { list: null, item: await itemLoader(args) } : { list: await listLoader(args), item: null };
}

type ItemData = Awaited<ReturnType<typeof itemLoader>>;
type ListData = Awaited<ReturnType<typeof listLoader>>;

export async function action(args: Route.ActionArgs) {
  return args.params.id ? itemAction(args) : listAction(args);
}

type ListAnswer = { error: string } | undefined;

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.list) return <Questions loaderData={loaderData.list} actionData={actionData as ListAnswer} />;
  return <QuestionForm loaderData={loaderData.item!} actionData={actionData as RefusedForm} />;
}

function Questions({ loaderData, actionData }: { loaderData: ListData; actionData: ListAnswer }) {
  const { questions } = loaderData;
  const busy = useNavigation().state !== "idle";
  const button = (id: string, intent: "up" | "down" | "remove", label: string, question: string, off = false) => (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      <button
        type="submit"
        className={`btn-small min-h-11 min-w-11 ${intent === "remove" ? "text-danger hover:bg-red-50" : ""}`}
        disabled={busy || off}
      >
        {label}
        <span className="sr-only"> {question}</span>
      </button>
    </Form>
  );
  return (
    <>
      <PageHeader
        title="Questions"
        description="The questions on /faq and in its search data, in their order, as the draft has them."
        actions={
          <>
            <Link to="/desk/content/faq/new" className="btn-small btn-primary min-h-11">
              Add a question
            </Link>
            <Link to="/desk/content" className="btn-small min-h-11">
              Back to Site content
            </Link>
          </>
        }
      />
      {actionData ? <Notice tone="error">{actionData.error}</Notice> : null}
      <ol className="divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200 bg-white">
        {questions.map((entry, index) => (
          <li key={entry.id} className="flex flex-col gap-2 px-4 py-3">
            <span className="min-w-0">
              <span className="block font-semibold">{entry.question}</span>
              <span className="block text-sm text-muted">{entry.answered ? "Answered" : "To be confirmed"}</span>
            </span>
            <div className="flex flex-wrap gap-2">
              <Link to={`/desk/content/faq/${entry.id}`} className="btn-small min-h-11">
                Edit<span className="sr-only"> {entry.question}</span>
              </Link>
              {button(entry.id, "up", "Up", entry.question, index === 0)}
              {button(entry.id, "down", "Down", entry.question, index === questions.length - 1)}
              {button(entry.id, "remove", "Remove", entry.question, questions.length === 1)}
            </div>
          </li>
        ))}
      </ol>
    </>
  );
}
