import { Injectable } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { setTimeout as sleep } from 'node:timers/promises';
import { DataSource } from 'typeorm';
import { Clock } from '../clock/clock';
import { IdempotencyErrors } from './idempotency.errors';
import { KEY_LIFETIME_MS } from './idempotency-key';

/** One member's use of one key: who, which key, and the fingerprint of what was asked. */
export interface KeyClaim {
  userId: string;
  key: string;
  method: string;
  path: string;
  requestHash: string;
}

/** The first answer given under a key, to answer again. */
export interface StoredAnswer {
  status: number;
  body: unknown;
}

/** How long a second request with a key in progress waits for the first one's answer before a 409. */
const WAIT_MS = 10_000;
const POLL_MS = 50;
/** A claim older than this without an answer belongs to a request that died (a crash between the two writes): a new request takes it over. */
const STALE_CLAIM_MS = 60_000;

/**
 * The `idempotency_keys` table. The primary key (user_id, key) decides who runs: the first INSERT
 * claims the key, every concurrent one finds the claim and waits for its answer. Never read-then-write.
 */
@Injectable()
export class IdempotencyStore {
  constructor(
    private readonly db: DataSource,
    private readonly clock: Clock,
  ) {}

  /** 'claimed' when this request runs the handler; else the first answer (replay). Throws 422 for another body, 409 when the first is still running after WAIT_MS. */
  async claim(c: KeyClaim): Promise<'claimed' | StoredAnswer> {
    const waitUntil = Date.now() + WAIT_MS;
    for (;;) {
      const now = this.clock.now();
      const inserted = (await this.db.query(
        `INSERT INTO "idempotency_keys" ("user_id", "key", "method", "path", "request_hash", "created_at")
         VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT ("user_id", "key") DO NOTHING RETURNING 1 AS claimed`,
        [c.userId, c.key, c.method, c.path, c.requestHash, now],
      )) as unknown[];
      if (inserted.length === 1) return 'claimed';

      const [row] = (await this.db.query(
        `SELECT "request_hash", "status", "response_body", "created_at" FROM "idempotency_keys" WHERE "user_id" = $1 AND "key" = $2`,
        [c.userId, c.key],
      )) as { request_hash: string; status: number | null; response_body: unknown; created_at: Date }[];
      if (!row) continue; // released (the first request failed) between the two statements: claim again
      const age = now.getTime() - row.created_at.getTime();
      if (age >= KEY_LIFETIME_MS || (row.status === null && age >= STALE_CLAIM_MS)) {
        // Expired, or a claim whose request died: free it (only that very row) and claim again.
        await this.db.query(`DELETE FROM "idempotency_keys" WHERE "user_id" = $1 AND "key" = $2 AND "created_at" = $3`, [c.userId, c.key, row.created_at]);
        continue;
      }
      if (row.request_hash !== c.requestHash) throw IdempotencyErrors.keyReused();
      if (row.status !== null) return { status: row.status, body: row.response_body };
      if (Date.now() >= waitUntil) throw IdempotencyErrors.inProgress();
      await sleep(POLL_MS);
    }
  }

  /** Keeps the answer of a successful request for the key's lifetime. */
  async complete(c: KeyClaim, answer: StoredAnswer): Promise<void> {
    await this.db.query(
      `UPDATE "idempotency_keys" SET "status" = $3, "response_body" = $4::jsonb, "completed_at" = $5 WHERE "user_id" = $1 AND "key" = $2`,
      [c.userId, c.key, answer.status, JSON.stringify(answer.body ?? null), this.clock.now()],
    );
  }

  /** Frees the key of a request that failed: its error is not the key's answer, a retry runs again. */
  async release(c: KeyClaim): Promise<void> {
    await this.db.query(`DELETE FROM "idempotency_keys" WHERE "user_id" = $1 AND "key" = $2 AND "status" IS NULL`, [c.userId, c.key]);
  }

  /** Removes the keys past their lifetime; returns how many. */
  async sweep(): Promise<number> {
    const [, removed] = (await this.db.query(`DELETE FROM "idempotency_keys" WHERE "created_at" < $1`, [new Date(this.clock.now().getTime() - KEY_LIFETIME_MS)])) as [unknown, number];
    return removed;
  }

  @Cron(CronExpression.EVERY_HOUR, { name: 'idempotency-sweep', timeZone: 'UTC' })
  async sweepHourly(): Promise<void> {
    await this.sweep();
  }
}
