import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Test } from 'supertest';
import { suiteApp } from './suite-app';
import { Agent, Member, signUpAs } from './test-app';

/** The story the SleepStories e2e files (test/sleepstories-*.e2e-spec.ts) create and edit. */
export const STORY = {
  title: 'The Quiet Harbour',
  description: 'Boats rocking gently as the tide comes in.',
  duration: 600,
  wistiaMediaId: 'abc123xyz0',
};

/**
 * The app of a SleepStories e2e file (support/suite-app.ts: an admin and a member, a media folder of
 * its own, uploads limited to 1 MB) and its steps: stories, audio uploads, the stored audio files.
 * `ownDatabase`: for a file that compares the stored files with every story's audio in the database.
 */
export function sleepstoriesSuite(options: { ownDatabase?: boolean } = {}) {
  const suite = suiteApp({ env: { MEDIA_MAX_UPLOAD_MB: '1' }, media: true, ownDatabase: options.ownDatabase ? 'sleepstories' : undefined });
  const { t, admin, mediaDir } = suite;
  /** A member signed up after the admin (the same object throughout, filled in before the first test). */
  const member = {} as Member;
  beforeAll(async () => {
    Object.assign(member, await signUpAs(t, 'member'));
  });

  const storedFiles = () => {
    try {
      return readdirSync(join(mediaDir, 'sleepstories')).sort();
    } catch {
      return [];
    }
  };

  async function createStory(overrides: Record<string, unknown> = {}): Promise<{ id: string; isActive: boolean; category: string }> {
    return (await admin.agent.post('/api/sleepstories/admin').send({ ...STORY, ...overrides }).expect(201)).body;
  }

  function upload(agent: Agent, id: string, file: Buffer, options: { filename?: string; contentType?: string; field?: string } = {}): Test {
    return agent
      .post(`/api/sleepstories/admin/${id}/audio`)
      .set('Sec-Fetch-Site', 'same-origin')
      .attach(options.field ?? 'file', file, { filename: options.filename ?? 'story.wav', contentType: options.contentType ?? 'audio/wav' });
  }

  return { ...suite, member, storedFiles, createStory, upload };
}
