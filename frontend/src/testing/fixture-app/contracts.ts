import type { SubAppLineShape } from '@pfe/contracts';

/**
 * The fixture fifth app's contracts on this side, a module of its own typed like packages/contracts'
 * files (the server's twin is backend/test/fixture-app/contracts.ts): its line merged into the
 * contracts' types, so its key and kinds are `SubAppKey`, `ChatKind` and `NotificationKind` here,
 * with no cast.
 */
export const FIXTURE_LINE = {
  key: 'fixture',
  chatKinds: ['note'],
  announcements: true,
  notificationKinds: ['fixture.note_shared', 'fixture.chat_unread', 'fixture.announcement'],
} as const satisfies SubAppLineShape;

declare module '@pfe/contracts/sub-apps' {
  interface ExtraSubAppLines {
    fixture: typeof FIXTURE_LINE;
  }
}

/** What its console's stats action answers. */
export interface FixtureStats {
  notes: number;
}
