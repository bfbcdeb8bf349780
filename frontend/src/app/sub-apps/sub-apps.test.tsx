import { screen } from '@testing-library/react';
import { matchRoutes } from 'react-router-dom';
import { makeUser, mockFetch, renderWithProviders } from '../../testing/render';
import { AppRoutes } from '../app-routes';
import { routesFor, subAppRoutes } from '../routes';
import { ComingSoonRoute } from '../routes/coming-soon';
import { ADMIN_ITEMS, MEMBER_ITEMS } from '../shell/nav-items';
import { MEMBER_SUB_APPS, SUB_APPS, withAvailability } from './index';

const screenAt = (path: string) => {
  const matches = matchRoutes(routesFor('member', makeUser()), path);
  return matches?.[matches.length - 1].route.id;
};

describe('the sub-app manifest', () => {
  it('lists the four sub-apps in the order of the sub-apps document; members see them alphabetically', () => {
    expect(SUB_APPS.map((a) => a.name)).toEqual(['SupportMatch', 'SleepStories', 'LightHouse', 'SocketRelay']);
    expect(MEMBER_SUB_APPS.map((a) => a.name)).toEqual(['LightHouse', 'SleepStories', 'SocketRelay', 'SupportMatch']);
  });

  it('is available once it has member screens; until then it is coming', () => {
    expect(SUB_APPS.map((a) => [a.id, a.available])).toEqual([
      ['supportmatch', true],
      ['sleepstories', true],
      ['lighthouse', true],
      ['socketrelay', true],
    ]);
    for (const app of SUB_APPS) expect(app.available).toBe(app.routes.length > 0);
  });

  it('gives each sub-app its sidebar item (coming soon when not available), and an admin link when it has console pages', () => {
    for (const app of SUB_APPS) {
      expect(MEMBER_ITEMS).toContainEqual(expect.objectContaining({ label: app.name, path: app.path, comingSoon: !app.available }));
      const adminItem = expect.objectContaining({ label: `${app.name} Admin`, path: `${app.path}/admin` });
      if (app.admin) expect(ADMIN_ITEMS).toContainEqual(adminItem);
      else expect(ADMIN_ITEMS).not.toContainEqual(adminItem);
    }
  });

  it("routes each app's screens from its entry; every address of an app not built yet says it is coming", () => {
    for (const app of SUB_APPS) {
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
    const notBuilt = withAvailability({ ...SUB_APPS[3], routes: [] });
    expect(notBuilt.available).toBe(false);
    expect(subAppRoutes(notBuilt)).toEqual([expect.objectContaining({ id: 'socketrelay-coming-soon', path: 'apps/socketrelay/*' })]);
  });

  it('shows a coming-soon page that links to the available services', () => {
    renderWithProviders(<ComingSoonRoute app={SUB_APPS[3]} />);
    expect(screen.getByRole('heading', { name: 'SocketRelay is coming soon' })).toBeInTheDocument();
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
