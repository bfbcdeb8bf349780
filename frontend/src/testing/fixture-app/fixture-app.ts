import NoteAltOutlined from '@mui/icons-material/NoteAltOutlined';
import { lazy } from 'react';
import type { SubAppConsole, SubAppEntry } from '../../app/sub-apps';
import { FIXTURE_LINE, type FixtureStats } from './contracts';

/** The fixture's console pages: an overview, its notes, and its own stats action. */
const fixtureConsole: SubAppConsole = {
  overview: { path: 'fixture', label: 'Overview', component: () => null },
  resources: [{ name: 'fixture/notes', label: 'Notes', api: '/api/fixture/admin/notes', list: () => null }],
  methods: (json) => ({ getFixtureStats: () => json<FixtureStats>('/api/fixture/admin/stats') }),
};

/**
 * The fixture fifth app's manifest entry on the member side (the server's is
 * backend/test/fixture-app/fixture.sub-app.ts), added by its one line in the test manifest
 * (src/testing/sub-apps.ts).
 */
export const fixtureApp: SubAppEntry = {
  id: FIXTURE_LINE.key,
  name: 'Fixture',
  description: 'Notes shared between members.',
  icon: NoteAltOutlined,
  path: '/apps/fixture',
  notifications: {
    'fixture.note_shared': { label: 'Shared notes', text: () => 'Someone shared a note with you', href: () => '/apps/fixture' },
  },
  routes: [
    { id: 'fixture', screen: lazy(async () => ({ default: () => null })) },
    { id: 'fixture-note', path: 'notes/:id', screen: lazy(async () => ({ default: () => null })) },
  ],
  admin: {
    menuGroup: 'Fixture',
    consolePath: (rest) => (rest ? `/admin/fixture/${rest}` : '/admin/fixture'),
    loadConsole: async () => fixtureConsole,
  },
};
