import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import type { FastifyRequest as Request } from 'fastify';
import { QueryFailedError } from 'typeorm';
import type { Tx } from '../../common/database/sql-repository';
import type { AuthUser } from '../../common/http/auth-user';
import type { AppConfig } from '../../config/app-config';
import { fake, inTransaction } from '../../../test/support/fakes';
import { SoftwareAuthenticator } from '../../../test/support/software-authenticator';
import type { AuthService } from '../auth/auth.service';
import type { PgSessionStore } from '../auth/pg-session.store';
import type { AuthRateLimits } from '../auth/rate-limits.provider';
import type { Session } from '../auth/session';
import type { NotificationsService } from '../notifications/notifications.service';
import type { UsersService } from '../users/users.service';
import { AccountSessionsService } from './account-sessions.service';
import { MAX_PASSKEYS } from './account.errors';
import { AccountRepository } from './account.repository';
import type { AccountService } from './account.service';
import { NewPasskey, PasskeyRow, PasskeysRepository } from './passkeys.repository';
import { PasskeysService } from './passkeys.service';

const ORIGIN = 'http://localhost:5000';
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:120.0) Gecko/20100101 Firefox/120.0';
const me = { id: 'me', email: 'me@example.test', firstName: 'Ann', lastName: null } as unknown as AuthUser;
const config = { appName: 'PFE', sessionSecret: 'x'.repeat(32), sessionMaxAgeDays: 30, webauthn: { rpId: 'localhost', origins: [ORIGIN] } } as AppConfig;

const row = (over: Partial<PasskeyRow>): PasskeyRow => ({
  id: 'pk1',
  user_id: 'me',
  credential_id: 'cred-1',
  public_key: Buffer.alloc(0),
  counter: '0',
  transports: [],
  name: 'Laptop',
  created_at: new Date('2026-03-01T00:00:00Z'),
  last_used_at: null,
  backed_up: false,
  created_session: null,
  created_device: null,
  ...over,
});

/** A request on session `sid` (the shape the ceremony reads: its id, its session, the user agent, the address). */
function request(sid = 'sid1'): Request & { session: Session } {
  return { sessionID: sid, session: { id: sid } as Session, headers: { 'user-agent': FIREFOX }, ip: '1.2.3.4' } as unknown as Request & { session: Session };
}

function setup(opts: { passkeys?: PasskeyRow[]; passwordOk?: boolean; countInLock?: number; taken?: boolean; challengeRace?: boolean } = {}) {
  const rows = [...(opts.passkeys ?? [])];
  const writes: string[] = [];
  const told: string[] = [];
  const limited: string[] = [];
  const taken = new Set<string>();
  const repo = fake<PasskeysRepository>({
    transaction: inTransaction,
    listOf: async (userId: string) => rows.filter((r) => r.user_id === userId),
    remove: async (_tx: Tx, userId: string, id: string) => {
      const at = rows.findIndex((r) => r.id === id && r.user_id === userId);
      if (at < 0) return false;
      rows.splice(at, 1);
      writes.push(`remove ${id}`);
      return true;
    },
    lockAndCount: async (_tx: Tx, userId: string) => opts.countInLock ?? rows.filter((r) => r.user_id === userId).length,
    insert: async (_tx: Tx, p: NewPasskey) => {
      if (opts.taken) throw new QueryFailedError('INSERT', [], Object.assign(new Error('duplicate'), { code: '23505' }));
      const inserted = row({
        id: `pk${rows.length + 1}`,
        user_id: p.userId,
        credential_id: p.credentialId,
        public_key: p.publicKey,
        counter: String(p.counter),
        transports: p.transports,
        name: p.name,
        backed_up: p.backedUp,
        created_session: p.createdSession,
        created_device: p.createdDevice,
      });
      rows.push(inserted);
      writes.push(`insert ${p.name}`);
      return inserted;
    },
    byCredential: async (id: string) => rows.find((r) => r.credential_id === id) ?? null,
    recordUse: async (id: string, counter: number) => void writes.push(`use ${id} counter=${counter}`),
  });
  const sessions = new AccountSessionsService(fake<AccountRepository>({}), config);
  const account = fake<AccountService>({
    confirmPassword: async (_u: AuthUser, _pw: string, sid: string) => {
      limited.push(`confirm ${sid}`);
      if (opts.passwordOk === false) throw Object.assign(new Error('wrong'), { status: 400, code: 'account.wrongPassword' });
    },
  });
  const users = fake<UsersService>({ findById: async (id: string) => (id === 'me' ? me : null) as never });
  const limits = {
    login: {
      consume: async (ip: string, account?: string) => void limited.push(`login ${ip} ${account}`),
      resetAccount: async (account: string, ip: string) => void limited.push(`reset ${account} ${ip}`),
    },
    passkeyOptions: { consume: async (ip: string) => void limited.push(`options ${ip}`) },
  } as unknown as AuthRateLimits;
  // The stored row gives a challenge up once: a second request presenting it (or one raced) gets nothing.
  const store = fake<PgSessionStore>({ takeChallenge: async (_sid: string, _kind: string, challenge: string) => !opts.challengeRace && !taken.has(challenge) && !!taken.add(challenge) });
  const auth = fake<AuthService>({ recordSignIn: async (id: string) => void writes.push(`sign-in ${id}`) });
  const notifications = fake<NotificationsService>({ notify: async (_tx: Tx, to: string | string[], kind: string) => (told.push(`${String(to)} ${kind}`), 1) });
  const service = new PasskeysService(repo, config, users, limits, account, sessions, store, auth, notifications);
  return { service, rows, writes, told, limited, sessions };
}

