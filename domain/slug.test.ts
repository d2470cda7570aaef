import { describe, expect, it } from "vitest";
import { slugify } from "./slug";

describe("slugify (lower-case, spaces to hyphens, & to and)", () => {
  it.each([
    ["Medical Lab Technology", "medical-lab-technology"],
    ["Radiology & Medical Imaging", "radiology-and-medical-imaging"],
    ["Multimedia & Animation", "multimedia-and-animation"],
    ["E-Commerce & Digital Marketing", "e-commerce-and-digital-marketing"],
    ["Yoga &Naturopathy", "yoga-and-naturopathy"],
    ["  Hotel   Management  ", "hotel-management"],
  ])("%s → %s", (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });
});
