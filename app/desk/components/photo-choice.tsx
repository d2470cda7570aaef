import type { ReactNode } from "react";
import { Photo } from "#app/components/photo.tsx";
import type { PhotoView } from "#domain/photos.ts";

/**
 * One library photo to choose on a content form (a story's photo, the campus gallery): a
 * thumbnail the editor recognises, its English alt text, and a radio button or checkbox. The
 * whole card is the label, a large tap target on a phone.
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
