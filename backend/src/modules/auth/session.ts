import { parse as parseCookies, serialize as serializeCookie } from 'cookie';
import { sign, unsign } from 'cookie-signature';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { AccessLevel } from '../../common/access/access.decorator';
import { requiredLevel } from '../../common/access/access.guard';
import type { AuthUser } from '../../common/http/auth-user';
import type { PgSessionStore } from './pg-session.store';
import type { SessionCookieData, SessionData } from './session-data';

const DATA_KEYS = ['cookie', 'passport', 'meta', 'webauthn', 'rotate'] as const;

type Callback = (err?: unknown) => void;

/** What a sign-in puts in a fresh session: who (passport's record, `passport.user`) and when, from where. */
export type SignedInData = Required<Pick<SessionData, 'passport' | 'meta'>>;

/** What a Session's methods act on: the request's session state (RequestSession). */
interface SessionControl {
  regenerate(): Promise<void>;
  save(): Promise<void>;
  destroy(): Promise<void>;
}

const CONTROL = Symbol('session.control');

/**
 * A request's session: its data as own properties (what is stored), plus the callback methods of
 * express-session's Session (regenerate, save, destroy; SessionService.signOut ends one with destroy).
 */
export class Session implements SessionData {
  declare readonly id: string;
  declare cookie: SessionCookieData;
  declare passport?: SessionData['passport'];
  declare meta?: SessionData['meta'];
  declare webauthn?: SessionData['webauthn'];
  declare rotate?: boolean;
  declare private readonly [CONTROL]: SessionControl;

  constructor(id: string, data: SessionData, control: SessionControl) {
    Object.defineProperty(this, 'id', { value: id });
    Object.defineProperty(this, CONTROL, { value: control });
    // Only the known keys, never whatever else a stored row might hold.
    for (const key of DATA_KEYS) if (data[key] !== undefined) (this as Record<string, unknown>)[key] = data[key];
  }

  regenerate(cb: Callback): void {
    this[CONTROL].regenerate().then(() => cb(), cb);
  }

  save(cb?: Callback): void {
    this[CONTROL].save().then(() => cb?.(), (err: unknown) => cb?.(err));
  }

  destroy(cb?: Callback): void {
    this[CONTROL].destroy().then(() => cb?.(), (err: unknown) => cb?.(err));
  }
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The session, when the request carried a valid session cookie or may change data. */
    session?: Session;
    sessionID?: string;
    /** The signed-in user, read with the session. */
    user?: AuthUser;
  }
}

export interface SessionSettings {
  cookieName: string;
  /** The current secret first (it signs), then previous ones still accepted while rotating. */
  secrets: readonly string[];
  maxAgeMs: number;
  /** Send the cookie with `Secure` (production). */
  secure: boolean;
}

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);
/** The longest Cookie header SessionLayer.verify remembers whole (longer ones are parsed each time). */
const MAX_REMEMBERED_HEADER = 1024;
/** GET, HEAD and OPTIONS: requests that change nothing (and never start or change a session). */
export const isSafeMethod = (method: string): boolean => SAFE.has(method);
const STATE = Symbol('session.state');
const newId = () => randomBytes(24).toString('base64url');

type StatefulRequest = FastifyRequest & { [STATE]?: RequestSession };

/** One request's session state: what was loaded, whether it changed, whether the cookie must go out. */
class RequestSession implements SessionControl {
  /** The stored form as last read or written; the session is saved at the end if it differs. */
  private savedJson: string;
  private cookieDue = false;
  private destroyed = false;
  /** The session's row was gone when this request went to write it: the request answers as signed out. */
  ended = false;
  /** The id is to be renewed when the request ends (a privilege change). */
  private rotateDue = false;

