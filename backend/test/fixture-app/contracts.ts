import type { SubAppLineShape } from '@pfe/contracts';

/**
 * The fixture fifth app's contracts, a module of its own typed like packages/contracts' files: its
 * line (what `SUB_APP_LIST` holds for a real app) merged into the contracts' types below, so its key,
 * conversation kind and notification kinds are `SubAppKey`, `ChatKind` and `NotificationKind`
 * everywhere, with no cast; and its request and response types.
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

/** A note one member shares with another: a conversation between the two. */
export interface FixtureNote {
  id: string;
  readerId: string;
  text: string;
}

/** A voice memo attached to a note (the upload). */
export interface FixtureAttachment {
  id: string;
  noteId: string;
  contentType: FixtureVoiceType;
  size: number;
}

/** The media types a voice memo may be (the entry's upload slot), among those the platform recognises. */
export const FIXTURE_VOICE_TYPES = ['audio/wav', 'audio/ogg'] as const;
export type FixtureVoiceType = (typeof FIXTURE_VOICE_TYPES)[number];

/** The largest voice memo, in MB. */
export const FIXTURE_VOICE_MAX_MB = 1;

/** The fixture's section of the account export. */
export interface FixtureExport {
  notesWritten: number;
  messagesSent: number;
  attachments: number;
}
