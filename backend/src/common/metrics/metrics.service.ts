import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Pool } from 'pg';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { DataSource } from 'typeorm';
import { routeLabel } from '../logging/request-logging';

/**
 * A sub-app's own metric, declared in its `<app>.metrics.ts` and named by its manifest entry's
 * `metrics` slot (the platform registers it); the app records it with `MetricsService.record`.
 * Labels are fixed lists, never ids.
 */
export type AppMetric = { name: string; help: string; labelNames?: string[] } & ({ type: 'histogram'; buckets: number[] } | { type: 'counter' });

/**
 * The node's Prometheus metrics (prom-client), in a registry of the application's own (two apps in
 * one process, as in the tests, never share counters). Served at /api/metrics (MetricsController).
 * Features report through the small methods below; labels are fixed lists (route patterns, chat
 * kinds), never ids or raw URLs.
 */
@Injectable()
export class MetricsService {
  readonly registry = new Registry();
  private readonly requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP answers by method, route pattern and status',
    labelNames: ['method', 'route', 'status'],
    registers: [this.registry],
  });
  private readonly latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from request to answer, by method and route pattern',
    labelNames: ['method', 'route'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });
  private readonly messages = new Counter({
    name: 'chat_messages_sent_total',
    help: 'Chat messages stored and broadcast, by conversation kind',
    labelNames: ['kind'],
    registers: [this.registry],
  });
  /** The sub-apps' own metrics (their manifest entries' `metrics` slot), by definition. */
  private readonly appMetrics = new Map<AppMetric, Histogram | Counter>();
  private openSockets: () => number = () => 0;
  private outboxBacklog?: () => Promise<number>;

  constructor(@InjectDataSource() db: DataSource) {
    collectDefaultMetrics({ register: this.registry });
    const registry = this.registry;
    const sockets = () => this.openSockets();
    const backlog = () => (this.outboxBacklog ? this.outboxBacklog().catch(() => -1) : Promise.resolve(0));
    new Gauge({
      name: 'socketio_open_sockets',
      help: 'Chat sockets connected to this node',
      registers: [registry],
      collect() {
        this.set(sockets());
      },
    });
    new Gauge({
      name: 'db_pool_connections',
      help: 'The database pool of this node: total, idle, and requests waiting for a connection',
      labelNames: ['state'],
      registers: [registry],
      collect() {
        const pool = (db.driver as unknown as { master?: Pool }).master;
        this.set({ state: 'total' }, pool?.totalCount ?? 0);
        this.set({ state: 'idle' }, pool?.idleCount ?? 0);
        this.set({ state: 'waiting' }, pool?.waitingCount ?? 0);
      },
    });
    new Gauge({
      name: 'outbox_backlog',
      help: 'Mail outbox emails not yet accepted by the SMTP server, waiting or retrying (-1: the count failed)',
      registers: [registry],
      async collect() {
        this.set(await backlog());
      },
    });
  }

  /** One HTTP answer (an onResponse hook in app.factory.ts). */
  observeRequest(request: FastifyRequest, reply: FastifyReply): void {
    const route = routeLabel(request);
    this.requests.inc({ method: request.method, route, status: String(reply.statusCode) });
    this.latency.observe({ method: request.method, route }, reply.elapsedTime / 1000);
  }

  messageSent(kind: string): void {
    this.messages.inc({ kind });
  }

  /** Adds a sub-app's metrics to the registry (SubAppsHost, from its entry's `metrics` slot). */
  register(...metrics: AppMetric[]): void {
    for (const metric of metrics) {
      if (this.appMetrics.has(metric)) continue;
      const { name, help, labelNames = [] } = metric;
      const registers = [this.registry];
      this.appMetrics.set(metric, metric.type === 'histogram' ? new Histogram({ name, help, labelNames, buckets: metric.buckets, registers }) : new Counter({ name, help, labelNames, registers }));
    }
  }

  /** One observation of a sub-app's histogram, or `value` added to its counter (default 1). */
  record(metric: AppMetric, value = 1, labels: Record<string, string> = {}): void {
    const recorder = this.appMetrics.get(metric);
    if (!recorder) throw new Error(`Metric ${metric.name} is not in its app's manifest entry`);
    if (recorder instanceof Histogram) recorder.observe(labels, value);
    else recorder.inc(labels, value);
  }

  /** The chat gateway says how to count its sockets. */
  countSocketsWith(count: () => number): void {
    this.openSockets = count;
  }

  /** A durable outbox (notifications, mail) says how to count what it has not delivered yet. */
  reportOutboxBacklog(count: () => Promise<number>): void {
    this.outboxBacklog = count;
  }

  /** The metrics in Prometheus' text format. */
  async render(): Promise<{ contentType: string; body: string }> {
    return { contentType: this.registry.contentType, body: await this.registry.metrics() };
  }
}