  /**
   * `readOnly`: a safe request (GET, HEAD, OPTIONS), which never changes its session, so its data
   * is not compared at the end; it may still end the session (GET /api/logout) or move its expiry.
   * `resign`: the cookie was signed with a previous secret, so it is sent again under the current one.
   */
  constructor(
    private readonly layer: SessionLayer,
    private readonly request: FastifyRequest,
    private isNew: boolean,
    private readonly readOnly: boolean,
    id: string,
    data: SessionData,
    resign = false,
  ) {
    this.install(id, data);
    this.savedJson = readOnly ? '' : JSON.stringify(this.session);
    this.cookieDue = resign;
    if (data.rotate) this.renewId();
  }

  private get session(): Session {
    return this.request.session!;
  }

  private install(id: string, data: SessionData) {
    this.request.session = new Session(id, data, this);
    this.request.sessionID = id;
  }

  async regenerate(): Promise<void> {
    if (!this.isNew) await this.layer.store.destroy(this.session.id);
    this.isNew = true;
    this.rotateDue = false;
    this.install(newId(), { cookie: this.layer.cookieData() });
    this.savedJson = JSON.stringify(this.session);
  }

  /**
   * A sign-in: the session starts over under a new id (the old row deleted, so no fixation) holding
   * `data`, and is saved now (what passport's SessionManager.logIn does with regenerate and save).
   */
  async signIn(data: SignedInData): Promise<void> {
    await this.regenerate();
    Object.assign(this.session, data);
    await this.save();
  }

  /** Keeps the session's data under a new id, written when the request ends (see commit). */
  renewId(): void {
    this.rotateDue = !this.isNew;
  }

  async save(): Promise<void> {
    const session = this.session;
    session.cookie = this.layer.cookieData();
    const expires = new Date(session.cookie.expires);
    if (this.isNew) await this.layer.store.insert(session.id, session, expires);
    else if (!(await this.layer.store.update(session.id, session, expires))) return this.end();
    this.savedJson = JSON.stringify(session);
    this.isNew = false;
    this.cookieDue = true;
  }

  async destroy(): Promise<void> {
    const id = this.session.id;
    this.destroyed = true;
    this.request.session = undefined;
    await this.layer.store.destroy(id);
  }

  /** The row is gone: nothing of this session is written, and the request is no longer signed in. */
  private end(): void {
    this.ended = true;
    this.request.session = undefined;
    this.request.user = undefined;
  }

  /** At the end of the request: save what changed, move the expiry forward when due, send the cookie. */
  async commit(reply: FastifyReply): Promise<void> {
    if (this.destroyed || !this.request.session) return;
    const session = this.session;
    if (this.rotateDue) return this.commitRotation(reply);
    if (!this.readOnly && JSON.stringify(session) !== this.savedJson) {
      await this.save();
    } else if (!this.isNew) {
      const next = new Date(Date.now() + this.layer.settings.maxAgeMs);
      if (this.layer.store.touchDue(session.id, next)) {
        if (!(await this.layer.store.touch(session.id, next))) return this.end();
        this.cookieDue = true;
      }
    }
    if (this.cookieDue && !this.ended) this.layer.setCookie(reply, session.id);
  }

  /**
   * Moves the session's data to a new id in one statement (the old row must still exist, so an
   * ended session is not revived); a request of the same session that rotated it first wins, and
   * this one answers with the old id untouched (its cookie is already replaced).
   */
  private async commitRotation(reply: FastifyReply): Promise<void> {
    const session = this.session;
    const oldId = session.id;
    const newIdValue = newId();
    const { rotate: _drop, ...data } = session;
    const fresh = new Session(newIdValue, { ...data, cookie: this.layer.cookieData() } as SessionData, this);
    if (!(await this.layer.store.rotate(oldId, newIdValue, fresh, new Date(fresh.cookie.expires)))) return;
    this.request.session = fresh;
    this.request.sessionID = newIdValue;
    this.rotateDue = false;
    this.isNew = false;
    this.layer.setCookie(reply, newIdValue);
  }
}

