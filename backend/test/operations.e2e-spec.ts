import { Controller, Get, Logger, Module } from '@nestjs/common';
import { Writable } from 'node:stream';
import { Access, AccessLevel } from '../src/common/access/access.decorator';
import { waitForDatabase } from '../src/database/wait-for-database';
import { TcpProxy, waitFor } from './support/tcp-proxy';
import { freePorts } from './support/ports';
import { describeWithRedis } from './support/redis';
import { createTestApp, PASSWORD, signUp, signUpAs, TestApp } from './support/test-app';

/** Proxy ports of this spec (free ones, so workers and runs never collide). */
const PORTS = freePorts('database', 'redis', 'late');
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const TOKEN = 'metrics-token-for-the-e2e-spec-0123456789';

/** Every JSON log line the app writes, parsed. */
class LogLines extends Writable {
  readonly lines: Record<string, unknown>[] = [];
  readonly raw: string[] = [];

  override _write(chunk: Buffer, _encoding: string, done: () => void): void {
    for (const line of chunk.toString().split('\n').filter(Boolean)) {
      this.raw.push(line);
      this.lines.push(JSON.parse(line) as Record<string, unknown>);
    }
    done();
  }

  matching(msg: RegExp): Record<string, unknown>[] {
    return this.lines.filter((l) => typeof l.msg === 'string' && msg.test(l.msg));
  }
}

@Controller('ops-probe')
class OpsProbeController {
  @Get('boom')
  @Access(AccessLevel.Public)
  boom(): never {
    throw new Error('kaboom from the probe');
  }

  @Get('nest-log')
  @Access(AccessLevel.Public)
  nestLog() {
    new Logger('OpsProbe').warn('a line from Nest');
    return { ok: true };
  }
}

@Module({ controllers: [OpsProbeController] })
class OpsProbeModule {}

/** A test app on the given database URL (the e2e URL swapped while it starts). */
async function appVia(databaseUrl: string, env: Record<string, string>, logs?: LogLines): Promise<TestApp> {
  const shared = process.env.E2E_DATABASE_URL;
  process.env.E2E_DATABASE_URL = databaseUrl;
  try {
    return await createTestApp(env, [OpsProbeModule], { logStream: logs });
  } finally {
    process.env.E2E_DATABASE_URL = shared;
  }
}

