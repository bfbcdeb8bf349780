import type { Tx } from '../../common/database/sql-repository';
import type { MediaStorage } from '../../common/media/media-storage';
import { fake, inTransaction } from '../../../test/support/fakes';
import type { ActivityService } from '../activity/activity.service';
import type { SleepStoryDto } from './dto/sleep-story.dto';
import { SleepStoriesRepository, SleepStoryFields, SleepStoryRow } from './sleepstories.repository';
import { SleepStoriesStoriesService } from './sleepstories-stories.service';

const ID = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;

function story(n: number, over: Partial<SleepStoryRow> = {}): SleepStoryRow {
  return {
    id: ID(n),
    title: `Story ${n}`,
    description: 'A calm sea',
    duration: 600,
    wistiaMediaId: 'w1',
    downloadUrl: null,
    category: 'general',
    thumbnailUrl: null,
    isActive: true,
    audioKey: null,
    audioContentType: null,
    audioSize: null,
    audioUploadedAt: null,
    createdAt: new Date('2026-03-01T00:00:00Z'),
    updatedAt: new Date('2026-03-01T00:00:00Z'),
    ...over,
  } as SleepStoryRow;
}

function setup(rows: SleepStoryRow[]) {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const deleted: string[] = [];
  const logged: string[] = [];
  const repo = fake<SleepStoriesRepository>({
    transaction: inTransaction,
    active: async () => [...byId.values()].filter((s) => s.isActive),
    positions: async () => new Map([[ID(1), 300]]),
    find: async (id: string, activeOnly: boolean) => {
      const s = byId.get(id);
      return s && (!activeOnly || s.isActive) ? s : null;
    },
    saveProgress: async (_u: string, id: string, position: number) => {
      const s = byId.get(id);
      return s && s.isActive && s.duration >= position ? { positionSeconds: position, updatedAt: new Date('2026-03-02T00:00:00Z') } : null;
    },
    insert: async (_tx: Tx, f: SleepStoryFields) => {
      const s = story(byId.size + 1, f);
      byId.set(s.id, s);
      return { id: s.id, title: s.title };
    },
    lockAudioKey: async (_tx: Tx, id: string) => (byId.has(id) ? { audioKey: byId.get(id)!.audioKey } : null),
    update: async (_tx: Tx, id: string, f: Partial<SleepStoryRow>) => {
      const s = byId.get(id);
      if (!s) return false;
      byId.set(id, { ...s, ...f } as SleepStoryRow);
      return true;
    },
    remove: async (_tx: Tx, id: string) => void byId.delete(id),
  });
  const service = new SleepStoriesStoriesService(
    repo,
    fake<ActivityService>({ record: async (_tx: Tx, _admin: string, entry: { action: string }) => void logged.push(entry.action) }),
    fake<MediaStorage>({ delete: async (key: string) => void deleted.push(key) }),
  );
  return { service, byId, deleted, logged };
}

const dto = (over: Partial<SleepStoryDto> = {}) => ({ title: 'New', description: 'Waves', duration: 300, ...over }) as SleepStoryDto;

describe('SleepStoriesStoriesService (rules, with a fake repository)', () => {
  it('members see active stories only, each with their own listening; an inactive or malformed id is the same 404', async () => {
    const { service } = setup([story(1), story(2, { isActive: false })]);
    const list = await service.listActive('m1');
    expect(list.map((s) => [s.id, s.listening])).toEqual([[ID(1), 'in_progress']]);
    await expect(service.detail('m1', ID(2))).rejects.toMatchObject({ status: 404 });
    await expect(service.detail('m1', 'not-a-uuid')).rejects.toMatchObject({ status: 404 });
  });

  it('a position beyond the duration is a 400; a story gone meanwhile is a 404', async () => {
    const { service, byId } = setup([story(1, { duration: 100 })]);
    await expect(service.saveProgress('m1', ID(1), 101)).rejects.toMatchObject({ status: 400 });
    expect(await service.saveProgress('m1', ID(1), 100)).toEqual({ positionSeconds: 100, updatedAt: '2026-03-02T00:00:00.000Z' });
    byId.set(ID(1), { ...byId.get(ID(1))!, isActive: false });
    await expect(service.saveProgress('m1', ID(1), 50)).rejects.toMatchObject({ status: 404 });
  });

  it('an active story must play: Wistia media or its own audio; a new one without either is saved only inactive', async () => {
    const { service, byId, logged } = setup([]);
    await expect(service.create('a1', dto())).rejects.toMatchObject({ status: 400 });
    expect(byId.size).toBe(0);
    const inactive = await service.create('a1', dto({ isActive: false }));
    expect(inactive.isActive).toBe(false);
    await expect(service.update('a1', inactive.id, dto({ isActive: true }))).rejects.toMatchObject({ status: 400 });
    await service.attachAudio('a1', inactive.id, { key: 'sleepstories/a.mp3', contentType: 'audio/mpeg', size: 10 });
    const active = await service.update('a1', inactive.id, dto({ isActive: true }));
    expect(active.isActive).toBe(true);
    expect(logged).toEqual(['create_sleep_story', 'upload_sleep_story_audio', 'update_sleep_story']);
  });

  it('new audio replaces the old file only after the commit; a story gone meanwhile removes the new file instead', async () => {
    const { service, deleted, logged } = setup([story(1, { audioKey: 'sleepstories/old.mp3', audioContentType: 'audio/mpeg' })]);
    await service.attachAudio('a1', ID(1), { key: 'sleepstories/new.mp3', contentType: 'audio/mpeg', size: 10 });
    expect(deleted).toEqual(['sleepstories/old.mp3']);
    expect(logged).toEqual(['replace_sleep_story_audio']);
    await expect(service.attachAudio('a1', ID(9), { key: 'sleepstories/orphan.mp3', contentType: 'audio/mpeg', size: 10 })).rejects.toMatchObject({ status: 404 });
    expect(deleted).toEqual(['sleepstories/old.mp3', 'sleepstories/orphan.mp3']);
  });

  it('deleting a story removes its audio file and answers the deleted record', async () => {
    const { service, byId, deleted } = setup([story(1, { audioKey: 'sleepstories/a.mp3', audioContentType: 'audio/mpeg' })]);
    const gone = await service.remove('a1', ID(1));
    expect(gone.id).toBe(ID(1));
    expect(byId.size).toBe(0);
    expect(deleted).toEqual(['sleepstories/a.mp3']);
  });
});
