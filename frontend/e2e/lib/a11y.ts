import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { Page } from '@playwright/test';
import axe, { type ImpactValue, type NodeResult, type Result, type RunOptions } from 'axe-core';
import { expect, test } from './fixtures';
import { ARTIFACTS_DIR } from './paths';

/**
 * axe-core in the browser journeys. `checkA11y(page, label)` runs axe on the page as it is, at
 * both widths the app is built for (the page's own width, then the other one, then back), and
 *
 * - fails the journey (a soft assertion: the journey goes on, every page is still checked) for
 *   each violation of impact **serious** or **critical**, naming the rule, the page and the
 *   elements' selectors;
 * - records every violation, whatever its impact, in e2e/artifacts/axe-report.json (one entry a
 *   page and width, and a summary by rule, under the run's base URL so that two runs on other
 *   ports in one work tree do not mix), and attaches the page's results to the HTML report.
 *
 * The rules: WCAG 2.0 and 2.1, levels A and AA, plus axe's best practices (landmarks, one h1,
 * ARIA roles allowed on an element…), and label-content-name-mismatch (WCAG 2.5.3, which axe
 * keeps among its experimental rules).
 *
 * axe is evaluated through the DevTools protocol rather than added as a <script>: the app's CSP
 * (`script-src 'self'`) refuses inline scripts, and the journeys run under the real CSP.
 */

export const A11Y_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] as const;
export const FAILING_IMPACTS: readonly ImpactValue[] = ['serious', 'critical'];
export const AXE_REPORT = join(ARTIFACTS_DIR, 'axe-report.json');

/** The two widths of spec §9: a desktop and a phone (below 768 px is mobile). */
export const DESKTOP = { width: 1280, height: 800 } as const;
export const PHONE = { width: 375, height: 740 } as const;
const MOBILE_BELOW = 768;

const RUN_OPTIONS: RunOptions = {
  runOnly: { type: 'tag', values: [...A11Y_TAGS] },
  rules: { 'label-content-name-mismatch': { enabled: true } },
  resultTypes: ['violations'],
};

export interface A11yOptions {
  /** 'both' (the default): the page's width and the other one; 'current': only as it is (e.g. mid-flow, where a resize would change what is checked). */
  widths?: 'both' | 'current';
}

interface ReportedNode {
  target: string;
  html: string;
  summary: string;
}

interface ReportedViolation {
  rule: string;
  impact: ImpactValue | undefined;
  help: string;
  helpUrl: string;
  tags: string[];
  nodes: ReportedNode[];
}

interface PageEntry {
  journey: string;
  label: string;
  width: number;
  path: string;
  failing: number;
  violations: ReportedViolation[];
  /** How long the check took (settling, injecting axe, the run): what accessibility costs the journeys. */
  ms: number;
}

interface Run {
  /** Rule → impact, how many elements, and on which pages (journey: label @ width). */
  summary: Record<string, { impact: ImpactValue | undefined; help: string; nodes: number; pages: string[] }>;
  pages: PageEntry[];
}

interface Report {
  axeVersion: string;
  tags: readonly string[];
  failingImpacts: readonly ImpactValue[];
  /** By the base URL the journeys ran against. */
  runs: Record<string, Run>;
}

/** Waits until finite animations and transitions (dialogs, drawers, toasts sliding in) have ended. */
async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(null)));
    await frame();
    await frame();
    const finite = document.getAnimations().filter((a) => a.playState === 'running' && Number.isFinite(Number(a.effect?.getComputedTiming().endTime)));
    await Promise.race([Promise.all(finite.map((a) => a.finished.catch(() => null))), new Promise((resolve) => setTimeout(resolve, 2_000))]);
    await frame();
  });
}

/** How many times axe runs again when something moved while it ran (a toast fading in or out). */
const AXE_ATTEMPTS = 3;

/**
 * Runs axe on a still page: when a transition or animation ran while axe looked (a toast that
 * times out mid-run fades for a few frames, and axe would measure its text at half opacity), the
 * page settles and axe runs again, so what is judged is what the page shows, not a frame between two
 * states.
 */
async function runAxe(page: Page): Promise<Result[]> {
  const loaded = await page.evaluate(() => typeof (window as unknown as { axe?: unknown }).axe === 'object');
  if (!loaded) await page.evaluate(axe.source);
  for (let attempt = 1; ; attempt += 1) {
    await settle(page);
    const { violations, moved } = await page.evaluate(async (options) => {
      const { axe: inPage } = window as unknown as { axe: typeof import('axe-core') };
      const moving = () => document.getAnimations().some((a) => a.playState === 'running' && Number.isFinite(Number(a.effect?.getComputedTiming().endTime)));
      let started = moving();
      const onStart = () => {
        started = true;
      };
      const events = ['transitionrun', 'transitionstart', 'animationstart'] as const;
      for (const type of events) document.addEventListener(type, onStart, true);
      try {
        const results = await inPage.run(document, options);
        return { violations: results.violations, moved: started || moving() };
      } finally {
        for (const type of events) document.removeEventListener(type, onStart, true);
      }
    }, RUN_OPTIONS);
    if (!moved || attempt === AXE_ATTEMPTS) return violations;
  }
}

