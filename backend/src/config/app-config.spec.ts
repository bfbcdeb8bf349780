import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type AppSettings, ConfigError, loadConfig } from './app-config';

describe('loadConfig', () => {
  const dataDir = () => mkdtempSync(join(tmpdir(), 'cfg-'));

  it('applies the documented defaults', () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config).toMatchObject({ port: 5000, appName: 'Psyop-Free Economy', nodeEnv: 'development', graceDays: 7, trustProxy: false });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.sessionSecret).toBe(readFileSync(join(dir, 'session-secret'), 'utf8'));
    expect(loadConfig({ DATA_DIR: dir }).sessionSecret).toBe(config.sessionSecret);
  });

  it("reads a sub-app's settings (its manifest entry's slot) from the same environment, and refuses a bad one at startup", () => {
    const gardenSettings: AppSettings<{ plots: number; sowing: string }> = (read) => ({ plots: read.int('GARDEN_PLOTS', 4, 1, 10), sowing: read.cron('GARDEN_CRON', '0 6 * * *') });
    const config = loadConfig({ DATA_DIR: dataDir(), GARDEN_PLOTS: '7' }, [{ settings: gardenSettings }]);
    expect(config.settings.read(gardenSettings)).toEqual({ plots: 7, sowing: '0 6 * * *' });
    expect(() => loadConfig({ DATA_DIR: dataDir(), GARDEN_PLOTS: '70', GARDEN_CRON: 'often' }, [{ settings: gardenSettings }])).toThrow(/GARDEN_PLOTS[\s\S]*GARDEN_CRON/);
    // Without the entry, a bad value is found where the app reads it.
    expect(() => loadConfig({ DATA_DIR: dataDir(), GARDEN_PLOTS: '70' }).settings.read(gardenSettings)).toThrow(ConfigError);
  });

  it('reads the operations settings: startup wait, health timeout, metrics token, hashing limits', () => {
    const defaults = loadConfig({ DATA_DIR: dataDir() });
    expect(defaults).toMatchObject({ startupTimeoutS: 300, healthTimeoutMs: 5000, metricsToken: undefined });
    expect(defaults.hashing.concurrency).toBeGreaterThanOrEqual(1);
    expect(defaults.hashing.queue).toBe(64);
    expect(defaults.rateLimit.redisTimeoutMs).toBe(1500);
    expect(loadConfig({ DATA_DIR: dataDir(), HEALTH_TIMEOUT_MS: '800', RATE_LIMIT_REDIS_TIMEOUT_MS: '400' })).toMatchObject({ healthTimeoutMs: 800, rateLimit: { redisTimeoutMs: 400 } });
    expect(() => loadConfig({ DATA_DIR: dataDir(), RATE_LIMIT_REDIS_TIMEOUT_MS: '10' })).toThrow('RATE_LIMIT_REDIS_TIMEOUT_MS');
    const set = loadConfig({ DATA_DIR: dataDir(), STARTUP_TIMEOUT_S: '30', METRICS_TOKEN: 'a'.repeat(24), HASH_CONCURRENCY: '2', HASH_QUEUE: '0' });
    expect(set).toMatchObject({ startupTimeoutS: 30, metricsToken: 'a'.repeat(24), hashing: { concurrency: 2, queue: 0 } });
    expect(() => loadConfig({ DATA_DIR: dataDir(), METRICS_TOKEN: 'short' })).toThrow('METRICS_TOKEN must be at least 24 printable characters');
    expect(() => loadConfig({ DATA_DIR: dataDir(), METRICS_TOKEN: `${'a'.repeat(24)} b` })).toThrow('METRICS_TOKEN');
    expect(() => loadConfig({ DATA_DIR: dataDir(), HASH_CONCURRENCY: '0' })).toThrow('HASH_CONCURRENCY must be a whole number');
  });

  it('lists every problem at once', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), PORT: 'abc', DATABASE_URL: 'mysql://x', ADMIN_EMAIL: 'a@b.c' })).toThrow(ConfigError);
    try {
      loadConfig({ DATA_DIR: dataDir(), PORT: 'abc', DATABASE_URL: 'mysql://x', ADMIN_EMAIL: 'a@b.c' });
    } catch (err) {
      const message = (err as Error).message;
      expect(message).toContain('PORT must be a whole number');
      expect(message).toContain('DATABASE_URL must be a URL');
      expect(message).toContain('ADMIN_PASSWORD is required when ADMIN_EMAIL is set');
    }
  });

  it('requires a long SESSION_SECRET in production', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), NODE_ENV: 'production' })).toThrow('SESSION_SECRET is required');
    expect(() => loadConfig({ DATA_DIR: dataDir(), NODE_ENV: 'production', SESSION_SECRET: 'short' })).toThrow('at least 32');
    expect(loadConfig({ DATA_DIR: dataDir(), NODE_ENV: 'production', SESSION_SECRET: 's'.repeat(40) }).nodeEnv).toBe('production');
  });

  it('reads BODY_LIMIT as a size and refuses anything else', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).bodyLimitBytes).toBe(102_400);
    expect(loadConfig({ DATA_DIR: dataDir(), BODY_LIMIT: '1MB' }).bodyLimitBytes).toBe(1_048_576);
    expect(loadConfig({ DATA_DIR: dataDir(), BODY_LIMIT: '2048' }).bodyLimitBytes).toBe(2048);
    for (const bad of ['ten', '10gb', '-1kb', '0']) expect(() => loadConfig({ DATA_DIR: dataDir(), BODY_LIMIT: bad })).toThrow('BODY_LIMIT must be a size');
  });

  it('keeps the chat socket budget at 20 and 2 per second unless set', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).chatEventBudget).toEqual({ burst: 20, perSecond: 2 });
    expect(loadConfig({ DATA_DIR: dataDir(), CHAT_SOCKET_EVENT_BURST: '100', CHAT_SOCKET_EVENTS_PER_SECOND: '50' }).chatEventBudget).toEqual({ burst: 100, perSecond: 50 });
    expect(() => loadConfig({ DATA_DIR: dataDir(), CHAT_SOCKET_EVENTS_PER_SECOND: '0' })).toThrow('CHAT_SOCKET_EVENTS_PER_SECOND');
  });

  it('parses TRUST_PROXY as a flag, a hop count or a list', () => {
    expect(loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: 'loopback' }).trustProxy).toBe('loopback');
  });

  it('binds passkeys to localhost by default and checks WEBAUTHN_* together', () => {
    expect(loadConfig({ DATA_DIR: dataDir(), PORT: '5064' }).webauthn).toEqual({ rpId: 'localhost', origins: ['http://localhost:5064', 'http://localhost:5173'] });
    expect(loadConfig({ DATA_DIR: dataDir(), WEBAUTHN_RP_ID: 'Example.org', WEBAUTHN_ORIGINS: 'https://example.org/, https://app.example.org' }).webauthn).toEqual({
      rpId: 'example.org',
      origins: ['https://example.org', 'https://app.example.org'],
    });
    expect(() => loadConfig({ DATA_DIR: dataDir(), WEBAUTHN_RP_ID: 'example.org' })).toThrow('WEBAUTHN_ORIGINS must be http(s) origins on WEBAUTHN_RP_ID');
    expect(() => loadConfig({ DATA_DIR: dataDir(), WEBAUTHN_RP_ID: 'example.org', WEBAUTHN_ORIGINS: 'https://evil.test' })).toThrow('WEBAUTHN_ORIGINS');
    expect(() => loadConfig({ DATA_DIR: dataDir(), WEBAUTHN_RP_ID: 'https://example.org' })).toThrow('WEBAUTHN_RP_ID must be a domain');
  });

  it('checks the mail settings: MAIL_FROM with SMTP_URL, smtp(s) URLs, and links on PUBLIC_URL or the first passkey origin', () => {
    const dir = dataDir();
    expect(loadConfig({ DATA_DIR: dir }).mail).toEqual({ smtpUrl: undefined, from: undefined });
    expect(loadConfig({ DATA_DIR: dir }).publicUrl).toBe('http://localhost:5000');
    const ok = loadConfig({ DATA_DIR: dir, SMTP_URL: 'smtps://u:p@mail.example.org:465', MAIL_FROM: 'Notices <n@example.org>', PUBLIC_URL: 'https://example.org/' });
    expect(ok.mail).toEqual({ smtpUrl: 'smtps://u:p@mail.example.org:465', from: 'Notices <n@example.org>' });
    expect(ok.publicUrl).toBe('https://example.org');
    expect(() => loadConfig({ DATA_DIR: dir, SMTP_URL: 'smtp://mail.example.org' })).toThrow('MAIL_FROM is required when SMTP_URL is set');
    expect(() => loadConfig({ DATA_DIR: dir, SMTP_URL: 'http://mail.example.org', MAIL_FROM: 'n@example.org' })).toThrow('SMTP_URL must be a URL');
    expect(() => loadConfig({ DATA_DIR: dir, SMTP_URL: 'smtp://mail.example.org', MAIL_FROM: 'not an address' })).toThrow('MAIL_FROM must be an address');
    expect(() => loadConfig({ DATA_DIR: dir, PUBLIC_URL: 'ftp://example.org' })).toThrow('PUBLIC_URL must be a URL');
  });
});
