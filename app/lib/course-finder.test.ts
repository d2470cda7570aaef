import { describe, expect, it } from "vitest";
import {
  durationBucket,
  filterValue,
  finderOptions,
  finderSearch,
  foldText,
  hasFilters,
  indexCourse,
  matcherFor,
  NO_FILTERS,
  parseFinderQuery,
  searchWords,
  withKnownValues,
  finderStatus,
  finderNotes,
  FINDER_SYNONYMS,
  type FinderCourse,
  type FinderQuery,
} from "./course-finder";
import { courseFullName, courses } from "#content/courses/index.ts";
import { coursesText } from "#content/translations/courses.ts";

const english = coursesText.en;
const hindi = coursesText.hi;

const lab: FinderCourse = {
  fullName: "B.Voc in Medical Lab Technology",
  description: "Learn to test blood samples that doctors rely on.",
  degree: "B.Voc",
  category: "Paramedical",
  duration: "3 years (6 semesters)",
  syllabus: ["Haematology", "Microbiology"],
  jobOpportunities: ["Phlebotomist", "Blood Bank Technician"],
};
const sterilization: FinderCourse = {
  fullName: "Certificate Course in Hospital Sterilization",
  description: "Keep instruments safe in a CSSD.",
  degree: "Short Course",
  category: "Healthcare",
  duration: "6 months",
  syllabus: ["Autoclaves"],
  jobOpportunities: ["CSSD Technician"],
};
const beauty: FinderCourse = {
  fullName: "B.Voc in Beauty Science and Cosmetology",
  description: "Skin, hair and make-up, with a salon practice.",
  degree: "B.Voc",
  category: "Beauty & Wellness",
  duration: "3 years (6 semesters)",
  syllabus: ["Cosmétologie appliquée"],
  jobOpportunities: ["Salon Manager"],
};

function query(partial: Partial<FinderQuery>): FinderQuery {
  return { ...NO_FILTERS, ...partial };
}

function matches(course: FinderCourse, partial: Partial<FinderQuery>): boolean {
  return matcherFor(query(partial))(indexCourse(course));
}

describe("search", () => {
  it("matches the name, the summary and the keywords (category, syllabus, jobs)", () => {
    expect(matches(lab, { q: "medical lab" })).toBe(true);
    expect(matches(lab, { q: "doctors" })).toBe(true);
    expect(matches(lab, { q: "paramedical" })).toBe(true);
    expect(matches(lab, { q: "haematology" })).toBe(true);
    expect(matches(lab, { q: "phlebotomist" })).toBe(true);
    expect(matches(lab, { q: "hotel" })).toBe(false);
  });

  it("ignores case and accents, in the search and in the course", () => {
    expect(matches(lab, { q: "MEDICAL Lab" })).toBe(true);
    expect(matches(lab, { q: "hæmatology" })).toBe(false); // a different letter, not an accent
    expect(matches(lab, { q: "Médical" })).toBe(true);
    expect(matches(beauty, { q: "cosmetologie appliquee" })).toBe(true);
    expect(matches(beauty, { q: "COSMÉTOLOGIE" })).toBe(true);
  });

  it("needs every word, in any order, each beginning a word of the course", () => {
    expect(matches(lab, { q: "technology lab" })).toBe(true);
    expect(matches(lab, { q: "tech" })).toBe(true);
    expect(matches(lab, { q: "lab hotel" })).toBe(false);
    expect(matches(lab, { q: "nology" })).toBe(false);
    expect(
      matches({ ...lab, fullName: "Collaborative Work", description: "Teams collaborate on projects." }, { q: "lab" }),
    ).toBe(false);
    expect(matches(beauty, { q: "up" })).toBe(true); // "make-up": a hyphen starts a word
  });

  it("takes the search's punctuation literally, never as a pattern", () => {
    expect(matches(lab, { q: "b.voc" })).toBe(true);
    expect(matches(lab, { q: "b*voc" })).toBe(false);
    expect(matches(lab, { q: "(lab" })).toBe(true);
    expect(matches(lab, { q: "[a-z]" })).toBe(false);
  });

  it("ignores spaces and punctuation around words, keeps it inside them", () => {
    expect(matches(lab, { q: "  lab,   blood.  " })).toBe(true);
    expect(matches(lab, { q: "b.voc" })).toBe(true);
    expect(matches(sterilization, { q: "b.voc" })).toBe(false);
    expect(matches(beauty, { q: "make-up" })).toBe(true);
    expect(searchWords(" (Lab), & tech! ")).toEqual(["lab", "tech"]);
  });

  it("matches everything when empty", () => {
    expect(matches(lab, { q: "" })).toBe(true);
    expect(matches(lab, { q: "   " })).toBe(true);
  });
});

