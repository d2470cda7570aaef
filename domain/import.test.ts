import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { storedPhone } from "#app/lib/phone.ts";
import {
  classifyRows,
  decodeCsv,
  detectDelimiter,
  guessMapping,
  importSourceKey,
  importStage,
  courseValues,
  isFormula,
  readMapping,
  readRowDate,
  type ColumnMapping,
} from "./import";
import { phoneKey } from "./leads";

const COURSES = ["B.Voc Physiotherapy", "B.Voc Medical Lab Technology", "M.Voc Physiotherapy"];
const rules = { phone: storedPhone, courses: COURSES, now: new Date("2026-11-25T06:00:00.000Z") };
const MAPPING: ColumnMapping = { name: 0, phone: 1, email: 2, course: 3, guardianPhone: 4, date: 5 };
const row = (name: string, phone: string, email = "", course = "", guardian = "", date = "") => [
  name,
  phone,
  email,
  course,
  guardian,
  date,
];

describe("reading the file", () => {
  const bytes = (text: string) => new TextEncoder().encode(text);

  it("reads UTF-8 with and without a byte-order mark, and Windows-1252", () => {
    expect(decodeCsv(bytes("name\nAsha"))).toMatchObject({ ok: true, text: "name\nAsha", encoding: "UTF-8" });
    expect(decodeCsv(new Uint8Array([0xef, 0xbb, 0xbf, ...bytes("name")]))).toMatchObject({ text: "name" });
    // "Zoë" and a right single quote as Excel writes them in Windows-1252.
    expect(decodeCsv(new Uint8Array([0x5a, 0x6f, 0xeb, 0x92, 0x73]))).toMatchObject({
      ok: true,
      text: "Zoë’s",
      encoding: "Windows-1252",
    });
  });

  it("refuses a binary file, a spreadsheet and text in another encoding", () => {
    expect(decodeCsv(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2]))).toMatchObject({ ok: false });
    expect(decodeCsv(new Uint8Array([0x6e, 0x00, 0x61, 0x00]))).toMatchObject({ ok: false });
    expect(decodeCsv(new Uint8Array([0x81, 0x41, 0x8d]))).toMatchObject({ ok: false });
    expect(decodeCsv(new Uint8Array())).toEqual({ ok: false, error: "The file is empty." });
  });

  it("refuses UTF-16 (Excel's “Unicode Text”), with or without its mark, saying how to save it as UTF-8", () => {
    const text = "Name,Mobile\nआशा,9876543210\n";
    const littleEndian = new Uint8Array(Buffer.from(text, "utf16le"));
    const bigEndian = littleEndian.slice();
    for (let index = 0; index < bigEndian.length; index += 2)
      [bigEndian[index], bigEndian[index + 1]] = [bigEndian[index + 1]!, bigEndian[index]!];
    for (const file of [
      new Uint8Array([0xff, 0xfe, ...littleEndian]),
      new Uint8Array([0xfe, 0xff, ...bigEndian]),
      littleEndian,
      bigEndian,
    ]) {
      const decoded = decodeCsv(file);
      expect(decoded).toEqual({ ok: false, error: expect.stringContaining("UTF-16") });
      expect(decoded.ok ? "" : decoded.error).toContain("CSV UTF-8");
    }
  });

  it("takes a semicolon when the header has more of them than commas", () => {
    expect(detectDelimiter("Name;Mobile;City, state\n")).toBe(";");
    expect(detectDelimiter('"Name; full",Mobile\n')).toBe(",");
  });
});

describe("columns", () => {
  it("guesses the mapping from common headers, the guardian's phone before the person's", () => {
    expect(
      guessMapping(["Student Name", "Mobile No.", "E-mail", "Course Interested", "City", "Father's Mobile", "Remarks"]),
    ).toEqual({ name: 0, phone: 1, email: 2, course: 3, city: 4, guardianPhone: 5, notes: 6 });
  });

  it("keeps only columns the file has", () => {
    expect(readMapping({ name: "0", phone: "7", email: "", course: "-1", city: "x" }, 3)).toEqual({ name: 0 });
  });

  it("remembers a mapping per fair or aggregator by name, and per kind otherwise", () => {
    expect(importSourceKey("fair", "  Career  EXPO ")).toBe("fair:career expo");
    expect(importSourceKey("referral", "Ravi")).toBe("referral");
  });
});

