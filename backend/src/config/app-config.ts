import { CronTime } from 'cron';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';

export const APP_CONFIG = Symbol('APP_CONFIG');

/**
 * Defaults that tolerate a node starved of CPU (bench:health, figures in docs/operations.md): on a
 * node with two CPU burners and its own traffic, readiness took up to 3.3 s and the limit's Redis
 * MULTI up to 1.5 s while both dependencies were fine (the old 2 s and 250 ms made a starved node
 * unready, and its limits leave Redis, for nothing). A dead dependency is still "down" within these.
 */
export const HEALTH_TIMEOUT_MS = 5000;
export const REDIS_LIMIT_TIMEOUT_MS = 1500;

export interface RateLimitConfig {
  /** Window length in seconds. */
  windowSeconds: number;
  /** Attempts allowed per client IP inside one window. */
  maxPerIp: number;
  /** Attempts allowed per account (email or user id) inside one window. */
  maxPerAccount: number;
  /** Leading bits of an IPv6 address that name one client for every limit keyed on an address (RATE_LIMIT_IPV6_PREFIX). */
  ipv6PrefixBits: number;
  /** How long a limit check waits for Redis before counting on this node alone (RATE_LIMIT_REDIS_TIMEOUT_MS). */
  redisTimeoutMs: number;
}

export interface AppConfig {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  appName: string;
  dataDir: string;
  /** Unset means: start the embedded PostgreSQL in dataDir. */
  databaseUrl?: string;
  embeddedPgPort: number;
  redisUrl?: string;
  sessionSecret: string;
  /** Earlier secrets whose cookies are still accepted (and re-signed with the current one) while rotating. */
  previousSessionSecrets: string[];
  sessionMaxAgeDays: number;
  adminEmail?: string;
  adminPassword?: string;
  trustProxy: string | number | boolean;
  /** Public origins allowed to send mutations, besides the request's own host. */
  allowedOrigins: string[];
  /** BODY_LIMIT in bytes (the largest JSON body). */
  bodyLimitBytes: number;
  rateLimit: RateLimitConfig;
  /** The global ceiling: HTTP requests one client IP may make per minute on one node (request-ceiling.ts). */
  requestsPerMinutePerIp: number;
  graceDays: number;
  /** The sub-apps' own settings (each entry's `settings` slot), read from the same environment. */
  settings: AppSettingsSource;
  /** Chat messages one member may send per minute. */
  chatMessagesPerMinute: number;
  /** Every chat socket's event budget (a token bucket): a burst, refilled at perSecond. */
  chatEventBudget: { burst: number; perSecond: number };
  /** WebAuthn (passkeys): the relying-party id (the site's domain) and the origins allowed to use it. */
  webauthn: { rpId: string; origins: string[] };
  /** How long a node may serve a session and its user from memory (0: never); see PgSessionStore.useCache. */
  sessionCacheMs: number;
  /** Absolute path of the built SPA (frontend/dist). */
  frontendDist: string;
  logLevel: 'error' | 'warn' | 'log' | 'debug';
  /** Largest media upload (SleepStories audio), in MB. */
  mediaMaxUploadMb: number;
  /** Where uploaded media is kept (LocalMediaStorage); default DATA_DIR/media. */
  mediaDir: string;
  /**
   * Email (optional): SMTP_URL (smtp:// or smtps://) and MAIL_FROM. Unset: nothing is sent and
   * nothing fails. `publicUrl` is the site's origin that links in emails and admin reset links use.
   */
  mail: { smtpUrl?: string; from?: string };
  publicUrl: string;
  /** How long a node started before its database waits for it (STARTUP_TIMEOUT_S), in seconds. */
  startupTimeoutS: number;
  /** How long readiness waits for the database and Redis (HEALTH_TIMEOUT_MS). */
  healthTimeoutMs: number;
  /** How long a stopping node (SIGTERM/SIGINT) may take to finish what runs and close, in ms (SHUTDOWN_TIMEOUT_MS). */
  shutdownTimeoutMs: number;
  /** METRICS_TOKEN: the bearer token /api/metrics asks for; unset means no metrics route (404). */
  metricsToken?: string;
  /** Password hashing: hashes at once (HASH_CONCURRENCY) and how many may wait (HASH_QUEUE) before a 503. */
  hashing: { concurrency: number; queue: number };
  /**
   * Settings the page reads at run time (injected into index.html as it is served), so an
   * operator changes them without rebuilding; unset ones fall back to the build's defaults.
   */
  runtime: RuntimeSettings;
}

