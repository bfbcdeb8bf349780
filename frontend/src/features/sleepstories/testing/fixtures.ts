import type { Announcement } from '@pfe/contracts';
import type { SleepStoryDetail, SleepStorySummary } from '@pfe/contracts/sleepstories';

export const STORY_ID = '6f1c2b1e-3a4d-4c5e-9f60-718293a4b5c6';

export function makeStory(overrides: Partial<SleepStorySummary> = {}): SleepStorySummary {
  return {
    id: STORY_ID,
    title: 'The Quiet Harbour',
    description: 'Boats rocking gently as the tide comes in.',
    duration: 600,
    category: 'nature',
    thumbnailUrl: null,
    hasAudio: true,
    listening: 'not_started',
    ...overrides,
  };
}

export function makeDetail(overrides: Partial<SleepStoryDetail> = {}): SleepStoryDetail {
  return { ...makeStory(), wistiaMediaId: 'abc123', downloadUrl: null, audioContentType: 'audio/wav', progress: null, ...overrides };
}

export function makeAnnouncement(overrides: Partial<Announcement> = {}): Announcement {
  return {
    id: 'a1',
    title: 'New stories',
    content: 'Three new bedtime stories.',
    type: 'update',
    isActive: true,
    showOnLogin: false,
    showOnSignInPage: false,
    expiresAt: null,
    createdAt: '2026-03-01T10:00:00Z',
    updatedAt: '2026-03-01T10:00:00Z',
    ...overrides,
  };
}
