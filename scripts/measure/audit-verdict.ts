/**
 * How `npm run audit` turns several runs of one page into one verdict.
 *
 * Every figure comes from a real page load under real throttling (decision 9). Two kinds of
 * figure, judged differently (decision 7):
 * - Timings (the performance score, LCP, the time to ready) move with how busy this machine
 *   is at that moment. They are judged by their median across the runs.
 * - Defects (the accessibility, best-practices and SEO scores, and layout shift) do not
 *   come from timing. One run that finds one is enough: they are judged by the worst run.
 * Total blocking time is printed, not judged: under real throttling it is already part of
 * the time to ready, which is what a visitor waits for.
 */

export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
export type Category = (typeof CATEGORIES)[number];

export const TARGETS = {
  // 100 is the aim; a real-throttling score moves by a point or two from run to run.
  performance: 98,
  accessibility: 100,
  "best-practices": 100,
  seo: 100,
  lcpMs: 1000,
  readyMs: 1500,
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

/** What one load in the ready measurement saw: when the page became usable, and what moved. */
export interface ReadyFigures {
  fcpMs: number;
  lcpMs: number;
  readyMs: number;
  cls: number;
  shifted: string[];
}

/** One page's figures across its runs, as judged. */
interface PageFigures {
  scores: Record<Category, number>;
  /** Lighthouse's LCP. */
  lcpMs: number;
  tbtMs: number;
  readyMs: number;
  /** The slowest single ready time: shown beside the median so the spread stays visible. */
  worstReadyMs: number;
  /** FCP and LCP as the ready measurement's loads saw them (375 px). */
  readyFcpMs: number;
  readyLcpMs: number;
  cls: number;
  shifted: string[];
}

export function median(values: readonly number[]): number {
  if (!values.length) throw new Error("median of no values");
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Combines a page's runs: timings by their median, defects by the worst run of either kind. */
export function pageFigures(runs: readonly RunFigures[], loads: readonly ReadyFigures[]): PageFigures {
  if (!runs.length || !loads.length) throw new Error("no runs to combine");
  const worstShift = [...runs, ...loads].reduce((worst, run) => (run.cls > worst.cls ? run : worst));
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
    readyMs: median(loads.map((load) => load.readyMs)),
    worstReadyMs: Math.max(...loads.map((load) => load.readyMs)),
    readyFcpMs: median(loads.map((load) => load.fcpMs)),
    readyLcpMs: median(loads.map((load) => load.lcpMs)),
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
  if (figures.lcpMs > TARGETS.lcpMs)
    missed.push(`${path}: LCP ${figures.lcpMs.toFixed(0)} ms > ${TARGETS.lcpMs} ms (median)`);
  if (figures.readyMs > TARGETS.readyMs) {
    missed.push(`${path}: ready ${figures.readyMs.toFixed(0)} ms > ${TARGETS.readyMs} ms (median)`);
  }
  if (figures.cls > TARGETS.cls) {
    // A shift too small for three decimals is still a shift: print it exactly, with what moved.
    const moved = figures.shifted.length ? ` (moved: ${figures.shifted.join(", ")})` : "";
    missed.push(`${path}: CLS ${figures.cls.toPrecision(2)} > ${TARGETS.cls}${moved}`);
  }
  return missed;
}
