// @vitest-environment node
import { ownGraphTestFiles } from '../../vite.config';

/** Which unit test files get a module graph of their own (vite.config.ts, docs/testing.md "Frontend unit"). */
describe('the unit test projects', () => {
  const own = ownGraphTestFiles();

  it('gives its own module graph to every file that replaces a module, resets modules or reads every style', () => {
    expect(own).toContain('src/features/supportmatch/routes/partnership.test.tsx'); // vi.mock
    expect(own).toContain('src/testing/dev-proxy.test.ts'); // vi.resetModules
    expect(own).toContain('src/app/shell/app-shell.test.tsx'); // reads every style
  });

  it('shares the worker for the rest', () => {
    expect(own).not.toContain('src/components/money.test.ts');
    expect(own).not.toContain('src/testing/test-projects.test.ts');
    expect(own.length).toBeLessThan(20);
  });
});
