// A Vitest reporter for CI (added by backend/vitest.config.mts and frontend/vite.config.ts when CI is
// set): a skipped or todo test fails the run, naming each one. A test that did not run proved nothing,
// and a green CI must not hide one (a suite skipped because a service was missing, a stray .skip).
export default class NoSkippedTests {
  onTestRunEnd(testModules, _errors, reason) {
    if (reason === 'interrupted') return;
    const skipped = testModules.flatMap((m) => [...m.children.allTests()].filter((t) => t.result().state === 'skipped').map((t) => `${m.moduleId}: ${t.fullName}`));
    if (skipped.length === 0) return;
    console.error(`\n${skipped.length} test(s) did not run, which fails the run under CI:\n  ${skipped.join('\n  ')}\n`);
    process.exitCode = 1;
  }
}
