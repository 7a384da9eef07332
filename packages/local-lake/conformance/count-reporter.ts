import type { Reporter, TestModule } from 'vitest/node'

/** Prints the suite's pass count as one line, the figure the lake's README and issue notes quote. */
export class ConformanceCount implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const counts = { passed: 0, failed: 0, skipped: 0, pending: 0 }
    for (const testModule of testModules)
      for (const test of testModule.children.allTests()) counts[test.result().state as keyof typeof counts]++
    const total = counts.passed + counts.failed + counts.skipped + counts.pending
    console.log(
      `lake conformance: ${counts.passed} of ${total} passed` +
        (counts.failed ? `, ${counts.failed} failed` : '') +
        (counts.skipped ? `, ${counts.skipped} skipped` : ''),
    )
  }
}
