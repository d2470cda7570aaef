import { describe, expect, it } from "vitest";
import { median, missedTargets, pageFigures, type ReadyFigures, type RunFigures } from "./audit-verdict";

const perfect = { performance: 100, accessibility: 100, "best-practices": 100, seo: 100 };
const run = (figures: Partial<RunFigures> = {}): RunFigures => ({
  scores: perfect,
  lcpMs: 800,
  tbtMs: 10,
  cls: 0,
  shifted: [],
  ...figures,
});
const load = (figures: Partial<ReadyFigures> = {}): ReadyFigures => ({
  fcpMs: 500,
  lcpMs: 600,
  readyMs: 1300,
  cls: 0,
  shifted: [],
  ...figures,
});
const loads = [load(), load(), load()];

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
  it("judges the time to ready by its median: one slow load does not fail a page", () => {
    const figures = pageFigures(
      [run()],
      [load({ readyMs: 2400 }), load({ readyMs: 1250 }), load({ readyMs: 1310 }), load({ readyMs: 1290 }), load()],
    );
    expect(figures.readyMs).toBe(1300);
    expect(figures.worstReadyMs).toBe(2400);
    expect(missedTargets("/p", figures)).toEqual([]);
  });

  it("fails a page whose typical load is ready late", () => {
    const figures = pageFigures([run()], [load({ readyMs: 1600 }), load({ readyMs: 1550 }), load()]);
    expect(missedTargets("/p", figures)).toEqual(["/p: ready 1550 ms > 1500 ms (median)"]);
  });

  it("judges LCP and the performance score by their median too, and TBT not at all", () => {
    const figures = pageFigures(
      [
        run({ lcpMs: 1300, tbtMs: 400, scores: { ...perfect, performance: 96 } }),
        run({ lcpMs: 1250, tbtMs: 300, scores: { ...perfect, performance: 97 } }),
        run({ lcpMs: 800, tbtMs: 200 }),
      ],
      loads,
    );
    expect(figures.lcpMs).toBe(1250);
    expect(figures.tbtMs).toBe(300);
    expect(missedTargets("/p", figures)).toEqual(["/p: performance 97 < 98", "/p: LCP 1250 ms > 1000 ms (median)"]);
  });

  it("judges defects by the worst run: one accessibility finding fails the page", () => {
    const figures = pageFigures([run(), run({ scores: { ...perfect, accessibility: 96 } }), run()], loads);
    expect(missedTargets("/p", figures)).toEqual(["/p: accessibility 96 < 100"]);
  });

  it("reports a layout shift from any run of either kind, exactly and with what moved", () => {
    const inLighthouse = pageFigures(
      [run(), run({ cls: 0.00031, shifted: ["main > section", "footer"] }), run()],
      loads,
    );
    expect(missedTargets("/p", inLighthouse)).toEqual(["/p: CLS 0.00031 > 0 (moved: main > section, footer)"]);
    const inALoad = pageFigures([run()], [load(), load({ cls: 0.002, shifted: ["HEADER"] })]);
    expect(missedTargets("/p", inALoad)).toEqual(["/p: CLS 0.0020 > 0 (moved: HEADER)"]);
  });

  it("refuses to judge a page without both kinds of run", () => {
    expect(() => pageFigures([run()], [])).toThrow("no runs to combine");
    expect(() => pageFigures([], loads)).toThrow("no runs to combine");
  });
});
