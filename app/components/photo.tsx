import type { CSSProperties } from "react";
import type { Language } from "#domain/language.ts";
import { PHOTO_CONTENT_TYPES, PHOTO_FORMATS, photoVariantPath, type PhotoView } from "#domain/photos.ts";

interface PhotoProps {
  photo: PhotoView;
  /** The page's language: the alt text shown is this one's. */
  language: Language;
  /**
   * How wide the photo is drawn, as the `sizes` attribute says it ("(min-width: 1024px) 480px,
   * 100vw"), so the browser fetches the smallest variant that is sharp at that width.
   */
  sizes: string;
  /**
   * On the first screen (a page's hero): fetched at once and with high priority. Every other
   * photo is left to load when it nears the screen, so it costs a visitor nothing until then.
   */
  priority?: boolean;
  className?: string;
  /** Inline, for markup rendered on the server whose look should not add to the site's stylesheet. */
  style?: CSSProperties;
}

/**
 * A photo from the library: a `<picture>` offering AVIF, then WebP, each at every stored
 * width, with the photo's own width and height so the page keeps its place while it loads
 * (no layout shift). Plain markup: no script runs for it.
 */
export function Photo({ photo, language, sizes, priority = false, className, style }: PhotoProps) {
  const srcSet = (format: (typeof PHOTO_FORMATS)[number]) =>
    photo.widths.map((width) => `${photoVariantPath(photo, width, format)} ${width}w`).join(", ");
  const fallbackWidth = photo.widths.find((width) => width >= 960) ?? photo.widths[photo.widths.length - 1]!;
  const [preferred, fallback] = PHOTO_FORMATS;
  return (
    <picture>
      <source type={PHOTO_CONTENT_TYPES[preferred]} srcSet={srcSet(preferred)} sizes={sizes} />
      <img
        src={photoVariantPath(photo, fallbackWidth, fallback)}
        srcSet={srcSet(fallback)}
        sizes={sizes}
        width={photo.width}
        height={photo.height}
        alt={photo.alt[language]}
        className={className}
        style={style}
        {...(priority
          ? { loading: "eager" as const, fetchPriority: "high" as const }
          : { loading: "lazy" as const, decoding: "async" as const })}
      />
    </picture>
  );
}
