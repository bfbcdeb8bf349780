import { once } from 'node:events';
import { createConnection } from 'node:net';
import { loadConfig } from '../src/config/app-config';
import { listen } from './support/chat';
import { describeWithRedis } from './support/redis';
import { createTestApp, PASSWORD, signUp, TestApp, uniqueEmail } from './support/test-app';

describe('Hardening (e2e)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('refuses cross-site mutations and allows same-origin ones', async () => {
    const email = uniqueEmail();
    await t.agent().post('/api/auth/register').set('Origin', 'https://evil.example').send({ email, password: PASSWORD }).expect(403);
    await t.agent().post('/api/auth/register').set('Sec-Fetch-Site', 'cross-site').send({ email, password: PASSWORD }).expect(403);
    const res = await t.agent().post('/api/auth/register').set('Host', 'app.local').set('Origin', 'http://app.local').set('Sec-Fetch-Site', 'same-origin').send({ email, password: PASSWORD });
    expect(res.status).toBe(201);
  });

  it('sends security headers with a CSP', async () => {
    const res = await t.agent().get('/api/health').expect(200);
    expect(res.body).toMatchObject({ status: 'ok', database: 'up', listener: 'up' });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('answers unknown /api paths with a JSON 404 and other GETs with the SPA', async () => {
    const res = await t.agent().get('/api/does-not-exist').expect(404);
    expect(res.body).toMatchObject({ statusCode: 404, error: 'Not Found' });
    const page = await t.agent().get('/some/client/route');
    expect(page.status).not.toBe(404);
    expect(page.headers['content-type']).toMatch(/text\/(html|plain)/);
  });

  it('answers an over-long path parameter, refused by the router itself, in the one error shape with the headers', async () => {
    const res = await t.agent().get(`/api/sleepstories/${'a'.repeat(150)}`).expect(414);
    expect(res.body).toEqual({ statusCode: 414, code: 'http.uriTooLong', message: 'The address is too long', error: 'URI Too Long' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it("answers a request Node's parser refuses (a raw 0xFF in the address) in the one error shape, with its code", async () => {
    const base = new URL(await listen(t));
    const socket = createConnection(Number(base.port), base.hostname);
    await once(socket, 'connect');
    socket.end(Buffer.from(`GET /api/health\xff HTTP/1.1\r\nHost: ${base.host}\r\n\r\n`, 'latin1'));
    const chunks: Buffer[] = [];
    for await (const chunk of socket) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('latin1');
    expect(text).toMatch(/^HTTP\/1\.1 400 /);
    expect(text).toMatch(/\r\nx-content-type-options: nosniff\r\n/i);
    expect(JSON.parse(text.slice(text.indexOf('\r\n\r\n') + 4))).toEqual({
      statusCode: 400,
      code: 'http.badRequest',
      message: 'The request could not be read',
      error: 'Bad Request',
    });
  });
});

describe('Rate limits (e2e)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_MAX_PER_IP: '1000', RATE_LIMIT_MAX_PER_ACCOUNT: '3', RATE_LIMIT_WINDOW_SECONDS: '60', TRUST_PROXY: 'true' });
  });
  afterAll(() => t.close());

  it('limits failed sign-ins per account and source with a 429, even for the right password from that source', async () => {
    const { email } = await signUp(t);
    for (let i = 0; i < 3; i++) {
      await t.agent().post('/api/auth/login').set('X-Forwarded-For', '10.0.0.1').send({ email, password: 'wrong-password-1' }).expect(401);
    }
    const blocked = await t.agent().post('/api/auth/login').set('X-Forwarded-For', '10.0.0.1').send({ email, password: PASSWORD }).expect(429);
    expect(blocked.body).toEqual({ statusCode: 429, code: 'rateLimit.tooManyAttempts', message: 'Too many attempts. Please wait a few minutes and try again.', error: 'Too Many Requests' });
    // The owner, elsewhere, is not locked out by that flood (issue 19).
    await t.agent().post('/api/auth/login').set('X-Forwarded-For', '10.0.0.9').send({ email, password: PASSWORD }).expect(200);
  });

  it('limits registrations per IP', async () => {
    const limited = await createTestApp({ RATE_LIMIT_MAX_PER_IP: '2', RATE_LIMIT_WINDOW_SECONDS: '60', TRUST_PROXY: 'true' });
    try {
      const ip = '10.1.2.3';
      await limited.agent().post('/api/auth/register').set('X-Forwarded-For', ip).send({ email: uniqueEmail(), password: PASSWORD }).expect(201);
      await limited.agent().post('/api/auth/register').set('X-Forwarded-For', ip).send({ email: uniqueEmail(), password: PASSWORD }).expect(201);
      await limited.agent().post('/api/auth/register').set('X-Forwarded-For', ip).send({ email: uniqueEmail(), password: PASSWORD }).expect(429);
      await limited.agent().post('/api/auth/register').set('X-Forwarded-For', '10.9.9.9').send({ email: uniqueEmail(), password: PASSWORD }).expect(201);
    } finally {
      await limited.close();
    }
  });
});

describe('Global request ceiling per IP (e2e)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_REQUESTS_PER_MINUTE: '3', TRUST_PROXY: 'true' });
  });
  afterAll(() => t.close());

  it('answers past the ceiling with a 429 in the one error shape, with Retry-After and the security headers, per IP', async () => {
    const ip = '10.7.0.1';
    for (const path of ['/api/health', '/some/client/route', '/api/does-not-exist']) {
      expect((await t.agent().get(path).set('X-Forwarded-For', ip)).status).not.toBe(429);
    }
    // Every kind of request counts: an API route, the UI and an unknown path, then a sign-in.
    for (const send of [() => t.agent().get('/api/health'), () => t.agent().get('/'), () => t.agent().post('/api/auth/login').send({ email: 'a@b.test', password: 'x' })]) {
      const res = await send().set('X-Forwarded-For', ip).expect(429);
      expect(res.body).toEqual({
        statusCode: 429,
        code: 'rateLimit.tooManyRequests',
        message: 'Too many requests from your network. Please wait a moment and try again.',
        error: 'Too Many Requests',
      });
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(60);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    // Another address has its own count.
    await t.agent().get('/api/health').set('X-Forwarded-For', '10.7.0.2').expect(200);
  });

  it('is on by default at 6000 a minute (the browser journeys run under it) and cannot be turned off by 0', () => {
    expect(t.config.requestsPerMinutePerIp).toBe(3);
    expect(loadConfig({ NODE_ENV: 'test', SESSION_SECRET: 'x'.repeat(40) }).requestsPerMinutePerIp).toBe(6000);
    expect(() => loadConfig({ NODE_ENV: 'test', SESSION_SECRET: 'x'.repeat(40), RATE_LIMIT_REQUESTS_PER_MINUTE: '0' })).toThrow(/RATE_LIMIT_REQUESTS_PER_MINUTE/);
  });
});

describeWithRedis('Rate limits shared through Redis (e2e)', (redisUrl) => {
  it('counts attempts made through two app instances together', async () => {
    const env = { REDIS_URL: redisUrl, RATE_LIMIT_MAX_PER_IP: '1000', RATE_LIMIT_MAX_PER_ACCOUNT: '2', RATE_LIMIT_WINDOW_SECONDS: '30' };
    const [a, b] = [await createTestApp(env), await createTestApp(env)];
    try {
      const email = uniqueEmail('redis');
      await a.agent().post('/api/auth/login').send({ email, password: 'wrong-password-1' }).expect(401);
      await b.agent().post('/api/auth/login').send({ email, password: 'wrong-password-1' }).expect(401);
      await a.agent().post('/api/auth/login').send({ email, password: 'wrong-password-1' }).expect(429);
    } finally {
      await a.close();
      await b.close();
    }
  });
});
