import { DynamicModule } from '@nestjs/common';
import { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { Writable } from 'node:stream';
import request from 'supertest';
import TestAgent from 'supertest/lib/agent';
import { DataSource } from 'typeorm';
import { createApp } from '../../src/app.factory';
import { AppConfig, loadConfig } from '../../src/config/app-config';
import type { SubAppEntry } from '../../src/modules/sub-apps/sub-app';
import { SUB_APPS } from '../../src/sub-apps';

export type Agent = InstanceType<typeof TestAgent>;

export interface TestApp {
  app: NestFastifyApplication;
  db: DataSource;
  config: AppConfig;
  http: ReturnType<NestFastifyApplication['getHttpServer']>;
  /** Every `METHOD path` the HTTP server routes (recorded as Fastify adds them; HEAD twins left out). */
  routes: string[];
  /** A cookie-keeping client. */
  agent(): Agent;
  close(): Promise<void>;
}

let counter = 0;
/** A unique email per call, so each spec makes its own users. */
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}-${process.pid}-${Date.now()}-${counter}@example.test`;
}

export const PASSWORD = 'correct-horse-battery';

/**
 * Boots the real application against the e2e database (or `options.databaseUrl`, a database of the
 * spec's own: support/isolated-database.ts); env overrides go through the real config loader.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  extraModules: DynamicModule['imports'] = [],
  options: { logStream?: Writable; subApps?: readonly SubAppEntry[]; databaseUrl?: string } = {},
): Promise<TestApp> {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: '../.test-data/backend-config',
    SESSION_SECRET: 'test-session-secret-that-is-long-enough-to-use',
    RATE_LIMIT_MAX_PER_IP: '100000',
    RATE_LIMIT_MAX_PER_ACCOUNT: '100000',
    // The global per-IP ceiling (default 6000 a minute) is a flood guard; a spec at full speed from one
    // address (hostile-input sends ~14,000 requests) is a flood. Tested on its own in security.e2e-spec.ts.
    RATE_LIMIT_REQUESTS_PER_MINUTE: '10000000',
    LOG_LEVEL: 'error',
    // Specs edit rows with direct SQL and read them back at once; the session cache (which hears such
    // edits by NOTIFY, a moment later) is tested on its own in session-cache.e2e-spec.ts.
    SESSION_CACHE_MS: '0',
    // Specs sign many people in at once; the hashing queue is tested on its own (operations.e2e-spec.ts).
    HASH_CONCURRENCY: '4',
    ...env,
  }, options.subApps ?? SUB_APPS);
  const app = await createApp(config, options.databaseUrl ?? process.env.E2E_DATABASE_URL!, { extraModules, logger: ['error'], logStream: options.logStream, subApps: options.subApps });
  const routes: string[] = [];
  app.getHttpAdapter().getInstance().addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) if (method !== 'HEAD') routes.push(`${method} ${route.url}`);
  });
  await app.init();
  await app.getHttpAdapter().getInstance().ready();
  const http = app.getHttpServer();
  return {
    app,
    db: app.get(DataSource),
    config,
    http,
    routes,
    agent: () => request.agent(http),
    close: () => app.close(),
  };
}

/** The Cookie header a response sets for the session, if it sets one. */
export function sessionCookieOf(res: { headers: Record<string, unknown> }): string | undefined {
  return ((res.headers['set-cookie'] as string[] | undefined) ?? []).map((c) => c.split(';')[0]).find((c) => c.startsWith('pfe.sid='));
}

/**
 * A privilege change (here made straight in the database) gives the member's sessions a new id at
 * their next request: one request through the agent takes it, and the new Cookie header is answered.
 */
export async function renewedCookie(agent: Agent, cookie: string): Promise<string> {
  const res = await agent.get('/api/auth/user').expect(200);
  return sessionCookieOf(res) ?? cookie;
}

/** Registers a user through the API and returns the signed-in agent and the user JSON. */
export async function signUp(t: TestApp, overrides: Partial<{ email: string; firstName: string; lastName: string }> = {}) {
  const agent = t.agent();
  const email = overrides.email ?? uniqueEmail();
  const res = await agent.post('/api/auth/register').send({ email, password: PASSWORD, ...overrides }).expect(201);
  // The session cookie alone (the agent also keeps the device cookie a sign-in sets, as a browser does).
  const cookie = sessionCookieOf(res) ?? '';
  return { agent, user: res.body as { id: string; email: string }, email, cookie };
}

/** A registered user promoted directly in the database (a member has redeemed an invite). */
export async function signUpAs(t: TestApp, role: 'user' | 'member' | 'admin') {
  const result = await signUp(t);
  if (role === 'member') await t.db.query(`UPDATE users SET invite_code_used = 'TESTCODE0001' WHERE id = $1`, [result.user.id]);
  if (role === 'admin') await t.db.query(`UPDATE users SET is_admin = true WHERE id = $1`, [result.user.id]);
  if (role !== 'user') result.cookie = await renewedCookie(result.agent, result.cookie);
  return result;
}

/** A signed-up account as `signUp`/`signUpAs` answer it: its agent, user JSON, email and Cookie header. */
export type Member = Awaited<ReturnType<typeof signUpAs>>;