/**
 * Cookie sessions for the API, in place of express-session (same cookie format `s:<sid>.<hmac>`,
 * same rows): `open` reads the session (and its user) when the request carries a valid cookie,
 * and starts an unsaved one for a request that may change data (so a sign-in can happen on it);
 * `commit` saves it when it changed, moves its expiry forward at most every few minutes (re-sending
 * the cookie then), and never saves a session nothing was put in.
 *
 * Safe, non-admin requests read the session and user through the per-node cache; mutations and
 * admin requests always read the database, so a revoked session can never write and a demoted
 * admin is never served as one. A mutation also clears this node's cache when it starts and again
 * when it has answered (its change is committed by then), so whatever it changed is read afresh
 * by the next request on this node. A safe request without the cookie costs nothing here.
 */
export class SessionLayer {
  private readonly cookiePrefix: string;
  /** Cookie values whose signature this node has checked, with their session id (bounded). */
  private readonly verified = new Map<string, { sid: string; resign: boolean }>();
  /**
   * Whole Cookie headers (up to MAX_REMEMBERED_HEADER characters) found to carry one of those values
   * and no other under our name: a browser sends the same header on every request, so the next one
   * is answered without splitting and parsing it again (bounded).
   */
  private readonly verifiedHeaders = new Map<string, { sid: string; resign: boolean }>();

  constructor(
    readonly store: PgSessionStore,
    readonly settings: SessionSettings,
  ) {
    this.cookiePrefix = `${settings.cookieName}=`;
  }

  /**
   * The session id a Cookie header carries, when its signature is one of ours (`resign`: signed
   * with a previous secret). A header with two different values under our name (a cookie planted
   * beside ours, e.g. from a sibling domain where the `__Host-` prefix is not in use) names none.
   */
  verify(cookieHeader: string | undefined): { sid: string; resign: boolean } | undefined {
    if (!cookieHeader || !cookieHeader.includes(this.cookiePrefix)) return undefined;
    const seen = this.verifiedHeaders.get(cookieHeader);
    if (seen !== undefined) return seen;
    const result = this.verifyValue(cookieHeader);
    if (result && cookieHeader.length <= MAX_REMEMBERED_HEADER) {
      if (this.verifiedHeaders.size >= 10_000) this.verifiedHeaders.clear();
      this.verifiedHeaders.set(cookieHeader, result);
    }
    return result;
  }

  private verifyValue(cookieHeader: string): { sid: string; resign: boolean } | undefined {
    const values = new Set<string>();
    for (const pair of cookieHeader.split(';')) {
      const eq = pair.indexOf('=');
      if (eq > 0 && pair.slice(0, eq).trim() === this.settings.cookieName) values.add(pair.slice(eq + 1).trim());
    }
    if (values.size !== 1) return undefined;
    const value = parseCookies(cookieHeader)[this.settings.cookieName];
    if (!value || !value.startsWith('s:')) return undefined;
    const known = this.verified.get(value);
    if (known !== undefined) return known;
    const secrets = this.settings.secrets;
    for (let i = 0; i < secrets.length; i += 1) {
      const sid = unsign(value.slice(2), secrets[i]);
      if (sid === false) continue;
      const result = { sid, resign: i > 0 };
      if (this.verified.size >= 10_000) this.verified.clear();
      this.verified.set(value, result);
      return result;
    }
    return undefined;
  }

  /** The session id a Cookie header carries, when its signature is ours (see verify). */
  sessionId(cookieHeader: string | undefined): string | undefined {
    return this.verify(cookieHeader)?.sid;
  }

  cookieData(): SessionCookieData {
    return {
      originalMaxAge: this.settings.maxAgeMs,
      expires: new Date(Date.now() + this.settings.maxAgeMs).toISOString(),
      httpOnly: true,
      path: '/',
      sameSite: 'lax',
      secure: this.settings.secure,
    };
  }

