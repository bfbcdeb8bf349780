/**
 * A fifth sub-app that exists only in tests ("Fixture": members share notes with each other, talk
 * about them and attach voice memos), built the way docs/adding-a-sub-app.md says: its contracts
 * (./contracts.ts), a migration (./migrations/, its chat table through createChatTable), one module,
 * one manifest entry. It is added by its one line in the test manifest (test/sub-apps/index.ts):
 * no other file outside its folders names it (scripts/test-only-apps.test.mjs).
 */
import { FIXTURE_LINE, FIXTURE_VOICE_MAX_MB, FIXTURE_VOICE_TYPES } from './contracts';
import type { SubAppEntry } from '../../src/modules/sub-apps/sub-app';
import type { TestSubApp } from '../sub-apps/test-sub-app';
import { FixtureAccountData } from './fixture-account-data';
import { FixtureErrors } from './fixture.errors';
import { NOTES_SHARED } from './fixture.metrics';
import { FixtureModule } from './fixture.module';
import { FixtureService } from './fixture.service';
import { fixtureSettings } from './fixture.settings';
import { NoteChatStore } from './note-chat.store';

export const FIXTURE = FIXTURE_LINE.key;
/** One of its advisory lock keys (no job takes it: it is there to be checked for collisions). */
export const FIXTURE_LOCK = 727_900;

/** The fixture's manifest entry: everything it plugs into the platform. */
export const fixtureSubApp: SubAppEntry = {
  key: FIXTURE,
  module: FixtureModule,
  chatStores: [NoteChatStore],
  notificationKinds: [
    { kind: 'fixture.note_shared', sentence: 'Someone shared a Fixture note with you.' },
    { kind: 'fixture.chat_unread', sentence: 'You have unread Fixture messages.' },
    { kind: 'fixture.announcement', sentence: 'There is a new Fixture announcement.' },
  ],
  accountData: FixtureAccountData,
  announcements: { audienceSql: `SELECT user_id FROM fixture_profiles` },
  profile: { has: (resolve) => (userId) => resolve(FixtureService).hasProfile(userId), missing: FixtureErrors.noProfile },
  blocks: (resolve) => ({
    onBlock: (tx, blocker, blocked) => resolve(FixtureService).removeBetween(tx, blocker, blocked),
    names: (_viewerId, ids) => resolve(FixtureService).displayNamesOf(ids),
  }),
  uploads: [{ route: '/api/fixture/notes/:id/attachment', types: FIXTURE_VOICE_TYPES, maxMb: FIXTURE_VOICE_MAX_MB }],
  locks: { fixtureDaily: FIXTURE_LOCK },
  metrics: [NOTES_SHARED],
  settings: fixtureSettings,
};

/** The fixture on the test side: every route but the profile's needs a profile; a note between two members. */
export const fixtureTesting: TestSubApp = {
  entry: fixtureSubApp,
  profileFor: (r) => (r.path.startsWith('/api/fixture/') && r.path !== '/api/fixture/profile' ? { path: '/api/fixture/profile', body: {} } : undefined),
  async seed({ member }) {
    const [author, reader] = [await member(), await member()];
    for (const m of [author, reader]) await m.agent.post('/api/fixture/profile').expect(201);
    await author.agent.post('/api/fixture/notes').send({ readerId: reader.user.id }).expect(201);
  },
};