function toNode(node: NodeResult): ReportedNode {
  return { target: node.target.map(String).join(' '), html: node.html.slice(0, 300), summary: node.failureSummary ?? '' };
}

function readReport(): Report {
  if (existsSync(AXE_REPORT)) {
    try {
      const report = JSON.parse(readFileSync(AXE_REPORT, 'utf8')) as Report;
      if (report.runs) return report;
    } catch {
      // a report cut short by an interrupted run: start again
    }
  }
  return { axeVersion: axe.version, tags: A11Y_TAGS, failingImpacts: FAILING_IMPACTS, runs: {} };
}

/**
 * Runs `update` holding the report's lock (a folder beside it: making one is atomic), so the
 * Playwright workers, each with its own backend, never overwrite each other's pages.
 */
function withReportLock(update: () => void): void {
  const lock = `${AXE_REPORT}.lock`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      // Another worker holds it for the few milliseconds of a read and a write; after 10 s it is stale.
      if (Date.now() > deadline) break;
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 5);
    }
  }
  try {
    update();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/** Adds one page's findings to the run of the backend at `origin` (one per worker). */
function record(origin: string, entry: PageEntry): void {
  withReportLock(() => recordLocked(origin, entry));
}

function recordLocked(origin: string, entry: PageEntry): void {
  const report = readReport();
  const run = (report.runs[origin] ??= { summary: {}, pages: [] });
  run.pages.push(entry);
  for (const v of entry.violations) {
    const rule = (run.summary[v.rule] ??= { impact: v.impact, help: v.help, nodes: 0, pages: [] });
    rule.nodes += v.nodes.length;
    rule.pages.push(`${entry.journey}: ${entry.label} @ ${entry.width}`);
  }
  writeFileSync(AXE_REPORT, `${JSON.stringify(report, null, 2)}\n`);
}

function describe(violations: ReportedViolation[]): string {
  const node = (n: ReportedNode) => `      ${n.target}\n        ${n.html.slice(0, 160)}\n        ${n.summary.replace(/\n/g, '\n        ')}`;
  return violations.map((v) => `  [${v.impact}] ${v.rule}: ${v.help} (${v.helpUrl})\n${v.nodes.map(node).join('\n')}`).join('\n');
}

async function checkOnce(page: Page, label: string): Promise<void> {
  const info = test.info();
  const journey = basename(info.file).replace(/\.spec\.ts$/, '');
  const width = page.viewportSize()?.width ?? 0;
  const started = Date.now();
  const violations: ReportedViolation[] = (await runAxe(page)).map((v) => ({
    rule: v.id,
    impact: v.impact,
    help: v.help,
    helpUrl: v.helpUrl,
    tags: v.tags,
    nodes: v.nodes.map(toNode),
  }));
  const failing = violations.filter((v) => FAILING_IMPACTS.includes(v.impact ?? null));
  const { pathname: path, origin } = new URL(page.url());
  record(origin, { journey, label, width, path, failing: failing.length, violations, ms: Date.now() - started });
  if (violations.length) {
    await info.attach(`axe ${label} @ ${width}px`, { body: JSON.stringify(violations, null, 2), contentType: 'application/json' });
  }
  const found = failing.map((v) => `${v.rule} (${v.impact}) × ${v.nodes.length}`);
  expect.soft(found, `axe: no serious or critical violations on "${label}" (${path}) at ${width} px:\n${describe(failing)}`).toEqual([]);
}

/**
 * Runs axe on the page as it is now; with `widths: 'both'` (the default) also at the other width
 * (phone ↔ desktop), then puts the page back at its own size. Call it on every page a journey
 * visits, once what the page shows is loaded.
 */
export async function checkA11y(page: Page, label: string, { widths = 'both' }: A11yOptions = {}): Promise<void> {
  await test.step(`axe: ${label}`, async () => {
    const own = page.viewportSize();
    await checkOnce(page, label);
    if (widths === 'current' || !own) return;
    const other = own.width < MOBILE_BELOW ? DESKTOP : PHONE;
    await page.setViewportSize(other);
    try {
      await checkOnce(page, label);
    } finally {
      await page.setViewportSize(own);
      await settle(page);
    }
  });
}
