import { describe, expect, it } from "vitest";
import {
  dismiss,
  enterRoute,
  initialPopupState,
  parsePopupState,
  POPUP_COOLDOWN_MS,
  POPUP_DELAY_MS,
  POPUP_MAX_DISMISSALS,
  schedulesPopup,
  shouldOpen,
  submitted,
} from "./popup-timing";

describe("popup timing constants", () => {
  it("are 15 s, 30 s and 2 dismissals", () => {
    expect(POPUP_DELAY_MS).toBe(15_000);
    expect(POPUP_COOLDOWN_MS).toBe(30_000);
    expect(POPUP_MAX_DISMISSALS).toBe(2);
  });
});

describe("schedulesPopup", () => {
  it("schedules on every page but /admission and its confirmation", () => {
    for (const path of ["/", "/about", "/courses", "/courses/hotel-management", "/contact", "/x"]) {
      expect(schedulesPopup(path)).toBe(true);
    }
    expect(schedulesPopup("/admission")).toBe(false);
    expect(schedulesPopup("/admission/")).toBe(false);
    expect(schedulesPopup("/admission/submitted")).toBe(false);
  });
});

describe("shouldOpen", () => {
  const t0 = 1_000_000;

  it("opens when never dismissed", () => {
    expect(shouldOpen(initialPopupState, t0)).toBe(true);
  });

  it("stays closed within 30 s of a dismissal and opens from 30 s on", () => {
    const state = dismiss(initialPopupState, t0);
    expect(shouldOpen(state, t0 + POPUP_COOLDOWN_MS - 1)).toBe(false);
    expect(shouldOpen(state, t0 + POPUP_COOLDOWN_MS)).toBe(true);
  });

  it("never opens after two dismissals", () => {
    const state = dismiss(dismiss(initialPopupState, t0), t0 + 40_000);
    expect(state.dismissCount).toBe(2);
    expect(shouldOpen(state, t0 + 10 * 60_000)).toBe(false);
  });

  it("never opens after a successful submit", () => {
    const state = submitted(initialPopupState);
    expect(state.dismissCount).toBe(POPUP_MAX_DISMISSALS);
    expect(shouldOpen(state, t0 + 10 * 60_000)).toBe(false);
  });
});

describe("enterRoute", () => {
  const dismissedTwice = dismiss(dismiss(initialPopupState, 1), 2);

  it("resets the count and the last-dismiss time on /", () => {
    expect(enterRoute(dismissedTwice, "/")).toEqual(initialPopupState);
  });

  it("keeps the state on other pages", () => {
    expect(enterRoute(dismissedTwice, "/about")).toBe(dismissedTwice);
  });
});

describe("parsePopupState", () => {
  it("round-trips a stored state", () => {
    const state = dismiss(initialPopupState, 123);
    expect(parsePopupState(JSON.stringify(state))).toEqual(state);
  });

  it.each([null, "", "not json", "[]", '{"dismissCount":"2"}', '{"dismissCount":-4}'])(
    "falls back safely for %j",
    (raw) => {
      const state = parsePopupState(raw);
      expect(state.dismissCount).toBeGreaterThanOrEqual(0);
      expect(Number.isInteger(state.dismissCount)).toBe(true);
    },
  );
});
