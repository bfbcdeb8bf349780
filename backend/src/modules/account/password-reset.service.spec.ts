import type { Tx } from '../../common/database/sql-repository';
import type { HitStore } from '../../common/rate-limit/rate-limiter';
import type { AppConfig } from '../../config/app-config';
import { fake, inTransaction } from '../../../test/support/fakes';
import type { ActivityChange, ActivityService } from '../activity/activity.service';
import type { AuthRateLimits } from '../auth/rate-limits.provider';
import type { MailOutboxService } from '../notifications/mail-outbox.service';
import type { NotificationsService } from '../notifications/notifications.service';
import { LinkStateRow, PasswordResetRepository } from './password-reset.repository';
import { PasswordResetService } from './password-reset.service';

const config = {
  sessionSecret: 's'.repeat(32),
  publicUrl: 'https://pfe.example',
  rateLimit: { windowSeconds: 60, maxPerIp: 100, maxPerAccount: 10, ipv6PrefixBits: 64 },
} as AppConfig;

/** In memory: the members (admin or not), the links made, the notifications and log entries. */
function setup(users: Record<string, { isAdmin: boolean }>, opts: { approved?: boolean; state?: LinkStateRow | null } = {}) {
  const links: { userId: string; hash: string | null }[] = [];
  const told: string[] = [];
  const logged: ActivityChange[] = [];
  const repo = fake<PasswordResetRepository>({
    transaction: inTransaction,
    lockAdminCount: async () => undefined,
    lockLiveUser: async (_tx: Tx, id: string) => users[id] ?? null,
    countLiveAdmins: async () => Object.values(users).filter((u) => u.isAdmin).length,
    replaceAdminLink: async (_tx: Tx, l: { userId: string; hash: string | null }) => {
      links.push({ userId: l.userId, hash: l.hash });
      return new Date('2026-03-11T00:00:00Z');
    },
    approve: async () => (opts.approved ? { user_id: 'm', created_by: 'a1', expires_at: new Date('2026-03-11T00:00:00Z') } : null),
    linkState: async () => opts.state ?? null,
  });
  const service = new PasswordResetService(
    repo,
    config,
    fake<HitStore>({}),
    fake<NotificationsService>({ notify: async (_tx: Tx, userId: string | string[], kind: string) => told.push(`${userId}:${kind}`) }),
    fake<MailOutboxService>({}),
    fake<ActivityService>({ record: async (_tx: Tx, _a: string | null, e: ActivityChange) => void logged.push(e) }),
    fake<AuthRateLimits>({}),
  );
  return { service, links, told, logged };
}

describe('PasswordResetService admin links (rules, with a fake repository)', () => {
  it('the only admin gets the link at once; the member is told', async () => {
    const { service, links, told, logged } = setup({ a1: { isAdmin: true }, m: { isAdmin: false } });
    const link = await service.adminLink('a1', 'm');
    expect(link).toMatchObject({ url: expect.stringMatching(/^https:\/\/pfe\.example\//), expiresAt: '2026-03-11T00:00:00.000Z' });
    expect(links).toEqual([{ userId: 'm', hash: expect.any(String) }]);
    expect(told).toEqual(['m:security.reset_link_issued']);
    expect(logged[0]).toMatchObject({ action: 'create_password_reset_link', targetId: 'm' });
  });

  it('with two admins the link waits, without a token, for another admin; nobody is told yet', async () => {
    const { service, links, told, logged } = setup({ a1: { isAdmin: true }, a2: { isAdmin: true }, m: { isAdmin: false } });
    expect(await service.adminLink('a1', 'm')).toMatchObject({ status: 'pending' });
    expect(links).toEqual([{ userId: 'm', hash: null }]);
    expect(told).toEqual([]);
    expect(logged[0]).toMatchObject({ action: 'request_password_reset_link' });
  });

  it('never for an admin account or an unknown member', async () => {
    const { service, links } = setup({ a1: { isAdmin: true }, a2: { isAdmin: true } });
    await expect(service.adminLink('a1', 'a2')).rejects.toMatchObject({ code: 'passwordReset.adminAccount' });
    await expect(service.adminLink('a1', 'nobody')).rejects.toMatchObject({ code: 'passwordReset.userNotFound' });
    expect(links).toEqual([]);
  });

  it.each([
    ['an unknown link', null, 'passwordReset.linkNotFound'],
    ['her own request', { created_by: 'a1', is_admin: false, pending: true }, 'passwordReset.ownLink'],
    ['a member who became an admin', { created_by: 'a2', is_admin: true, pending: true }, 'passwordReset.adminAccount'],
    ['a link no longer pending', { created_by: 'a2', is_admin: false, pending: false }, 'passwordReset.notPending'],
  ])('an approval of %s says why it went nowhere', async (_name, state, code) => {
    const { service, told } = setup({}, { approved: false, state });
    await expect(service.approveAdminLink('a1', 'link')).rejects.toMatchObject({ code });
    expect(told).toEqual([]);
  });

  it('an approval by another admin answers the URL once and tells the member', async () => {
    const { service, told, logged } = setup({}, { approved: true });
    expect(await service.approveAdminLink('a2', 'link')).toMatchObject({ url: expect.stringContaining('https://pfe.example/') });
    expect(told).toEqual(['m:security.reset_link_issued']);
    expect(logged[0]).toMatchObject({ action: 'approve_password_reset_link', details: { resetLinkId: 'link', requestedBy: 'a1' } });
  });
});
