import type { CSSProperties } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { liveCourseFacts, liveGalleryPhotos, livePlacedPhoto } from "#content/document/read.ts";
import { galleryText } from "#content/translations/gallery.ts";
import { inLanguage } from "#content/translations/bilingual.ts";
import type { Language } from "#domain/language.ts";
import { SectionHeading } from "./page-hero";
import { Photo } from "./photo";

/**
 * The library photos editors place from the desk, as HTML rendered on the server and sent with
 * the page's data (as ./family-info.server.tsx does): no script of any page grows with
 * `<Photo>`, and a page with no photo placed gets nothing. What each photo needs is in the
 * live document (app/content/document/photos.ts), so this never asks the database.
 *
 * Their look is set on the element rather than by new classes: the site's stylesheet is
 * inlined into every page, and would grow on every page for the few that show photos.
 */

/** Cropped to one shape in the grid, filling its cell; its own width and height still reserve the room first. */
const CELL: CSSProperties = { width: "100%", height: "auto", aspectRatio: "4 / 3", objectFit: "cover" };
/** A course's photo across the page's main column, one shape whatever the upload's. */
const WIDE: CSSProperties = { width: "100%", height: "auto", aspectRatio: "3 / 2", objectFit: "cover" };
/** A face in the circle where the initials would be. */
const FACE: CSSProperties = { width: "100%", height: "100%", objectFit: "cover" };

/** The About page's "Our campus" gallery in `language`, or null when no photo is placed. */
export function aboutGalleryHtml(language: Language): string | null {
  const photos = liveGalleryPhotos();
  if (photos.length === 0) return null;
  const words = inLanguage(galleryText, language);
  return renderToStaticMarkup(
    <section aria-labelledby="gallery-title" className="container-page py-14">
      <SectionHeading id="gallery-title" eyebrow={words.eyebrow} title={words.title} />
      <ul className="mt-8 grid grid-cols-2 gap-3 sm:grid-cols-3">
        {photos.map((photo) => (
          <li key={photo.id} className="overflow-hidden rounded-xl bg-slate-50 ring-1 ring-slate-200">
            {/* Two across on a phone, three from 640 px, in the page's column (1152 px at most). */}
            <Photo
              photo={photo}
              language={language}
              sizes="(min-width: 1152px) 360px, (min-width: 640px) 31vw, 46vw"
              className="block"
              style={CELL}
            />
          </li>
        ))}
      </ul>
    </section>,
  );
}

/** A success story's photo in `language`, for the 56 px circle of its card; null without one. */
export function storyPhotoHtml(photoId: string | null, language: Language): string | null {
  const photo = livePlacedPhoto(photoId);
  if (!photo) return null;
  return renderToStaticMarkup(<Photo photo={photo} language={language} sizes="56px" className="block" style={FACE} />);
}

/**
 * A course's photo (a lab, a classroom, a ward) under its key features, in `language`; null
 * without one. Its alt text says what it shows, so it needs no caption.
 */
export function coursePhotoHtml(slug: string, language: Language): string | null {
  const photo = livePlacedPhoto(liveCourseFacts(slug)?.photoId ?? null);
  if (!photo) return null;
  return renderToStaticMarkup(
    <div className="mt-6 overflow-hidden rounded-2xl bg-slate-50 ring-1 ring-slate-200">
      {/* The page's main column: beside the 22rem sidebar from 1024 px (696 px in the page's
          widest column), the screen's width less the page's margins below. */}
      <Photo
        photo={photo}
        language={language}
        sizes="(min-width: 1152px) 696px, (min-width: 1024px) calc(100vw - 456px), calc(100vw - 32px)"
        className="block"
        style={WIDE}
      />
    </div>,
  );
}
