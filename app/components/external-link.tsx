import type { AnchorHTMLAttributes } from "react";

/** A link that opens in a new tab, always with rel="noopener noreferrer". */
export function ExternalLink(props: Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "target" | "rel">) {
  return <a {...props} target="_blank" rel="noopener noreferrer" />;
}