describe("filters", () => {
  it("keeps only the chosen level, category and duration", () => {
    expect(matches(lab, { level: "b-voc" })).toBe(true);
    expect(matches(sterilization, { level: "b-voc" })).toBe(false);
    expect(matches(sterilization, { level: "short-course" })).toBe(true);
    expect(matches(beauty, { category: "beauty-and-wellness" })).toBe(true);
    expect(matches(lab, { category: "beauty-and-wellness" })).toBe(false);
    expect(matches(sterilization, { duration: "6-months" })).toBe(true);
    expect(matches(lab, { duration: "6-months" })).toBe(false);
    expect(matches(lab, { duration: "3-years" })).toBe(true);
  });

  it("combines filters and search: all must hold", () => {
    expect(matches(lab, { q: "blood", level: "b-voc", category: "paramedical", duration: "3-years" })).toBe(true);
    expect(matches(lab, { q: "blood", level: "b-voc", category: "healthcare" })).toBe(false);
    expect(matches(lab, { q: "salon", level: "b-voc" })).toBe(false);
  });

  it("matches nothing for a value no course has", () => {
    expect(matches(lab, { level: "phd" })).toBe(false);
  });
});

describe("durations", () => {
  it("groups a duration by its leading length", () => {
    expect(durationBucket("3 years (6 semesters)")).toEqual({ label: "3 years", months: 36 });
    expect(durationBucket("2 years (4 semesters)")).toEqual({ label: "2 years", months: 24 });
    expect(durationBucket("6 months")).toEqual({ label: "6 months", months: 6 });
    expect(durationBucket("1 Year, part time")).toEqual({ label: "1 year", months: 12 });
    expect(durationBucket("18 months")).toEqual({ label: "18 months", months: 18 });
  });

  it("refuses a duration that does not start with its length", () => {
    expect(() => durationBucket("Three years")).toThrow(/does not start with a number/);
  });
});

describe("values and options", () => {
  it("makes URL values from labels", () => {
    expect(filterValue("B.Voc")).toBe("b-voc");
    expect(filterValue("Short Course")).toBe("short-course");
    expect(filterValue("Beauty & Wellness")).toBe("beauty-and-wellness");
    expect(filterValue("3 years")).toBe("3-years");
    expect(foldText("Crème Brûlée")).toBe("creme brulee");
  });

  it("offers only values some course has, durations shortest first", () => {
    const options = finderOptions([lab, sterilization, beauty]);
    expect(options.levels).toEqual([
      { value: "b-voc", label: "B.Voc" },
      { value: "short-course", label: "Short Course" },
    ]);
    expect(options.categories.map((option) => option.label)).toEqual([
      "Paramedical",
      "Healthcare",
      "Beauty & Wellness",
    ]);
    expect(options.durations).toEqual([
      { value: "6-months", label: "6 months" },
      { value: "3-years", label: "3 years" },
    ]);
  });
});

