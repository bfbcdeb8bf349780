import { SUB_APP_KEYS } from '@pfe/contracts';
import { screen } from '@testing-library/react';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { makeUser, mockFetch, renderWithProviders } from '../../testing/render';
import { TEST_SUB_APPS } from '../../testing/sub-apps';
import { AppRoutes } from '../app-routes';
import { routesFor, subAppConsoleRoutes, subAppRoutes } from '../routes';
import { ComingSoonRoute } from '../routes/coming-soon';
import { adminItems, memberItems } from '../shell/nav-items';
import { MEMBER_SUB_APPS, SUB_APPS, withAvailability } from './index';

/**
 * The manifest's rules, over every app of the test manifest (src/testing/sub-apps.ts: the member
 * app's apps and those that exist only in tests), so a new app is covered without editing this file.
 */
const APPS = TEST_SUB_APPS;
const MEMBER_APPS = [...APPS].sort((a, b) => a.name.localeCompare(b.name, 'en'));

/** The member route table as routesFor builds it, with every app of APPS in it. */
const memberTable: RouteObject[] = [...APPS.flatMap(subAppRoutes), ...APPS.flatMap(subAppConsoleRoutes), { id: 'not-found', path: '*' }];
const screenAt = (path: string) => matchRoutes(memberTable, path)?.at(-1)?.route.id;

describe('the sub-app manifest', () => {
  it('lists the contracts\' sub-apps in their order (the sub-apps document\'s); members see them alphabetically', () => {
    expect(SUB_APPS.map((a) => a.id)).toEqual([...SUB_APP_KEYS]);
    expect(MEMBER_SUB_APPS.map((a) => a.name)).toEqual([...SUB_APPS].map((a) => a.name).sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('is available once it has member screens; until then it is coming', () => {
    for (const app of APPS) expect(app.available).toBe(app.routes.length > 0);
  });

  it('gives each sub-app its sidebar item (coming soon when not available), and an admin link when it has console pages', () => {
    const memberNav = memberItems(MEMBER_APPS);
    const adminNav = adminItems(APPS);
    for (const app of APPS) {
      expect(memberNav).toContainEqual(expect.objectContaining({ label: app.name, path: app.path, comingSoon: !app.available }));
      const adminItem = expect.objectContaining({ label: `${app.name} Admin`, path: `${app.path}/admin` });
      if (app.admin) expect(adminNav).toContainEqual(adminItem);
      else expect(adminNav).not.toContainEqual(adminItem);
    }
  });

  it("puts every app's member and console routes in the member route table", () => {
    const ids = new Set<string>();
    const walk = (routes: RouteObject[]): void => routes.forEach((r) => (r.id && ids.add(r.id), walk(r.children ?? [])));
    walk(routesFor('member', makeUser()));
    for (const app of SUB_APPS) for (const route of [...subAppRoutes(app), ...subAppConsoleRoutes(app)]) expect(ids).toContain(route.id);
  });

  it("routes each app's screens from its entry; every address of an app not built yet says it is coming", () => {
    for (const app of APPS) {
      for (const route of app.routes) expect(screenAt(route.path ? `${app.path}/${route.path}` : app.path)).toBe(route.id);
      if (app.available) {
        // An app with a screen per record (/apps/sleepstories/{id}) hands an unknown segment to that screen, which says it is not found.
        const recordScreen = app.routes.find((r) => r.path?.startsWith(':'));
        expect(screenAt(`${app.path}/no-such-screen`)).toBe(recordScreen ? recordScreen.id : 'not-found');
        expect(screenAt(`${app.path}/no-such-screen/deeper`)).toBe('not-found');
        expect(screenAt(`${app.path}/admin`)).toBe(app.admin ? `${app.id}-admin` : 'not-found');
      } else {
        for (const path of [app.path, `${app.path}/anything`, `${app.path}/admin`]) expect(screenAt(path)).toBe(`${app.id}-coming-soon`);
      }
    }
  });

  it('gives an app not built yet (an entry without screens) one coming-soon route for all its addresses', () => {
    for (const app of APPS) {
      const notBuilt = withAvailability({ ...app, routes: [] });
      expect(notBuilt.available).toBe(false);
      expect(subAppRoutes(notBuilt)).toEqual([expect.objectContaining({ id: `${app.id}-coming-soon`, path: `${app.path.slice(1)}/*` })]);
    }
  });

  it('shows a coming-soon page that links to the available services', () => {
    const app = SUB_APPS[SUB_APPS.length - 1];
    renderWithProviders(<ComingSoonRoute app={app} />);
    expect(screen.getByRole('heading', { name: `${app.name} is coming soon` })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See available services' })).toHaveAttribute('href', '/services');
  });

  // The first import of the app's screens is transformed on the fly by vitest: give it time on a busy machine.
  it("loads an app's screens on the first visit, inside the shell", async () => {
    mockFetch({
      'GET /api/auth/user': { body: makeUser() },
      'GET /api/supportmatch/profile': { body: undefined },
      'GET /api/supportmatch/announcements': { body: [] },
    });
    renderWithProviders(<AppRoutes />, { path: '/apps/supportmatch' });
    expect(await screen.findByRole('heading', { name: 'Welcome to SupportMatch' }, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.getByText('a work of optimism')).toBeInTheDocument();
  }, 30_000);
});