/** Options, then a software authenticator's answer: the response a browser would send. */
async function registration(service: PasskeysService, req: Request) {
  const authenticator = new SoftwareAuthenticator(ORIGIN, 'localhost');
  const options = await service.registrationOptions(me, 'pw', req);
  return { authenticator, response: authenticator.register(options) as unknown as RegistrationResponseJSON };
}

describe('PasskeysService (rules, with fakes and a software authenticator)', () => {
  it('lists her passkeys, saying which was added from the asking session', async () => {
    const { service } = setup({
      passkeys: [row({ id: 'pk1', created_session: handleOf('sid1'), created_device: 'Firefox on Linux' }), row({ id: 'pk2' }), row({ id: 'pk3', user_id: 'other' })],
    });
    const list = await service.list('me', 'sid1');
    expect(list.map((p) => [p.id, p.addedFrom])).toEqual([
      ['pk1', { device: 'Firefox on Linux', currentSession: true }],
      ['pk2', null],
    ]);
    expect((await service.list('me', 'sid2'))[0].addedFrom).toEqual({ device: 'Firefox on Linux', currentSession: false });
  });

  it('removing: someone else’s or an unknown passkey is a 404 and tells nobody; hers goes and she is told', async () => {
    const { service, rows, told } = setup({ passkeys: [row({ id: 'pk1' }), row({ id: 'pk2', user_id: 'other' })] });
    await expect(service.remove('me', 'pk2')).rejects.toMatchObject({ status: 404, code: 'account.passkeyNotFound' });
    await expect(service.remove('me', 'nope')).rejects.toMatchObject({ status: 404, code: 'account.passkeyNotFound' });
    expect(told).toEqual([]);
    await service.remove('me', 'pk1');
    expect(rows.map((r) => r.id)).toEqual(['pk2']);
    expect(told).toEqual(['me security.passkey_removed']);
  });

  it('registration options ask for the password of this session first, and stop at MAX_PASSKEYS; a refusal leaves no challenge', async () => {
    const wrong = setup({ passwordOk: false });
    const req = request();
    await expect(wrong.service.registrationOptions(me, 'nope', req)).rejects.toMatchObject({ code: 'account.wrongPassword' });
    expect(wrong.limited).toEqual(['confirm sid1']);
    expect(req.session.webauthn).toBeUndefined();

    const full = setup({ passkeys: Array.from({ length: MAX_PASSKEYS }, (_, i) => row({ id: `pk${i}`, credential_id: `c${i}` })) });
    await expect(full.service.registrationOptions(me, 'pw', req)).rejects.toMatchObject({ status: 409, code: 'account.tooManyPasskeys' });
    expect(req.session.webauthn).toBeUndefined();

    const { service } = setup({ passkeys: [row({ credential_id: 'c0' })] });
    const options = await service.registrationOptions(me, 'pw', req);
    expect(options.excludeCredentials?.map((c) => c.id)).toEqual(['c0']);
    expect(options.authenticatorSelection).toMatchObject({ residentKey: 'required', userVerification: 'preferred' });
    expect(req.session.webauthn).toMatchObject({ kind: 'registration', challenge: options.challenge });
  });

  it('registers the passkey the challenge was made for, records the session and device, tells her; the challenge verifies once', async () => {
    const { service, writes, told } = setup();
    const req = request();
    const { response } = await registration(service, req);
    const passkey = await service.register(me, req, response, 'My laptop');
    expect(passkey).toMatchObject({ name: 'My laptop', addedFrom: { currentSession: true } });
    expect(passkey.addedFrom?.device).not.toBe('Unknown device');
    expect(writes).toEqual(['insert My laptop']);
    expect(told).toEqual(['me security.passkey_added']);
    expect(req.session.webauthn).toBeUndefined();
    await expect(service.register(me, req, response, 'Again')).rejects.toMatchObject({ status: 400, code: 'account.passkeyChallengeMissing' });
    expect(writes).toEqual(['insert My laptop']);
  });

  it('no challenge, one of the other ceremony, an expired one, or one another request took: a 400, and nothing inserted', async () => {
    const none = setup();
    await expect(none.service.register(me, request(), {} as RegistrationResponseJSON, 'x')).rejects.toMatchObject({ status: 400, code: 'account.passkeyChallengeMissing' });

    const other = setup();
    const req = request();
    await other.service.authenticationOptions(req);
    await expect(other.service.register(me, req, {} as RegistrationResponseJSON, 'x')).rejects.toMatchObject({ status: 400, code: 'account.passkeyChallengeMissing' });
    expect(req.session.webauthn).toBeUndefined();

    const late = setup();
    const lateReq = request();
    const { response } = await registration(late.service, lateReq);
    lateReq.session.webauthn!.expiresAt = Date.now() - 1;
    await expect(late.service.register(me, lateReq, response, 'x')).rejects.toMatchObject({ status: 400, code: 'account.passkeyChallengeMissing' });

    const raced = setup({ challengeRace: true });
    const racedReq = request();
    const answer = await registration(raced.service, racedReq);
    await expect(raced.service.register(me, racedReq, answer.response, 'x')).rejects.toMatchObject({ status: 400, code: 'account.passkeyChallengeMissing' });
    expect([...none.writes, ...other.writes, ...late.writes, ...raced.writes]).toEqual([]);
  });

  it('an answer to another challenge is a 400 passkeyNotVerified; the limit re-checked under the lock is a 409; a credential already registered a 409; nothing inserted or told', async () => {
    const { service, writes, told } = setup();
    const first = request();
    const stale = await registration(service, first);
    await registration(service, first); // a newer challenge replaces the one the answer was made for
    await expect(service.register(me, first, stale.response, 'x')).rejects.toMatchObject({ status: 400, code: 'account.passkeyNotVerified' });

    const full = setup({ countInLock: MAX_PASSKEYS });
    const req = request();
    const { response } = await registration(full.service, req);
    await expect(full.service.register(me, req, response, 'x')).rejects.toMatchObject({ status: 409, code: 'account.tooManyPasskeys' });

    const dup = setup({ taken: true });
    const dupReq = request();
    const again = await registration(dup.service, dupReq);
    await expect(dup.service.register(me, dupReq, again.response, 'x')).rejects.toMatchObject({ status: 409, code: 'account.passkeyTaken' });
    expect([...writes, ...full.writes, ...dup.writes]).toEqual([]);
    expect([...told, ...full.told, ...dup.told]).toEqual([]);
  });

  describe('sign-in', () => {
    async function registered() {
      const world = setup();
      const req = request();
      const { authenticator, response } = await registration(world.service, req);
      await world.service.register(me, req, response, 'Laptop');
      world.writes.length = 0;
      world.limited.length = 0;
      return { ...world, authenticator };
    }

    it('options spend the per-address limit; a right answer signs her in, moves the counter, notes the sign-in and resets the account’s limit', async () => {
      const { service, authenticator, writes, limited } = await registered();
      const req = request('anon');
      const options = await service.authenticationOptions(req);
      expect(req.session.webauthn).toMatchObject({ kind: 'authentication', challenge: options.challenge });
      const user = await service.authenticate(req, authenticator.authenticate(options) as unknown as AuthenticationResponseJSON);
      expect(user).toBe(me);
      expect(writes).toEqual(['use pk1 counter=1', 'sign-in me']);
      expect(limited).toEqual(['options 1.2.3.4', 'login 1.2.3.4 me@example.test', 'reset me@example.test 1.2.3.4']);
    });

    it('an unknown passkey and a failed check read the same (401), under the sign-in limit, and sign nobody in', async () => {
      const { service, authenticator, writes, limited } = await registered();
      const stranger = new SoftwareAuthenticator(ORIGIN, 'localhost');
      const req = request('anon');
      const options = await service.authenticationOptions(req);
      await expect(service.authenticate(req, stranger.authenticate(options) as unknown as AuthenticationResponseJSON)).rejects.toMatchObject({
        status: 401,
        code: 'account.passkeySignInFailed',
      });
      expect(limited).toEqual(['options 1.2.3.4', 'login 1.2.3.4 undefined']);

      const old = await service.authenticationOptions(req);
      await service.authenticationOptions(req); // the answer below is to the replaced challenge
      await expect(service.authenticate(req, authenticator.authenticate(old) as unknown as AuthenticationResponseJSON)).rejects.toMatchObject({
        status: 401,
        code: 'account.passkeySignInFailed',
      });
      expect(writes).toEqual([]);
      expect(limited).not.toContain('reset me@example.test 1.2.3.4');
    });
  });
});

/** The opaque handle the service records for session `sid`. */
function handleOf(sid: string): string {
  return new AccountSessionsService(fake<AccountRepository>({}), config).handleOf(sid);
}
