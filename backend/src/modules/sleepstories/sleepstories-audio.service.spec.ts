import { Readable } from 'node:stream';
import type { AuthUser } from '../../common/http/auth-user';
import type { ByteRange, MediaStorage } from '../../common/media/media-storage';
import { fake } from '../../../test/support/fakes';
import { SleepStoriesErrors } from './sleepstories.errors';
import type { SleepStoryRow } from './sleepstories.repository';
import type { SleepStoriesStoriesService } from './sleepstories-stories.service';
import { AudioRequest, SleepStoriesAudioService } from './sleepstories-audio.service';

const KEY = 'sleepstories/00000000-0000-4000-8000-000000000001.mp3';
const ETAG = '"sleepstories00000000000040008000000000000001mp3"';
const SIZE = 1000;

const member = { id: 'm1', isAdmin: false } as AuthUser;
const admin = { id: 'a1', isAdmin: true } as AuthUser;

function setup(stories: Record<string, Partial<SleepStoryRow>>, stored = true) {
  const reads: [string, ByteRange | undefined][] = [];
  const find = (activeOnly: boolean) => async (id: string) => {
    const story = stories[id];
    if (!story || (activeOnly && !story.isActive)) throw SleepStoriesErrors.storyNotFound();
    return { id, ...story } as SleepStoryRow;
  };
  const media = fake<MediaStorage>({
    stat: async (key: string) => (stored && key === KEY ? { size: SIZE } : null),
    read: (key: string, range?: ByteRange) => (reads.push([key, range]), Readable.from(['bytes'])),
  });
  const service = new SleepStoriesAudioService(fake<SleepStoriesStoriesService>({ findActive: find(true), findAny: find(false) }), media);
  const unsatisfiable: number[] = [];
  const open = (user: AuthUser, id: string, request: AudioRequest = {}) => service.open(user, id, request, (size) => unsatisfiable.push(size));
  return { open, reads, unsatisfiable };
}

const withAudio = (over: Partial<SleepStoryRow> = {}): Partial<SleepStoryRow> => ({ isActive: true, audioKey: KEY, audioContentType: 'audio/mpeg', ...over });
const HEADERS = {
  'Content-Type': 'audio/mpeg',
  'Accept-Ranges': 'bytes',
  ETag: ETAG,
  'Cache-Control': 'private, no-cache',
  'X-Content-Type-Options': 'nosniff',
  'Content-Disposition': 'inline',
};

describe('SleepStoriesAudioService (rules, with a fake stories service and storage)', () => {
  it('members hear active stories only; an admin may also play an inactive one', async () => {
    const { open } = setup({ s1: withAudio({ isActive: false }) });
    await expect(open(member, 's1')).rejects.toMatchObject({ status: 404, code: 'sleepstories.storyNotFound' });
    await expect(open(admin, 's1')).resolves.toMatchObject({ status: 200 });
  });

  it('a story without audio, or whose file is missing, is a 404', async () => {
    const { open } = setup({ s1: withAudio({ audioKey: null }), s2: withAudio({ audioContentType: null }) });
    await expect(open(member, 's1')).rejects.toMatchObject({ status: 404, code: 'sleepstories.noAudio' });
    await expect(open(member, 's2')).rejects.toMatchObject({ status: 404, code: 'sleepstories.noAudio' });
    await expect(setup({ s1: withAudio() }, false).open(admin, 's1')).rejects.toMatchObject({ status: 404, code: 'sleepstories.noAudio' });
  });

  it('no range (or one it does not honour) is the whole file with its detected type and no sniffing', async () => {
    const { open, reads } = setup({ s1: withAudio() });
    for (const range of [undefined, 'items=0-1', 'bytes=0-1,5-6']) {
      const answer = await open(member, 's1', { range });
      expect([answer.status, answer.headers]).toEqual([200, { ...HEADERS, 'Content-Length': String(SIZE) }]);
      expect(answer.stream).toBeInstanceOf(Readable);
    }
    expect(reads).toEqual([
      [KEY, undefined],
      [KEY, undefined],
      [KEY, undefined],
    ]);
  });

  it('a byte range is a 206 of those bytes', async () => {
    const { open, reads } = setup({ s1: withAudio() });
    const answer = await open(member, 's1', { range: 'bytes=100-199' });
    expect([answer.status, answer.headers]).toEqual([206, { ...HEADERS, 'Content-Length': '100', 'Content-Range': 'bytes 100-199/1000' }]);
    const tail = await open(member, 's1', { range: 'bytes=-50' });
    expect(tail.headers['Content-Range']).toBe('bytes 950-999/1000');
    expect(reads).toEqual([
      [KEY, { start: 100, end: 199 }],
      [KEY, { start: 950, end: 999 }],
    ]);
  });

  it('a range wholly outside the file is a 416 after the size is handed over for Content-Range, and nothing is read', async () => {
    const { open, reads, unsatisfiable } = setup({ s1: withAudio() });
    await expect(open(member, 's1', { range: 'bytes=1000-' })).rejects.toMatchObject({ status: 416, code: 'sleepstories.rangeNotSatisfiable' });
    expect(unsatisfiable).toEqual([SIZE]);
    expect(reads).toEqual([]);
  });

  it('If-None-Match with this upload’s tag (or *) is a 304 without the bytes; another tag gets them', async () => {
    const { open, reads } = setup({ s1: withAudio() });
    for (const ifNoneMatch of [ETAG, `"old", ${ETAG}`, '*']) {
      expect(await open(member, 's1', { ifNoneMatch, range: 'bytes=0-9' })).toEqual({ status: 304, headers: { ETag: ETAG, 'Cache-Control': 'private, no-cache' } });
    }
    expect(reads).toEqual([]);
    expect((await open(member, 's1', { ifNoneMatch: '"old"' })).status).toBe(200);
  });

  it('If-Range naming this upload keeps the range; naming another upload sends the whole new file', async () => {
    const { open } = setup({ s1: withAudio() });
    expect((await open(member, 's1', { range: 'bytes=0-9', ifRange: ETAG })).status).toBe(206);
    const replaced = await open(member, 's1', { range: 'bytes=0-9', ifRange: '"sleepstoriesold"' });
    expect([replaced.status, replaced.headers['Content-Length']]).toEqual([200, String(SIZE)]);
  });
});
