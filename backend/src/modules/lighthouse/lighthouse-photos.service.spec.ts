import { LIGHTHOUSE_PHOTOS, type LighthouseAdminProperty, type LighthouseOwnProperty } from '@pfe/contracts/lighthouse';
import { Readable } from 'node:stream';
import sharp from 'sharp';
import type { Tx } from '../../common/database/sql-repository';
import type { ByteRange, MediaStorage } from '../../common/media/media-storage';
import { fake, inTransaction } from '../../../test/support/fakes';
import type { ActivityService } from '../activity/activity.service';
import type { LighthousePropertiesService } from './lighthouse-properties.service';
import { LighthousePhotosRepository, NewPhoto, PhotoRow } from './lighthouse-photos.repository';
import { LighthousePhotosService } from './lighthouse-photos.service';

const KEY = 'lighthouse/00000000-0000-4000-8000-000000000001.png';
const ETAG = '"lighthouse00000000000040008000000000000001png"';

/**
 * `owned`: the listing is the host's; `count`: its photos before the upload; `countInLock`: what the
 * locked count says (another upload landed meanwhile); `ownedInLock`: false when the listing went away meanwhile.
 */
function setup(opts: { owned?: boolean; count?: number; countInLock?: number; ownedInLock?: boolean; stored?: boolean; failDelete?: boolean } = {}) {
  const files = new Map<string, number>(opts.stored === false ? [] : [[KEY, 2048]]);
  const inserted: [string, NewPhoto][] = [];
  const deleted: string[] = [];
  const logged: { action: string; details?: unknown }[] = [];
  const photo: PhotoRow = { media_key: KEY, content_type: 'image/png', size: 2048 };
  const repo = fake<LighthousePhotosRepository>({
    transaction: inTransaction,
    countOwn: async (hostId: string) => ((opts.owned ?? true) && hostId === 'host' ? (opts.count ?? 0) : null),
    lockOwnListing: async () => opts.ownedInLock ?? true,
    count: async () => opts.countInLock ?? opts.count ?? 0,
    insert: async (_tx: Tx, propertyId: string, p: NewPhoto) => void inserted.push([propertyId, p]),
    removeOwn: async (hostId: string, _propertyId: string, photoId: string) => (hostId === 'host' && photoId === 'ph1' ? [{ media_key: KEY }] : []),
    remove: async (_tx: Tx, _propertyId: string, photoId: string) => (photoId === 'ph1' ? [{ media_key: KEY }] : []),
    visibleTo: async (viewerId: string, _propertyId: string, photoId: string) => (viewerId !== 'stranger' && photoId === 'ph1' ? photo : undefined),
    find: async (_propertyId: string, photoId: string) => (photoId === 'ph1' ? photo : undefined),
  });
  const media = fake<MediaStorage>({
    put: async (key: string, source: Readable) => {
      let size = 0;
      for await (const chunk of source) size += (chunk as Buffer).length;
      files.set(key, size);
      return { size };
    },
    stat: async (key: string) => (files.has(key) ? { size: files.get(key)! } : null),
    read: (key: string, _range?: ByteRange) => Readable.from([`bytes of ${key}`]),
    delete: async (key: string) => {
      deleted.push(key);
      if (opts.failDelete) throw new Error('disk gone');
      files.delete(key);
    },
  });
  const properties = fake<LighthousePropertiesService>({
    getOwn: async (_hostId: string, id: string) => ({ id, visibility: 'owner' }) as LighthouseOwnProperty,
    getForAdmin: async (id: string) => ({ id }) as LighthouseAdminProperty,
  });
  const activity = fake<ActivityService>({ record: async (_tx: Tx, _admin: string | null, entry: { action: string }) => void logged.push(entry) });
  const service = new LighthousePhotosService(repo, media, properties, activity);
  return { service, files, inserted, deleted, logged };
}

const png = () => sharp({ create: { width: 30, height: 20, channels: 3, background: '#3a6' } }).png().toBuffer();

