import { Module } from '@nestjs/common';
import { HealthController } from './health.controller';
import { HealthRepository } from './health.repository';
import { HealthService } from './health.service';
import { MetricsController } from './metrics.controller';

/** What operators and load balancers read: liveness, readiness and the Prometheus metrics. */
@Module({ controllers: [HealthController, MetricsController], providers: [HealthService, HealthRepository] })
export class HealthModule {}