describe("the choice in the URL", () => {
  it("reads the four parameters, trimmed, and ignores others", () => {
    expect(parseFinderQuery("?q=+lab+&level=b-voc&utm_source=x")).toEqual({
      q: "lab",
      level: "b-voc",
      category: "",
      duration: "",
    });
    expect(parseFinderQuery(new URLSearchParams("category=healthcare&duration=6-months"))).toEqual(
      query({ category: "healthcare", duration: "6-months" }),
    );
    expect(parseFinderQuery("")).toEqual(NO_FILTERS);
  });

  it("writes only what is set, and nothing for no choice", () => {
    expect(finderSearch(query({ q: "lab tech", level: "b-voc" }))).toBe("?q=lab+tech&level=b-voc");
    expect(finderSearch(query({ q: "  " }))).toBe("");
    expect(finderSearch(NO_FILTERS)).toBe("");
  });

  it("reads back what it writes", () => {
    const choice = query({ q: "Cosmétologie & skin", category: "beauty-and-wellness", duration: "3-years" });
    expect(parseFinderQuery(finderSearch(choice))).toEqual(choice);
  });

  it("says whether anything is chosen", () => {
    expect(hasFilters(NO_FILTERS)).toBe(false);
    expect(hasFilters(query({ q: " " }))).toBe(false);
    expect(hasFilters(query({ duration: "6-months" }))).toBe(true);
  });
});

describe("on the 22 courses", () => {
  const cards: FinderCourse[] = courses.map((course) => ({
    ...course,
    slug: course.slug,
    fullName: courseFullName(course),
  }));
  const indexed = cards.map(indexCourse);
  const found = (partial: Partial<FinderQuery>) =>
    cards.filter((_, i) => matcherFor(query(partial))(indexed[i]!)).map((c) => c.fullName);

  it("every option of every filter finds at least one course", () => {
    const options = finderOptions(cards);
    for (const [filter, list] of [
      ["level", options.levels],
      ["category", options.categories],
      ["duration", options.durations],
    ] as const) {
      for (const option of list) expect(found({ [filter]: option.value }), `${filter}=${option.value}`).not.toEqual([]);
    }
  });

  it("finds the two M.Voc programmes by level, and the short course by duration", () => {
    expect(found({ level: "m-voc" })).toEqual([
      "M.Voc in Hospital Management",
      "M.Voc in Computer Software Technology",
    ]);
    expect(found({ duration: "6-months" })).toEqual(["Certificate Course in Hospital Sterilization"]);
  });

  it("leads the words families type to the nearest courses", () => {
    expect(found({ q: "nursing" })).toContain("B.Voc in Patient Care Management");
    expect(found({ q: "GNM" })).toEqual(["B.Voc in Patient Care Management"]);
    expect(found({ q: "DMLT" })).toEqual(["B.Voc in Medical Lab Technology"]);
    expect(found({ q: "BPT" })).toEqual(["B.Voc in Physiotherapy"]);
    expect(found({ q: "lab" })).toContain("B.Voc in Medical Lab Technology");
    expect(found({ q: "physio" })).toContain("B.Voc in Physiotherapy");
    // With a filter too, and only a whole word: "gn" is still being typed.
    expect(found({ q: "nursing", level: "m-voc" })).toEqual([]);
    expect(found({ q: "gn" })).not.toContain("B.Voc in Patient Care Management");
  });

  it("says honestly what the institute does not offer, and what is closest", () => {
    const pages = courses.map((course) => ({ slug: course.slug, fullName: courseFullName(course) }));
    expect(finderNotes("nursing", pages, english.list.notes)).toEqual([
      "We do not offer nursing. Closest: B.Voc in Patient Care Management.",
    ]);
    expect(finderNotes("BPT course", pages, english.list.notes)).toEqual([
      "We do not offer the BPT (Bachelor of Physiotherapy). Closest: B.Voc in Physiotherapy.",
    ]);
    expect(finderNotes("dmlt", pages, english.list.notes)).toEqual([
      "We do not offer the DMLT diploma. Closest: B.Voc in Medical Lab Technology.",
    ]);
    expect(finderNotes("nurse nursing", pages, english.list.notes)).toHaveLength(1);
    // What it offers gets no such line.
    expect(finderNotes("lab physio", pages, english.list.notes)).toEqual([]);
    expect(finderNotes("", pages, english.list.notes)).toEqual([]);
  });

  it("leads every synonym to a course that exists", () => {
    const slugs = new Set(courses.map((course) => course.slug));
    for (const [word, synonym] of Object.entries(FINDER_SYNONYMS)) {
      expect(synonym.slugs.length, word).toBeGreaterThan(0);
      for (const slug of synonym.slugs) expect(slugs.has(slug), `${word} → ${slug}`).toBe(true);
    }
  });

  it("finds hospital management at both levels, and only one of them with the level set", () => {
    expect(found({ q: "hospital management" })).toEqual(
      expect.arrayContaining(["B.Voc in Hospital Management", "M.Voc in Hospital Management"]),
    );
    expect(found({ q: "hospital management", level: "b-voc" })).not.toContain("M.Voc in Hospital Management");
  });
});

