import { Controller, Get, Headers, Inject, NotFoundException, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { createHash, timingSafeEqual } from 'node:crypto';
import { Access, AccessLevel } from '../../common/access/access.decorator';
import { MetricsService } from '../../common/metrics/metrics.service';
import { APP_CONFIG, AppConfig } from '../../config/app-config';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Prometheus' scrape target. Only with `Authorization: Bearer <METRICS_TOKEN>`; without a
 * configured token, or with a wrong one, the route does not exist (404), so it tells nobody else
 * that it is there.
 */
@Controller('metrics')
@Access(AccessLevel.Public)
export class MetricsController {
  private readonly expected?: Buffer;

  constructor(
    private readonly metrics: MetricsService,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    if (config.metricsToken) this.expected = digest(`Bearer ${config.metricsToken}`);
  }

  @Get()
  async scrape(@Headers('authorization') authorization: string | undefined, @Res({ passthrough: true }) reply: FastifyReply): Promise<string> {
    if (!this.expected || !authorization || !timingSafeEqual(digest(authorization), this.expected)) throw new NotFoundException(`Cannot GET /api/metrics`);
    const { contentType, body } = await this.metrics.render();
    void reply.header('Content-Type', contentType).header('Cache-Control', 'no-store');
    return body;
  }
}
