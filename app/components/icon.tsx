import spriteUrl from "virtual:icon-sprite";
import type { IconName } from "./icon-names";

/**
 * A lucide icon, drawn from the build's sprite (scripts/icon-sprite.ts) with lucide's own
 * attributes, so it looks exactly like lucide-react's component. Size and colour come from
 * the class (`size-4 text-brand-700`), as with lucide. Icons are decorative: hidden from
 * assistive technology, so the link or button around one carries its own text or label.
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
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
    >
      <use href={`${spriteUrl}#${name}`} />
    </svg>
  );
}
