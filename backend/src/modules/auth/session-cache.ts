import { AuthUser } from '../../common/http/auth-user';

/** One session as read from the database: its data (JSON text, parsed anew for each request), expiry and user. */
export interface CachedSession {
  sess: string;
  expire: number;
  user?: AuthUser;
}

interface Entry extends CachedSession {
  /** When this node stops trusting the entry, whatever it hears. */
  until: number;
}

/**
 * A short-lived, bounded, per-node cache of sessions and their users, so a signed-in read costs
 * no query of its own. It is only correct while something tells it about every change: the
 * session store feeds it the database's NOTIFYs (session ended or changed, user changed) and
 * clears it when that feed drops or when a mutation on this node finishes (see PgSessionStore).
 * `generation` moves on every clear, so a read that started before a clear does not store what
 * it read after it.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  private readonly byUser = new Map<string, Set<string>>();
  private gen = 0;

  constructor(
    readonly ttlMs: number,
    private readonly maxEntries = 10_000,
  ) {}

  get generation(): number {
    return this.gen;
  }

  get size(): number {
    return this.entries.size;
  }

  get(sid: string, now: number): CachedSession | undefined {
    const entry = this.entries.get(sid);
    if (!entry) return undefined;
    if (entry.until <= now || entry.expire < now) {
      this.delete(sid);
      return undefined;
    }
    return entry;
  }

  /** Stores what was read, unless the cache was cleared since the read began (`generation` then). */
  set(sid: string, value: CachedSession, now: number, generation: number): void {
    if (this.ttlMs <= 0 || generation !== this.gen) return;
    this.delete(sid);
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.delete(oldest);
    }
    this.entries.set(sid, { ...value, until: now + this.ttlMs });
    const userId = value.user?.id;
    if (userId) {
      let sids = this.byUser.get(userId);
      if (!sids) this.byUser.set(userId, (sids = new Set()));
      sids.add(sid);
    }
  }

  delete(sid: string): void {
    const entry = this.entries.get(sid);
    if (!entry) return;
    this.entries.delete(sid);
    const userId = entry.user?.id;
    const sids = userId ? this.byUser.get(userId) : undefined;
    if (sids) {
      sids.delete(sid);
      if (sids.size === 0) this.byUser.delete(userId!);
    }
  }

  /** Every session of this user (its flags, email or password changed, or it was deleted). */
  forgetUser(userId: string): void {
    this.gen += 1;
    for (const sid of this.byUser.get(userId) ?? []) this.entries.delete(sid);
    this.byUser.delete(userId);
  }

  forgetSession(sid: string): void {
    this.gen += 1;
    this.delete(sid);
  }

  clear(): void {
    this.gen += 1;
    this.entries.clear();
    this.byUser.clear();
  }
}
