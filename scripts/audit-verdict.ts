/**
 * How `npm run audit` turns several Lighthouse runs of one page into one verdict.
 *
 * Two kinds of figure, judged differently (decision 7):
 * - Timings (the performance score, LCP, TBT) are this machine's CPU time scaled by
 *   Lighthouse's simulation, so a busy moment moves them. They are judged by their median
 *   across the runs, Lighthouse CI's `median` aggregation.
 * - Defects (the accessibility, best-practices and SEO scores, and layout shift) do not
 *   come from timing. One run that finds one is enough: they are judged by the worst run.
 */

export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
export type Category = (typeof CATEGORIES)[number];

export const TARGETS = {
  performance: 100,
  accessibility: 100,
  "best-practices": 100,
  seo: 100,
  lcpMs: 1200,
  tbtMs: 50,
  cls: 0,
} as const;

/** What one Lighthouse run measured on one page. */
export interface RunFigures {
  /** Category scores, 0–100. */
  scores: Record<Category, number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Selectors of the elements that moved, when something did. */
  shifted: string[];
}

/** One page's figures across its runs, as judged. */
export interface PageFigures {
  scores: Record<Category, number>;
  lcpMs: number;
  tbtMs: number;
  /** The highest single-run TBT: shown beside the median so the spread stays visible. */
  worstTbtMs: number;
  cls: number;
  shifted: string[];
}

export function median(values: readonly number[]): number {
  if (!values.length) throw new Error("median of no values");
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Combines a page's runs: timings by their median, defects by the worst run. */
export function pageFigures(runs: readonly RunFigures[]): PageFigures {
  if (!runs.length) throw new Error("no runs to combine");
  const worstShift = runs.reduce((worst, run) => (run.cls > worst.cls ? run : worst));
  const worstScore = (id: Category) => Math.min(...runs.map((run) => run.scores[id]));
  return {
    scores: {
      performance: median(runs.map((run) => run.scores.performance)),
      accessibility: worstScore("accessibility"),
      "best-practices": worstScore("best-practices"),
      seo: worstScore("seo"),
    },
    lcpMs: median(runs.map((run) => run.lcpMs)),
    tbtMs: median(runs.map((run) => run.tbtMs)),
    worstTbtMs: Math.max(...runs.map((run) => run.tbtMs)),
    cls: worstShift.cls,
    shifted: worstShift.shifted,
  };
}

/** The targets a page misses, each as a line a person can act on. */
export function missedTargets(path: string, figures: PageFigures): string[] {
  const missed: string[] = [];
  for (const id of CATEGORIES) {
    if (figures.scores[id] < TARGETS[id]) missed.push(`${path}: ${id} ${figures.scores[id]} < ${TARGETS[id]}`);
  }
  if (figures.lcpMs > TARGETS.lcpMs) missed.push(`${path}: LCP ${figures.lcpMs.toFixed(0)} ms > ${TARGETS.lcpMs} ms (median)`);
  if (figures.tbtMs > TARGETS.tbtMs) missed.push(`${path}: TBT ${figures.tbtMs.toFixed(0)} ms > ${TARGETS.tbtMs} ms (median)`);
  if (figures.cls > TARGETS.cls) {
    // A shift too small for three decimals is still a shift: print it exactly, with what moved.
    const moved = figures.shifted.length ? ` (moved: ${figures.shifted.join(", ")})` : "";
    missed.push(`${path}: CLS ${figures.cls.toPrecision(2)} > ${TARGETS.cls}${moved}`);
  }
  return missed;
}
