import session from 'express-session';
import { DataSource } from 'typeorm';

const TOUCH_INTERVAL_MS = 5 * 60 * 1000;

/**
 * express-session store on the `sessions` table (sid, sess, expire).
 * Reading a session is one indexed SELECT; the expiry is written back at most every
 * five minutes (not on every request), and expired rows are swept periodically.
 */
export class PgSessionStore extends session.Store {
  /** The expiry each session had when read, so touch() can tell whether a write is due. */
  private readonly loadedExpiry = new Map<string, number>();
  private sweepTimer?: NodeJS.Timeout;

  constructor(private readonly db: DataSource) {
    super();
  }

  startSweeping(intervalMs = 15 * 60 * 1000): void {
    this.sweepTimer = setInterval(() => void this.sweep().catch(() => undefined), intervalMs);
    this.sweepTimer.unref();
  }

  stopSweeping(): void {
    if (this.sweepTimer) clearInterval(this.sweepTimer);
  }

  async sweep(): Promise<void> {
    await this.db.query('DELETE FROM sessions WHERE expire < now()');
  }

  override get(sid: string, cb: (err: unknown, session?: session.SessionData | null) => void): void {
    this.db
      .query('SELECT sess, expire FROM sessions WHERE sid = $1 AND expire >= now()', [sid])
      .then((rows: { sess: session.SessionData; expire: Date }[]) => {
        if (rows.length === 0) return cb(null, null);
        this.rememberExpiry(sid, rows[0].expire.getTime());
        cb(null, rows[0].sess);
      })
      .catch((err) => cb(err));
  }

  override set(sid: string, sess: session.SessionData, cb?: (err?: unknown) => void): void {
    this.loadedExpiry.delete(sid);
    this.db
      .query(
        `INSERT INTO sessions (sid, sess, expire) VALUES ($1, $2, $3)
         ON CONFLICT (sid) DO UPDATE SET sess = EXCLUDED.sess, expire = EXCLUDED.expire`,
        [sid, JSON.stringify(sess), this.expiryOf(sess)],
      )
      .then(() => cb?.())
      .catch((err) => cb?.(err));
  }

  override destroy(sid: string, cb?: (err?: unknown) => void): void {
    this.loadedExpiry.delete(sid);
    this.db
      .query('DELETE FROM sessions WHERE sid = $1', [sid])
      .then(() => cb?.())
      .catch((err) => cb?.(err));
  }

  override touch(sid: string, sess: session.SessionData, cb?: (err?: unknown) => void): void {
    const loaded = this.loadedExpiry.get(sid);
    this.loadedExpiry.delete(sid);
    const next = this.expiryOf(sess);
    if (loaded !== undefined && next.getTime() - loaded < TOUCH_INTERVAL_MS) {
      cb?.();
      return;
    }
    this.db
      .query('UPDATE sessions SET expire = $2 WHERE sid = $1', [sid, next])
      .then(() => cb?.())
      .catch((err) => cb?.(err));
  }

  private rememberExpiry(sid: string, expiry: number) {
    if (this.loadedExpiry.size > 10_000) this.loadedExpiry.clear();
    this.loadedExpiry.set(sid, expiry);
  }

  private expiryOf(sess: session.SessionData): Date {
    const expires = sess.cookie?.expires;
    return expires ? new Date(expires) : new Date(Date.now() + 24 * 60 * 60 * 1000);
  }
}
