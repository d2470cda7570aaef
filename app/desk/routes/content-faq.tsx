import { data, Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/content-faq";
import type { ContentDocument } from "#content/content-document.ts";
import { editing, requireContentEditor } from "#app/desk/content.server.ts";
import { saveDraft } from "#app/desk/content-sections.server.ts";
import { Notice, PageHeader } from "#app/desk/components/ui.tsx";

export const meta = () => [{ title: "Questions | Site content | Admissions desk" }];

export async function loader({ request, context }: Route.LoaderArgs) {
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

/** Moves a question up or down, or removes it; adding and editing are on the question's own page. */
export async function action({ request, context }: Route.ActionArgs) {
  const { staff, desk } = await requireContentEditor(request, context);
  const form = await request.formData();
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

export default function Questions({ loaderData: { questions }, actionData }: Route.ComponentProps) {
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
              {button(entry.id, "up", "Move up", entry.question, index === 0)}
              {button(entry.id, "down", "Move down", entry.question, index === questions.length - 1)}
              {button(entry.id, "remove", "Remove", entry.question, questions.length === 1)}
            </div>
          </li>
        ))}
      </ol>
    </>
  );
}
