import { relative } from "node:path";

/**
 * What `npm test` reads back from the JSON reports of its stages (scripts/test/run-tests.ts): how
 * many tests passed and failed, and the name of each that failed. Only the fields used here
 * are typed; the reports hold more.
 */

interface Tally {
  passed: number;
  failed: number;
}

/** Vitest's JSON reporter: a result per file, an assertion result per test. */
export interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  testResults: {
    name: string;
    status: string;
    message?: string;
    assertionResults: { fullName: string; status: string }[];
  }[];
}

/** Playwright's JSON reporter: suites (files, then describe blocks) of specs, each with a test per project. */
export interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number };
  suites: PlaywrightSuite[];
}
interface PlaywrightSuite {
  title: string;
  specs?: {
    title: string;
    file: string;
    line: number;
    tests: { projectName: string; status: string }[];
  }[];
  suites?: PlaywrightSuite[];
}

export const sum = (...all: Tally[]): Tally => ({
  passed: all.reduce((total, each) => total + each.passed, 0),
  failed: all.reduce((total, each) => total + each.failed, 0),
});

export const vitestTally = (report?: VitestReport): Tally => ({
  passed: report?.numPassedTests ?? 0,
  failed: report?.numFailedTests ?? 0,
});

/** "stage › file › test" for each failed test, and for a file that failed before any test ran (an import error). */
export function vitestFailures(stage: string, report?: VitestReport, root = process.cwd()): string[] {
  return (report?.testResults ?? []).flatMap((file) => {
    const where = `${stage} › ${relative(root, file.name)}`;
    const failed = file.assertionResults
      .filter((test) => test.status === "failed")
      .map((test) => `${where} › ${test.fullName}`);
    if (failed.length === 0 && file.status === "failed")
      return [`${where} › ${file.message?.split("\n")[0] || "the file failed"}`];
    return failed;
  });
}

export const playwrightTally = (report?: PlaywrightReport): Tally => ({
  passed: (report?.stats.expected ?? 0) + (report?.stats.flaky ?? 0),
  failed: report?.stats.unexpected ?? 0,
});

/** Every test with its project, status and name ("file:line › describe › title"). */
function playwrightTests(report?: PlaywrightReport) {
  type Test = { project: string; status: string; name: string };
  const walk = (suite: PlaywrightSuite, describe: string[]): Test[] => [
    ...(suite.specs ?? []).flatMap((spec) =>
      spec.tests.map((test) => ({
        project: test.projectName,
        status: test.status,
        name: [`${spec.file}:${spec.line}`, ...describe, spec.title].join(" › "),
      })),
    ),
    ...(suite.suites ?? []).flatMap((inner) => walk(inner, [...describe, inner.title])),
  ];
  // The outermost suites are the files, which each spec's file and line name already.
  return (report?.suites ?? []).flatMap((file) => walk(file, []));
}

/** Tests that passed in one project (a flaky test passed on a retry). */
export const playwrightPassedIn = (project: string, report?: PlaywrightReport) =>
  playwrightTests(report).filter(
    (test) => test.project === project && (test.status === "expected" || test.status === "flaky"),
  ).length;

/** "end-to-end [project] › file:line › describe › title" for each test with this outcome. */
const playwrightNamed = (status: "unexpected" | "flaky", report?: PlaywrightReport) =>
  playwrightTests(report)
    .filter((test) => test.status === status)
    .map((test) => `end-to-end [${test.project}] › ${test.name}`);

/** The tests that failed (on their retry too). */
export const playwrightFailures = (report?: PlaywrightReport) => playwrightNamed("unexpected", report);

/** The tests that failed once and passed on their retry (playwright.config.ts). */
export const playwrightFlaky = (report?: PlaywrightReport) => playwrightNamed("flaky", report);
