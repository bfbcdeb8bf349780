import { sign } from 'cookie-signature';
import fc from 'fast-check';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuthUser } from '../../common/http/auth-user';
import type { PgSessionStore } from './pg-session.store';
import { SessionLayer } from './session';
import type { SessionData } from './session-data';

/**
 * Properties of the session layer (issue 31), over generated inputs rather than chosen examples:
 * the cookie is found among any other cookies and only when it is ours alone; a signature holds
 * only for the exact value signed with one of our secrets, so any tampering is refused; and over
 * any sequence of requests, rotations and endings, a session that ended, or an id that was rotated
 * away, never validates again. The store is an in-memory model of PgSessionStore's contract (the
 * real one is tested on the database by the session e2e specs).
 */

const NAME = 'pfe.sid';
const SECRET = 'unit-test-secret-that-is-long-enough-0123456789';
const PREVIOUS = 'previous-secret-that-is-long-enough-0123456789';
const MEMBER = '00000000-0000-4000-8000-000000000001';

/** PgSessionStore's contract on a Map: rows by sid; update, touch and rotate only where the row exists. */
class MemoryStore {
  readonly rows = new Map<string, string>();

  async load(sid: string): Promise<{ sess: SessionData; user?: AuthUser } | null> {
    const row = this.rows.get(sid);
    if (row === undefined) return null;
    const sess = JSON.parse(row) as SessionData;
    return { sess, user: sess.passport?.user === MEMBER ? ({ id: MEMBER } as AuthUser) : undefined };
  }
  async insert(sid: string, sess: SessionData): Promise<void> {
    this.rows.set(sid, JSON.stringify(sess));
  }
  async update(sid: string, sess: SessionData): Promise<boolean> {
    if (!this.rows.has(sid)) return false;
    this.rows.set(sid, JSON.stringify(sess));
    return true;
  }
  async destroy(sid: string): Promise<void> {
    this.rows.delete(sid);
  }
  touchDue(): boolean {
    return true;
  }
  async touch(sid: string): Promise<boolean> {
    return this.rows.has(sid);
  }
  async rotate(oldSid: string, newSid: string, sess: SessionData): Promise<boolean> {
    if (!this.rows.delete(oldSid)) return false;
    this.rows.set(newSid, JSON.stringify(sess));
    return true;
  }
  mutationStarted(): void {}
  mutationEnded(): void {}
}

const layerOn = (store: MemoryStore, secrets: readonly string[] = [SECRET, PREVIOUS]) =>
  new SessionLayer(store as unknown as PgSessionStore, { cookieName: NAME, secrets, maxAgeMs: 60_000, secure: false });

/** The Cookie header pair our Set-Cookie asks the browser to send back. */
const cookiePair = (setCookie: string) => setCookie.split(';')[0];
const signedPair = (sid: string, secret = SECRET) => `${NAME}=${encodeURIComponent(`s:${sign(sid, secret)}`)}`;

interface Answer {
  request: FastifyRequest;
  setCookie?: string;
  ended: boolean;
}

/** One API request through the layer: open, the route's work on the session, commit. */
async function request(layer: SessionLayer, method: string, cookie: string | undefined, work?: (request: FastifyRequest) => Promise<void> | void): Promise<Answer> {
  const req = { method, headers: { cookie }, routeOptions: { url: '/api/things' } } as unknown as FastifyRequest;
  let setCookie: string | undefined;
  const reply = {
    header(name: string, value: string) {
      if (name === 'set-cookie') setCookie = value;
      return reply;
    },
    raw: { once: () => undefined },
  } as unknown as FastifyReply;
  await layer.open(req, reply);
  if (work) await work(req);
  const ended = await layer.commit(req, reply);
  return { request: req, setCookie, ended };
}

