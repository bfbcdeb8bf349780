import type { EntityManager } from 'typeorm';

/**
 * The platform's PostgreSQL advisory lock keys. A sub-app declares its own in its manifest entry
 * (`locks`, from its `<app>.locks.ts`), and the application refuses to start when two keys of the
 * platform and the apps collide (modules/sub-apps/sub-app.ts). All are transaction-scoped (released
 * at commit or rollback).
 */
export const AdvisoryLock = {
  /** Changing which pricing tier is current. */
  currentTier: 727_001,
  /** The daily subscription status recompute, once across nodes. */
  subscriptionsDaily: 727_002,
  /** Removing an admin flag (never the last admin). */
  adminFlag: 727_003,
  /** Blocks (shared) against matching's read of blocks and creation of pairs (exclusive). */
  blocksVsMatching: 727_006,
  /** The daily notification retention sweep, once across nodes. */
  notificationsDaily: 727_020,
} as const;

/** Waits for the lock (exclusive, or shared with other shared holders). */
export async function lockXact(tx: EntityManager, key: number, mode: 'exclusive' | 'shared' = 'exclusive'): Promise<void> {
  await tx.query(mode === 'shared' ? 'SELECT pg_advisory_xact_lock_shared($1)' : 'SELECT pg_advisory_xact_lock($1)', [key]);
}

/** Takes the lock if free; false when another transaction holds it. */
export async function tryLockXact(tx: EntityManager, key: number): Promise<boolean> {
  const [{ locked }] = await tx.query('SELECT pg_try_advisory_xact_lock($1) AS locked', [key]);
  return locked;
}
