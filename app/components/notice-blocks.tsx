import { Link } from "react-router";
import type { Block, Line } from "#content/privacy-notice.ts";
import { Icon } from "./icon";
import { LatinNames } from "./latin-names";

/**
 * Renders the privacy notice's text (app/content/privacy-notice), which arrives as loader
 * data: this module holds only the shapes, never the words, so the page's JavaScript stays
 * small however long the notice grows.
 */

const linkClass = "font-semibold break-words text-brand-800 underline underline-offset-4 hover:text-brand-700";

/** A line of text with its links: the site's own pages through the router, mail and phone as plain links. */
export function LineText({ line, names = [] }: { line: Line; names?: readonly string[] }) {
  return line.map((part, index) =>
    typeof part === "string" ? (
      <LatinNames key={index} text={part} names={names} />
    ) : part.href.startsWith("/") ? (
      <Link key={index} to={part.href} className={linkClass}>
        {part.text}
      </Link>
    ) : (
      // A phone number is read as one piece: never split across lines.
      <a
        key={index}
        href={part.href}
        className={part.href.startsWith("tel:") ? `${linkClass} whitespace-nowrap` : linkClass}
      >
        {part.text}
      </a>
    ),
  );
}

const prose = "leading-relaxed text-slate-700";

/** `why` labels a form's purpose in the page's language (app/content/translations/privacy-notice.ts). */
/** `names`: the names kept in Latin script, marked `lang="en"` where they stand (./latin-names.tsx). */
export function NoticeBlock({ block, why, names = [] }: { block: Block; why: string; names?: readonly string[] }) {
  switch (block.kind) {
    case "p":
      return (
        <p className={`mt-4 ${prose}`}>
          <LineText line={block.text} names={names} />
        </p>
      );
    case "list":
      return (
        <ul className={`mt-4 list-disc space-y-3 pl-5 marker:text-brand-600 ${prose}`}>
          {block.items.map((item, index) => (
            <li key={index}>
              <LineText line={item} names={names} />
            </li>
          ))}
        </ul>
      );
    case "form":
      return (
        <div className="mt-5 rounded-2xl border border-slate-200 p-5 sm:p-6">
          <h3 className="text-lg font-bold text-ink">{block.title}</h3>
          <ul className={`mt-3 list-disc space-y-1.5 pl-5 marker:text-brand-600 ${prose}`}>
            {block.fields.map((field) => (
              <li key={field}>{field}</li>
            ))}
          </ul>
          <p className={`mt-4 border-t border-slate-100 pt-4 ${prose}`}>
            <strong className="font-semibold text-ink">{why}</strong>
            <LineText line={block.why} names={names} />
          </p>
        </div>
      );
    case "terms":
      return (
        <dl className="mt-5 divide-y divide-slate-200 rounded-2xl border border-slate-200">
          {block.items.map((item) => (
            <div key={item.term} className="gap-6 p-5 sm:grid sm:grid-cols-[11rem_1fr]">
              <dt className="font-semibold text-ink">
                <LatinNames text={item.term} names={names} />
              </dt>
              <dd className={`mt-1 sm:mt-0 ${prose}`}>
                <LineText line={item.text} names={names} />
              </dd>
            </div>
          ))}
        </dl>
      );
    case "contact":
      return (
        <address className="mt-5 rounded-2xl bg-brand-50 p-5 not-italic ring-1 ring-brand-100 sm:p-6">
          <p className="text-lg font-bold text-ink">
            <LatinNames text={block.name} names={names} />
          </p>
          <p className="text-muted">
            {block.role}, <LatinNames text={block.organisation} names={names} />
          </p>
          <ul className="mt-4 space-y-2">
            <li className="flex items-center gap-2.5">
              <Icon name="mail" className="size-4 shrink-0 text-brand-700" />
              <LineText line={block.email} />
            </li>
            <li className="flex items-center gap-2.5">
              <Icon name="phone" className="size-4 shrink-0 text-brand-700" />
              <LineText line={block.phone} />
            </li>
          </ul>
        </address>
      );
  }
}
