import type { ReactNode } from "react";

/**
 * A sentence with the names in it that stay in Latin script (the institute's, a person's, a
 * university's) marked `lang="en"`, so a screen reader reading a Hindi page says them in
 * English (WCAG 3.1.2). On an English page the mark changes nothing.
 */
export function LatinNames({ text, names }: { text: string; names: readonly string[] }): ReactNode {
  const wanted = names.filter((name) => name !== "" && text.includes(name));
  if (wanted.length === 0) return text;
  const pattern = new RegExp(`(${wanted.map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|")})`);
  return text.split(pattern).map((part, index) =>
    index % 2 === 1 ? (
      <span key={index} lang="en">
        {part}
      </span>
    ) : (
      part
    ),
  );
}
