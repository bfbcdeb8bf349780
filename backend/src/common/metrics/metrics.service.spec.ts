import type { FastifyReply, FastifyRequest } from 'fastify';
import type { DataSource } from 'typeorm';
import { AppMetric, MetricsService } from './metrics.service';

/** The service reads only the pg pool's counts off the DataSource (no query). */
function setup(pool?: { totalCount: number; idleCount: number; waitingCount: number }) {
  return new MetricsService({ driver: { master: pool } } as unknown as DataSource);
}

async function values(service: MetricsService, name: string) {
  const metric = service.registry.getSingleMetric(name);
  if (!metric) throw new Error(`no metric ${name}`);
  // A histogram's values carry the name of their series (`_bucket`, `_sum`, `_count`).
  const read = (await metric.get()).values as { labels: object; value: number; metricName?: string }[];
  return read.map(({ labels, value, metricName }) => ({ labels, value, ...(metricName ? { metricName } : {}) }));
}

const request = (method: string, url: string, pattern?: string) => ({ method, url, routeOptions: { url: pattern } }) as FastifyRequest;
const reply = (statusCode: number, elapsedTime: number) => ({ statusCode, elapsedTime }) as FastifyReply;

describe('MetricsService (what it counts and how it labels it)', () => {
  it('counts each HTTP answer by method, route pattern and status, never by raw URL', async () => {
    const service = setup();
    service.observeRequest(request('GET', '/api/lighthouse/properties/p1', '/api/lighthouse/properties/:id'), reply(200, 12));
    service.observeRequest(request('GET', '/api/lighthouse/properties/p2', '/api/lighthouse/properties/:id'), reply(200, 8));
    service.observeRequest(request('GET', '/api/nothing/here?x=1'), reply(404, 1));
    service.observeRequest(request('GET', '/assets/app.js'), reply(200, 1));
    expect(await values(service, 'http_requests_total')).toEqual([
      { labels: { method: 'GET', route: '/api/lighthouse/properties/:id', status: '200' }, value: 2 },
      { labels: { method: 'GET', route: '(unmatched)', status: '404' }, value: 1 },
      { labels: { method: 'GET', route: '(static)', status: '200' }, value: 1 },
    ]);
  });

  it('observes latency in seconds', async () => {
    const service = setup();
    service.observeRequest(request('POST', '/api/auth/login', '/api/auth/login'), reply(201, 250));
    const sum = (await values(service, 'http_request_duration_seconds')).find((v) => v.metricName === 'http_request_duration_seconds_sum');
    expect(sum).toMatchObject({ labels: { method: 'POST', route: '/api/auth/login' }, value: 0.25 });
  });

  it('counts chat messages by conversation kind', async () => {
    const service = setup();
    service.messageSent('lighthouse');
    service.messageSent('lighthouse');
    service.messageSent('socketrelay');
    expect(await values(service, 'chat_messages_sent_total')).toEqual([
      { labels: { kind: 'lighthouse' }, value: 2 },
      { labels: { kind: 'socketrelay' }, value: 1 },
    ]);
  });

  it('each instance has its own registry: two apps in one process never share counters', async () => {
    const one = setup();
    const two = setup();
    one.messageSent('lighthouse');
    expect(await values(two, 'chat_messages_sent_total')).toEqual([]);
  });

  it('a sub-app’s metric is recorded only once registered; registering it again is harmless', async () => {
    const service = setup();
    const hist: AppMetric = { type: 'histogram', name: 'demo_wait_seconds', help: 'Waits', labelNames: ['kind'], buckets: [1, 5] };
    const counter: AppMetric = { type: 'counter', name: 'demo_things_total', help: 'Things' };
    expect(() => service.record(counter)).toThrow("Metric demo_things_total is not in its app's manifest entry");
    service.register(hist, counter);
    service.register(hist);
    service.record(counter);
    service.record(counter, 4);
    service.record(hist, 3, { kind: 'a' });
    expect(await values(service, 'demo_things_total')).toEqual([{ labels: {}, value: 5 }]);
    expect((await values(service, 'demo_wait_seconds')).find((v) => v.metricName === 'demo_wait_seconds_sum')).toMatchObject({ labels: { kind: 'a' }, value: 3 });
  });

  it('the gauges read what the chat gateway, the pool and the outbox report when scraped', async () => {
    const service = setup({ totalCount: 10, idleCount: 7, waitingCount: 1 });
    expect(await values(service, 'socketio_open_sockets')).toEqual([{ labels: {}, value: 0 }]);
    expect(await values(service, 'outbox_backlog')).toEqual([{ labels: {}, value: 0 }]);
    let sockets = 3;
    service.countSocketsWith(() => sockets);
    service.reportOutboxBacklog(async () => 42);
    sockets = 4;
    expect(await values(service, 'socketio_open_sockets')).toEqual([{ labels: {}, value: 4 }]);
    expect(await values(service, 'outbox_backlog')).toEqual([{ labels: {}, value: 42 }]);
    expect(await values(service, 'db_pool_connections')).toEqual([
      { labels: { state: 'total' }, value: 10 },
      { labels: { state: 'idle' }, value: 7 },
      { labels: { state: 'waiting' }, value: 1 },
    ]);
  });

  it('a backlog count that fails reads -1 rather than breaking the scrape; no pool reads zeros', async () => {
    const service = setup();
    service.reportOutboxBacklog(() => Promise.reject(new Error('database down')));
    expect(await values(service, 'outbox_backlog')).toEqual([{ labels: {}, value: -1 }]);
    expect((await values(service, 'db_pool_connections')).map((v) => v.value)).toEqual([0, 0, 0]);
    const { contentType, body } = await service.render();
    expect(contentType).toMatch(/^text\/plain/);
    expect(body).toContain('outbox_backlog -1');
  });
});
