import { Controller, Get, HttpCode, ServiceUnavailableException } from '@nestjs/common';
import { Access, AccessLevel } from '../../common/access/access.decorator';
import { HealthService, Readiness } from './health.service';

type ReadyBody = { status: 'ok' } & Omit<Readiness, 'ready' | 'stopping'>;

/**
 * Health for load balancers and orchestrators. `live`: the process answers (restart it if not).
 * `ready`: it can serve (send it traffic if so), else 503 naming what is down. `/api/health` is
 * the same as `ready`, kept for the monitors that already call it.
 */
@Controller('health')
@Access(AccessLevel.Public)
export class HealthController {
  constructor(private readonly health: HealthService) {}

  @Get('live')
  @HttpCode(200)
  live(): { status: 'ok' } {
    return { status: 'ok' };
  }

  @Get('ready')
  ready(): Promise<ReadyBody> {
    return this.answer();
  }

  @Get()
  check(): Promise<ReadyBody> {
    return this.answer();
  }

  private async answer(): Promise<ReadyBody> {
    const { ready, stopping, ...checks } = await this.health.readiness();
    if (stopping) throw new ServiceUnavailableException({ message: 'Not ready: shutting down', errors: checks });
    if (!ready) {
      const down = Object.entries(checks).filter(([, state]) => state === 'down').map(([name]) => name);
      throw new ServiceUnavailableException({ message: `Not ready: ${down.join(', ')} unavailable`, errors: checks });
    }
    return { status: 'ok', ...checks };
  }
}
