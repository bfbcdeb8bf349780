import { sign } from 'cookie-signature';
import type { PgSessionStore } from './pg-session.store';
import { SessionLayer } from './session';

const SECRET = 'unit-test-secret-that-is-long-enough-0123456789';
const PREVIOUS = 'previous-secret-that-is-long-enough-0123456789';
const layer = () => new SessionLayer({} as PgSessionStore, { cookieName: 'pfe.sid', secrets: [SECRET, PREVIOUS], maxAgeMs: 60_000, secure: false });
const cookieFor = (sid: string, secret = SECRET) => `pfe.sid=${encodeURIComponent(`s:${sign(sid, secret)}`)}`;

describe('SessionLayer.sessionId', () => {
  it('reads the session id from a cookie signed with our secret, among other cookies', () => {
    expect(layer().sessionId(`theme=dark; ${cookieFor('abc123')}; other=1`)).toBe('abc123');
  });

  it('refuses a cookie signed with another secret, unsigned, tampered or missing', () => {
    const sessions = layer();
    expect(sessionsOf(sessions, [cookieFor('abc123', 'another-secret-that-is-long-enough-0123456789'), 'pfe.sid=abc123', 'pfe.sid=s%3Aabc123', 'other=1', ''])).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    const good = cookieFor('abc123');
    expect(sessions.sessionId(good.replace('abc123', 'abc124'))).toBeUndefined();
  });

  it('remembers only values it verified: a forged value is refused every time', () => {
    const sessions = layer();
    const forged = `pfe.sid=${encodeURIComponent('s:victim.AAAA')}`;
    expect(sessions.sessionId(forged)).toBeUndefined();
    expect(sessions.sessionId(forged)).toBeUndefined();
    expect(sessions.sessionId(cookieFor('victim'))).toBe('victim');
    expect(sessions.sessionId(cookieFor('victim'))).toBe('victim');
  });
});

describe('SessionLayer.verify', () => {
  it('accepts a cookie signed with a previous secret and asks for it to be re-signed', () => {
    expect(layer().verify(cookieFor('abc123', PREVIOUS))).toEqual({ sid: 'abc123', resign: true });
    expect(layer().verify(cookieFor('abc123'))).toEqual({ sid: 'abc123', resign: false });
  });

  it('names no session when two different values arrive under our name (a planted cookie beside ours)', () => {
    const sessions = layer();
    expect(sessions.verify(`${cookieFor('attacker')}; ${cookieFor('victim')}`)).toBeUndefined();
    expect(sessions.verify(`${cookieFor('victim')}; ${cookieFor('victim')}`)).toEqual({ sid: 'victim', resign: false });
  });

  it('answers a header it verified before alike, and still reads a planted value beside a remembered one as none', () => {
    const sessions = layer();
    const header = `theme=dark; ${cookieFor('victim')}`;
    expect(sessions.verify(header)).toEqual({ sid: 'victim', resign: false });
    expect(sessions.verify(header)).toEqual({ sid: 'victim', resign: false });
    expect(sessions.verify(`${header}; ${cookieFor('attacker')}`)).toBeUndefined();
    expect(sessions.verify(`${header.replace('dark', 'light')}`)).toEqual({ sid: 'victim', resign: false });
    // A header longer than it keeps whole is verified every time, with the same answers.
    const long = `pad=${'x'.repeat(2000)}; ${cookieFor('victim')}`;
    expect([sessions.verify(long), sessions.verify(long)]).toEqual([{ sid: 'victim', resign: false }, { sid: 'victim', resign: false }]);
    expect(sessions.verify(`${long}; ${cookieFor('attacker')}`)).toBeUndefined();
  });
});

function sessionsOf(sessions: SessionLayer, headers: string[]) {
  return headers.map((h) => sessions.sessionId(h));
}
