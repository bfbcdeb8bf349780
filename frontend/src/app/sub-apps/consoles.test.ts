import { resourceTable } from '../../admin/data-provider';
import { loadConsolesOf } from '../../admin/layout/sub-app-consoles';
import { SUB_APPS } from './index';

/**
 * The console is handed the manifest (app/routes: `<AdminApp apps={SUB_APPS} />`) and loads each
 * app's console pages through its entry: here, each real entry loads its own.
 */
describe("the sub-apps' console pages, loaded through their manifest entries", () => {
  // The first import of the console pages is transformed on the fly by vitest: give it time on a busy machine.
  it('loads the pages of every app with an admin entry, in manifest order, each under its own id', async () => {
    const consoles = await loadConsolesOf(SUB_APPS);
    expect(consoles.map(({ app, menuGroup }) => [app.id, menuGroup])).toEqual(SUB_APPS.flatMap((app) => (app.admin ? [[app.id, app.admin.menuGroup]] : [])));
    for (const { app, overview, resources } of consoles) {
      if (overview) expect(overview.path).toBe(app.id);
      for (const { name } of resources) expect(name.startsWith(`${app.id}/`), name).toBe(true);
    }
    // One console resource name per page: the data provider's table refuses two.
    expect(() => resourceTable(consoles)).not.toThrow();
  }, 30_000);
});
