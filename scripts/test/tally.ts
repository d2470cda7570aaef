import { existsSync, readFileSync } from "node:fs";
import { relative } from "node:path";

/**
 * The last step of `npm test` and `npm run test:postgres` (package.json): one line counting every
 * test of the stages named, read from their runners' JSON reports in test-reports/, and the name
 * of each test that failed (or passed only on its retry), so a log's tail says what went wrong.
 * A stage with no report (it could not start) counts as one failure. npm-run-all2 runs the
 * stages; no runner totals Vitest's and Playwright's reports into one count, which is all this is.
 */
interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  testResults: {
    name: string;
    status: string;
    message?: string;
    assertionResults: { fullName: string; status: string }[];
  }[];
}
interface PlaywrightSuite {
  title: string;
  specs?: { title: string; file: string; line: number; tests: { projectName: string; status: string }[] }[];
  suites?: PlaywrightSuite[];
}
interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number };
  suites: PlaywrightSuite[];
}

function playwrightNamed(suites: PlaywrightSuite[], path: string[] = []): { status: string; name: string }[] {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? []).flatMap((spec) =>
      spec.tests.map((test) => ({
        status: test.status,
        name: [`[${test.projectName}] ${spec.file}:${spec.line}`, ...path, spec.title].join(" › "),
      })),
    ),
    // The outermost suites are files, which each spec's file and line name already.
    ...playwrightNamed(suite.suites ?? [], path.length === 0 && !suite.specs ? [] : [...path, suite.title]),
  ]);
}

let passed = 0;
let failed = 0;
const lines: string[] = [];
for (const stage of process.argv.slice(2)) {
  const file = `test-reports/${stage}.json`;
  if (!existsSync(file)) {
    failed += 1;
    lines.push(`failed: ${stage}: no report (the stage did not run or could not start)`);
    continue;
  }
  const report = JSON.parse(readFileSync(file, "utf8")) as VitestReport | PlaywrightReport;
  if ("stats" in report) {
    passed += report.stats.expected + report.stats.flaky;
    failed += report.stats.unexpected;
    for (const test of playwrightNamed(report.suites)) {
      if (test.status === "unexpected") lines.push(`failed: ${stage} › ${test.name}`);
      if (test.status === "flaky") lines.push(`flaky: ${stage} › ${test.name} (failed, then passed on its retry)`);
    }
  } else {
    passed += report.numPassedTests;
    // A file that failed before any test ran (an import error) counts as one failure.
    for (const each of report.testResults) {
      const where = `${stage} › ${relative(process.cwd(), each.name)}`;
      const tests = each.assertionResults.filter((test) => test.status === "failed");
      for (const test of tests) lines.push(`failed: ${where} › ${test.fullName}`);
      if (tests.length === 0 && each.status === "failed") {
        failed += 1;
        lines.push(`failed: ${where} › ${each.message?.split("\n")[0] || "the file failed"}`);
      }
    }
    failed += report.numFailedTests;
  }
}
console.info(`\nrunning on Node ${process.version}`);
for (const line of lines) console.info(line);
console.info(`tests: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