/** QUICK_EXIT_URL and SUPPORT_CHAT_URL, as the page receives them (only those that are set). */
export interface RuntimeSettings {
  quickExitUrl?: string;
  supportChatUrl?: string;
}

export class ConfigError extends Error {}

type Env = Record<string, string | undefined>;

/** How a sub-app reads its own settings from the environment (validated like the platform's). */
export interface SettingReader {
  int(name: string, fallback: number, min: number, max: number): number;
  /** A cron expression (UTC). */
  cron(name: string, fallback: string): string;
}

/**
 * A sub-app's settings: a function of the reader, in its `<app>.settings.ts`, named by its manifest
 * entry's `settings` slot (so the application refuses to start on a bad value) and read where it is
 * used with `config.settings.read(theirSettings)`.
 */
export type AppSettings<T> = (read: SettingReader) => T;

export interface AppSettingsSource {
  /** The app's settings, from the environment the configuration was loaded from (throws ConfigError on a bad value). */
  read<T>(settings: AppSettings<T>): T;
}

/** The settings source over `env` (loadConfig's; a unit test builds one over the values it needs). */
export function settingsSource(env: Env): AppSettingsSource {
  return {
    read<T>(settings: AppSettings<T>): T {
      const errors: string[] = [];
      const value = settings({ int: (name, fallback, min, max) => int(env, name, fallback, min, max, errors), cron: (name, fallback) => cron(env, name, fallback, errors) });
      if (errors.length > 0) throw new ConfigError(`Invalid configuration:\n  - ${errors.join('\n  - ')}`);
      return value;
    },
  };
}

function int(env: Env, name: string, fallback: number, min: number, max: number, errors: string[]): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    errors.push(`${name} must be a whole number from ${min} to ${max} (got "${raw}")`);
    return fallback;
  }
  return value;
}

function url(env: Env, name: string, protocols: string[], errors: string[]): string | undefined {
  const raw = env[name];
  if (!raw) return undefined;
  try {
    const parsed = new URL(raw);
    if (!protocols.includes(parsed.protocol)) throw new Error('protocol');
    return raw;
  } catch {
    errors.push(`${name} must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}`);
    return undefined;
  }
}

function cron(env: Env, name: string, fallback: string, errors: string[]): string {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  if (CronTime.validateCronExpression(raw).valid) return raw;
  errors.push(`${name} must be a cron expression like "0 9 1 * *" (got "${raw}")`);
  return fallback;
}

const BYTE_UNITS: Record<string, number> = { b: 1, kb: 1024, mb: 1024 * 1024 };

/** "100kb", "1mb", "2048": a size in bytes, or an error naming the variable. */
function byteSize(env: Env, name: string, fallback: string, errors: string[]): number {
  const raw = env[name] || fallback;
  const match = /^(\d+(?:\.\d+)?)\s*(b|kb|mb)?$/i.exec(raw.trim());
  if (!match || Number(match[1]) <= 0) {
    errors.push(`${name} must be a size like 100kb or 1mb (got "${raw}")`);
    return 0;
  }
  return Math.floor(Number(match[1]) * BYTE_UNITS[(match[2] ?? 'b').toLowerCase()]);
}

function parseTrustProxy(raw: string | undefined): string | number | boolean {
  if (raw === undefined || raw === '' || raw === 'false') return false;
  if (raw === 'true') return true;
  const hops = Number(raw);
  return Number.isInteger(hops) ? hops : raw;
}

/** The secret signing session cookies: from env, or generated once into the data directory outside production. */
function sessionSecret(env: Env, nodeEnv: string, dataDir: string, errors: string[]): string {
  const fromEnv = env.SESSION_SECRET;
  if (fromEnv) {
    if (fromEnv.length < 32) errors.push('SESSION_SECRET must be at least 32 characters');
    return fromEnv;
  }
  if (nodeEnv === 'production') {
    errors.push('SESSION_SECRET is required when NODE_ENV=production');
    return '';
  }
  const file = join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const generated = randomBytes(48).toString('base64url');
  writeFileSync(file, generated, { mode: 0o600 });
  return generated;
}

