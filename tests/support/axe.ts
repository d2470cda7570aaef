import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/** The rules every page is held to: WCAG 2.0, 2.1 and 2.2, levels A and AA. */
const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** The widths axe judges the public pages at: a phone's and a laptop's. */
export const AXE_VIEWPORTS = [
  { name: "375 px", width: 375, height: 812 },
  { name: "1280 px", width: 1280, height: 900 },
] as const;

/**
 * The course pages npm test runs axe on, in both languages (tests/e2e/accessibility.spec.ts,
 * hindi.spec.ts): one template whose branches these three take between them. The medical
 * B.Voc has its fee confirmed and the NCAHP registration note; the M.Voc has neither, and a
 * bachelor's degree to be eligible; the short course has modules instead of a curriculum and
 * a certificate instead of a degree. Every course page, in both languages at both widths, is
 * judged by `npm run audit` (scripts/measure/audit.ts) with the same rules.
 */
export const AXE_COURSE_SAMPLE = ["medical-lab-technology", "m-voc-hospital-management", "hospital-sterilization"];

/**
 * axe-core's violations on the page as it is now, one line each (rule, help, the elements),
 * for `expect(...).toEqual([])`. Only violations are reported in full (`resultTypes`): the
 * passes and the rules that do not apply come back as a count, not as every element they
 * looked at, which is most of axe's time on a long page. The rules run are the same.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  // Legacy mode runs axe in the page itself. The default collects each frame's results and
  // then opens a new blank page to put them together, which only cross-origin frames need;
  // the site has no frames. Same rules, same results, in half the time (docs/benchmarks.md).
  // A page that gains a frame fails here rather than leaving the frame unchecked.
  const frames = page.frames().length - 1;
  if (frames > 0)
    throw new Error(
      `${page.url()} has ${frames} frame(s): axe's legacy mode does not check other sites' frames; use the default mode (docs/load-bearing.md).`,
    );
  // options() replaces every option, withTags() sets one: in this order, both hold.
  const results = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ["violations"] })
    .withTags(WCAG_TAGS)
    .analyze();
  return results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
}
