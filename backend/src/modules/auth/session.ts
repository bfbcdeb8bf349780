import { parse as parseCookies, serialize as serializeCookie } from 'cookie';
import { sign, unsign } from 'cookie-signature';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { AccessLevel } from '../../common/access/access.decorator';
import { requiredLevel } from '../../common/access/access.guard';
import type { AuthUser } from '../../common/http/auth-user';
import type { PgSessionStore } from './pg-session.store';

/** The cookie part of a stored session (the shape express-session wrote, kept so old rows still read). */
export interface SessionCookieData {
  originalMaxAge: number;
  expires: string;
  httpOnly: boolean;
  path: string;
  sameSite: 'lax';
  secure: boolean;
}

/** What the platform keeps in a session. */
export interface SessionData {
  cookie: SessionCookieData;
  /** passport's record of the signed-in user (its SessionManager writes it). */
  passport?: { user?: string };
  /** When this sign-in happened and the user agent it came from (for the member's session list). */
  meta?: { createdAt: string; userAgent: string };
  /** A pending WebAuthn ceremony's challenge, single use, short-lived. */
  webauthn?: { kind: 'registration' | 'authentication'; challenge: string; expiresAt: number };
}

const DATA_KEYS = ['cookie', 'passport', 'meta', 'webauthn'] as const;

type Callback = (err?: unknown) => void;

/** What a Session's methods act on: the request's session state (RequestSession). */
interface SessionControl {
  regenerate(): Promise<void>;
  save(): Promise<void>;
  destroy(): Promise<void>;
}

const CONTROL = Symbol('session.control');

/**
 * A request's session: its data as own properties (what is stored), plus the callback methods of
 * express-session's Session that passport's SessionManager calls (regenerate, save, destroy).
 */
export class Session implements SessionData {
  declare readonly id: string;
  declare cookie: SessionCookieData;
  declare passport?: SessionData['passport'];
  declare meta?: SessionData['meta'];
  declare webauthn?: SessionData['webauthn'];
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
  secret: string;
  maxAgeMs: number;
  /** Send the cookie with `Secure` (production). */
  secure: boolean;
}

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);
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

  /**
   * `readOnly`: a safe request (GET, HEAD, OPTIONS), which never changes its session, so its data
   * is not compared at the end; it may still end the session (GET /api/logout) or move its expiry.
   */
  constructor(
    private readonly layer: SessionLayer,
    private readonly request: FastifyRequest,
    private isNew: boolean,
    private readonly readOnly: boolean,
    id: string,
    data: SessionData,
  ) {
    this.install(id, data);
    this.savedJson = readOnly ? '' : JSON.stringify(this.session);
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
    this.install(newId(), { cookie: this.layer.cookieData() });
    this.savedJson = JSON.stringify(this.session);
  }

  async save(): Promise<void> {
    const session = this.session;
    session.cookie = this.layer.cookieData();
    await this.layer.store.save(session.id, session, new Date(session.cookie.expires));
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

  /** At the end of the request: save what changed, move the expiry forward when due, send the cookie. */
  async commit(reply: FastifyReply): Promise<void> {
    if (this.destroyed || !this.request.session) return;
    const session = this.session;
    if (!this.readOnly && JSON.stringify(session) !== this.savedJson) {
      await this.save();
    } else if (!this.isNew) {
      const next = new Date(Date.now() + this.layer.settings.maxAgeMs);
      if (this.layer.store.touchDue(session.id, next)) {
        await this.layer.store.touch(session.id, next);
        this.cookieDue = true;
      }
    }
    if (this.cookieDue) this.layer.setCookie(reply, session.id);
  }
}

/**
 * Cookie sessions for the API, in place of express-session (same cookie format `s:<sid>.<hmac>`,
 * same rows): `open` reads the session (and its user) when the request carries a valid cookie,
 * and starts an unsaved one for a request that may change data (so passport can sign in on it);
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
  private readonly verified = new Map<string, string>();

  constructor(
    readonly store: PgSessionStore,
    readonly settings: SessionSettings,
  ) {
    this.cookiePrefix = `${settings.cookieName}=`;
  }

  /** The session id a Cookie header carries, when its signature is ours. */
  sessionId(cookieHeader: string | undefined): string | undefined {
    if (!cookieHeader || !cookieHeader.includes(this.cookiePrefix)) return undefined;
    const value = parseCookies(cookieHeader)[this.settings.cookieName];
    if (!value || !value.startsWith('s:')) return undefined;
    const known = this.verified.get(value);
    if (known !== undefined) return known;
    const sid = unsign(value.slice(2), this.settings.secret);
    if (sid === false) return undefined;
    if (this.verified.size >= 10_000) this.verified.clear();
    this.verified.set(value, sid);
    return sid;
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
      serializeCookie(this.settings.cookieName, `s:${sign(sid, this.settings.secret)}`, {
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

  /** onRequest (API requests): reads the session and its user; see the class comment. */
  async open(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const safe = isSafeMethod(request.method);
    if (!safe) this.trackMutation(reply);
    const sid = this.sessionId(request.headers.cookie);
    if (safe && !sid) return;
    const viaCache = safe && requiredLevel(AccessLevel.Public, request.url) !== AccessLevel.Admin;
    const loaded = sid ? await this.store.load(sid, viaCache) : null;
    if (loaded) {
      (request as StatefulRequest)[STATE] = new RequestSession(this, request, false, safe, sid!, loaded.sess);
      if (loaded.user && loaded.user.id === loaded.sess.passport?.user) request.user = loaded.user;
    } else if (!safe) {
      (request as StatefulRequest)[STATE] = new RequestSession(this, request, true, false, newId(), { cookie: this.cookieData() });
    }
  }

  /** onSend (API requests): see RequestSession.commit. */
  async commit(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    await (request as StatefulRequest)[STATE]?.commit(reply);
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
