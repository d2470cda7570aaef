import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { admissionGuide, admissionYear, FEE_TO_BE_CONFIRMED } from "./admission";
import { admissionText } from "./translations/admission";
import { courses, findCourse, NCAHP_REGISTRATION_NOTE } from "./courses";
import { popularCourses } from "./home";

/**
 * Every claim on the site is one the institute can stand behind. What the spec
 * does not back and the institute must confirm carries a `// UNCONFIRMED:` comment on its
 * line or the line above it (the launch check lists them); these tests read the source to
 * keep the markers where the issue requires them.
 */
const CONTENT = fileURLToPath(new URL(".", import.meta.url));

function source(file: string): string[] {
  return readFileSync(join(CONTENT, file), "utf8").split("\n");
}

/**
 * The text of the marker on `lines[index]` or on the line directly above, or undefined. A
 * marker above the "{" that opens an object covers each of its properties, which the formatter
 * puts on lines of their own.
 */
function markerAt(lines: string[], index: number): string | undefined {
  const marker = (at: number) => /\/\/ UNCONFIRMED: (.+)$/.exec(lines[at] ?? "")?.[1];
  const direct = marker(index) ?? marker(index - 1);
  if (direct) return direct;
  let above = index - 1;
  while (above >= 0 && /^\s+[\w"]+: /.test(lines[above]!)) above--;
  return /^\s*\{$/.test(lines[above] ?? "") ? marker(above - 1) : undefined;
}

/** Indexes of the lines matching `pattern`. */
function linesMatching(lines: string[], pattern: RegExp): number[] {
  return lines.flatMap((line, index) => (pattern.test(line) ? [index] : []));
}

/** The spec gives duration, eligibility and salary for every course but these six. */
const WITHOUT_SPEC_FIGURES = [
  "medical-lab-technology",
  "radiology-and-medical-imaging",
  "operation-theater-technology",
  "optometry-technology",
  "dialysis-technology",
  "cardiac-care-technology",
];

const FIGURES = { duration: /^ {2}duration: /, eligibility: /^ {2}eligibility: /, salary: /^ {4}salaryLpa: / };

/** The allied-health courses whose professions the NCAHP Act's Schedule lists. */
const NCAHP_COURSES = [...WITHOUT_SPEC_FIGURES, "physiotherapy-program"];

describe("statements awaiting the institute's confirmation are marked", () => {
  it.each(courses.map((course) => course.slug))(
    "%s: its figures are marked exactly when the spec lacks them",
    (slug) => {
      const lines = source(`courses/${slug}.ts`);
      for (const [name, pattern] of Object.entries(FIGURES)) {
        const [index] = linesMatching(lines, pattern);
        expect(index, `${slug} has a ${name} line`).toBeDefined();
        const marker = markerAt(lines, index!);
        if (WITHOUT_SPEC_FIGURES.includes(slug)) expect(marker, `${slug} ${name}`).toMatch(new RegExp(name));
        else expect(marker, `${slug} ${name} is the spec's own figure`).toBeUndefined();
      }
    },
  );

  it.each(courses.map((course) => course.slug))(
    "%s: its key features (labs, equipment, internships) are marked",
    (slug) => {
      const lines = source(`courses/${slug}.ts`);
      expect(markerAt(lines, linesMatching(lines, /^ {2}keyFeatures: \[/)[0]!)).toBeDefined();
    },
  );

  it("marks every government, army or public employer named as a workplace", () => {
    let found = 0;
    for (const course of courses) {
      const lines = source(`courses/${course.slug}.ts`);
      const start = linesMatching(lines, /^ {4}workplaces: \[/)[0]!;
      const end = lines.findIndex((line, index) => index > start && line.startsWith("    ],"));
      for (let index = start + 1; index < end; index++) {
        if (!/government|army|public/i.test(lines[index]!)) continue;
        found++;
        expect(markerAt(lines, index), `${course.slug}: ${lines[index]!.trim()}`).toMatch(/government|army/);
      }
    }
    expect(found).toBeGreaterThanOrEqual(7);
  });

  it("marks the home cards' fee period, labs and rotations, the placement rate's meaning and the faculty", () => {
    const lines = source("home.ts");
    const feePeriods = linesMatching(lines, /feePeriod: "per year"/);
    expect(feePeriods).toHaveLength(3);
    for (const index of feePeriods) expect(markerAt(lines, index)).toMatch(/fee period/);
    for (const index of linesMatching(lines, /^ {4}highlights: /)) expect(markerAt(lines, index)).toBeDefined();
    expect(markerAt(lines, linesMatching(lines, /95% Placement Rate/)[0]!)).toMatch(/placement rate/);
    expect(markerAt(lines, linesMatching(lines, /title: "Experienced faculty"/)[0]! - 2)).toMatch(/faculty/);
    expect(markerAt(lines, linesMatching(lines, /title: "Placement support"/)[0]! - 2)).toMatch(/placement/);
  });

  it("marks the about page's founding story, labs, hospital training, placement cell, fees and industry partners", () => {
    const lines = source("about.ts");
    const marked = (pattern: RegExp) => markerAt(lines, linesMatching(lines, pattern)[0]!);
    expect(marked(/^ {2}"We began in Gurugram in 2015/)).toMatch(/founding story/);
    expect(marked(/title: "Working labs"/)).toMatch(/labs/);
    expect(marked(/title: "Hospital training"/)).toMatch(/hospitals/);
    expect(marked(/title: "Placement cell"/)).toMatch(/placement/);
    expect(marked(/title: "Affordable fees"/)).toMatch(/instalments and scholarship/);
    expect(marked(/^ {2}industry:$/)).toMatch(/industry partners/);
  });

  it("marks every testimonial", () => {
    const lines = source("testimonials.ts");
    expect(markerAt(lines, linesMatching(lines, /^export const testimonials/)[0]!)).toMatch(/every testimonial/);
  });

  it("marks the admission year, the steps the institute runs, the documents and the fees", () => {
    const lines = source("admission.ts");
    const marked = (pattern: RegExp) => markerAt(lines, linesMatching(lines, pattern)[0]!);
    expect(marked(/^export const admissionYear = /)).toMatch(/admission year/);
    // The steps and the documents are written once, in both languages, in the translations module.
    const words = source("translations/admission.ts");
    // A step's marker sits above the "{" that opens it.
    expect(markerAt(words, linesMatching(words, /title: "Document verification"/)[0]! - 1)).toMatch(
      /document verification/,
    );
    expect(markerAt(words, linesMatching(words, /title: "Confirm your seat"/)[0]! - 1)).toMatch(/seat/);
    expect(markerAt(words, linesMatching(words, /^ {4}documents: \{$/)[0]!)).toMatch(/documents/);
    // The fees are listed by their own state now: every course's missing items (./readiness.ts).
  });

  it("puts markers only in real line comments, never inside a string", () => {
    const files = [
      "about.ts",
      "home.ts",
      "testimonials.ts",
      "admission.ts",
      "translations/admission.ts",
      ...courses.map((c) => `courses/${c.slug}.ts`),
    ];
    for (const file of files) {
      for (const line of source(file)) {
        if (!line.includes("UNCONFIRMED")) continue;
        expect(line, file).toMatch(/^[^"`]*("[^"]*"[^"]*)*\/\/ UNCONFIRMED: \S.{3,}$/);
      }
    }
  });
});

describe("nothing overreaches", () => {
  /** Every file whose words reach a public page. */
  function publicSources(): string[] {
    const dirs = ["app/content", "app/content/courses", "app/routes", "app/components"];
    const root = join(CONTENT, "../..");
    return dirs.flatMap((dir) =>
      readdirSync(join(root, dir))
        .filter((name) => /\.tsx?$/.test(name) && !name.endsWith(".test.ts"))
        .map((name) => readFileSync(join(root, dir, name), "utf8")),
    );
  }

  it("promises no guaranteed job, placement or result anywhere", () => {
    const overreach =
      /guarantee|assured (job|placement)|100% (job|placement)(?! support)|ensures? (a )?(job|placement)|job (is )?certain/i;
    for (const text of publicSources()) expect(text).not.toMatch(overreach);
  });

  it("says the physiotherapy course is not the BPT degree, as yoga says of the BNYS", () => {
    expect(findCourse("physiotherapy-program")!.overview.join(" ")).toMatch(
      /it is not the BPT \(Bachelor of Physiotherapy\) degree/,
    );
    expect(findCourse("yoga-and-naturopathy")!.overview.join(" ")).toMatch(/it is not the BNYS medical degree/);
  });

  it("flags NCAHP registration on exactly the allied-health courses, in one sentence", () => {
    expect(
      courses
        .filter((course) => course.ncahpRegistration)
        .map((course) => course.slug)
        .sort(),
    ).toEqual([...NCAHP_COURSES].sort());
    expect(NCAHP_REGISTRATION_NOTE).toContain("National Commission for Allied and Healthcare Professions Act, 2021");
    // One place: no course copies the sentence into its own text.
    expect(JSON.stringify(courses)).not.toContain("Allied and Healthcare Professions");
  });
});

describe("admission page content", () => {
  it("takes its year from the configuration, in the title too", () => {
    expect(Number.isInteger(admissionYear)).toBe(true);
    expect(admissionText.en.title).toContain("{year}");
    expect(admissionText.hi.title).toContain("{year}");
  });

  it("has a fee row for every course: the home cards' tuition, everything else to be confirmed", () => {
    const rows = admissionGuide.fees.rows;
    expect(rows).toHaveLength(22);
    expect(rows.filter((row) => row.tuition !== FEE_TO_BE_CONFIRMED).map((row) => row.tuition)).toEqual(
      popularCourses.map((card) => `₹${card.feeRupees.toLocaleString("en-IN")} ${card.feePeriod}`),
    );
    expect(new Set(rows.map((row) => row.total))).toEqual(new Set([FEE_TO_BE_CONFIRMED]));
  });

  it("lists documents to bring, with what Haryana's admissions and scholarships ask for and where each applies", () => {
    const names = admissionText.en.documents.items.map((item) => item.name).join("\n");
    for (const name of [
      /Parivar Pehchan Patra/,
      /Caste certificate/,
      /Income certificate/,
      /domicile/,
      /Character certificate/,
      /Migration certificate/,
      /Gap certificate/,
    ]) {
      expect(names).toMatch(name);
    }
    for (const item of admissionText.en.documents.items) expect(item.when.length, item.name).toBeGreaterThan(3);
  });
});
