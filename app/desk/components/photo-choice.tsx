import type { ReactNode } from "react";
import { Link } from "react-router";
import { Photo } from "#app/components/photo.tsx";
import type { PhotoView } from "#domain/photos.ts";

/**
 * One library photo to choose on a content form (a story's or a course's photo, the campus
 * gallery): a thumbnail the editor recognises, its English alt text, and a radio button or
 * checkbox. The whole card is the label, a large tap target on a phone.
 */
export function PhotoChoice({
  type,
  name,
  photo,
  checked,
  children,
}: {
  type: "radio" | "checkbox";
  name: string;
  photo: PhotoView;
  checked: boolean;
  /** Anything else the card holds (the gallery's position). */
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-2 rounded-lg border border-slate-200 p-2 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50">
      <label className="flex min-h-11 cursor-pointer items-center gap-3">
        <input
          type={type}
          name={name}
          value={photo.id}
          defaultChecked={checked}
          className="size-5 shrink-0 accent-brand-700"
        />
        {/* The picture is the flex item, not the image: the box is the wrapper's. Its alt text is
            the card's words beside it, so the thumbnail itself is not read out twice. */}
        <span className="size-20 shrink-0 overflow-hidden rounded-md bg-slate-100">
          <Photo
            photo={{ ...photo, alt: { en: "", hi: "" } }}
            language="en"
            sizes="80px"
            className="size-full object-cover"
          />
        </span>
        <span className="min-w-0 text-sm">{photo.alt.en}</span>
      </label>
      {children}
    </div>
  );
}

/**
 * One photo from the library, or none, for a place that shows one (a story, a course): "none"
 * first, then the photos offered, two across from 640 px. Posts `photoId` ("" for none).
 */
export function PhotoRadioGroup({
  photos,
  chosen,
  error,
  about,
  none,
  missing,
}: {
  photos: PhotoView[];
  /** The chosen photo's id; "" for none. */
  chosen: string;
  error?: string;
  /** What the photo is and where it shows. */
  about: string;
  /** The "none" choice's words: what the page shows without one. */
  none: string;
  /** What to add in Photos when none is offered: "photos of people" is followed by "yet: add one in Photos …". */
  missing: { what: string; category: string };
}) {
  return (
    <fieldset className="desk-card grid gap-2" aria-describedby={error ? "field-photoId-error" : undefined}>
      <legend className="px-1 text-base font-bold">Photo</legend>
      <p className="text-sm text-muted">{about}</p>
      {error ? (
        <p id="field-photoId-error" className="text-sm font-semibold text-danger">
          {error}
        </p>
      ) : null}
      <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-slate-200 p-2 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50">
        <input
          type="radio"
          name="photoId"
          value=""
          defaultChecked={chosen === ""}
          className="size-5 shrink-0 accent-brand-700"
        />
        <span className="text-sm font-semibold">{none}</span>
      </label>
      {photos.length === 0 ? (
        <p className="text-sm text-muted">
          No {missing.what} yet: add one in{" "}
          <Link to="/desk/photos" className="font-semibold text-brand-800 underline">
            Photos
          </Link>{" "}
          with What it shows: {missing.category}.
        </p>
      ) : (
        <div className="grid gap-2 sm:grid-cols-2">
          {photos.map((photo) => (
            <PhotoChoice key={photo.id} type="radio" name="photoId" photo={photo} checked={chosen === photo.id} />
          ))}
        </div>
      )}
    </fieldset>
  );
}
