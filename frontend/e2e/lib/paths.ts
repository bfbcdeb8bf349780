import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const E2E_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const FRONTEND_DIR = resolve(E2E_DIR, '..');
export const REPO_DIR = resolve(FRONTEND_DIR, '..');
export const ARTIFACTS_DIR = join(E2E_DIR, 'artifacts');
