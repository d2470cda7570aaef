import { Icon } from "./icon";

/** The institute's mark: an icon on a brand tile, used in the header and footer. */
export function BrandMark({ className = "size-10" }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={`flex shrink-0 items-center justify-center rounded-lg bg-brand-700 text-white ${className}`}
    >
      <Icon name="graduation-cap" className="size-3/5" />
    </span>
  );
}