describe("rows", () => {
  it("lists each course the file writes its own way once, most rows first", () => {
    const rows = [
      row("A", "", "", "Nursing"),
      row("B", "", "", "b.voc physiotherapy"),
      row("C", "", "", "Physiotherapy"),
      row("D", "", "", "nursing"),
      row("E", "", "", ""),
      row("F", "", "", "MLT"),
    ];
    expect(courseValues(rows, MAPPING, COURSES)).toEqual([
      { key: "nursing", written: "Nursing", also: [], rows: 2 },
      { key: "medical lab technology", written: "MLT", also: [], rows: 1 },
      { key: "physiotherapy", written: "Physiotherapy", also: [], rows: 1 },
    ]);
    expect(courseValues(rows, { name: 0 }, COURSES)).toEqual([]);
  });

  it("reads India's day-first dates and ISO dates", () => {
    expect(readRowDate("23/11/2026")).toBe("2026-11-23T06:30:00.000Z");
    expect(readRowDate("2026-11-23")).toBe("2026-11-23T06:30:00.000Z");
    expect(readRowDate("31/02/2026")).toBeNull();
    expect(readRowDate("next week")).toBeNull();
    expect(readRowDate("")).toBe("");
  });

  it("knows a formula from a phone and a note", () => {
    expect(isFormula('=HYPERLINK("http://x","click")')).toBe(true);
    expect(isFormula("@SUM(A1)")).toBe(true);
    expect(isFormula("+cmd|' /C calc'!A0")).toBe(true);
    expect(isFormula("+91 98765 43210")).toBe(false);
    expect(isFormula("- called twice")).toBe(false);
  });

  it("refuses only a row with no name or no mobile number; anything else is left out with a warning", () => {
    const verdicts = classifyRows(
      [
        row("Asha Verma", "98765 43210", "asha@example.com", "Medical Lab Technology"),
        row("", "", "", "B.Voc Physiotherapy"),
        row("Ravi", "12345"),
        row("Meena", "9876500001", "", "Nursing"),
        row('=HYPERLINK("http://evil","x")', "9876500002"),
        row("Asha V", "+91 98765-43210"),
        row("Kiran", "9876500003", "ASHA@example.com"),
        ["", "", "", "", "", ""],
        row("Sunil", "9.87650E+09"),
        row("Tara", "9876500004", "", "", "", "2027-01-01"),
        row("Neha", "9876500005", "", "", "98765 43210"),
        row("Om", "9876500006", "not-an-email", "Physiotherapy", "12345", "next week"),
      ],
      MAPPING,
      rules,
    );
    expect(
      verdicts.map((verdict) =>
        verdict.kind === "refused"
          ? [verdict.line, verdict.reasons]
          : [verdict.row.line, verdict.kind, verdict.kind === "repeat" ? verdict.of : verdict.row.phone],
      ),
    ).toEqual([
      [2, "accepted", "+919876543210"],
      [3, ["no name and no phone number"]],
      [4, ['phone "12345" is not an Indian mobile number']],
      [5, "accepted", "+919876500001"],
      [6, ["name holds a spreadsheet formula", "no name"]],
      [7, "repeat", 2],
      [8, "repeat", 2],
      [
        10,
        ['phone "9.87650E+09" was turned into a number by the spreadsheet: format the column as text and export again'],
      ],
      [11, "accepted", "+919876500004"],
      [12, "repeat", 2],
      [13, "accepted", "+919876500006"],
    ]);
    const accepted = (line: number) =>
      verdicts.find((verdict) => verdict.kind === "accepted" && verdict.row.line === line) as Extract<
        (typeof verdicts)[number],
        { kind: "accepted" }
      >;
    // Nursing is not ours: Undecided, with the course as written kept.
    expect(accepted(5).row).toMatchObject({ course: "Undecided", courseAsWritten: "Nursing" });
    expect(accepted(11).warnings).toEqual(['date "2027-01-01" is in the future: left out']);
    expect(accepted(13).row).toMatchObject({ email: "", guardianPhone: "", date: "", course: "Undecided" });
    expect(accepted(13).warnings).toEqual([
      'parent\'s phone "12345" is not an Indian mobile number: left out',
      'email "not-an-email" is not an email address: left out',
      'date "next week" could not be read: left out (write 23/11/2026 or 5 Dec 2026)',
    ]);
    expect(accepted(2).row).toMatchObject({ course: "B.Voc Medical Lab Technology" });
    expect(accepted(2).row.courseAsWritten).toBe("Medical Lab Technology");
  });

  it("imports a course as the admin chose for it", () => {
    const choices = { physiotherapy: "M.Voc Physiotherapy", nursing: "Undecided", mlt: "Not a course of ours" };
    const verdicts = classifyRows(
      [row("A", "9876500001", "", "Physiotherapy"), row("B", "9876500002", "", "B.Voc Physiotherapy")],
      MAPPING,
      { ...rules, courseChoices: choices },
    );
    expect(verdicts.map((verdict) => (verdict.kind === "accepted" ? verdict.row.course : verdict.kind))).toEqual([
      "M.Voc Physiotherapy",
      "B.Voc Physiotherapy",
    ]);
  });

  it("classified in parts, numbers each row by its line in the sheet and finds a repeat across parts", () => {
    const seen = new Map<string, number>();
    const first = classifyRows([row("Asha Verma", "98765 43210"), row("Ravi", "9876500001")], MAPPING, rules, {
      from: 0,
      seen,
    });
    const second = classifyRows([row("Asha V", "+91 98765-43210")], MAPPING, rules, { from: 2, seen });
    expect(
      [...first, ...second].map((verdict) =>
        verdict.kind === "refused" ? [verdict.line, verdict.kind] : [verdict.row.line, verdict.kind],
      ),
    ).toEqual([
      [2, "accepted"],
      [3, "accepted"],
      [4, "repeat"],
    ]);
    expect(second[0]).toMatchObject({ kind: "repeat", of: 2 });
  });

  it("any spelling of one mobile number is one person, whatever else the rows say (property)", () => {
    const mobile = fc.tuple(fc.constantFrom("6", "7", "8", "9"), fc.stringMatching(/^\d{9}$/)).map(([a, b]) => a + b);
    const spelling = fc.constantFrom(
      (n: string) => n,
      (n: string) => `+91 ${n.slice(0, 5)} ${n.slice(5)}`,
      (n: string) => `0${n}`,
      (n: string) => `91-${n}`,
      (n: string) => `${n}.0`,
    );
    fc.assert(
      fc.property(mobile, spelling, spelling, fc.string({ maxLength: 20 }), (number, a, b, name) => {
        const verdicts = classifyRows(
          [row("Asha", a(number)), row(`Ravi ${name.replace(/^[=@+-]+/, "")}`, b(number))],
          MAPPING,
          rules,
        );
        expect(verdicts[0]).toMatchObject({ kind: "accepted", row: { phone: `+91${number}` } });
        expect(verdicts[1]).toMatchObject({ kind: "repeat", of: 2 });
      }),
    );
  });

  it("never repeats a row with no phone, email or guardian in common, and accepts or refuses every row (property)", () => {
    const numbers = fc.uniqueArray(fc.integer({ min: 6_000_000_000, max: 9_999_999_999 }), {
      minLength: 1,
      maxLength: 30,
    });
    fc.assert(
      fc.property(numbers, fc.array(fc.boolean(), { minLength: 30, maxLength: 30 }), (unique, garble) => {
        const rows = unique.map((n, i) => row(`Person ${i}`, garble[i] ? `${n}`.slice(0, 6) : `${n}`));
        const verdicts = classifyRows(rows, MAPPING, rules);
        expect(verdicts).toHaveLength(rows.length);
        expect(verdicts.filter((verdict) => verdict.kind === "repeat")).toEqual([]);
        for (const verdict of verdicts)
          if (verdict.kind === "accepted") expect(phoneKey(verdict.row.phone)).toHaveLength(10);
      }),
    );
  });
});

describe("importStage", () => {
  const record = { status: "committed" as const, problem: null, stored: 60, accepted: 60 };
  it("names a refused commit paused, and an import undone before every row was stored stopped", () => {
    expect(importStage({ ...record, status: "committing", stored: 10 })).toBe("committing");
    expect(importStage({ ...record, status: "committing", stored: 10, problem: "disk full" })).toBe("paused");
    expect(importStage(record)).toBe("committed");
    expect(importStage({ ...record, status: "undone" })).toBe("undone");
    expect(importStage({ ...record, status: "undone", stored: 10 })).toBe("stopped");
    expect(importStage({ ...record, status: "draft", stored: 0, accepted: 0 })).toBe("draft");
  });
});
