import { describe, expect, it } from "vitest";
import { passkeyErrorMessage } from "./passkey-client";
import {
  cleanPasskeyName,
  defaultPasskeyName,
  isPasskeySaved,
  PASSKEY_NAME_MAX,
  passkeyNameProblem,
} from "./passkey-rules";

describe("passkey names", () => {
  it("are cleaned of control characters and extra spaces, and NFC-normalised", () => {
    expect(cleanPasskeyName("  Asha's\tphone \n")).toBe("Asha's phone");
    expect(cleanPasskeyName("Work\u0000\u200Blaptop")).toBe("Work laptop");
    expect(cleanPasskeyName("Cafe\u0301")).toBe("Café");
  });

  it("must be given, and short enough (counted in characters, not UTF-16 units)", () => {
    expect(passkeyNameProblem("")).toMatch(/Enter a name/);
    expect(passkeyNameProblem("x".repeat(PASSKEY_NAME_MAX))).toBeNull();
    expect(passkeyNameProblem("x".repeat(PASSKEY_NAME_MAX + 1))).toMatch(/60 characters/);
    expect(passkeyNameProblem("🔑".repeat(PASSKEY_NAME_MAX))).toBeNull();
  });

  it("default to the IST day they were added, numbered when that name is taken", () => {
    // 20:00 UTC on 22 Nov is already 23 Nov in India.
    const now = new Date("2026-11-22T20:00:00.000Z");
    expect(defaultPasskeyName(now, [])).toBe("Passkey added 23 Nov 2026");
    expect(defaultPasskeyName(now, ["Asha's phone"])).toBe("Passkey added 23 Nov 2026");
    expect(defaultPasskeyName(now, ["passkey added 23 nov 2026"])).toBe("Passkey added 23 Nov 2026 (2)");
    expect(defaultPasskeyName(now, ["Passkey added 23 Nov 2026", "Passkey added 23 Nov 2026 (2)"])).toBe(
      "Passkey added 23 Nov 2026 (3)",
    );
  });

  it("know which saved notices exist", () => {
    expect(isPasskeySaved("added")).toBe(true);
    expect(isPasskeySaved("removed")).toBe(true);
    expect(isPasskeySaved("toString")).toBe(false);
    expect(isPasskeySaved(null)).toBe(false);
  });
});

describe("passkey error messages", () => {
  const webAuthnError = (code: string) => Object.assign(new Error("x"), { code });
  const domError = (name: string) => new DOMException("x", name);

  it("say that a device already has a passkey for the account", () => {
    expect(passkeyErrorMessage(webAuthnError("ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED"), "register")).toMatch(
      /already has a passkey/,
    );
    expect(passkeyErrorMessage(domError("InvalidStateError"), "register")).toMatch(/already has a passkey/);
  });

  it("say a cancelled or timed-out request was not completed, in the words of each ceremony", () => {
    expect(passkeyErrorMessage(domError("NotAllowedError"), "register")).toMatch(/^No passkey was added/);
    expect(passkeyErrorMessage(webAuthnError("ERROR_CEREMONY_ABORTED"), "sign-in")).toMatch(
      /^No passkey was used.*password/,
    );
  });

  it("explain an address passkeys cannot work on", () => {
    expect(passkeyErrorMessage(webAuthnError("ERROR_INVALID_DOMAIN"), "sign-in")).toMatch(/own web address/);
    expect(passkeyErrorMessage(domError("SecurityError"), "register")).toMatch(/own web address/);
  });

  it("fall back to a plain sentence for anything else", () => {
    expect(passkeyErrorMessage("weird", "register")).toBe("The browser could not create a passkey. Please try again.");
    expect(passkeyErrorMessage(new TypeError("boom"), "sign-in")).toMatch(/could not use a passkey/);
  });
});
