import { screen } from '@testing-library/react';
import { matchRoutes } from 'react-router-dom';
import { makeUser, mockFetch, renderWithProviders } from '../../testing/render';
import { AppRoutes } from '../app-routes';
import { routesFor } from '../routes';
import { ADMIN_ITEMS, MEMBER_ITEMS } from '../shell/nav-items';
import { MEMBER_SUB_APPS, SUB_APPS } from './index';

const screenAt = (path: string) => {
  const matches = matchRoutes(routesFor('member', makeUser()), path);
  return matches?.[matches.length - 1].route.id;
};

describe('the sub-app manifest', () => {
  it('lists the four sub-apps in the order of the sub-apps document; members see them alphabetically', () => {
    expect(SUB_APPS.map((a) => a.name)).toEqual(['SupportMatch', 'SleepStories', 'LightHouse', 'SocketRelay']);
    expect(MEMBER_SUB_APPS.map((a) => a.name)).toEqual(['LightHouse', 'SleepStories', 'SocketRelay', 'SupportMatch']);
  });

  it('gives each sub-app its sidebar item and its admin link', () => {
    for (const app of SUB_APPS) {
      expect(MEMBER_ITEMS).toContainEqual(expect.objectContaining({ label: app.name, path: app.path }));
      expect(ADMIN_ITEMS).toContainEqual(expect.objectContaining({ label: `${app.name} Admin`, path: `${app.path}/admin` }));
    }
  });

  it("routes each app's screens from its entry; an app without screens keeps the 404 page", () => {
    for (const app of SUB_APPS) {
      for (const route of app.routes) expect(screenAt(route.path ? `${app.path}/${route.path}` : app.path)).toBe(route.id);
      if (app.routes.length === 0) expect(screenAt(app.path)).toBe('not-found');
      expect(screenAt(`${app.path}/no-such-screen`)).toBe('not-found');
      expect(screenAt(`${app.path}/admin`)).toBe(app.admin ? `${app.id}-admin` : 'not-found');
    }
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