describe('Operations (e2e)', () => {
  describe('health, unknown paths, request ids, logs and metrics', () => {
    let t: TestApp;
    const logs = new LogLines();

    beforeAll(async () => {
      t = await appVia(process.env.E2E_DATABASE_URL!, { LOG_LEVEL: 'log', METRICS_TOKEN: TOKEN }, logs);
    });
    afterAll(() => t.close());

    it('answers liveness and readiness; /api/health is readiness', async () => {
      expect((await t.agent().get('/api/health/live').expect(200)).body).toEqual({ status: 'ok' });
      const ready = (await t.agent().get('/api/health/ready').expect(200)).body;
      expect(ready).toEqual({ status: 'ok', database: 'up', listener: 'up', redis: 'not configured' });
      expect((await t.agent().get('/api/health').expect(200)).body).toEqual(ready);
    });

    it('answers readiness "ok" to checks made at the same moment (a probe in flight is shared, not "down")', async () => {
      const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => t.agent().get(i % 2 ? '/api/health' : '/api/health/ready')));
      expect(answers.map((res) => res.status)).toEqual(Array(20).fill(200));
    });

    it.each(['/healthz', '/readyz', '/livez', '/metrics', '/status', '/api/nope', '/api/health/deep', '/api/metrics/x'])(
      '%s is a JSON 404 in the error shape, never the UI',
      async (path) => {
        const res = await t.agent().get(path).expect(404);
        expect(res.headers['content-type']).toMatch(/application\/json/);
        expect(res.body).toMatchObject({ statusCode: 404, error: 'Not Found' });
        expect(res.body.message).toContain(path);
      },
    );

    it('gives every answer a request id, and ignores one a client makes up when no proxy is trusted', async () => {
      const res = await t.agent().get('/api/health/live').set('X-Request-Id', 'made-up-by-client');
      expect(res.headers['x-request-id']).toMatch(UUID);
      expect((await t.agent().get('/healthz')).headers['x-request-id']).toMatch(UUID);
      expect((await t.agent().get('/%E0%A4%A')).headers['x-request-id']).toMatch(UUID);
    });

    it('writes one JSON access line per request: method, route pattern, status, duration, request id; no email, cookie or id', async () => {
      const { user, cookie, email } = await signUp(t);
      const res = await t.agent().get(`/api/admin/users/${user.id}`).set('Cookie', cookie).expect(403);
      const id = res.headers['x-request-id'];
      await waitFor(async () => logs.lines.some((l) => l.reqId === id), 'the access line');
      const lines = logs.lines.filter((l) => l.reqId === id);
      expect(lines).toEqual([expect.objectContaining({ level: 30, msg: 'request', method: 'GET', route: '/api/admin/users/:id', status: 403, ms: expect.any(Number) })]);
      const all = logs.raw.join('\n');
      expect(all).not.toContain(email);
      expect(all).not.toContain(user.id);
      expect(all).not.toContain(cookie.split('=')[1].slice(0, 20));
      expect(all).not.toContain(PASSWORD);
    });

    it('logs a 500 with method, route and request id (and no stack in the answer); Nest logs go to the same JSON', async () => {
      const res = await t.agent().get('/api/ops-probe/boom').expect(500);
      expect(res.body).toEqual({ statusCode: 500, code: 'http.internalError', message: 'Something went wrong on our side', error: 'Internal Server Error' });
      const id = res.headers['x-request-id'];
      await waitFor(async () => logs.matching(/^request failed$/).some((l) => l.reqId === id), 'the error line');
      const failure = logs.matching(/^request failed$/).find((l) => l.reqId === id)!;
      expect(failure).toMatchObject({ level: 50, method: 'GET', route: '/api/ops-probe/boom', err: { type: 'Error', message: 'kaboom from the probe' } });
      await t.agent().get('/api/ops-probe/nest-log').expect(200);
      expect(logs.matching(/^a line from Nest$/)).toEqual([expect.objectContaining({ level: 40, context: 'OpsProbe' })]);
    });

    it('serves Prometheus metrics only with the configured bearer token', async () => {
      await t.agent().get('/api/metrics').expect(404);
      await t.agent().get('/api/metrics').set('Authorization', 'Bearer wrong').expect(404);
      await t.agent().get('/api/metrics').set('Authorization', TOKEN).expect(404);
      await t.agent().get('/api/health/live').expect(200);
      const res = await t.agent().get('/api/metrics').set('Authorization', `Bearer ${TOKEN}`).expect(200);
      expect(res.headers['content-type']).toMatch(/^text\/plain/);
      const text = res.text;
      expect(text).toMatch(/http_requests_total\{method="GET",route="\/api\/health\/live",status="200"\} \d+/);
      expect(text).toMatch(/http_request_duration_seconds_bucket\{le="0.05",method="GET",route="\/api\/health\/live"\} \d+/);
      for (const name of ['socketio_open_sockets', 'chat_messages_sent_total', 'matching_run_duration_seconds', 'db_pool_connections', 'outbox_backlog', 'process_cpu_seconds_total']) {
        expect(text).toContain(`# TYPE ${name}`);
      }
      expect(text).toMatch(/db_pool_connections\{state="total"\} [1-9]/);
      // Routes are patterns, never raw paths with ids.
      expect(text).not.toMatch(/route="\/api\/admin\/users\/[0-9a-f]{8}/);
    });

    it('shows the mail outbox backlog in the metrics', async () => {
      const backlog = async () => {
        const text = (await t.agent().get('/api/metrics').set('Authorization', `Bearer ${TOKEN}`).expect(200)).text;
        return Number(/^outbox_backlog (\d+)$/m.exec(text)?.[1]);
      };
      const before = await backlog();
      expect(before).toBeGreaterThanOrEqual(0);
      const { user } = await signUp(t);
      // Two emails waiting for their retry (no SMTP here, so nothing drains them meanwhile).
      const resets: { id: string }[] = await t.db.query(
        `INSERT INTO password_resets (id, user_id, token_hash, source, expires_at)
         SELECT gen_random_uuid(), $1, md5(random()::text) || md5(random()::text), 'email', now() + interval '1 hour' FROM generate_series(1, 2) RETURNING id`,
        [user.id],
      );
      await t.db.query(`INSERT INTO mail_outbox (user_id, password_reset_id, next_attempt_at) SELECT $1, unnest($2::uuid[]), now() + interval '1 hour'`, [user.id, resets.map((r) => r.id)]);
      expect(await backlog()).toBe(before + 2);
      await t.db.query(`DELETE FROM users WHERE id = $1`, [user.id]);
      expect(await backlog()).toBe(before);
    });

    it('counts a matching run in the metrics', async () => {
      const admin = await signUpAs(t, 'admin');
      await admin.agent.post('/api/supportmatch/admin/partnerships/run-matching').expect((r) => expect([200, 201, 409]).toContain(r.status));
      const text = (await t.agent().get('/api/metrics').set('Authorization', `Bearer ${TOKEN}`).expect(200)).text;
      expect(text).toMatch(/matching_run_duration_seconds_count [1-9]/);
    });

    it('has no metrics route without a token configured', async () => {
      const plain = await appVia(process.env.E2E_DATABASE_URL!, {});
      try {
        await plain.agent().get('/api/metrics').set('Authorization', `Bearer ${TOKEN}`).expect(404);
      } finally {
        await plain.close();
      }
    });
  });

  it('takes X-Request-Id from a trusted proxy when it is safe, and makes one otherwise', async () => {
    const t = await appVia(process.env.E2E_DATABASE_URL!, { TRUST_PROXY: '1' });
    try {
      expect((await t.agent().get('/api/health/live').set('X-Request-Id', 'nginx-5f2c.17')).headers['x-request-id']).toBe('nginx-5f2c.17');
      expect((await t.agent().get('/api/health/live').set('X-Request-Id', 'bad id\twith "quotes"')).headers['x-request-id']).toMatch(UUID);
      expect((await t.agent().get('/api/health/live').set('X-Request-Id', 'x'.repeat(200))).headers['x-request-id']).toMatch(UUID);
    } finally {
      await t.close();
    }
  });

  describe('a database outage', () => {
    const logs = new LogLines();
    let proxy: TcpProxy;
    let t: TestApp;

    beforeAll(async () => {
      proxy = TcpProxy.to(process.env.E2E_DATABASE_URL!, PORTS.database);
      await proxy.mend();
      t = await appVia(proxy.via(process.env.E2E_DATABASE_URL!), { LOG_LEVEL: 'log', HEALTH_TIMEOUT_MS: '1000' }, logs);
    });
    afterAll(async () => {
      await t?.close();
      await proxy.cut();
    });

    it('answers 503 with Retry-After (not 500), readiness 503 and liveness 200, logs it once, and recovers by itself', async () => {
      const member = await signUpAs(t, 'member');
      await member.agent.get('/api/auth/user').expect(200);
      await proxy.cut();

      for (let i = 0; i < 6; i++) {
        const res = await t.agent().get('/api/auth/user').set('Cookie', member.cookie);
        expect(res.status).toBe(503);
        expect(res.headers['retry-after']).toBe('5');
        expect(res.body).toEqual({ statusCode: 503, code: 'database.unavailable', message: 'The service is briefly unavailable; please try again in a moment', error: 'Service Unavailable' });
      }
      const login = await t.agent().post('/api/auth/login').send({ email: member.email, password: PASSWORD });
      expect(login.status).toBe(503);
      await t.agent().get('/api/health/live').expect(200);
      const ready = await t.agent().get('/api/health/ready').expect(503);
      expect(ready.body).toMatchObject({ statusCode: 503, message: expect.stringMatching(/^Not ready: database(, listener)? unavailable$/), errors: { database: 'down' } });
      // Which dependency, never where it is or how to sign in to it.
      expect(JSON.stringify(ready.body)).not.toMatch(/postgres|127\.0\.0\.1|:\d{4,5}\b/);
      expect(logs.matching(/The database is unreachable/)).toHaveLength(1);
      expect(logs.matching(/^request failed$/)).toHaveLength(0);

      await proxy.mend();
      await waitFor(async () => (await t.agent().get('/api/health/ready')).status === 200, 'readiness after the outage');
      await waitFor(async () => (await t.agent().get('/api/auth/user').set('Cookie', member.cookie)).status === 200, 'the session after the outage');
      await waitFor(async () => logs.matching(/The database is back after/).length === 1, 'the "back" line');
      expect(logs.matching(/The database is unreachable/)).toHaveLength(1);
    }, 90_000);
  });

  describe('a node started before its database', () => {
    it('waits for it, with a log line every few seconds, and goes on when it answers', async () => {
      const proxy = TcpProxy.to(process.env.E2E_DATABASE_URL!, PORTS.late);
      const lines: string[] = [];
      const waiting = waitForDatabase(proxy.via(process.env.E2E_DATABASE_URL!), { timeoutS: 120, retryMs: 100, logEveryMs: 300, log: (l) => lines.push(l) });
      try {
        await waitFor(async () => lines.length >= 2, 'two waiting lines');
        expect(lines[0]).toMatch(new RegExp(`^Waiting for the database at 127\\.0\\.0\\.1:${PORTS.late}/\\w+ \\(ECONNREFUSED\\): \\d+ s of 120 s$`));
        await proxy.mend();
        await waiting;
        expect(lines[lines.length - 1]).toMatch(/answers after \d+ s$/);
      } finally {
        await proxy.cut();
      }
    });

    it('gives up after STARTUP_TIMEOUT_S, and at once for a wrong database name', async () => {
      const proxy = TcpProxy.to(process.env.E2E_DATABASE_URL!, PORTS.late);
      await expect(waitForDatabase(proxy.via(process.env.E2E_DATABASE_URL!), { timeoutS: 0, log: () => undefined })).rejects.toThrow(/did not answer within STARTUP_TIMEOUT_S=0 s/);
      const missing = new URL(process.env.E2E_DATABASE_URL!);
      missing.pathname = '/no_such_database_here';
      await expect(waitForDatabase(missing.toString(), { timeoutS: 60, log: () => undefined })).rejects.toThrow(/does not exist/);
    });
  });

  describeWithRedis('a Redis outage', (redisUrl) => {
    it('signs in without stalling or a 500 (rate limits count on the node), and readiness says Redis is down', async () => {
      const proxy = TcpProxy.to(redisUrl, PORTS.redis);
      await proxy.mend();
      const t = await appVia(process.env.E2E_DATABASE_URL!, { REDIS_URL: proxy.via(redisUrl), HEALTH_TIMEOUT_MS: '500' });
      try {
        const { email } = await signUp(t);
        expect((await t.agent().get('/api/health/ready').expect(200)).body.redis).toBe('up');
        await proxy.cut();
        const started = Date.now();
        await t.agent().post('/api/auth/login').send({ email, password: PASSWORD }).expect(200);
        // The difference between counting on the node and the 10 s stall of a queued Redis command.
        expect(Date.now() - started).toBeLessThan(5000);
        await t.agent().post('/api/auth/login').send({ email, password: 'wrong-password-here' }).expect(401);
        const ready = (await t.agent().get('/api/health/ready').expect(503)).body;
        expect(ready).toMatchObject({ message: 'Not ready: redis unavailable', errors: { database: 'up', redis: 'down' } });
        expect(JSON.stringify(ready)).not.toMatch(/redis:\/\/|127\.0\.0\.1|:\d{4,5}\b/);
        await proxy.mend();
        await waitFor(async () => (await t.agent().get('/api/health/ready')).status === 200, 'readiness after Redis is back');
      } finally {
        await t.close();
        await proxy.cut();
      }
    }, 60_000);
  });

  it('sheds password hashing past its queue: a fast 503 with Retry-After, never a 500', async () => {
    const t = await appVia(process.env.E2E_DATABASE_URL!, { HASH_CONCURRENCY: '1', HASH_QUEUE: '0' });
    try {
      const { email } = await signUp(t);
      const answers = await Promise.all(Array.from({ length: 6 }, () => t.agent().post('/api/auth/login').send({ email, password: PASSWORD })));
      const statuses = answers.map((r) => r.status);
      expect(statuses).toContain(200);
      expect(statuses).toContain(503);
      expect(statuses.every((s) => s === 200 || s === 503)).toBe(true);
      const busy = answers.find((r) => r.status === 503)!;
      expect(busy.headers['retry-after']).toBe('2');
      expect(busy.body).toEqual({ statusCode: 503, code: 'http.serviceUnavailable', message: 'The service is busy signing people in; please try again in a few seconds', error: 'Service Unavailable' });
    } finally {
      await t.close();
    }
  });
});
