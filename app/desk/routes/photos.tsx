import { useState } from "react";
import { data, Form, redirect } from "react-router";
import type { Route } from "./+types/photos";
import { SelectField, TextAreaField, TextField } from "#app/components/form-fields.tsx";
import { Photo } from "#app/components/photo.tsx";
import { ErrorSummary } from "#app/components/server-answer.tsx";
import { requireContentEditor } from "#app/desk/auth.server.ts";
import { placesShowing } from "#app/desk/content.server.ts";
import { Notice, PageHeader } from "#app/desk/components/ui.tsx";
import { checkAltText, readUpload, type AltErrors, type AltValues } from "#app/desk/photos.server.ts";
import { formatIstShort } from "#domain/india-time.ts";
import {
  MAX_ALT_LENGTH,
  PHOTO_CATEGORIES,
  PHOTO_CATEGORY_LABELS,
  photoView,
  type PhotoCategory,
} from "#domain/photos.ts";
import { readDeskForm, UPLOAD_UNREADABLE } from "#app/desk/form.server.ts";

export const meta = () => [{ title: "Photos | Admissions desk" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { desk } = await requireContentEditor(request, context);
  const photos = await desk.listPhotos();
  const url = new URL(request.url);
  return {
    done: {
      added: url.searchParams.get("added"),
      saved: url.searchParams.get("saved"),
      deleted: url.searchParams.has("deleted"),
    },
    photos: photos.map((photo) => {
      const largest = Math.max(...photo.variants.map((variant) => variant.width));
      return {
        view: photoView(photo),
        category: photo.category,
        uploadedAt: photo.uploadedAt,
        uploadedBy: photo.uploadedByName,
        // What a visitor downloads at most: the widest variant, in the heavier of the two formats.
        largestBytes: Math.max(
          ...photo.variants.filter((variant) => variant.width === largest).map((variant) => variant.size),
        ),
      };
    }),
  };
}

type ActionAnswer =
  | {
      intent: "upload";
      values: AltValues & { category: string };
      errors: AltErrors & { category?: string; photo?: string };
    }
  | { intent: "alt"; id: string; values: AltValues; errors: AltErrors }
  | { intent: "other"; message: string };

/**
 * The upload is a plain multipart post (the page works without JavaScript, and a phone's
 * camera roll opens from the file field); alt text and delete are small posts of their own.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { staff, desk } = await requireContentEditor(request, context);
  const form = await readDeskForm(request, UPLOAD_UNREADABLE);
  const intent = String(form.get("intent") ?? "");
  const id = String(form.get("id") ?? "");
  if (intent === "upload") {
    const checked = await readUpload(form);
    if (!checked.ok) {
      const { file, ...rest } = checked.errors;
      return data<ActionAnswer>(
        { intent: "upload", values: checked.values, errors: { ...rest, ...(file ? { photo: file } : {}) } },
        { status: 400 },
      );
    }
    const added = await desk.addPhoto(checked.photo, staff.id);
    return redirect(`/desk/photos?added=${added.id}`, 303);
  }
  if (intent === "alt") {
    const alt = checkAltText({ altEn: String(form.get("altEn") ?? ""), altHi: String(form.get("altHi") ?? "") });
    if (Object.keys(alt.errors).length > 0)
      return data<ActionAnswer>({ intent: "alt", id, values: alt.values, errors: alt.errors }, { status: 400 });
    if (!(await desk.setPhotoAlt(id, alt.values, staff.id)))
      return data<ActionAnswer>(
        { intent: "other", message: "That photo is no longer in the library." },
        { status: 404 },
      );
    return redirect(`/desk/photos?saved=${id}#photo-${id}`, 303);
  }
  if (intent === "delete") {
    // A page shows a placed photo from the published document's own description of it, so its
    // files must stay; the draft's places too, or the next publish would stop on them.
    const places = await placesShowing(desk, id);
    if (places.length)
      return data<ActionAnswer>(
        {
          intent: "other",
          message: `Not deleted: this photo is used in ${listed(places)}. Take it off there in Site content and publish, then delete it.`,
        },
        { status: 409 },
      );
    if (!(await desk.deletePhoto(id, staff.id)))
      return data<ActionAnswer>(
        { intent: "other", message: "That photo is no longer in the library." },
        { status: 404 },
      );
    context.forgetPhoto(id);
    return redirect("/desk/photos?deleted", 303);
  }
  return data<ActionAnswer>({ intent: "other", message: "Unknown action." }, { status: 400 });
}

/** "a, b and c" */
const listed = (items: string[]) =>
  items.length > 1 ? `${items.slice(0, -1).join(", ")} and ${items.at(-1)}` : (items[0] ?? "");

const kilobytes = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024))} KB`;

const CATEGORY_OPTIONS = PHOTO_CATEGORIES.map((value) => ({ value, label: PHOTO_CATEGORY_LABELS[value] }));

function UploadForm({ answer }: { answer: Extract<ActionAnswer, { intent: "upload" }> | null }) {
  // The browser posts the form itself (a React Router fetch would go to /desk/photos.data, which
  // keeps the 16 KiB limit); with JavaScript the button only says it is working, and cannot be
  // pressed twice.
  const [sending, setSending] = useState(false);
  const errors = answer?.errors ?? {};
  const values = answer?.values;
  return (
    <section aria-labelledby="upload-heading" className="desk-card mb-6">
      <h2 id="upload-heading" className="mb-3 text-lg font-bold">
        Add a photo
      </h2>
      {/* A plain form: the file goes up as the page, also without JavaScript. */}
      <form
        method="post"
        encType="multipart/form-data"
        className="grid gap-4"
        id="upload"
        onSubmit={() => setSending(true)}
      >
        <input type="hidden" name="intent" value="upload" />
        <ErrorSummary formId="upload" errors={errors} title="The photo was not added" />
        <TextField
          formId="upload"
          name="photo"
          label="Photo"
          type="file"
          accept="image/jpeg,image/png,image/webp"
          error={errors.photo}
          hint={`A JPEG, PNG or WebP photo, at most 15 MB and at least 480 pixels wide. From an iPhone, choosing it here sends a JPEG.${values ? " Choose the photo again: a refused upload is not kept." : ""}`}
        />
        <SelectField
          formId="upload"
          name="category"
          label="What it shows"
          options={CATEGORY_OPTIONS}
          placeholder="Choose one"
          defaultValue={values?.category ?? ""}
          error={errors.category}
        />
        <AltFields formId="upload" values={values} errors={errors} />
        <div>
          <button type="submit" className="btn-small btn-primary min-h-11 w-full sm:w-auto" disabled={sending}>
            {sending ? "Uploading and resizing…" : "Upload photo"}
          </button>
        </div>
      </form>
    </section>
  );
}

function AltFields({ formId, values, errors }: { formId: string; values?: AltValues; errors: AltErrors }) {
  return (
    <>
      <TextAreaField
        formId={formId}
        name="altEn"
        label="Alt text in English"
        hint="What the photo shows, for people who cannot see it: “Students practising patient care in the nursing lab”."
        maxLength={MAX_ALT_LENGTH}
        rows={2}
        defaultValue={values?.altEn ?? ""}
        error={errors.altEn}
      />
      <TextAreaField
        formId={formId}
        name="altHi"
        label="Alt text in Hindi"
        hint="The same in Hindi, for the Hindi pages."
        maxLength={MAX_ALT_LENGTH}
        rows={2}
        lang="hi"
        defaultValue={values?.altHi ?? ""}
        error={errors.altHi}
      />
    </>
  );
}

type LibraryPhoto = Route.ComponentProps["loaderData"]["photos"][number];

function PhotoCard({
  photo,
  altAnswer,
  justChanged,
}: {
  photo: LibraryPhoto;
  altAnswer: Extract<ActionAnswer, { intent: "alt" }> | null;
  justChanged: "Added" | "Saved" | null;
}) {
  const { view } = photo;
  const formId = `alt-${view.id}`;
  return (
    <li id={`photo-${view.id}`} className="desk-card flex flex-col gap-3 p-0 sm:p-0">
      <Photo
        photo={view}
        language="en"
        sizes="(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw"
        className="aspect-[4/3] h-auto w-full rounded-t-xl bg-slate-100 object-contain"
      />
      <div className="flex flex-col gap-2 px-4 pb-4">
        <p className="flex flex-wrap items-center gap-2 text-xs text-muted">
          <span className="rounded-full bg-brand-50 px-2 py-0.5 font-semibold text-brand-800">
            {PHOTO_CATEGORY_LABELS[photo.category as PhotoCategory]}
          </span>
          {justChanged ? <span className="font-semibold text-brand-800">{justChanged}</span> : null}
        </p>
        <dl className="grid gap-1 text-sm">
          <div>
            <dt className="inline font-semibold">English: </dt>
            <dd className="inline" data-testid="alt-en">
              {view.alt.en}
            </dd>
          </div>
          <div>
            <dt className="inline font-semibold">Hindi: </dt>
            <dd className="inline" lang="hi" data-testid="alt-hi">
              {view.alt.hi}
            </dd>
          </div>
        </dl>
        <p className="text-xs text-muted" data-testid="photo-sizes">
          {view.width} × {view.height} px · stored at {view.widths.join(", ")} px wide, AVIF and WebP · largest file{" "}
          {kilobytes(photo.largestBytes)}
        </p>
        <p className="text-xs text-muted">
          Added by {photo.uploadedBy ?? "former staff"}, {formatIstShort(photo.uploadedAt)}
        </p>
        <details className="rounded-lg border border-slate-200" open={Boolean(altAnswer)}>
          <summary className="flex min-h-11 cursor-pointer items-center px-3 text-sm font-semibold text-brand-800">
            Edit alt text
          </summary>
          <Form method="post" preventScrollReset className="grid gap-3 border-t border-slate-200 p-3">
            <input type="hidden" name="intent" value="alt" />
            <input type="hidden" name="id" value={view.id} />
            <AltFields
              formId={formId}
              values={altAnswer?.values ?? { altEn: view.alt.en, altHi: view.alt.hi }}
              errors={altAnswer?.errors ?? {}}
            />
            <div>
              <button type="submit" className="btn-small btn-primary min-h-11">
                Save alt text
              </button>
            </div>
          </Form>
        </details>
        <details className="rounded-lg border border-slate-200">
          <summary className="flex min-h-11 cursor-pointer items-center px-3 text-sm font-semibold text-danger">
            Delete…
          </summary>
          <Form method="post" className="grid gap-2 border-t border-slate-200 p-3">
            <input type="hidden" name="intent" value="delete" />
            <input type="hidden" name="id" value={view.id} />
            <p className="text-sm">
              A photo shown on the site or placed in the draft cannot be deleted until it is taken off there. This
              cannot be undone.
            </p>
            <div>
              <button type="submit" className="btn-small min-h-11 bg-danger text-white hover:bg-red-800">
                Delete this photo
              </button>
            </div>
          </Form>
        </details>
      </div>
    </li>
  );
}

export default function PhotosPage({ loaderData, actionData }: Route.ComponentProps) {
  const answer = (actionData ?? null) as ActionAnswer | null;
  const { done, photos } = loaderData;
  return (
    <>
      <PageHeader
        title="Photos"
        description="Photos for the website's pages: each is stored resized for phones and desktops, in modern formats, without its location or camera details."
      />
      {answer?.intent === "other" ? <Notice tone="error">{answer.message}</Notice> : null}
      {done.added ? <Notice tone="success">Photo added to the library.</Notice> : null}
      {done.saved ? (
        <Notice tone="success">
          Alt text saved. Where the photo is on the site, the pages show the new text from the next publish.
        </Notice>
      ) : null}
      {done.deleted ? <Notice tone="success">Photo deleted.</Notice> : null}
      <UploadForm answer={answer?.intent === "upload" ? answer : null} />
      <section aria-labelledby="library-heading">
        <h2 id="library-heading" className="mb-3 text-lg font-bold">
          Library ({photos.length})
        </h2>
        {photos.length === 0 ? (
          <p className="text-sm text-muted">No photos yet.</p>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="photo-library">
            {photos.map((photo) => (
              <PhotoCard
                key={photo.view.id}
                photo={photo}
                altAnswer={answer?.intent === "alt" && answer.id === photo.view.id ? answer : null}
                justChanged={done.added === photo.view.id ? "Added" : done.saved === photo.view.id ? "Saved" : null}
              />
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