  setCookie(reply: FastifyReply, sid: string): void {
    reply.header(
      'set-cookie',
      serializeCookie(this.settings.cookieName, `s:${sign(sid, this.settings.secrets[0])}`, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: this.settings.secure,
        expires: new Date(Date.now() + this.settings.maxAgeMs),
      }),
    );
  }

  clearCookie(reply: FastifyReply): void {
    reply.header(
      'set-cookie',
      serializeCookie(this.settings.cookieName, '', { path: '/', httpOnly: true, sameSite: 'lax', secure: this.settings.secure, expires: new Date(0) }),
    );
  }

  /**
   * onRequest (API requests): reads the session and its user; see the class comment. Whether the
   * cache may answer is decided on the route Fastify matched (`/api/%61dmin/...` is routed to the
   * admin handler, so it is an admin request), never on the raw URL; an unrouted request reads the
   * database.
   */
  async open(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const safe = isSafeMethod(request.method);
    if (!safe) this.trackMutation(reply);
    const cookie = this.verify(request.headers.cookie);
    if (safe && !cookie) return;
    const routed = request.routeOptions.url;
    const viaCache = safe && routed !== undefined && requiredLevel(AccessLevel.Public, routed) !== AccessLevel.Admin;
    const loaded = cookie ? await this.store.load(cookie.sid, viaCache) : null;
    if (loaded) {
      (request as StatefulRequest)[STATE] = new RequestSession(this, request, false, safe, cookie!.sid, loaded.sess, cookie!.resign);
      if (loaded.user && loaded.user.id === loaded.sess.passport?.user) request.user = loaded.user;
    } else if (!safe) {
      (request as StatefulRequest)[STATE] = new RequestSession(this, request, true, false, newId(), { cookie: this.cookieData() });
    }
  }

  /**
   * onSend (API requests): see RequestSession.commit. Answers true when the session turned out to
   * have ended while the request ran (the caller then answers as signed out).
   */
  async commit(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    const state = (request as StatefulRequest)[STATE];
    if (!state) return false;
    await state.commit(reply);
    return state.ended;
  }

  /** Signs the request in on a fresh session holding `data` (see RequestSession.signIn); only a request that may change data has a session to do it on. */
  async signIn(request: FastifyRequest, data: SignedInData): Promise<void> {
    const state = (request as StatefulRequest)[STATE];
    if (!state) throw new Error('Sign-in needs a session (a request that may change data)');
    await state.signIn(data);
  }

  /** Gives the request's session a new id when it ends, keeping its data (a privilege change). */
  renewId(request: FastifyRequest): void {
    (request as StatefulRequest)[STATE]?.renewId();
  }

  /** The signed-in user of the session a Cookie header names, read from the database (never the cache). */
  async freshUser(cookieHeader: string | undefined): Promise<AuthUser | undefined> {
    const sid = this.sessionId(cookieHeader);
    const loaded = sid ? await this.store.load(sid, false) : null;
    return loaded?.user && loaded.user.id === loaded.sess.passport?.user ? loaded.user : undefined;
  }

  /**
   * For the socket.io handshake (engine middleware on the raw request): sets `sessionID` and `user`
   * from the cookie, always reading the database.
   */
  handshake() {
    return (req: IncomingMessage & { sessionID?: string; user?: AuthUser }, _res: unknown, next: (err?: unknown) => void) => {
      const sid = this.sessionId(req.headers.cookie);
      if (!sid) return next();
      this.freshUser(req.headers.cookie).then((user) => {
        if (user) {
          req.sessionID = sid;
          req.user = user;
        }
        next();
      }, next);
    };
  }

  private trackMutation(reply: FastifyReply) {
    this.store.mutationStarted();
    let ended = false;
    const end = () => {
      if (ended) return;
      ended = true;
      this.store.mutationEnded();
    };
    reply.raw.once('close', end);
    (reply as FastifyReply & { [STATE]?: () => void })[STATE] = end;
  }

  /** Ends the mutation's hold on the cache as soon as its answer is ready (see trackMutation). */
  answered(reply: FastifyReply): void {
    (reply as FastifyReply & { [STATE]?: () => void })[STATE]?.();
  }
}
