import type { EntityManager } from 'typeorm';

/**
 * Every PostgreSQL advisory lock key of the platform, in one place so two features can never pick
 * the same number by accident. All are transaction-scoped (released at commit or rollback).
 */
export const AdvisoryLock = {
  /** Changing which pricing tier is current. */
  currentTier: 727_001,
  /** The daily subscription status recompute, once across nodes. */
  subscriptionsDaily: 727_002,
  /** Removing an admin flag (never the last admin). */
  adminFlag: 727_003,
  /** The daily partnership completion, once across nodes. */
  partnershipsDaily: 727_004,
  /** One SupportMatch matching run at a time. */
  matchingRun: 727_005,
  /** Blocks (shared) against matching's read of blocks and creation of pairs (exclusive). */
  blocksVsMatching: 727_006,
  /** The daily SocketRelay request expiry, once across nodes. */
  socketRelayExpiryDaily: 727_010,
  /** The daily notification retention sweep, once across nodes. */
  notificationsDaily: 727_020,
  /** The daily "your request expires tomorrow" reminders, once across nodes. */
  socketRelayRemindersDaily: 727_021,
} as const;

type Key = (typeof AdvisoryLock)[keyof typeof AdvisoryLock];

/** Waits for the lock (exclusive, or shared with other shared holders). */
export async function lockXact(tx: EntityManager, key: Key, mode: 'exclusive' | 'shared' = 'exclusive'): Promise<void> {
  await tx.query(mode === 'shared' ? 'SELECT pg_advisory_xact_lock_shared($1)' : 'SELECT pg_advisory_xact_lock($1)', [key]);
}

/** Takes the lock if free; false when another transaction holds it. */
export async function tryLockXact(tx: EntityManager, key: Key): Promise<boolean> {
  const [{ locked }] = await tx.query('SELECT pg_try_advisory_xact_lock($1) AS locked', [key]);
  return locked;
}
