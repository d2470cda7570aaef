import { describe, expect, it } from "vitest";
import { type IdleScheduler, renderWhenIdle } from "./render-when-idle";

/** A scheduler the test drives: `idle()` runs the step waiting for the next idle period. */
function manualScheduler() {
  const waiting = new Map<number, () => void>();
  let nextHandle = 1;
  const scheduler: IdleScheduler = {
    request: (step) => {
      waiting.set(nextHandle, step);
      return nextHandle++;
    },
    cancel: (handle) => void waiting.delete(handle),
  };
  const idle = () => {
    const [handle, step] = [...waiting][0] ?? [];
    if (handle === undefined || !step) return false;
    waiting.delete(handle);
    step();
    return true;
  };
  return { scheduler, idle, waiting };
}

const items = (count: number) => Array.from({ length: count }, () => ({ style: { contentVisibility: "" } }));
const rendered = (list: ReturnType<typeof items>) => list.map((item) => item.style.contentVisibility === "visible");

describe("renderWhenIdle", () => {
  it("renders nothing until the browser is idle, then one item per idle period, in order", () => {
    const { scheduler, idle } = manualScheduler();
    const list = items(3);
    renderWhenIdle(list, scheduler);
    expect(rendered(list)).toEqual([false, false, false]);
    idle();
    expect(rendered(list)).toEqual([true, false, false]);
    idle();
    idle();
    expect(rendered(list)).toEqual([true, true, true]);
  });

  it("stops asking for idle time once every item is rendered", () => {
    const { scheduler, idle, waiting } = manualScheduler();
    renderWhenIdle(items(2), scheduler);
    let steps = 0;
    while (idle()) steps++;
    expect(steps).toBe(3); // two items, then one step that finds nothing left
    expect(waiting.size).toBe(0);
  });

  it("stops early when cancelled, as when the visitor leaves the page", () => {
    const { scheduler, idle, waiting } = manualScheduler();
    const list = items(3);
    const stop = renderWhenIdle(list, scheduler);
    idle();
    stop();
    expect(waiting.size).toBe(0);
    expect(idle()).toBe(false);
    expect(rendered(list)).toEqual([true, false, false]);
  });
});
