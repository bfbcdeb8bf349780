/**
 * "Every service gets unit tests with in-memory fakes of its repositories" (issue 31,
 * docs/testing.md "Service unit specs"): each `*.service.ts` under backend/src has its
 * `*.service.spec.ts` beside it, so a new service without one fails here.
 */
import { readdirSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

const SRC = resolve(__dirname, '..');

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? files(join(dir, entry.name)) : [join(dir, entry.name)]));
}

describe('service unit specs', () => {
  it('gives every service a unit spec beside it', () => {
    const all = new Set(files(SRC));
    const services = [...all].filter((f) => f.endsWith('.service.ts'));
    expect(services.length).toBeGreaterThan(40);
    const missing = services.filter((f) => !all.has(f.replace(/\.ts$/, '.spec.ts'))).map((f) => relative(SRC, f));
    expect(missing).toEqual([]);
  });
});
