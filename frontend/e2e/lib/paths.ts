import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const E2E_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const FRONTEND_DIR = resolve(E2E_DIR, '..');
export const REPO_DIR = resolve(FRONTEND_DIR, '..');
/**
 * Screenshots, the backend log and the axe report (emptied by the global setup). E2E_ARTIFACTS_DIR
 * moves them, e.g. for a second run in the same work tree (with `--output` for Playwright's own).
 */
export const ARTIFACTS_DIR = process.env.E2E_ARTIFACTS_DIR ? resolve(process.env.E2E_ARTIFACTS_DIR) : join(E2E_DIR, 'artifacts');
