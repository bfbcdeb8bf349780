import { matchRoutes } from 'react-router-dom';
import { createDataProvider, resourceTable } from '../../admin/data-provider';
import { loadConsolesOf } from '../../admin/layout/sub-app-consoles';
import { subAppConsoleRoutes, subAppRoutes } from '../../app/routes';
import { adminItems, memberItems } from '../../app/shell/nav-items';
import { TEST_SUB_APPS } from '../sub-apps';
import type { FixtureStats } from './contracts';

/**
 * A fifth sub-app from its manifest entry alone (docs/adding-a-sub-app.md): the shell's sidebar,
 * the member routes, the /apps/<id>/admin redirect and the console's resources and actions all come
 * from the entry (./fixture-app.ts), added by its line in the test manifest (src/testing/sub-apps.ts),
 * with no shared file naming it.
 */
const fixture = TEST_SUB_APPS.find((app) => app.id === 'fixture')!;
const apps = TEST_SUB_APPS;

describe('a fifth sub-app from its manifest entry alone', () => {
  it('has its sidebar item, with its unread badge, and its admin link', () => {
    expect(memberItems(apps)).toContainEqual(expect.objectContaining({ label: 'Fixture', path: '/apps/fixture', appId: 'fixture', comingSoon: false }));
    expect(adminItems(apps)).toContainEqual(expect.objectContaining({ label: 'Fixture Admin', path: '/apps/fixture/admin' }));
  });

  it('has its member routes and its way into the console', () => {
    const routes = [...subAppRoutes(fixture), ...subAppConsoleRoutes(fixture)];
    const screenAt = (path: string) => matchRoutes(routes, path)?.at(-1)?.route.id;
    expect(screenAt('/apps/fixture')).toBe('fixture');
    expect(screenAt('/apps/fixture/notes/n1')).toBe('fixture-note');
    expect(screenAt('/apps/fixture/admin/notes')).toBe('fixture-admin');
    expect(fixture.admin?.consolePath('notes')).toBe('/admin/fixture/notes');
  });

  it('has its console resources in the data provider, at its API, with its own actions', async () => {
    const consoles = await loadConsolesOf(apps.filter((app) => app.id === 'fixture'));
    expect(consoles).toEqual([expect.objectContaining({ menuGroup: 'Fixture', app: fixture })]);
    expect(resourceTable(consoles)['fixture/notes']).toEqual({ api: '/api/fixture/admin/notes', replaceFields: undefined });

    const urls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        urls.push(String(input));
        const body = String(input).endsWith('/stats') ? { notes: 3 } : [{ id: 'n1' }];
        return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json', 'Content-Range': 'notes 0-0/1' } });
      }),
    );
    const provider = createDataProvider(consoles) as ReturnType<typeof createDataProvider> & { getFixtureStats(): Promise<FixtureStats> };
    await expect(provider.getList('fixture/notes', { pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'ASC' }, filter: {} })).resolves.toMatchObject({
      data: [{ id: 'n1' }],
      total: 1,
    });
    await expect(provider.getFixtureStats()).resolves.toEqual({ notes: 3 });
    expect(urls.map((url) => new URL(url, 'http://localhost').pathname)).toEqual(['/api/fixture/admin/notes', '/api/fixture/admin/stats']);
    vi.unstubAllGlobals();
  });
});
