import { StyleSheet } from '@emotion/sheet';

/**
 * jsdom answers getComputedStyle by matching every rule of every sheet against the element, and
 * emotion adds a sheet per rule as screens render: over half of the frontend unit tier's CPU went
 * there (every *ByRole query asks for the style of each candidate and its ancestors; MUI's
 * TextareaAutosize asks on every keystroke). jsdom lays nothing out, so of emotion's rules only
 * those that hide (display: none, visibility: hidden, opacity: 0) change what a test can see:
 * Testing Library and jest-dom's toBeVisible treat such elements as hidden. Only those are inserted,
 * unless a file that reads other styles (a colour, a position) asks for every rule with
 * `keepEveryStyle()` before it renders (docs/testing.md, Frontend unit).
 */
const HIDES = /display:none|visibility:(hidden|collapse)|opacity:0[;}]/;
let every = false;

const insert = StyleSheet.prototype.insert;

export function keepEveryStyle(): void {
  every = true;
}

/**
 * Called by the setup before each file. Files that share a worker's modules (vite.config.ts, the
 * `shared` project) run it again and again: the filter is installed once, and a file's
 * `keepEveryStyle()` ends with that file.
 */
export function insertOnlyHidingStyles(): void {
  every = false;
  StyleSheet.prototype.insert = function insertIfItHides(this: StyleSheet, rule: string) {
    if (every || HIDES.test(rule)) insert.call(this, rule);
  };
}
