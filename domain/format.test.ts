import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatRupees, formatSalaryRange, groupIndianDigits, hindiDate, hindiSalaryRange } from "./format";

describe("groupIndianDigits", () => {
  it("groups the last three digits, then pairs", () => {
    expect(groupIndianDigits(0)).toBe("0");
    expect(groupIndianDigits(999)).toBe("999");
    expect(groupIndianDigits(1000)).toBe("1,000");
    expect(groupIndianDigits(45000)).toBe("45,000");
    expect(groupIndianDigits(100000)).toBe("1,00,000");
    expect(groupIndianDigits(12345678)).toBe("1,23,45,678");
    expect(groupIndianDigits(-150000)).toBe("-1,50,000");
  });

  it("matches the en-IN locale for every whole number", () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (value) => {
        expect(groupIndianDigits(value)).toBe(value.toLocaleString("en-IN"));
      }),
    );
  });

  it("refuses fractions", () => {
    expect(() => groupIndianDigits(1.5)).toThrow(RangeError);
  });
});

describe("formatRupees and formatSalaryRange", () => {
  it("prints fees and salary ranges", () => {
    expect(formatRupees(45000)).toBe("₹45,000");
    expect(formatSalaryRange({ min: 3, max: 8 })).toBe("3–8 LPA");
  });
});

describe("Hindi readings", () => {
  it("write dates as families read them, Latin digits", () => {
    expect(hindiDate("2026-07-15")).toBe("15 जुलाई 2026");
    expect(hindiDate("2027-02-01")).toBe("1 फ़रवरी 2027");
  });
  it("write salary ranges in lakh per year, not LPA", () => {
    expect(hindiSalaryRange({ min: 3, max: 8 })).toBe("₹3–8 लाख प्रति वर्ष");
    expect(hindiSalaryRange({ min: 2.5, max: 6 })).toBe("₹2.5–6 लाख प्रति वर्ष");
    expect(formatSalaryRange({ min: 2.5, max: 6 })).toBe("2.5–6 LPA");
  });
});
