import type { Page } from "@playwright/test";

/**
 * The Latin-script words a Hindi page shows outside any element marked with another language
 * (`lang="en"`, WCAG 3.1.2): a name deliberately kept in Latin script carries the mark, so a
 * screen reader says it in English; anything else in Latin script on a Hindi page is English
 * that leaked. Reads the page's visible text, its title and its labels and alternative texts.
 * A string, not a function: the test runner's transpiler would add helpers the page lacks.
 */
const COLLECT = `(() => {
  const words = [];
  const inEnglish = (element) => element != null && element.closest('[lang]:not([lang="hi"])') != null;
  const hidden = (element) =>
    element != null && element.closest('script, style, noscript, template, [hidden], [aria-hidden="true"]') != null;
  const take = (text) => {
    for (const word of text.match(/[A-Za-z][A-Za-z.'’&-]*/g) ?? []) words.push(word);
  };
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (hidden(parent) || inEnglish(parent)) continue;
    take(node.textContent ?? "");
  }
  for (const element of document.querySelectorAll("[aria-label], [alt], [title], [placeholder]")) {
    if (hidden(element) || inEnglish(element)) continue;
    for (const attribute of ["aria-label", "alt", "title", "placeholder"]) take(element.getAttribute(attribute) ?? "");
  }
  take(document.title);
  return words;
})()`;

export async function unmarkedLatinWords(page: Page): Promise<string[]> {
  return page.evaluate<string[]>(COLLECT);
}
