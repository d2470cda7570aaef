import { describe, expect, it } from "vitest";
import { isSampleAddress, isSampleEmail, isSamplePhone, sampleContactDetails } from "./sample-values";
import { site } from "./site";

describe("sample contact details", () => {
  it("finds every contact detail the site ships with", () => {
    expect(sampleContactDetails(site)).toEqual([
      "phone",
      "second phone (altPhone)",
      "chat number",
      "email",
      "admissions email",
      "address",
    ]);
  });

  it("passes real-looking details", () => {
    const real = {
      phone: { display: "+91 98100 12345", digits: "919810012345" },
      altPhone: { display: "+91 124 400 1234", digits: "911244001234" },
      chat: { display: "+91 98100 12345", digits: "919810012345" },
      email: "info@institute.ac.in",
      admissionsEmail: "admissions@institute.ac.in",
      address: { ...site.address, street: "Plot 12, Udyog Vihar", locality: "Phase IV" },
    };
    expect(sampleContactDetails(real)).toEqual([]);
    // One sample left is still found (the notice's derivation is in ./readiness.test.ts).
    expect(sampleContactDetails({ ...real, email: "info@example.com" })).toEqual(["email"]);
  });

  it.each(["910000000001", "9100000"])("a number after +91 that starts with 0 is a sample: %s", (digits) =>
    expect(isSamplePhone({ digits })).toBe(true),
  );
  it.each(["919876543210", "911244001234"])("a real Indian number is not: %s", (digits) =>
    expect(isSamplePhone({ digits })).toBe(false),
  );
  it.each(["info@example.com", "a@mail.example.org", "b@institute.example", " c@EXAMPLE.NET "])(
    "an address at a domain reserved for examples is a sample: %j",
    (email) => expect(isSampleEmail(email)).toBe(true),
  );
  it.each(["info@institute.ac.in", "examples@gmail.com", "x@example.com.in"])("a real email is not: %j", (email) =>
    expect(isSampleEmail(email)).toBe(false),
  );
  it("an address saying Sample is a sample; one mentioning sampling is not", () => {
    expect(isSampleAddress({ street: "Plot 00, Sample Road", locality: "Sector 00" })).toBe(true);
    expect(isSampleAddress({ street: "Samples Lab Complex", locality: "Sector 18" })).toBe(false);
  });
});