/** SESSION_SECRET_PREVIOUS: comma-separated secrets a rotation retires (each 32+ characters). */
function previousSecrets(env: Env, errors: string[]): string[] {
  const secrets = (env.SESSION_SECRET_PREVIOUS ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  if (secrets.some((s) => s.length < 32)) errors.push('Every SESSION_SECRET_PREVIOUS entry must be at least 32 characters');
  return secrets;
}

/** Passkeys: WEBAUTHN_RP_ID (a bare domain) and WEBAUTHN_ORIGINS (comma-separated), localhost by default. */
function webauthn(env: Env, errors: string[]): AppConfig['webauthn'] {
  const rpId = env.WEBAUTHN_RP_ID?.trim().toLowerCase() || 'localhost';
  if (!/^[a-z0-9.-]+$/.test(rpId)) errors.push(`WEBAUTHN_RP_ID must be a domain like example.org (got "${rpId}")`);
  const port = env.PORT || '5000';
  const raw = env.WEBAUTHN_ORIGINS?.trim();
  const origins = raw ? raw.split(',').map((o) => o.trim().replace(/\/$/, '')).filter(Boolean) : [`http://localhost:${port}`, 'http://localhost:5173'];
  for (const origin of origins) {
    try {
      const parsed = new URL(origin);
      const host = parsed.hostname;
      if (!['http:', 'https:'].includes(parsed.protocol) || (host !== rpId && !host.endsWith(`.${rpId}`))) throw new Error('origin');
    } catch {
      errors.push(`WEBAUTHN_ORIGINS must be http(s) origins on WEBAUTHN_RP_ID or its subdomains (got "${origin}")`);
    }
  }
  return { rpId, origins };
}

/** MAIL_FROM: `address@example.org` or `Name <address@example.org>`, required with SMTP_URL. */
function mail(env: Env, errors: string[]): AppConfig['mail'] {
  const smtpUrl = url(env, 'SMTP_URL', ['smtp:', 'smtps:'], errors);
  const from = env.MAIL_FROM?.trim() || undefined;
  if (smtpUrl && !from) errors.push('MAIL_FROM is required when SMTP_URL is set');
  if (from && !/^(?:[^<>\r\n]{1,100} <)?[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+>?$/.test(from)) {
    errors.push(`MAIL_FROM must be an address like notices@example.org or "Name <notices@example.org>" (got "${from}")`);
  }
  return { smtpUrl, from };
}

/** PUBLIC_URL: the site's origin for links sent out; default the first WEBAUTHN_ORIGINS origin. */
function publicUrl(env: Env, fallback: string, errors: string[]): string {
  const raw = url(env, 'PUBLIC_URL', ['http:', 'https:'], errors);
  return (raw ?? fallback).replace(/\/+$/, '');
}

/** METRICS_TOKEN: long enough that it cannot be guessed, printable so it fits a header. */
function metricsToken(env: Env, errors: string[]): string | undefined {
  const raw = env.METRICS_TOKEN;
  if (!raw) return undefined;
  if (raw.length < 24 || !/^[\x21-\x7e]+$/.test(raw)) errors.push('METRICS_TOKEN must be at least 24 printable characters without spaces');
  return raw;
}

/**
 * Reads and validates the environment once at startup; throws a ConfigError listing every problem.
 * `apps`: the sub-apps whose `settings` are checked with it (main.ts and the tests hand the manifest).
 */
export function loadConfig(env: Env = process.env, apps: readonly { settings?: AppSettings<unknown> }[] = []): AppConfig {
  const errors: string[] = [];
  const nodeEnvRaw = env.NODE_ENV ?? 'development';
  if (!['development', 'production', 'test'].includes(nodeEnvRaw)) {
    errors.push(`NODE_ENV must be development, production or test (got "${nodeEnvRaw}")`);
  }
  const nodeEnv = nodeEnvRaw as AppConfig['nodeEnv'];
  const dataDir = resolve(env.DATA_DIR || './.data');
  const adminEmail = env.ADMIN_EMAIL?.trim().toLowerCase() || undefined;
  const adminPassword = env.ADMIN_PASSWORD || undefined;
  if (adminEmail && !adminPassword) errors.push('ADMIN_PASSWORD is required when ADMIN_EMAIL is set');
  if (adminPassword && !adminEmail) errors.push('ADMIN_EMAIL is required when ADMIN_PASSWORD is set');
  if (adminPassword && (adminPassword.length < 10 || adminPassword.length > 128)) {
    errors.push('ADMIN_PASSWORD must be 10 to 128 characters');
  }
  const logLevel = (env.LOG_LEVEL ?? 'log') as AppConfig['logLevel'];
  if (!['error', 'warn', 'log', 'debug'].includes(logLevel)) errors.push('LOG_LEVEL must be error, warn, log or debug');

  const config: AppConfig = {
    nodeEnv,
    port: int(env, 'PORT', 5000, 0, 65535, errors),
    appName: env.APP_NAME?.trim() || 'Psyop-Free Economy',
    dataDir,
    databaseUrl: url(env, 'DATABASE_URL', ['postgres:', 'postgresql:'], errors),
    embeddedPgPort: int(env, 'EMBEDDED_PG_PORT', 54329, 1024, 65535, errors),
    redisUrl: url(env, 'REDIS_URL', ['redis:', 'rediss:'], errors),
    sessionSecret: '',
    previousSessionSecrets: previousSecrets(env, errors),
    sessionMaxAgeDays: int(env, 'SESSION_MAX_AGE_DAYS', 14, 1, 365, errors),
    adminEmail,
    adminPassword,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    allowedOrigins: (env.ALLOWED_ORIGINS ?? '')
      .split(',')
      .map((o) => o.trim().replace(/\/$/, ''))
      .filter(Boolean),
    bodyLimitBytes: byteSize(env, 'BODY_LIMIT', '100kb', errors),
    rateLimit: {
      windowSeconds: int(env, 'RATE_LIMIT_WINDOW_SECONDS', 900, 1, 86400, errors),
      maxPerIp: int(env, 'RATE_LIMIT_MAX_PER_IP', 30, 1, 1_000_000, errors),
      maxPerAccount: int(env, 'RATE_LIMIT_MAX_PER_ACCOUNT', 10, 1, 1_000_000, errors),
      ipv6PrefixBits: int(env, 'RATE_LIMIT_IPV6_PREFIX', 64, 16, 128, errors),
      redisTimeoutMs: int(env, 'RATE_LIMIT_REDIS_TIMEOUT_MS', REDIS_LIMIT_TIMEOUT_MS, 50, 10_000, errors),
    },
    requestsPerMinutePerIp: int(env, 'RATE_LIMIT_REQUESTS_PER_MINUTE', 6000, 1, 10_000_000, errors),
    graceDays: int(env, 'GRACE_DAYS', 7, 0, 27, errors),
    settings: settingsSource(env),
    chatMessagesPerMinute: int(env, 'CHAT_MESSAGES_PER_MINUTE', 30, 1, 10_000, errors),
    chatEventBudget: {
      burst: int(env, 'CHAT_SOCKET_EVENT_BURST', 20, 1, 10_000, errors),
      perSecond: int(env, 'CHAT_SOCKET_EVENTS_PER_SECOND', 2, 1, 10_000, errors),
    },
    webauthn: webauthn(env, errors),
    sessionCacheMs: int(env, 'SESSION_CACHE_MS', 5000, 0, 60_000, errors),
    frontendDist: resolve(env.FRONTEND_DIST || join(__dirname, '..', '..', '..', 'frontend', 'dist')),
    logLevel,
    mediaMaxUploadMb: int(env, 'MEDIA_MAX_UPLOAD_MB', 200, 1, 10_240, errors),
    mediaDir: resolve(env.MEDIA_DIR || join(dataDir, 'media')),
    mail: mail(env, errors),
    publicUrl: '',
    startupTimeoutS: int(env, 'STARTUP_TIMEOUT_S', 300, 0, 86_400, errors),
    healthTimeoutMs: int(env, 'HEALTH_TIMEOUT_MS', HEALTH_TIMEOUT_MS, 100, 60_000, errors),
    shutdownTimeoutMs: int(env, 'SHUTDOWN_TIMEOUT_MS', 10_000, 1000, 600_000, errors),
    metricsToken: metricsToken(env, errors),
    hashing: {
      // One core stays free for the event loop: a burst of sign-ins queues instead of stalling reads.
      concurrency: int(env, 'HASH_CONCURRENCY', Math.max(1, availableParallelism() - 1), 1, 256, errors),
      queue: int(env, 'HASH_QUEUE', 64, 0, 100_000, errors),
    },
    runtime: {
      quickExitUrl: url(env, 'QUICK_EXIT_URL', ['https:', 'http:'], errors),
      supportChatUrl: url(env, 'SUPPORT_CHAT_URL', ['https:', 'http:'], errors),
    },
  };
  config.publicUrl = publicUrl(env, config.webauthn.origins[0] ?? `http://localhost:${config.port}`, errors);
  for (const app of apps) {
    try {
      if (app.settings) config.settings.read(app.settings);
    } catch (err) {
      errors.push(...(err as Error).message.split('\n  - ').slice(1));
    }
  }
  if (errors.length === 0) config.sessionSecret = sessionSecret(env, nodeEnv, dataDir, errors);
  if (errors.length > 0) {
    throw new ConfigError(`Invalid configuration:\n  - ${errors.join('\n  - ')}`);
  }
  return config;
}
