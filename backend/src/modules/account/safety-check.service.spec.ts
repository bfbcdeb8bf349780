import { SAFETY_CHECK_EVENTS } from '@pfe/contracts';
import type { AccountSession, Passkey, SecurityEvent } from '@pfe/contracts';
import { fake } from '../../../test/support/fakes';
import type { NotificationsService } from '../notifications/notifications.service';
import type { AccountSessionsService } from './account-sessions.service';
import { AccountRepository, ResetLinkRow } from './account.repository';
import type { PasskeysService } from './passkeys.service';
import { SafetyCheckService } from './safety-check.service';

const session = { id: 'h1', current: true } as AccountSession;
const passkey = { id: 'pk1', name: 'Laptop' } as Passkey;
const event = { kind: 'security.sign_in', at: '2026-03-01T00:00:00.000Z' } as SecurityEvent;

function setup(account: { email: string; changedAt: Date | null } | null, links: ResetLinkRow[] = []) {
  const asked: string[] = [];
  const repo = fake<AccountRepository>({ email: async () => account, openResetLinks: async () => links });
  const sessions = fake<AccountSessionsService>({ list: async (userId: string, sid: string) => (asked.push(`sessions ${userId} ${sid}`), [session]) });
  const passkeys = fake<PasskeysService>({ list: async (userId: string, sid: string) => (asked.push(`passkeys ${userId} ${sid}`), [passkey]) });
  const notifications = fake<NotificationsService>({ securityEvents: async (userId: string, limit: number) => (asked.push(`events ${userId} ${limit}`), [event]) });
  return { service: new SafetyCheckService(repo, sessions, passkeys, notifications), asked };
}

describe('SafetyCheckService (rules, with fakes)', () => {
  it('an account already deleted is a 409 and reads nothing else', async () => {
    const { service, asked } = setup(null);
    await expect(service.check('me', 'sid')).rejects.toMatchObject({ status: 409, code: 'account.alreadyDeleted' });
    expect(asked).toEqual([]);
  });

  it('every way in, in one answer: sessions and passkeys as the asking session sees them, reset links by kind and dates only, the email and when it changed, the recent events', async () => {
    const links: ResetLinkRow[] = [{ source: 'admin', createdAt: new Date('2026-03-01T00:00:00Z'), expiresAt: new Date('2026-03-02T00:00:00Z') }];
    const { service, asked } = setup({ email: 'me@example.test', changedAt: new Date('2026-02-01T00:00:00Z') }, links);
    expect(await service.check('me', 'sid')).toEqual({
      sessions: [session],
      passkeys: [passkey],
      resetLinks: [{ kind: 'admin', createdAt: '2026-03-01T00:00:00.000Z', expiresAt: '2026-03-02T00:00:00.000Z' }],
      email: { address: 'me@example.test', changedAt: '2026-02-01T00:00:00.000Z' },
      events: [event],
    });
    expect(asked).toEqual(['sessions me sid', 'passkeys me sid', `events me ${SAFETY_CHECK_EVENTS}`]);
    expect((await setup({ email: 'me@example.test', changedAt: null }).service.check('me', 'sid')).email.changedAt).toBeNull();
  });
});
