import type { Page } from "@playwright/test";

/**
 * Latin script on a Hindi page (issue 52). A Hindi page may show Latin letters only in:
 * - an element marked with another language (`lang="en"`, WCAG 3.1.2): a name deliberately
 *   kept in Latin script (the institute's, a university's, an Act's official title), which a
 *   screen reader then says in English;
 * - an email address or a web address;
 * - the allow-list below: brand names families know by their Latin spelling, degree and course
 *   codes, and abbreviations written in capitals (ICU, ECG, X-ray), as Hindi writers keep them.
 * Anything else is English that leaked onto the Hindi page.
 */
export const LATIN_ALLOWED: ReadonlySet<string> = new Set([
  // Brands and products.
  "WhatsApp",
  "Facebook",
  "Instagram",
  "YouTube",
  "LinkedIn",
  "Google",
  "Maps",
  "Java",
  "Git",
  "Windows",
  "Linux",
  "DevOps",
  // Education websites the privacy notice names as sources of enquiries.
  "Shiksha",
  "CollegeDunia",
  // Degree and course codes.
  "B.Voc",
  "M.Voc",
  "B.Sc",
  "M.Sc",
  "X-ray",
]);

/** An abbreviation in capitals (ICU, BC-A, CI/CD's parts), or a single capital (C, the language; 3D's D). */
const ABBREVIATION = /^[A-Z][A-Z0-9-]*$/;

export function isAllowedLatin(word: string): boolean {
  return LATIN_ALLOWED.has(word) || ABBREVIATION.test(word);
}

/**
 * The page's visible text (and its labels, alternative texts and title), each piece with the
 * Latin-script words it shows outside a `lang="en"` element, emails and web addresses left out.
 * A string, not a function: the test runner's transpiler adds helpers the page does not have.
 */
const COLLECT = `(() => {
  const found = [];
  const foreign = (element) => element != null && element.closest('[lang]:not([lang="hi"])') != null;
  const hidden = (element) =>
    element != null && element.closest('script, style, noscript, template, [hidden], [aria-hidden="true"]') != null;
  const take = (text, where) => {
    const bare = text
      .replace(/[\\w.+-]+@[\\w-]+(\\.[\\w-]+)+/g, " ")
      .replace(/\\b(https?:\\/\\/)?(www\\.)?[\\w-]+(\\.[\\w-]+)*\\.(in|com|org|gov\\.in|nic\\.in)(\\/[^\\s]*)?/g, " ");
    const words = bare.match(/[A-Za-z][A-Za-z.'’&-]*[A-Za-z]|[A-Za-z]/g) ?? [];
    if (words.length) found.push({ text: text.trim().slice(0, 200), where, words });
  };
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (hidden(parent) || foreign(parent)) continue;
    take(node.textContent ?? "", parent.tagName.toLowerCase());
  }
  for (const element of document.querySelectorAll("[aria-label], [alt], [title], [placeholder]")) {
    if (hidden(element) || foreign(element)) continue;
    for (const attribute of ["aria-label", "alt", "title", "placeholder"])
      take(element.getAttribute(attribute) ?? "", attribute);
  }
  return found;
})()`;

export interface LatinFinding {
  text: string;
  where: string;
  words: string[];
}

/** What a Hindi page shows in Latin script that is neither marked English nor allowed. */
export async function unmarkedLatin(page: Page): Promise<LatinFinding[]> {
  const found = await page.evaluate<LatinFinding[]>(COLLECT);
  return found
    .map((each) => ({ ...each, words: each.words.filter((word) => !isAllowedLatin(word)) }))
    .filter((each) => each.words.length > 0);
}