/** A session id as ours look (24 random bytes, base64url), or any other run of cookie-safe characters. */
const sidArb = fc.oneof(fc.base64String({ minLength: 4, maxLength: 40 }).map((s) => s.replace(/=/g, '').replace(/\+/g, '-').replace(/\//g, '_')).filter((s) => s.length > 0), fc.stringMatching(/^[A-Za-z0-9_-]{1,48}$/));
/** Another cookie's name: arbitrary, and the ones that come close to ours. */
const otherNameArb = fc.oneof(fc.stringMatching(/^[A-Za-z][A-Za-z0-9_.-]{0,12}$/), fc.constantFrom('xpfe.sid', 'pfe.sid2', 'pfe.si', 'PFE.SID', 'apfe.sid')).filter((n) => n !== NAME);
/** A cookie value: RFC 6265 cookie-octets (no `%`, which the parser would decode). */
const otherValueArb = fc.stringMatching(/^[A-Za-z0-9!#$&'()*+\-./:<=>?@[\]^_`{|}~]{0,24}$/);
const otherCookiesArb = fc.array(fc.tuple(otherNameArb, otherValueArb).map(([n, v]) => `${n}=${v}`), { maxLength: 6 });

describe('session cookie parsing (properties)', () => {
  it('finds our signed cookie wherever it stands among any other cookies', () => {
    fc.assert(
      fc.property(sidArb, otherCookiesArb, fc.nat(), fc.boolean(), (sid, others, at, spaced) => {
        const pairs = [...others];
        pairs.splice(at % (pairs.length + 1), 0, signedPair(sid));
        expect(layerOn(new MemoryStore()).verify(pairs.join(spaced ? '; ' : ';'))).toEqual({ sid, resign: false });
      }),
    );
  });

  it('names no session when two different values arrive under our name, signed or not', () => {
    fc.assert(
      fc.property(sidArb, sidArb, otherCookiesArb, fc.boolean(), (mine, planted, others, plantedSigned) => {
        fc.pre(mine !== planted);
        const plant = plantedSigned ? signedPair(planted) : `${NAME}=${planted}`;
        const layer = layerOn(new MemoryStore());
        expect(layer.verify([plant, ...others, signedPair(mine)].join('; '))).toBeUndefined();
        expect(layer.verify([signedPair(mine), ...others, plant].join('; '))).toBeUndefined();
      }),
    );
  });

  it('reads the id our own Set-Cookie carries, and asks a previous secret\'s cookie to be signed anew', () => {
    fc.assert(
      fc.property(sidArb, (sid) => {
        let setCookie = '';
        const reply = { header: (_name: string, value: string) => void (setCookie = value) } as unknown as FastifyReply;
        const layer = layerOn(new MemoryStore());
        layer.setCookie(reply, sid);
        expect(layer.verify(cookiePair(setCookie))).toEqual({ sid, resign: false });
        expect(layer.verify(signedPair(sid, PREVIOUS))).toEqual({ sid, resign: true });
      }),
    );
  });
});

/** One edit of a string: a character replaced, removed or added, or the string cut short. */
const editArb = fc.oneof(
  fc.record({ kind: fc.constant('replace' as const), at: fc.nat(), char: fc.stringMatching(/^[A-Za-z0-9_.:+/=-]$/) }),
  fc.record({ kind: fc.constant('remove' as const), at: fc.nat() }),
  fc.record({ kind: fc.constant('insert' as const), at: fc.nat(), char: fc.stringMatching(/^[A-Za-z0-9_.:+/=-]$/) }),
  fc.record({ kind: fc.constant('cut' as const), at: fc.nat() }),
);
type Edit = typeof editArb extends fc.Arbitrary<infer T> ? T : never;

function applyEdit(value: string, edit: Edit): string {
  const at = edit.at % (value.length + (edit.kind === 'insert' ? 1 : 0));
  switch (edit.kind) {
    case 'replace':
      return value.slice(0, at) + edit.char + value.slice(at + 1);
    case 'remove':
      return value.slice(0, at) + value.slice(at + 1);
    case 'insert':
      return value.slice(0, at) + edit.char + value.slice(at);
    case 'cut':
      return value.slice(0, at);
  }
}

describe('session cookie signatures (properties)', () => {
  it('refuses every tampered value: any edits of id, dot or signature that change it', () => {
    fc.assert(
      fc.property(sidArb, fc.array(editArb, { minLength: 1, maxLength: 3 }), fc.boolean(), (sid, edits, previous) => {
        const value = `s:${sign(sid, previous ? PREVIOUS : SECRET)}`;
        const tampered = edits.reduce(applyEdit, value);
        fc.pre(tampered !== value);
        expect(layerOn(new MemoryStore()).verify(`${NAME}=${encodeURIComponent(tampered)}`)).toBeUndefined();
      }),
    );
  });

  it('refuses a cookie signed with any secret that is not ours, and one with no signature', () => {
    fc.assert(
      fc.property(sidArb, fc.string({ minLength: 1, maxLength: 64 }), (sid, secret) => {
        fc.pre(secret !== SECRET && secret !== PREVIOUS);
        const layer = layerOn(new MemoryStore());
        expect(layer.verify(signedPair(sid, secret))).toBeUndefined();
        expect(layer.verify(`${NAME}=${encodeURIComponent(`s:${sid}`)}`)).toBeUndefined();
        expect(layer.verify(`${NAME}=${encodeURIComponent(sid)}`)).toBeUndefined();
      }),
    );
  });

  it('keeps refusing a forged value after the genuine one was verified (the memo holds only what was checked)', () => {
    fc.assert(
      fc.property(sidArb, fc.array(editArb, { minLength: 1, maxLength: 2 }), (sid, edits) => {
        const layer = layerOn(new MemoryStore());
        const value = `s:${sign(sid, SECRET)}`;
        const forged = edits.reduce(applyEdit, value);
        fc.pre(forged !== value);
        for (let i = 0; i < 2; i += 1) {
          expect(layer.verify(`${NAME}=${encodeURIComponent(value)}`)).toEqual({ sid, resign: false });
          expect(layer.verify(`${NAME}=${encodeURIComponent(forged)}`)).toBeUndefined();
        }
      }),
    );
  });
});

/** What happens to the member's one browser, in any order. */
const stepArb = fc.constantFrom(
  'sign-in', // POST: signs in on a new session (only when signed out)
  'read', // GET with the cookie
  'write', // POST that changes the session's data
  'renew', // POST that renews the id (a privilege change by herself)
  'flag', // another actor changed her privileges: her row is marked to rotate at its next request
  'sign-out', // POST that destroys the session
  'revoke', // the session is ended elsewhere (another device, an admin, a password change)
);

describe('session rotation and ending (properties)', () => {
  it('an ended session and a rotated-away id never validate again; the live one always does', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(stepArb, { minLength: 1, maxLength: 25 }), fc.constantFrom('GET', 'HEAD', 'POST', 'PUT', 'DELETE'), async (steps, probeMethod) => {
        const store = new MemoryStore();
        const layer = layerOn(store);
        /** The browser's cookie jar: the last Set-Cookie it kept. */
        let jar: string | undefined;
        /** Every cookie the browser ever held, and whether it must still sign her in. */
        const dead = new Set<string>();

        const keep = (answer: Answer) => {
          if (answer.setCookie && answer.setCookie !== jar) {
            const pair = cookiePair(answer.setCookie);
            if (jar && pair !== jar) dead.add(jar);
            jar = pair;
          }
        };

        for (const step of steps) {
          const live = jar !== undefined && !dead.has(jar);
          if (step === 'sign-in') {
            if (live) continue;
            keep(
              await request(layer, 'POST', jar, (req) => {
                req.session!.passport = { user: MEMBER };
              }),
            );
          } else if (step === 'read') {
            keep(await request(layer, 'GET', jar));
          } else if (step === 'write') {
            keep(
              await request(layer, 'POST', jar, (req) => {
                if (req.session?.passport?.user) req.session.meta = { createdAt: new Date().toISOString(), userAgent: `ua-${steps.length}` };
              }),
            );
          } else if (step === 'renew') {
            keep(await request(layer, 'POST', jar, (req) => (req.user ? layer.renewId(req) : undefined)));
          } else if (step === 'flag') {
            const sid = jar && layer.sessionId(jar);
            const row = sid ? store.rows.get(sid) : undefined;
            if (sid && row) store.rows.set(sid, JSON.stringify({ ...JSON.parse(row), rotate: true }));
          } else if (step === 'sign-out') {
            const answer = await request(layer, 'POST', jar, async (req) => {
              if (req.user) await new Promise<void>((done, fail) => req.session!.destroy((err) => (err ? fail(err) : done())));
            });
            if (jar && live) dead.add(jar);
            keep(answer);
          } else {
            const sid = jar && layer.sessionId(jar);
            if (sid) await store.destroy(sid);
            if (jar) dead.add(jar);
          }

          // Every cookie that ended or was rotated away: no session, nobody signed in, nothing written under it.
          for (const cookie of dead) {
            const sid = layer.sessionId(cookie)!;
            const answer = await request(layer, probeMethod, cookie);
            expect(answer.request.user).toBeUndefined();
            expect(answer.request.sessionID === sid && answer.request.session !== undefined).toBe(false);
            expect(store.rows.has(sid)).toBe(false);
          }
          // The cookie she holds now, if it is live, still signs her in (a read may rotate it: she keeps the new one).
          if (jar && !dead.has(jar) && store.rows.has(layer.sessionId(jar)!)) {
            const signedIn = JSON.parse(store.rows.get(layer.sessionId(jar)!)!).passport?.user === MEMBER;
            const answer = await request(layer, 'GET', jar);
            expect(answer.request.user?.id).toBe(signedIn ? MEMBER : undefined);
            keep(answer);
          }
        }
      }),
      { numRuns: 200 },
    );
  });

  it('a rotation keeps the data under the new id and leaves nothing under the old one', async () => {
    await fc.assert(
      fc.asyncProperty(fc.boolean(), fc.constantFrom('GET', 'POST'), async (byFlag, method) => {
        const store = new MemoryStore();
        const layer = layerOn(store);
        const signIn = await request(layer, 'POST', undefined, (req) => {
          req.session!.passport = { user: MEMBER };
          req.session!.meta = { createdAt: '2026-01-01T00:00:00.000Z', userAgent: 'Firefox' };
        });
        const before = cookiePair(signIn.setCookie!);
        const oldSid = layer.sessionId(before)!;
        if (byFlag) store.rows.set(oldSid, JSON.stringify({ ...JSON.parse(store.rows.get(oldSid)!), rotate: true }));
        const rotated = await request(layer, byFlag ? method : 'POST', before, (req) => (byFlag ? undefined : layer.renewId(req)));
        const after = cookiePair(rotated.setCookie!);
        const newSid = layer.sessionId(after)!;
        expect(newSid).not.toBe(oldSid);
        expect(store.rows.has(oldSid)).toBe(false);
        const stored = JSON.parse(store.rows.get(newSid)!) as SessionData;
        expect(stored.passport).toEqual({ user: MEMBER });
        expect(stored.meta).toEqual({ createdAt: '2026-01-01T00:00:00.000Z', userAgent: 'Firefox' });
        expect(stored.rotate).toBeUndefined();
        expect((await request(layer, 'GET', after)).request.user?.id).toBe(MEMBER);
        expect((await request(layer, 'GET', before)).request.user).toBeUndefined();
      }),
    );
  });
});
