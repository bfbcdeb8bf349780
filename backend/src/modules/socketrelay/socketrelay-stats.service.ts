import { socketRelaySuccessRate } from '@pfe/contracts/socketrelay';
import type { SocketRelayStats } from '@pfe/contracts/socketrelay';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Clock } from '../../common/clock/clock';

@Injectable()
export class SocketRelayStatsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly clock: Clock,
  ) {}

  /** Spec §9: totalRequests and activeRequests (active, unexpired now) exclude deleted ones; successRate over closed fulfilments. */
  async stats(): Promise<SocketRelayStats> {
    const [row] = await this.db.query(
      `SELECT (SELECT count(*)::int FROM socketrelay_requests WHERE deleted_at IS NULL) AS total_requests,
              (SELECT count(*)::int FROM socketrelay_requests WHERE deleted_at IS NULL AND status = 'active' AND expires_at > $1) AS active_requests,
              (SELECT count(*)::int FROM socketrelay_fulfillments) AS total_fulfillments,
              (SELECT count(*)::int FROM socketrelay_fulfillments WHERE status = 'completed_success') AS successes,
              (SELECT count(*)::int FROM socketrelay_fulfillments WHERE status <> 'active') AS closed`,
      [this.clock.now()],
    );
    return {
      totalRequests: row.total_requests,
      activeRequests: row.active_requests,
      totalFulfillments: row.total_fulfillments,
      successRate: socketRelaySuccessRate(row.successes, row.closed),
    };
  }
}
