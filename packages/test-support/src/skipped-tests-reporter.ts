import { relative } from "node:path";
import type { Reporter, TestModule } from "vitest/node";

/**
 * Lists every skipped test at the end of a run with why it was skipped: its note
 * (`ctx.skip(note)`) or, for a suite skipped as a whole, the requirement its name states, such
 * as "[PostgreSQL only: set DATABASE_URL]". The default reporter only counts them.
 */
export default class SkippedTestsReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const lines = new Map<string, number>();
    for (const testModule of testModules) {
      for (const testCase of testModule.children.allTests("skipped")) {
        const result = testCase.result();
        const note = result.state === "skipped" ? result.note : undefined;
        const suite = testCase.parent.type === "suite" ? testCase.parent.fullName : testCase.fullName;
        const line = `${relative(process.cwd(), testModule.moduleId)} > ${note ? `${testCase.fullName}: ${note}` : suite}`;
        lines.set(line, (lines.get(line) ?? 0) + 1);
      }
    }
    if (lines.size === 0) return;
    const total = [...lines.values()].reduce((sum, count) => sum + count, 0);
    process.stdout.write(`\nSkipped ${total} test${total === 1 ? "" : "s"}:\n`);
    for (const [line, count] of lines) process.stdout.write(`  ↓ ${line}${count > 1 ? ` (${count} tests)` : ""}\n`);
  }
}
