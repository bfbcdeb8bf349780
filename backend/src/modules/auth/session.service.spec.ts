import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuthUser } from '../../common/http/auth-user';
import { fake } from '../../../test/support/fakes';
import { accountSuspended, SuspensionRepository } from '../safety/suspension.repository';
import type { Session, SessionLayer, SignedInData } from './session';
import { SessionService } from './session.service';

const ann = { id: 'ann' } as AuthUser;

function setup(suspended: string[] = []) {
  const done: string[] = [];
  const signedIn: SignedInData[] = [];
  const layer = fake<SessionLayer>({
    signIn: async (_req: FastifyRequest, data: SignedInData) => void signedIn.push(data),
    renewId: () => void done.push('renew'),
    clearCookie: () => void done.push('clear cookie'),
  });
  const suspensions = fake<SuspensionRepository>({
    assertNotSuspended: async (id: string) => {
      if (suspended.includes(id)) throw accountSuspended({ until: null, reason: 'spam', actionId: 'a1', appealed: false });
    },
  });
  return { service: new SessionService(layer, suspensions), done, signedIn };
}

const request = (userAgent?: string, session?: Partial<Session>) => ({ headers: userAgent === undefined ? {} : { 'user-agent': userAgent }, session }) as unknown as FastifyRequest;

describe('SessionService (rules, with fakes)', () => {
  it('a suspended account is refused (403 account.suspended) and gets no session', async () => {
    const { service, signedIn } = setup(['ann']);
    await expect(service.signIn(request('UA'), ann)).rejects.toMatchObject({ status: 403, code: 'account.suspended' });
    expect(signedIn).toEqual([]);
  });

  it('a sign-in records who (as passport writes it), when, and the user agent cut to 300 characters', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date('2026-03-10T08:00:00Z'));
      const { service, signedIn } = setup();
      await service.signIn(request('x'.repeat(400)), ann);
      await service.signIn(request(), ann);
      expect(signedIn).toEqual([
        { passport: { user: 'ann' }, meta: { createdAt: '2026-03-10T08:00:00.000Z', userAgent: 'x'.repeat(300) } },
        { passport: { user: 'ann' }, meta: { createdAt: '2026-03-10T08:00:00.000Z', userAgent: '' } },
      ]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('signing out destroys the stored session and clears the cookie; a failed destroy is an error and keeps the cookie; no session still clears it', async () => {
    const { service, done } = setup();
    const reply = {} as FastifyReply;
    await service.signOut(request('UA', { destroy: (cb: (err?: Error) => void) => (done.push('destroy'), cb()) } as unknown as Session), reply);
    expect(done).toEqual(['destroy', 'clear cookie']);

    done.length = 0;
    await expect(service.signOut(request('UA', { destroy: (cb: (err?: Error) => void) => cb(new Error('db down')) } as unknown as Session), reply)).rejects.toThrow('db down');
    expect(done).toEqual([]);

    await service.signOut(request('UA'), reply);
    expect(done).toEqual(['clear cookie']);
    service.renewId(request('UA'));
    expect(done).toEqual(['clear cookie', 'renew']);
  });
});