describe("unknown values and the count", () => {
  it("drops a filter value no option has, and keeps the rest", () => {
    const options = finderOptions([lab, sterilization]);
    expect(
      withKnownValues(query({ q: "x", level: "phd", category: "healthcare", duration: "9-years" }), options),
    ).toEqual(query({ q: "x", category: "healthcare" }));
  });

  it("says how many courses match", () => {
    expect(finderStatus(22, 22, english.list.status)).toBe("Showing all 22 courses");
    expect(finderStatus(3, 22, english.list.status)).toBe("Showing 3 of 22 courses");
    expect(finderStatus(1, 22, english.list.status)).toBe("Showing 1 of 22 courses");
    expect(finderStatus(0, 22, english.list.status)).toBe("No courses match your search.");
  });
});

describe("the Hindi course list's finder", () => {
  it("says the count in Hindi", () => {
    expect(finderStatus(22, 22, hindi.list.status)).toBe("सभी 22 कोर्स दिखाए जा रहे हैं");
    expect(finderStatus(3, 22, hindi.list.status)).toBe("22 में से 3 कोर्स दिखाए जा रहे हैं");
    // One course: the verb agrees with the singular.
    expect(finderStatus(1, 22, hindi.list.status)).toBe("22 में से 1 कोर्स दिखाया जा रहा है");
    expect(finderStatus(0, 22, hindi.list.status)).toBe("आपकी खोज से कोई कोर्स नहीं मिला।");
  });

  it("names in Hindi what the institute does not offer, typed in either script", () => {
    const pages = [{ slug: "patient-care-management", fullName: "B.Voc in Patient Care Management" }];
    const note = ["हम नर्सिंग नहीं कराते। सबसे मिलता-जुलता कोर्स: B.Voc in Patient Care Management।"];
    expect(finderNotes("nursing", pages, hindi.list.notes)).toEqual(note);
    expect(finderNotes("नर्सिंग", pages, hindi.list.notes)).toEqual(note);
    expect(finderNotes("नर्स", pages, hindi.list.notes)).toEqual(note);
  });

  it("has a Hindi name for everything it says is not offered", () => {
    for (const [word, synonym] of Object.entries(FINDER_SYNONYMS)) {
      if (!synonym.offered) expect(hindi.list.notes.asked, word).toHaveProperty([synonym.asked]);
    }
  });

  it("shows filters in Hindi with the English values, so a query reads the same in both languages", () => {
    const options = finderOptions([lab, sterilization], { Paramedical: "पैरामेडिकल", "6 months": "6 महीने" });
    expect(options.categories[0]).toEqual({ value: "paramedical", label: "पैरामेडिकल" });
    expect(options.durations[0]).toEqual({ value: "6-months", label: "6 महीने" });
  });

  it("finds a course by its Hindi gloss, vowel signs and all", () => {
    const card = { ...lab, slug: "medical-lab-technology", keywords: ["मेडिकल लैब टेक्नोलॉजी", "पैरामेडिकल"] };
    const match = (q: string) => matcherFor(query({ q }))(indexCourse(card));
    expect(match("लैब")).toBe(true);
    expect(match("पैरामेडिकल")).toBe(true);
    expect(match("होटल")).toBe(false);
    expect(match("नर्सिंग")).toBe(false);
  });
});
