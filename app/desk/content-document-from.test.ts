import { describe, expect, it } from "vitest";
import { seedDocument } from "#content/seed-document.ts";
import { documentFrom } from "./content.server";

/**
 * A revision or draft written before issue 52 is edited as the site reads it: the privacy
 * notice's Hindi texts it lacks take their default (empty, for the editor to give), a fee's
 * typed "when" and tuition's period the choice they name.
 */
describe("a stored document from before the Hindi texts and the fee choices", () => {
  it("reads with the new fields' defaults and the typed words as choices", () => {
    const seed = seedDocument();
    const { hindi: _hindi, ...privacy } = seed.privacy;
    const lab = seed.fees["medical-lab-technology"]!;
    const older = {
      ...seed,
      privacy,
      fees: {
        ...seed.fees,
        "medical-lab-technology": {
          ...lab,
          registration: { rupees: 5000, when: "At admission" },
          tuition: { ...lab.tuition, period: "per year" },
        },
      },
    };
    const read = documentFrom(JSON.stringify(older));
    expect(read.privacy.hindi).toEqual({ role: "", hosting: "", mail: "" });
    expect(read.fees["medical-lab-technology"]!.registration.when).toBe("admission");
    expect(read.fees["medical-lab-technology"]!.tuition.period).toBe("year");
  });
});
