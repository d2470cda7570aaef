import { describe, expect, it } from "vitest";
import { median, missedTargets, pageFigures, type RunFigures } from "./audit-verdict";

const perfect = { performance: 100, accessibility: 100, "best-practices": 100, seo: 100 };
const run = (figures: Partial<RunFigures> = {}): RunFigures => ({
  scores: perfect,
  lcpMs: 900,
  tbtMs: 10,
  cls: 0,
  shifted: [],
  ...figures,
});

describe("median", () => {
  it("takes the middle value, or the mean of the two middle values", () => {
    expect(median([74, 1, 12, 5, 30])).toBe(12);
    expect(median([40, 10, 20, 30])).toBe(25);
    expect(median([7])).toBe(7);
  });

  it("refuses an empty list rather than inventing a figure", () => {
    expect(() => median([])).toThrow("median of no values");
  });
});

describe("pageFigures", () => {
  it("judges timings by their median: one slow run does not fail a page", () => {
    const figures = pageFigures([run({ tbtMs: 74 }), run({ tbtMs: 3 }), run({ tbtMs: 12 }), run({ tbtMs: 20 }), run({ tbtMs: 0 })]);
    expect(figures.tbtMs).toBe(12);
    expect(figures.worstTbtMs).toBe(74);
    expect(missedTargets("/p", figures)).toEqual([]);
  });

  it("fails a page whose typical run is slow", () => {
    const figures = pageFigures([run({ tbtMs: 60 }), run({ tbtMs: 55 }), run({ tbtMs: 12 })]);
    expect(missedTargets("/p", figures)).toEqual(["/p: TBT 55 ms > 50 ms (median)"]);
  });

  it("judges LCP and the performance score by their median too", () => {
    const figures = pageFigures([
      run({ lcpMs: 1300, scores: { ...perfect, performance: 97 } }),
      run({ lcpMs: 1250, scores: { ...perfect, performance: 98 } }),
      run({ lcpMs: 800 }),
    ]);
    expect(figures.lcpMs).toBe(1250);
    expect(missedTargets("/p", figures)).toEqual(["/p: performance 98 < 100", "/p: LCP 1250 ms > 1200 ms (median)"]);
  });

  it("judges defects by the worst run: one accessibility finding fails the page", () => {
    const figures = pageFigures([run(), run({ scores: { ...perfect, accessibility: 96 } }), run()]);
    expect(missedTargets("/p", figures)).toEqual(["/p: accessibility 96 < 100"]);
  });

  it("reports a layout shift from any run, exactly and with what moved", () => {
    const figures = pageFigures([run(), run({ cls: 0.00031, shifted: ["main > section", "footer"] }), run()]);
    expect(missedTargets("/p", figures)).toEqual(["/p: CLS 0.00031 > 0 (moved: main > section, footer)"]);
  });
});
