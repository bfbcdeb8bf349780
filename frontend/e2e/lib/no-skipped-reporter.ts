import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/**
 * Under CI (playwright.config.ts adds it then) a skipped or fixme journey fails the run, naming each
 * one: a journey that did not run proved nothing. `.only` already fails it (forbidOnly).
 */
export default class NoSkippedJourneys implements Reporter {
  private readonly skipped: string[] = [];

  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.status === 'skipped') this.skipped.push(test.titlePath().filter(Boolean).join(' › '));
  }

  async onEnd(result: FullResult): Promise<{ status?: FullResult['status'] } | undefined> {
    if (this.skipped.length === 0 || result.status === 'interrupted') return undefined;
    console.error(`\n${this.skipped.length} journey(s) did not run, which fails the run under CI:\n  ${this.skipped.join('\n  ')}\n`);
    return { status: 'failed' };
  }

  printsToStdio(): boolean {
    return false;
  }
}
