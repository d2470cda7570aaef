import spriteUrl from "virtual:icon-sprite";
import type { IconName } from "./icon-names";

/**
 * A lucide icon, drawn from the build's sprite (scripts/build/icon-sprite.ts), whose symbols carry
 * lucide's own strokes, so it looks exactly like lucide's own SVG. `fill="none"` stays here,
 * where a class can override it (the filled star). Size and colour come from the class
 * (`size-4 text-brand-700`): the strokes are `currentColor`. Icons are decorative: hidden
 * from assistive technology, so the link or button around one carries its own text or label.
 */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      className={className}
    >
      <use href={`${spriteUrl}#${name}`} />
    </svg>
  );
}
