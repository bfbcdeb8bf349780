import { socketRelaySuccessRate } from '@pfe/contracts/socketrelay';
import type { SocketRelayStats } from '@pfe/contracts/socketrelay';
import { Injectable } from '@nestjs/common';
import { Clock } from '../../common/clock/clock';
import { SocketRelayRequestsRepository } from './socketrelay-requests.repository';

@Injectable()
export class SocketRelayStatsService {
  constructor(
    private readonly requests: SocketRelayRequestsRepository,
    private readonly clock: Clock,
  ) {}

  /** Spec §9: totalRequests and activeRequests (active, unexpired now) exclude deleted ones; successRate over closed fulfilments. */
  async stats(): Promise<SocketRelayStats> {
    const { successes, closed, ...counts } = await this.requests.counts(this.clock.now());
    return { ...counts, successRate: socketRelaySuccessRate(successes, closed) };
  }
}
