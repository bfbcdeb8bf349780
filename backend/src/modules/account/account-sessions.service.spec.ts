import type { Tx } from '../../common/database/sql-repository';
import type { AppConfig } from '../../config/app-config';
import { FAKE_TX, fake } from '../../../test/support/fakes';
import { AccountSessionsService } from './account-sessions.service';
import { AccountRepository, SessionRow } from './account.repository';

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:120.0) Gecko/20100101 Firefox/120.0';

/** Live sessions per member; `gone` are the sids another request ends between the read and the delete. */
function setup(gone: string[] = []) {
  const rows: Record<string, SessionRow[]> = {
    me: [
      { sid: 'old', sess: { meta: { createdAt: '2026-01-01T00:00:00.000Z', userAgent: FIREFOX } }, expire: new Date('2026-04-01T00:00:00Z') },
      { sid: 'mine', sess: {}, expire: new Date('2026-03-01T00:00:00Z') },
      { sid: 'raced', sess: {}, expire: new Date('2026-03-15T00:00:00Z') },
    ],
    other: [{ sid: 'theirs', sess: {}, expire: new Date('2026-04-01T00:00:00Z') }],
  };
  const ended: string[] = [];
  const txs: (Tx | undefined)[] = [];
  const repo = fake<AccountRepository>({
    liveSessions: async (userId: string, tx?: Tx) => (txs.push(tx), rows[userId] ?? []),
    endSession: async (_u: string, sid: string) => {
      if (gone.includes(sid)) return false;
      ended.push(sid);
      return true;
    },
    endSessionsBut: async (userId: string, keep: string | null, tx?: Tx) => (ended.push(`all of ${userId} but ${keep}`), txs.push(tx), 2),
  });
  const config = { sessionSecret: 'x'.repeat(32), sessionMaxAgeDays: 30 } as AppConfig;
  return { service: new AccountSessionsService(repo, config), ended, txs };
}

describe('AccountSessionsService (rules, with a fake repository)', () => {
  it('lists the asking session first, then the most recently used, by opaque handles', async () => {
    const { service } = setup();
    const list = await service.list('me', 'mine');
    expect(list.map((s) => s.current)).toEqual([true, false, false]);
    expect(list.map((s) => s.id)).toEqual(['mine', 'old', 'raced'].map((sid) => service.handleOf(sid)));
    expect(list[0].id).not.toContain('mine');
    // Last use = expiry − the 30-day lifetime.
    expect(list[1]).toMatchObject({ lastSeenAt: '2026-03-02T00:00:00.000Z', createdAt: '2026-01-01T00:00:00.000Z' });
    expect(list[1].device).not.toBe('Unknown device');
    expect(list[0]).toMatchObject({ createdAt: null, device: 'Unknown device' });
  });

  it('a handle is stable for a session, differs between sessions and under another secret', () => {
    const { service } = setup();
    const other = new AccountSessionsService(fake<AccountRepository>({}), { sessionSecret: 'y'.repeat(32), sessionMaxAgeDays: 30 } as AppConfig);
    expect(service.handleOf('s1')).toBe(service.handleOf('s1'));
    expect(service.handleOf('s1')).not.toBe(service.handleOf('s2'));
    expect(other.handleOf('s1')).not.toBe(service.handleOf('s1'));
  });

  it('another member’s session handle, an unknown one, and one ended meanwhile are a 404', async () => {
    const { service, ended } = setup(['raced']);
    await expect(service.revoke('me', service.handleOf('theirs'))).rejects.toMatchObject({ status: 404, code: 'account.sessionNotFound' });
    await expect(service.revoke('me', 'not-a-handle')).rejects.toMatchObject({ status: 404, code: 'account.sessionNotFound' });
    await expect(service.revoke('me', service.handleOf('raced'))).rejects.toMatchObject({ status: 404, code: 'account.sessionNotFound' });
    expect(ended).toEqual([]);
    expect(await service.revoke('me', service.handleOf('old'))).toEqual({ sid: 'old' });
    expect(ended).toEqual(['old']);
  });

  it('ends every other session in the caller’s transaction', async () => {
    const { service, ended, txs } = setup();
    expect(await service.revokeOthers('me', 'mine', FAKE_TX)).toBe(2);
    expect(ended).toEqual(['all of me but mine']);
    expect(txs).toEqual([FAKE_TX]);
  });
});
