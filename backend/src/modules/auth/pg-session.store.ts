import type { NextFunction, Request, Response } from 'express';
import session from 'express-session';
import type { Pool } from 'pg';
import { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';
import { AuthUser } from '../../common/http/auth-user';
import { UserEntity } from '../users/entities/user.entity';
import { SessionCache } from './session-cache';

/** What the store needs from the database's notifications (SessionEndedListener). */
export interface ChangeFeed {
  readonly listening: boolean;
  on(channel: 'session_ended' | 'session_changed' | 'user_changed', handler: (payload: string) => void): void;
  onConnectionChange(handler: (listening: boolean) => void): void;
}

const TOUCH_INTERVAL_MS = 5 * 60 * 1000;

/** The user's columns, read in the same query as the session. */
const USER_COLUMNS = `u.id AS "id", u.email AS "email", u.first_name AS "firstName", u.last_name AS "lastName",
  u.profile_image_url AS "profileImageUrl", u.is_admin AS "isAdmin", u.pricing_tier AS "pricingTier",
  u.subscription_status AS "subscriptionStatus", u.invite_code_used AS "inviteCodeUsed",
  u.last_sign_in_at AS "lastSignInAt", u.created_at AS "createdAt", u.updated_at AS "updatedAt"`;

/**
 * express-session store on the `sessions` table (sid, sess, expire).
 * Reading a session is one indexed SELECT that also reads its signed-in user, so an
 * authenticated request costs one database round trip; the expiry is written back at most
 * every five minutes (not on every request), and expired rows are swept periodically.
 */
export class PgSessionStore extends session.Store {
  /** The stored expiry of recently used sessions, so touch() can tell whether a write is due. */
  private readonly loadedExpiry = new Map<string, number>();
  /** The user read with each session, for the request that read it (see attachUser). */
  private readonly loadedUser = new Map<string, AuthUser>();
  private sweepTimer?: NodeJS.Timeout;
  private cache?: SessionCache;
  private feed?: ChangeFeed;
  /** Mutations in progress on this node: while any runs, the cache is neither read nor filled. */
  private mutations = 0;

  private readonly pool: Pool;

  constructor(db: DataSource) {
    super();
    this.pool = (db.driver as PostgresDriver).master as Pool;
  }

  /** Named (prepared) statements: parsed and planned once per connection. */
  private async query<T>(name: string, text: string, values: unknown[]): Promise<T[]> {
    return (await this.pool.query({ name, text, values })).rows as T[];
  }

  startSweeping(intervalMs = 15 * 60 * 1000): void {
    this.sweepTimer = setInterval(() => void this.sweep().catch(() => undefined), intervalMs);
    this.sweepTimer.unref();
  }

  stopSweeping(): void {
    if (this.sweepTimer) clearInterval(this.sweepTimer);
  }

  async sweep(): Promise<void> {
    await this.query('session-sweep', 'DELETE FROM sessions WHERE expire < now()', []);
  }

  override get(sid: string, cb: (err: unknown, session?: session.SessionData | null) => void): void {
    this.read(sid, cb, false);
  }

  /**
   * Keeps sessions and their users for `ttlMs` on this node (bounded), for the requests that
   * `cached()` serves. The feed is the database's NOTIFYs: a session ended or changed, a user
   * changed, by whatever process; the cache is cleared and set aside whenever the feed is down.
   */
  useCache(feed: ChangeFeed, ttlMs: number, maxEntries = 10_000): void {
    if (ttlMs <= 0) return;
    const cache = new SessionCache(ttlMs, maxEntries);
    feed.on('session_ended', (sid) => cache.forgetSession(sid));
    feed.on('session_changed', (sid) => cache.forgetSession(sid));
    feed.on('user_changed', (id) => cache.forgetUser(id));
    feed.onConnectionChange(() => cache.clear());
    this.cache = cache;
    this.feed = feed;
  }

  /**
   * The same store, reading through the cache: for safe requests only (see app.factory), never
   * for mutations and admin requests, which always read the database.
   */
  cached(): session.Store {
    // express-session calls the store's methods on the object it is given: a view of this one.
    const view = Object.create(this) as PgSessionStore;
    view.get = (sid, cb) => this.read(sid, cb, true);
    return view;
  }

  /** Whether this node would serve `sid` from memory now (for tests and diagnostics). */
  isCached(sid: string): boolean {
    return !!this.cacheUsable()?.get(sid, Date.now());
  }

  /** Call when a request that may change data starts and when it has answered (see trackMutations). */
  mutationStarted(): void {
    this.mutations += 1;
    this.cache?.clear();
  }

  mutationEnded(): void {
    this.mutations -= 1;
    this.cache?.clear();
  }

  private cacheUsable(): SessionCache | undefined {
    return this.cache && this.mutations === 0 && this.feed?.listening ? this.cache : undefined;
  }

  private read(sid: string, cb: (err: unknown, session?: session.SessionData | null) => void, viaCache: boolean): void {
    const cache = viaCache ? this.cacheUsable() : undefined;
    const now = Date.now();
    if (cache) {
      const hit = cache.get(sid, now);
      if (hit) {
        if (!this.loadedExpiry.has(sid)) this.remember(this.loadedExpiry, sid, hit.expire);
        if (hit.user) this.remember(this.loadedUser, sid, hit.user);
        else this.loadedUser.delete(sid);
        cb(null, JSON.parse(hit.sess) as session.SessionData);
        return;
      }
    }
    const generation = cache?.generation ?? 0;
    this
      .query<{ __sess: session.SessionData; __expire: Date } & AuthUser>(
        'session-get',
        `SELECT s.sess AS "__sess", s.expire AS "__expire", ${USER_COLUMNS}
         FROM sessions s LEFT JOIN users u ON u.id = (s.sess #>> '{passport,user}')::uuid
         WHERE s.sid = $1 AND s.expire >= now()`,
        [sid],
      )
      .then((rows) => {
        if (rows.length === 0) {
          this.loadedUser.delete(sid);
          return cb(null, null);
        }
        const { __sess, __expire, ...row } = rows[0];
        const user = row.id ? Object.assign(new UserEntity(), row) : undefined;
        this.remember(this.loadedExpiry, sid, __expire.getTime());
        if (user) this.remember(this.loadedUser, sid, user);
        else this.loadedUser.delete(sid);
        if (cache && this.mutations === 0) cache.set(sid, { sess: JSON.stringify(__sess), expire: __expire.getTime(), user }, now, generation);
        cb(null, __sess);
      })
      .catch((err) => cb(err));
  }

  override set(sid: string, sess: session.SessionData, cb?: (err?: unknown) => void): void {
    this.cache?.forgetSession(sid);
    this.remember(this.loadedExpiry, sid, this.expiryOf(sess).getTime());
    this
      .query(
        'session-set',
        `INSERT INTO sessions (sid, sess, expire) VALUES ($1, $2, $3)
         ON CONFLICT (sid) DO UPDATE SET sess = EXCLUDED.sess, expire = EXCLUDED.expire`,
        [sid, JSON.stringify(sess), this.expiryOf(sess)],
      )
      .then(() => {
        this.cache?.forgetSession(sid);
        cb?.();
      })
      .catch((err) => cb?.(err));
  }

  override destroy(sid: string, cb?: (err?: unknown) => void): void {
    this.cache?.forgetSession(sid);
    this.loadedExpiry.delete(sid);
    this.loadedUser.delete(sid);
    this
      .query('session-destroy', 'DELETE FROM sessions WHERE sid = $1', [sid])
      .then(() => cb?.())
      .catch((err) => cb?.(err));
  }

  override touch(sid: string, sess: session.SessionData, cb?: (err?: unknown) => void): void {
    // Concurrent requests of one session share the entry, so it is kept (bounded), not taken.
    const known = this.loadedExpiry.get(sid);
    const next = this.expiryOf(sess);
    if (known !== undefined && next.getTime() - known < TOUCH_INTERVAL_MS) {
      cb?.();
      return;
    }
    this.remember(this.loadedExpiry, sid, next.getTime());
    this
      .query('session-touch', 'UPDATE sessions SET expire = $2 WHERE sid = $1', [sid, next])
      .then(() => cb?.())
      .catch((err) => cb?.(err));
  }

  /**
   * Middleware after express-session: sets req.user from the row read with this request's
   * session (no second query). The session must name that user, so a stale entry never applies.
   */
  attachUser() {
    return (req: Request, _res: Response, next: NextFunction) => {
      const userId = (req.session as { passport?: { user?: string } } | undefined)?.passport?.user;
      const user = userId ? this.loadedUser.get(req.sessionID) : undefined;
      if (user && user.id === userId) req.user = user;
      next();
    };
  }

  private remember<T>(map: Map<string, T>, sid: string, value: T) {
    if (map.size > 10_000) map.clear();
    map.set(sid, value);
  }

  private expiryOf(sess: session.SessionData): Date {
    const expires = sess.cookie?.expires;
    return expires ? new Date(expires) : new Date(Date.now() + 24 * 60 * 60 * 1000);
  }
}
