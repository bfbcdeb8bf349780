import type { Pool } from 'pg';
import { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';
import { AuthUser } from '../../common/http/auth-user';
import { UserEntity } from '../users/entities/user.entity';
import { SessionCache } from './session-cache';
import type { SessionData } from './session-data';

/** What the store needs from the database's notifications (ChangeFeed). */
export interface SessionFeed {
  readonly listening: boolean;
  on(channel: 'session_ended' | 'session_rotated' | 'session_changed' | 'user_changed', handler: (payload: string) => void): void;
  onConnectionChange(handler: (listening: boolean) => void): void;
}

/** The stored expiry is moved forward at most this often (and the cookie re-sent with it). */
export const TOUCH_INTERVAL_MS = 5 * 60 * 1000;

/** The user's columns, read in the same query as the session. */
const USER_COLUMNS = `u.id AS "id", u.email AS "email", u.first_name AS "firstName", u.last_name AS "lastName",
  u.profile_image_url AS "profileImageUrl", u.is_admin AS "isAdmin", u.is_moderator AS "isModerator", u.pricing_tier AS "pricingTier",
  u.subscription_status AS "subscriptionStatus", u.invite_code_used AS "inviteCodeUsed",
  u.last_sign_in_at AS "lastSignInAt", u.created_at AS "createdAt", u.updated_at AS "updatedAt"`;

/** A session as one request reads it: its data (a fresh object for this request) and its signed-in user. */
export interface LoadedSession {
  sess: SessionData;
  user?: AuthUser;
}

/**
 * The session store on the `sessions` table (sid, sess, expire), the same rows and JSON shape
 * express-session wrote (so sessions survive the change of web framework).
 * Reading a session is one indexed SELECT that also reads its signed-in user, so an
 * authenticated request costs one database round trip, or none when the per-node cache has it;
 * the expiry is written back at most every five minutes (not on every request), and expired rows
 * are swept periodically.
 */
export class PgSessionStore {
  /** The stored expiry of recently used sessions, so touch() can tell whether a write is due. */
  private readonly loadedExpiry = new Map<string, number>();
  private sweepTimer?: NodeJS.Timeout;
  private cache?: SessionCache;
  private feed?: SessionFeed;
  /** Mutations in progress on this node: while any runs, the cache is neither read nor filled. */
  private mutations = 0;

  private readonly pool: Pool;

  constructor(db: DataSource) {
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

  /**
   * Keeps sessions and their users for `ttlMs` on this node (bounded), for the reads that ask for
   * it. The feed is the database's NOTIFYs: a session ended or changed, a user changed, by
   * whatever process; the cache is cleared and set aside whenever the feed is down.
   */
  useCache(feed: SessionFeed, ttlMs: number, maxEntries = 10_000): void {
    if (ttlMs <= 0) return;
    const cache = new SessionCache(ttlMs, maxEntries);
    feed.on('session_ended', (sid) => cache.forgetSession(sid));
    feed.on('session_rotated', (sid) => cache.forgetSession(sid));
    feed.on('session_changed', (sid) => cache.forgetSession(sid));
    feed.on('user_changed', (id) => cache.forgetUser(id));
    feed.onConnectionChange(() => cache.clear());
    this.cache = cache;
    this.feed = feed;
  }

  /** Whether this node would serve `sid` from memory now (for tests and diagnostics). */
  isCached(sid: string): boolean {
    return !!this.cacheUsable()?.get(sid, Date.now());
  }

  /** Call when a request that may change data starts and when it has answered (see SessionLayer). */
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

  /**
   * The unexpired session `sid` with its user, or null. `viaCache` (safe, non-admin requests only)
   * may answer from this node's cache; otherwise the database is read.
   */
  async load(sid: string, viaCache: boolean): Promise<LoadedSession | null> {
    const cache = viaCache ? this.cacheUsable() : undefined;
    const now = Date.now();
    if (cache) {
      const hit = cache.get(sid, now);
      if (hit) {
        if (!this.loadedExpiry.has(sid)) this.remember(sid, hit.expire);
        return { sess: JSON.parse(hit.sess) as SessionData, user: hit.user };
      }
    }
    const generation = cache?.generation ?? 0;
    const rows = await this.query<{ __sess: SessionData; __expire: Date } & AuthUser>(
      'session-get',
      `SELECT s.sess AS "__sess", s.expire AS "__expire", ${USER_COLUMNS}
       FROM sessions s LEFT JOIN users u ON u.id = (s.sess #>> '{passport,user}')::uuid AND u.deleted_at IS NULL
       WHERE s.sid = $1 AND s.expire >= now()`,
      [sid],
    );
    if (rows.length === 0) return null;
    const { __sess, __expire, ...row } = rows[0];
    const user = row.id ? Object.assign(new UserEntity(), row) : undefined;
    this.remember(sid, __expire.getTime());
    if (cache && this.mutations === 0) cache.set(sid, { sess: JSON.stringify(__sess), expire: __expire.getTime(), user }, now, generation);
    return { sess: __sess, user };
  }

  /** Stores a session this request created (its id is new and random, so it cannot meet an existing row). */
  async insert(sid: string, sess: SessionData, expires: Date): Promise<void> {
    this.remember(sid, expires.getTime());
    await this.query('session-insert', 'INSERT INTO sessions (sid, sess, expire) VALUES ($1, $2, $3)', [sid, JSON.stringify(sess), expires]);
  }

  /**
   * Saves an existing session only if its row still exists: a session that was ended (revoked,
   * signed out, its password changed, its account deleted) while a request of it ran is never
   * written back. Answers whether the row was there.
   */
  async update(sid: string, sess: SessionData, expires: Date): Promise<boolean> {
    this.cache?.forgetSession(sid);
    this.remember(sid, expires.getTime());
    const result = await this.pool.query({
      name: 'session-update',
      text: 'UPDATE sessions SET sess = $2, expire = $3 WHERE sid = $1',
      values: [sid, JSON.stringify(sess), expires],
    });
    this.cache?.forgetSession(sid);
    return (result.rowCount ?? 0) > 0;
  }

  /**
   * Takes a pending WebAuthn challenge out of the stored session, once: of any number of
   * concurrent requests presenting the same challenge, exactly one sees `true`.
   */
  async takeChallenge(sid: string, kind: string, challenge: string): Promise<boolean> {
    this.cache?.forgetSession(sid);
    const result = await this.pool.query({
      name: 'session-take-challenge',
      text: `UPDATE sessions SET sess = (sess::jsonb - 'webauthn')::json
             WHERE sid = $1 AND sess #>> '{webauthn,kind}' = $2 AND sess #>> '{webauthn,challenge}' = $3 AND expire >= now()`,
      values: [sid, kind, challenge],
    });
    return (result.rowCount ?? 0) > 0;
  }

  async destroy(sid: string): Promise<void> {
    this.cache?.forgetSession(sid);
    this.loadedExpiry.delete(sid);
    await this.query('session-destroy', 'DELETE FROM sessions WHERE sid = $1', [sid]);
  }

  /** Whether moving the stored expiry of `sid` to `next` is due (it last moved TOUCH_INTERVAL_MS ago or more). */
  touchDue(sid: string, next: Date): boolean {
    const known = this.loadedExpiry.get(sid);
    return known === undefined || next.getTime() - known >= TOUCH_INTERVAL_MS;
  }

  /** Moves the stored expiry forward; answers whether the row was still there. */
  async touch(sid: string, next: Date): Promise<boolean> {
    this.remember(sid, next.getTime());
    const result = await this.pool.query({ name: 'session-touch', text: 'UPDATE sessions SET expire = $2 WHERE sid = $1', values: [sid, next] });
    return (result.rowCount ?? 0) > 0;
  }

  /**
   * Moves a session to a new id in one statement: the old row is deleted (its NOTIFY tells every
   * node's cache and closes its sockets) and the new one written only if the old one existed. The
   * statement marks its own row as rotated (`pfe.session_rotation`, this transaction only), so the
   * trigger says `session_rotated`, not `session_ended`: the page is not told its session ended.
   */
  async rotate(oldSid: string, newSid: string, sess: SessionData, expires: Date): Promise<boolean> {
    this.cache?.forgetSession(oldSid);
    this.loadedExpiry.delete(oldSid);
    this.remember(newSid, expires.getTime());
    const result = await this.pool.query({
      name: 'session-rotate',
      text: `WITH old AS (DELETE FROM sessions WHERE sid = $1 AND set_config('pfe.session_rotation', $1, true) IS NOT NULL RETURNING sid)
             INSERT INTO sessions (sid, sess, expire) SELECT $2, $3, $4 FROM old`,
      values: [oldSid, newSid, JSON.stringify(sess), expires],
    });
    return (result.rowCount ?? 0) > 0;
  }

  private remember(sid: string, expire: number) {
    // Concurrent requests of one session share the entry, so it is kept (bounded), not taken.
    if (this.loadedExpiry.size > 10_000) this.loadedExpiry.clear();
    this.loadedExpiry.set(sid, expire);
  }
}
