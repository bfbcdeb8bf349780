import type { Tx } from '../../common/database/sql-repository';
import type { Clock } from '../../common/clock/clock';
import { clockAt, fake, inTransaction } from '../../../test/support/fakes';
import type { ActivityService } from '../activity/activity.service';
import type { NotificationsService } from '../notifications/notifications.service';
import { AnnouncementFields, AnnouncementsRepository } from './announcements.repository';
import { AnnouncementsService } from './announcements.service';

function setup() {
  const rows = new Map<string, AnnouncementFields & { app: string }>();
  const told: string[][] = [];
  const repo = fake<AnnouncementsRepository>({
    transaction: inTransaction,
    insert: async (_tx: Tx, app: string, f: AnnouncementFields) => {
      const id = `a${rows.size + 1}`;
      rows.set(id, { app, ...f });
      return id;
    },
    update: async (_tx: Tx, app: string, id: string, f: AnnouncementFields) => {
      if (rows.get(id)?.app !== app) return false;
      rows.set(id, { app, ...f });
      return true;
    },
    get: async (app: string, id: string) => {
      const r = rows.get(id);
      return r && r.app === app ? { id, ...r, createdAt: new Date('2026-03-01'), updatedAt: new Date('2026-03-01') } : null;
    },
  });
  const service = new AnnouncementsService(
    repo,
    fake<ActivityService>({ record: async () => undefined }),
    clockAt('2026-03-10T00:00:00Z') as Clock,
    fake<NotificationsService>({ notify: async (_tx: Tx, ids: string | string[]) => told.push([ids].flat()).valueOf() }),
  );
  service.registerAudience('sleepstories', async () => ['m1', 'm2']);
  return { service, told };
}

describe('AnnouncementsService (rules, with a fake repository)', () => {
  it('a new visible announcement notifies the app’s audience; a hidden or expired one does not', async () => {
    const { service, told } = setup();
    await service.create('admin', 'sleepstories', { title: 'Hello', content: 'x' });
    await service.create('admin', 'sleepstories', { title: 'Draft', content: 'x', isActive: false });
    await service.create('admin', 'sleepstories', { title: 'Old', content: 'x', expiresAt: '2026-03-09T00:00:00Z' });
    expect(told).toEqual([['m1', 'm2']]);
  });

  it('another app’s announcement is a 404 to this app, and is left as it was', async () => {
    const { service } = setup();
    const created = await service.create('admin', 'lighthouse', { title: 'Keep', content: 'x' });
    await expect(service.update('admin', 'sleepstories', created.id, { title: 'Changed', content: 'y' })).rejects.toMatchObject({ code: 'announcements.notFound' });
    await expect(service.get('sleepstories', created.id)).rejects.toMatchObject({ code: 'announcements.notFound' });
    expect((await service.get('lighthouse', created.id)).title).toBe('Keep');
  });

  it('fills the defaults: info, active, not on login or the sign-in page, no expiry', async () => {
    const { service } = setup();
    expect(await service.create('admin', 'lighthouse', { title: 'T', content: 'C' })).toMatchObject({
      type: 'info',
      isActive: true,
      showOnLogin: false,
      showOnSignInPage: false,
      expiresAt: null,
    });
  });
});
