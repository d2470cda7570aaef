import { data, Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/content-testimonials";
import type { ContentDocument } from "#content/content-document.ts";
import { editing, requireContentEditor } from "#app/desk/content.server.ts";
import { saveDraft } from "#app/desk/content-sections.server.ts";
import { Notice, PageHeader } from "#app/desk/components/ui.tsx";

export const meta = () => [{ title: "Success stories | Site content | Admissions desk" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { desk } = await requireContentEditor(request, context);
  const { document } = await editing(desk);
  return {
    stories: document.testimonials.map((story) => ({
      id: story.id,
      name: story.name,
      course: story.course,
      example: story.example,
      consent: story.consentRecordedOn,
    })),
  };
}

/** Removes a story from the draft; adding and editing are on the story's own page. */
export async function action({ request, context }: Route.ActionArgs) {
  const { staff, desk } = await requireContentEditor(request, context);
  const form = await request.formData();
  if (form.get("intent") !== "remove") return data({ error: "Unknown action." }, { status: 400 });
  const id = String(form.get("id") ?? "");
  const { document } = await editing(desk);
  if (!document.testimonials.some((story) => story.id === id))
    return data({ error: "That story is not in the draft any more." }, { status: 404 });
  const changed: ContentDocument = {
    ...document,
    testimonials: document.testimonials.filter((story) => story.id !== id),
  };
  return saveDraft(desk, staff.id, changed, "/desk/content/testimonials");
}

export default function Stories({ loaderData: { stories }, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state !== "idle";
  return (
    <>
      <PageHeader
        title="Success stories"
        description="The stories on /success-stories, in their order, as the draft has them. A graduate's story needs the date their written consent was recorded."
        actions={
          <>
            <Link to="/desk/content/testimonials/new" className="btn-small btn-primary min-h-11">
              Add a story
            </Link>
            <Link to="/desk/content" className="btn-small min-h-11">
              Back to Site content
            </Link>
          </>
        }
      />
      {actionData ? <Notice tone="error">{actionData.error}</Notice> : null}
      {stories.length === 0 ? <p className="desk-card text-sm text-muted">No stories: the page lists none.</p> : null}
      <ul className="divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200 bg-white">
        {stories.map((story) => (
          <li key={story.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3">
            <span className="min-w-0">
              <span className="block font-semibold">{story.name}</span>
              <span className="block text-sm text-muted">
                {story.course} ·{" "}
                {story.example
                  ? "Example story"
                  : story.consent
                    ? `Consent recorded ${story.consent}`
                    : "No consent date: cannot be published"}
              </span>
            </span>
            <div className="flex gap-2">
              <Link to={`/desk/content/testimonials/${story.id}`} className="btn-small min-h-11">
                Edit<span className="sr-only"> {story.name}</span>
              </Link>
              <Form method="post">
                <input type="hidden" name="intent" value="remove" />
                <input type="hidden" name="id" value={story.id} />
                <button type="submit" className="btn-small min-h-11 text-danger hover:bg-red-50" disabled={busy}>
                  Remove<span className="sr-only"> {story.name}</span>
                </button>
              </Form>
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
