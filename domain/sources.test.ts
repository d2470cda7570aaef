import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MANUAL_SOURCES } from "./leads";
import { KNOWN_SOURCES, keptSource, looksPersonal, normaliseSource } from "./sources";

describe("sources", () => {
  it("folds a host and its aliases into one row", () => {
    for (const source of ["google", "google.com", "www.google.com", "www.google.co.in", "Google.com."]) {
      expect(normaliseSource(source)).toEqual({ key: "google", label: "Google" });
    }
    expect(normaliseSource("wa.me").key).toBe("whatsapp");
    expect(normaliseSource("web.whatsapp.com").label).toBe("WhatsApp shares");
    expect(normaliseSource("m.facebook.com").key).toBe("facebook");
    expect(normaliseSource("www.example.org").key).toBe("example.org");
    expect(normaliseSource("direct").label).toMatch(/^Direct/);
    expect(normaliseSource("").label).toBe("Not recorded");
  });

  it("keeps each fair and aggregator apart by name, and one aggregator one row however it came", () => {
    expect(normaliseSource("fair", "  Career  Expo 2026 ")).toEqual({
      key: "fair:career expo 2026",
      label: "Education fair: Career Expo 2026",
    });
    expect(normaliseSource("fair", "career expo 2026").key).toBe("fair:career expo 2026");
    expect(normaliseSource("fair", "").key).toBe("fair");
    expect(normaliseSource("aggregator", "Shiksha").key).toBe("shiksha");
    expect(normaliseSource("aggregator", "shiksha.com").key).toBe("shiksha");
    expect(normaliseSource("www.shiksha.com").key).toBe("shiksha");
    expect(normaliseSource("aggregator", "EduSearch").key).toBe("aggregator:edusearch");
  });

  it("is idempotent, ignores case and a www. prefix (property)", () => {
    const host = fc
      .array(fc.stringMatching(/^[a-z0-9-]{1,8}$/), { minLength: 1, maxLength: 3 })
      .map((parts) => `${parts.join(".")}.com`);
    fc.assert(
      fc.property(host, (name) => {
        const plain = normaliseSource(name);
        expect(normaliseSource(`www.${name}`)).toEqual(plain);
        expect(normaliseSource(name.toUpperCase())).toEqual(plain);
        expect(normaliseSource(plain.key).key).toBe(plain.key);
      }),
    );
  });
});

describe("the source a lead keeps (and every count that outlives it)", () => {
  it("folds known names and their aliases into one key", () => {
    for (const raw of ["Google Ads", "google_ads", "adwords", "+google", "GoogleAds", " google  ads "])
      expect(keptSource(raw), raw).toBe("google-ads");
    for (const raw of ["google", "google.com", "https://www.google.co.in/search?q=nursing", "Google.com."])
      expect(keptSource(raw), raw).toBe("google");
    for (const raw of ["fb", "facebook.com", "m.facebook.com", "Facebook"])
      expect(keptSource(raw), raw).toBe("facebook");
    expect(keptSource("instagram")).toBe("instagram");
    expect(keptSource("ig")).toBe("instagram");
    expect(keptSource("wa.me")).toBe("whatsapp");
    expect(keptSource("WhatsApp")).toBe("whatsapp");
    expect(keptSource("shiksha.com")).toBe("shiksha");
    expect(keptSource("QR code")).toBe("qr");
    expect(normaliseSource("+google")).toEqual({ key: "google-ads", label: "Google Ads" });
  });

  it("keeps a plain domain, without its www.", () => {
    expect(keptSource("www.example.org")).toBe("example.org");
    expect(keptSource("news.example.co.in")).toBe("news.example.co.in");
    expect(keptSource("https://blog.example.com/post/1")).toBe("blog.example.com");
  });

  it("keeps every manual source and nothing recorded as they are", () => {
    for (const source of MANUAL_SOURCES) expect(keptSource(source)).toBe(source);
    expect(keptSource("direct")).toBe("direct");
    expect(keptSource("")).toBe("");
    expect(keptSource("   ")).toBe("");
  });

  it("keeps an email, a phone number, a name or any other free text only as 'other'", () => {
    for (const raw of [
      "priya.sharma.x@gmail.com",
      "PRIYA.SHARMA.X@GMAIL.COM",
      "mailto:priya@example.com",
      "@priya_sharma",
      "9876543210",
      "+91 98765 43210",
      "+91-98765-43210",
      "(987) 654-3210",
      "98765.43210",
      "priya sharma",
      "Priya",
      "summer sale",
      "9876543210.com",
      "priya9876543210",
      "ref_9876543",
      "-bad-.com",
      "example",
      "localhost",
      "127.0.0.1",
    ])
      expect(keptSource(raw), raw).toBe("other");
  });

  it("tells what could name a person: an @ or seven digits or more, however they are spaced", () => {
    expect(looksPersonal("a@b")).toBe(true);
    expect(looksPersonal("98 76 54 32 10")).toBe(true);
    expect(looksPersonal("spring 2026")).toBe(false);
    expect(looksPersonal("careers360")).toBe(false);
  });

  it("every known key keeps itself, and every alias maps to its key", () => {
    for (const [key, source] of Object.entries(KNOWN_SOURCES)) {
      expect(keptSource(key)).toBe(key);
      for (const alias of source.aliases) expect(keptSource(alias), alias).toBe(key);
    }
  });

  it("is idempotent, and keeps no @ and no run of seven digits, whatever it is given (property)", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (raw) => {
        const kept = keptSource(raw);
        expect(keptSource(kept)).toBe(kept);
        expect(looksPersonal(kept)).toBe(false);
        expect(normaliseSource(kept).key).toBe(kept);
      }),
    );
  });

  it("does not show a fair's or aggregator's name that looks like a person's", () => {
    expect(normaliseSource("fair", "priya@example.com")).toEqual({
      key: "fair",
      label: "Education fair (no name given)",
    });
  });
});
