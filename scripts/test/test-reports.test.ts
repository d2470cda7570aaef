import { describe, expect, it } from "vitest";
import {
  playwrightFailures,
  playwrightFlaky,
  playwrightPassedIn,
  playwrightTally,
  sum,
  vitestFailures,
  vitestTally,
  type PlaywrightReport,
  type VitestReport,
} from "./test-reports";

// Cut down from real reports (Vitest 4's and Playwright's JSON reporters), fields as they write them.
const vitest: VitestReport = {
  numPassedTests: 2,
  numFailedTests: 1,
  testResults: [
    {
      name: "/repo/server/a.test.ts",
      status: "failed",
      message: "",
      assertionResults: [
        {
          fullName: "saveEnquiry keeps what was acknowledged",
          status: "passed",
        },
        { fullName: "saveEnquiry refuses a bad phone", status: "failed" },
      ],
    },
    {
      name: "/repo/server/b.test.ts",
      status: "passed",
      message: "",
      assertionResults: [{ fullName: "b works", status: "passed" }],
    },
    {
      name: "/repo/server/c.test.ts",
      status: "failed",
      message: "Failed to load url ./missing (resolved id: ./missing)\nmore lines",
      assertionResults: [],
    },
  ],
};

const playwright: PlaywrightReport = {
  stats: { expected: 3, unexpected: 2, flaky: 1 },
  suites: [
    {
      title: "desk.db.spec.ts",
      specs: [
        {
          title: "a lead is worked",
          file: "desk.db.spec.ts",
          line: 160,
          tests: [
            { projectName: "sqlite", status: "expected" },
            { projectName: "postgres", status: "unexpected" },
          ],
        },
      ],
      suites: [
        {
          title: "without JavaScript",
          specs: [
            {
              title: "the inbox filters",
              file: "desk.db.spec.ts",
              line: 309,
              tests: [
                { projectName: "sqlite", status: "flaky" },
                { projectName: "postgres", status: "expected" },
              ],
            },
          ],
        },
      ],
    },
    {
      title: "pages.spec.ts",
      suites: [
        {
          title: "contact page",
          specs: [
            {
              title: "shows the hours",
              file: "pages.spec.ts",
              line: 450,
              tests: [{ projectName: "sqlite", status: "unexpected" }],
            },
          ],
        },
      ],
    },
  ],
};

describe("Vitest reports", () => {
  it("count the passed and failed tests, nothing when the stage did not run", () => {
    expect(vitestTally(vitest)).toEqual({ passed: 2, failed: 1 });
    expect(vitestTally(undefined)).toEqual({ passed: 0, failed: 0 });
    expect(sum(vitestTally(vitest), { passed: 5, failed: 0 })).toEqual({
      passed: 7,
      failed: 1,
    });
  });

  it("name each failed test with its stage and file, and a file that failed to load by its first line", () => {
    expect(vitestFailures("unit on PostgreSQL", vitest, "/repo")).toEqual([
      "unit on PostgreSQL › server/a.test.ts › saveEnquiry refuses a bad phone",
      "unit on PostgreSQL › server/c.test.ts › Failed to load url ./missing (resolved id: ./missing)",
    ]);
    expect(vitestFailures("unit", undefined)).toEqual([]);
  });
});

describe("Playwright reports", () => {
  it("count a test that passed on a retry as passed", () => {
    expect(playwrightTally(playwright)).toEqual({ passed: 4, failed: 2 });
    expect(playwrightTally(undefined)).toEqual({ passed: 0, failed: 0 });
  });

  it("count a project's passed tests", () => {
    expect(playwrightPassedIn("postgres", playwright)).toEqual(1);
    expect(playwrightPassedIn("sqlite", playwright)).toEqual(2);
  });

  it("name each failed test with its project, file, line and describe blocks, not the file's suite", () => {
    expect(playwrightFailures(playwright)).toEqual([
      "end-to-end [postgres] › desk.db.spec.ts:160 › a lead is worked",
      "end-to-end [sqlite] › pages.spec.ts:450 › contact page › shows the hours",
    ]);
  });

  it("name each test that passed only on its retry", () => {
    expect(playwrightFlaky(playwright)).toEqual([
      "end-to-end [sqlite] › desk.db.spec.ts:309 › without JavaScript › the inbox filters",
    ]);
  });
});
