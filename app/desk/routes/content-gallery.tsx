import { data, Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/content-gallery";
import { MAX_GALLERY_PHOTOS } from "#content/document/photos.ts";
import { editing, placePhotos, problemsIn, withLibraryPhotos } from "#app/desk/content.server.ts";
import { saveDraft } from "#app/desk/content-sections.server.ts";
import { requireContentEditor } from "#app/desk/auth.server.ts";
import { PhotoChoice } from "#app/desk/components/photo-choice.tsx";
import { Notice, PageHeader } from "#app/desk/components/ui.tsx";
import { readDeskForm } from "#app/desk/form.server.ts";

export const meta = () => [{ title: "Campus photos | Site content | Admissions desk" }];

/**
 * The About page's "Our campus" gallery: up to six photos of places from the library, in the
 * order the editor gives (placePhotos: no photos of people).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { desk } = await requireContentEditor(request, context);
  const [{ document }, library] = await Promise.all([editing(desk), placePhotos(desk)]);
  const shown = document.gallery.about;
  // The gallery's photos first, in its order, then the rest of the library, newest first.
  const photos = [
    ...shown.flatMap((id) => library.filter((photo) => photo.id === id)),
    ...library.filter((photo) => !shown.includes(photo.id)),
  ];
  return { photos, shown };
}

type Answer = { error: string; chosen: string[]; positions: Record<string, string> } | undefined;

export async function action({ request, context }: Route.ActionArgs) {
  const { staff, desk } = await requireContentEditor(request, context);
  const [{ document }, library] = await Promise.all([editing(desk), placePhotos(desk)]);
  const form = await readDeskForm(request);
  const chosen = form.getAll("photo").map(String);
  const positions: Record<string, string> = {};
  for (const id of chosen) positions[id] = String(form.get(`position.${id}`) ?? "");
  const refuse = (error: string) => data<Answer>({ error, chosen, positions }, { status: 400 });
  if (chosen.some((id) => !library.some((photo) => photo.id === id)))
    return refuse("A photo chosen is not in Photos any more (or shows people): choose again.");
  // In the order of the positions given; a photo without one goes after, in the list's order.
  const order = (id: string) => Number(positions[id]) || Number.MAX_SAFE_INTEGER;
  const about = chosen
    .map((id, index) => ({ id, index }))
    .sort((a, b) => order(a.id) - order(b.id) || a.index - b.index)
    .map(({ id }) => id);
  const changed = await withLibraryPhotos(desk, { ...document, gallery: { about } });
  const problems = problemsIn(changed, "gallery");
  const problem = Object.values(problems)[0];
  if (problem)
    return refuse(
      problem.startsWith("shows at most")
        ? `Choose at most ${MAX_GALLERY_PHOTOS} photos (${about.length} chosen).`
        : `Not saved: the gallery ${problem}.`,
    );
  return saveDraft(desk, staff.id, changed, "/desk/content?saved=gallery");
}

export default function Gallery({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state !== "idle";
  const answer = actionData as Answer;
  const { photos, shown } = loaderData;
  const chosen = answer?.chosen ?? shown;
  const positionOf = (id: string) =>
    answer ? (answer.positions[id] ?? "") : shown.includes(id) ? String(shown.indexOf(id) + 1) : "";
  return (
    <>
      <PageHeader
        title="Campus photos"
        description={`Up to ${MAX_GALLERY_PHOTOS} photos shown on the About page under “Our campus”, in English and Hindi with each photo's alt text. Saved as a draft until you publish.`}
        actions={
          <Link to="/desk/content" className="btn-small min-h-11">
            Back to Site content
          </Link>
        }
      />
      {answer ? <Notice tone="error">{answer.error}</Notice> : null}
      {photos.length === 0 ? (
        <p className="desk-card text-sm">
          No photos of the campus, labs, classrooms or hospital training yet: add them in{" "}
          <Link to="/desk/photos" className="font-semibold text-brand-800 underline">
            Photos
          </Link>
          .
        </p>
      ) : null}
      <Form method="post" className="flex flex-col gap-4">
        {photos.length ? (
          <fieldset className="desk-card grid gap-2">
            <legend className="px-1 text-base font-bold">Photos to show</legend>
            <p className="text-sm text-muted">
              Tick each photo to show. They appear in the order of their numbers; photos of people are not offered here.
              None ticked: the About page shows no gallery.
            </p>
            <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
              {photos.map((photo) => (
                <PhotoChoice
                  key={photo.id}
                  type="checkbox"
                  name="photo"
                  photo={photo}
                  checked={chosen.includes(photo.id)}
                >
                  <label className="flex items-center justify-between gap-2 text-sm">
                    <span className="text-muted">{photo.category} · position</span>
                    <select
                      name={`position.${photo.id}`}
                      defaultValue={positionOf(photo.id)}
                      className="desk-input min-h-11 w-24"
                      aria-label={`Position of: ${photo.alt.en}`}
                    >
                      <option value="">–</option>
                      {Array.from({ length: MAX_GALLERY_PHOTOS }, (_, index) => (
                        <option key={index} value={String(index + 1)}>
                          {index + 1}
                        </option>
                      ))}
                    </select>
                  </label>
                </PhotoChoice>
              ))}
            </div>
          </fieldset>
        ) : null}
        <div>
          <button type="submit" className="btn-small btn-primary min-h-11" disabled={busy}>
            Save draft
          </button>
        </div>
      </Form>
    </>
  );
}