describe('LighthousePhotosService (rules, with a fake repository and storage)', () => {
  it('someone else’s listing is a 404 and a full one a 409, before the file is read or stored', async () => {
    const other = setup({ owned: false });
    await expect(other.service.add('host', 'p1', await png())).rejects.toMatchObject({ status: 404, code: 'lighthouse.propertyNotFound' });
    await expect(other.service.add('seeker', 'p1', Buffer.from('not even a photo'))).rejects.toMatchObject({ status: 404 });
    const full = setup({ count: LIGHTHOUSE_PHOTOS.max });
    await expect(full.service.add('host', 'p1', Buffer.from('not even a photo'))).rejects.toMatchObject({ status: 409, code: 'lighthouse.tooManyPhotos' });
    expect([...other.files.keys(), ...full.files.keys()]).toEqual([KEY, KEY]);
    expect([...other.inserted, ...full.inserted]).toEqual([]);
  });

  it('an empty file is a 400, bytes of no supported type a 415, a damaged photo a 400: nothing stored', async () => {
    const { service, files, inserted } = setup();
    await expect(service.add('host', 'p1', Buffer.alloc(0))).rejects.toMatchObject({ status: 400, code: 'lighthouse.emptyPhoto' });
    await expect(service.add('host', 'p1', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).rejects.toMatchObject({ status: 415, code: 'lighthouse.notAPhoto' });
    const cut = (await png()).subarray(0, 40);
    await expect(service.add('host', 'p1', cut)).rejects.toMatchObject({ status: 400, code: 'lighthouse.unreadablePhoto' });
    expect([...files.keys()]).toEqual([KEY]);
    expect(inserted).toEqual([]);
  });

  it('a photo is stored re-encoded under a server-made key and recorded with its size and dimensions', async () => {
    const { service, files, inserted } = setup({ count: LIGHTHOUSE_PHOTOS.max - 1 });
    expect(await service.add('host', 'p1', await png())).toEqual({ id: 'p1', visibility: 'owner' });
    expect(inserted).toHaveLength(1);
    const [propertyId, p] = inserted[0];
    expect(propertyId).toBe('p1');
    expect(p.mediaKey).toMatch(/^lighthouse\/[0-9a-f-]{36}\.png$/);
    expect(p).toMatchObject({ contentType: 'image/png', size: files.get(p.mediaKey), width: 30, height: 20 });
  });

  it('when the listing filled up or went away meanwhile, the upload is refused and its stored file removed', async () => {
    const full = setup({ count: LIGHTHOUSE_PHOTOS.max - 1, countInLock: LIGHTHOUSE_PHOTOS.max });
    await expect(full.service.add('host', 'p1', await png())).rejects.toMatchObject({ status: 409, code: 'lighthouse.tooManyPhotos' });
    const gone = setup({ ownedInLock: false });
    await expect(gone.service.add('host', 'p1', await png())).rejects.toMatchObject({ status: 404, code: 'lighthouse.propertyNotFound' });
    for (const { files, inserted, deleted } of [full, gone]) {
      expect(inserted).toEqual([]);
      expect(deleted).toHaveLength(1);
      expect([...files.keys()]).toEqual([KEY]);
    }
  });

  it('the owner removes a photo and its file; another member’s (or a missing) photo is a 404 with no file touched', async () => {
    const { service, files, deleted } = setup();
    await expect(service.remove('seeker', 'p1', 'ph1')).rejects.toMatchObject({ status: 404, code: 'lighthouse.photoNotFound' });
    await expect(service.remove('host', 'p1', 'ph2')).rejects.toMatchObject({ status: 404, code: 'lighthouse.photoNotFound' });
    expect(deleted).toEqual([]);
    expect(await service.remove('host', 'p1', 'ph1')).toEqual({ id: 'p1', visibility: 'owner' });
    expect(files.size).toBe(0);
  });

  it('a file that cannot be deleted once its row is gone is left behind, not an error', async () => {
    const { service, deleted } = setup({ failDelete: true });
    const warn = vi.spyOn(service['logger'], 'warn').mockImplementation(() => undefined);
    await expect(service.deleteFiles([{ media_key: KEY }, { media_key: 'lighthouse/other.png' }])).resolves.toBeUndefined();
    expect(deleted).toEqual([KEY, 'lighthouse/other.png']);
    expect(warn.mock.calls).toEqual([[`Could not delete ${KEY}: disk gone`], ['Could not delete lighthouse/other.png: disk gone']]);
  });

  it('an admin removes any photo, logged; a missing one is a 404 with nothing logged or deleted', async () => {
    const { service, deleted, logged } = setup();
    await expect(service.removeByAdmin('admin', 'p1', 'ph2')).rejects.toMatchObject({ status: 404, code: 'lighthouse.photoNotFound' });
    expect([deleted, logged]).toEqual([[], []]);
    expect(await service.removeByAdmin('admin', 'p1', 'ph1')).toEqual({ id: 'p1' });
    expect(logged).toEqual([{ action: 'remove_lighthouse_photo', targetType: 'lighthouse_property', targetId: 'p1', details: { photoId: 'ph1' } }]);
    expect(deleted).toEqual([KEY]);
  });

  it('a photo is served only to who may see the listing, and a row whose file is missing is a 404', async () => {
    await expect(setup().service.open('stranger', 'p1', 'ph1')).rejects.toMatchObject({ status: 404, code: 'lighthouse.photoNotFound' });
    await expect(setup({ stored: false }).service.open('seeker', 'p1', 'ph1')).rejects.toMatchObject({ status: 404, code: 'lighthouse.photoNotFound' });
    await expect(setup().service.openForAdmin('p1', 'ph2')).rejects.toMatchObject({ status: 404, code: 'lighthouse.photoNotFound' });
    const answer = await setup().service.open('seeker', 'p1', 'ph1');
    expect(answer.status).toBe(200);
    expect(answer.headers).toEqual({ ETag: ETAG, 'Cache-Control': 'private, no-cache', 'Content-Type': 'image/png', 'Content-Length': '2048', 'Content-Disposition': 'inline' });
    expect(answer.stream).toBeInstanceOf(Readable);
  });

  it('a browser that has the bytes gets a 304 without them; another tag gets the photo', async () => {
    const { service } = setup();
    expect(await service.openForAdmin('p1', 'ph1', `"old", ${ETAG}`)).toEqual({ status: 304, headers: { ETag: ETAG, 'Cache-Control': 'private, no-cache' } });
    expect((await service.open('seeker', 'p1', 'ph1', '"old"')).status).toBe(200);
  });
});
