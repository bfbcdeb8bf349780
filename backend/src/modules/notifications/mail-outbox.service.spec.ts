import type { Tx } from '../../common/database/sql-repository';
import type { MetricsService } from '../../common/metrics/metrics.service';
import type { AppConfig } from '../../config/app-config';
import { fake, inTransaction } from '../../../test/support/fakes';
import { startSmtp, TestSmtp } from '../../../test/support/smtp';
import { MailOutboxRepository, OutboxRow } from './mail-outbox.repository';
import { MailCommon, MailOutboxService, retryDelaySeconds } from './mail-outbox.service';
import { NotificationKindRegistry } from './notification-kinds.registry';

const HOUR = 3_600_000;
type Recipient = { email: string; discreet: boolean; language: string | null };

const row = (over: Partial<OutboxRow> = {}): OutboxRow => ({
  id: 'o1',
  user_id: 'm1',
  notification_id: 'n1',
  password_reset_id: null,
  attempts: 0,
  created_at: new Date(Date.now() - HOUR),
  ...over,
});

interface World {
  /** The outbox's due rows, in order; each claim takes up to its limit of them. */
  rows?: OutboxRow[];
  recipients?: Record<string, Recipient | null>;
  /** A notification's kind by its id (absent: the notification is gone). */
  notifications?: Record<string, string>;
  /** The first claim answers only once this settles (a drain held in progress). */
  firstClaimHeld?: Promise<void>;
}

/** The service over a fake repository (the outbox as an array) and a real SMTP server in this process, or none. */
async function outbox(world: World, smtp: 'up' | 'down' | 'none') {
  const due = [...(world.rows ?? [])];
  const calls: string[] = [];
  const retries: [id: string, attempts: number, reason: string, delay: number][] = [];
  const repo = fake<MailOutboxRepository>({
    transaction: inTransaction,
    backlog: async () => due.length,
    claimDue: async (_tx: Tx, limit: number) => {
      calls.push(`claim ${limit}`);
      if (calls.length === 1) await world.firstClaimHeld;
      return due.slice(0, limit);
    },
    remove: async (_tx: Tx, id: string) => {
      calls.push(`remove ${id}`);
      due.splice(
        due.findIndex((r) => r.id === id),
        1,
      );
    },
    retryLater: async (_tx: Tx, id: string, attempts: number, reason: string, delay: number) => {
      calls.push(`retry ${id}`);
      retries.push([id, attempts, reason, delay]);
      due.splice(
        due.findIndex((r) => r.id === id),
        1,
      );
    },
    recipient: async (_tx: Tx, userId: string) => (world.recipients ?? { m1: { email: 'ann@example.test', discreet: false, language: null } })[userId] ?? null,
    notificationKind: async (_tx: Tx, id: string | null) => (world.notifications ?? { n1: 'socketrelay.request_taken' })[id ?? ''] ?? null,
  });
  const kinds = new NotificationKindRegistry();
  kinds.register({ kind: 'socketrelay.request_taken', sentence: 'Your SocketRelay request was taken.' });
  let gauge: (() => Promise<number>) | undefined;
  const metrics = fake<MetricsService>({ reportOutboxBacklog: (count: () => Promise<number>) => void (gauge = count) });
  let server: TestSmtp | undefined;
  let smtpUrl: string | undefined;
  if (smtp !== 'none') {
    server = await startSmtp();
    smtpUrl = `smtp://127.0.0.1:${server.port}`;
    // A port nobody listens on any more: every send is refused, as with a mail server that is down.
    if (smtp === 'down') await server.close();
  }
  const config = { appName: 'Psyop-Free Economy', publicUrl: 'https://pfe.example.test', mail: { smtpUrl, from: 'PFE <noreply@pfe.example.test>' } } as AppConfig;
  const service = new MailOutboxService(repo, config, kinds, metrics);
  service.onModuleInit();
  const received = server?.received ?? [];
  const close = async () => {
    await service.onApplicationShutdown();
    if (smtp === 'up') await server!.close();
  };
  return { service, calls, retries, due, received, gauge: () => gauge!, close };
}

type Outbox = Awaited<ReturnType<typeof outbox>>;

/** Runs `test` against a fresh outbox, always stopping the service (its poll timer) and the SMTP server. */
async function withOutbox(world: World, smtp: 'up' | 'down' | 'none', test: (o: Outbox) => Promise<void>) {
  const o = await outbox(world, smtp);
  try {
    await test(o);
  } finally {
    await o.close();
  }
}

describe('MailOutboxService (rules, with a fake repository and an in-process SMTP server)', () => {
  it('retries wait 30 s, then twice as long each time, never more than an hour', () => {
    expect([1, 2, 3, 4, 7, 8, 20].map(retryDelaySeconds)).toEqual([30, 60, 120, 240, 1920, 3600, 3600]);
    expect(retryDelaySeconds(0)).toBe(30);
  });

  it('without SMTP_URL it is off: a kick claims nothing, and the backlog gauge still counts the outbox', () =>
    withOutbox({ rows: [row()] }, 'none', async ({ service, calls, gauge }) => {
      expect(service.enabled).toBe(false);
      service.kick();
      expect(calls).toEqual([]);
      expect(await gauge()()).toBe(1);
    }));

  it('sends a notification’s email to the member’s current address with its kind’s sentence, then removes the row', () =>
    withOutbox({ rows: [row()] }, 'up', async ({ service, calls, received }) => {
      expect(service.enabled).toBe(true);
      expect(await service.drain()).toBe(1);
      expect(calls).toEqual(['claim 10', 'remove o1']);
      expect(received).toHaveLength(1);
      expect(received[0].to).toEqual(['ann@example.test']);
      expect(received[0].decoded).toContain('Subject: Psyop-Free Economy: Your SocketRelay request was taken');
      expect(received[0].decoded).toContain('https://pfe.example.test/notifications');
    }));

  it('in discreet mode the email names neither the product nor what happened; in her language when she chose one', () =>
    withOutbox(
      {
        rows: [row(), row({ id: 'o2', user_id: 'm2' })],
        recipients: { m1: { email: 'ann@example.test', discreet: true, language: null }, m2: { email: 'bea@example.test', discreet: false, language: 'es' } },
      },
      'up',
      async ({ service, received }) => {
        expect(await service.drain()).toBe(2);
        const [discreet, spanish] = received;
        expect(discreet.decoded).toContain('Subject: You have an update');
        expect(discreet.decoded).not.toMatch(/SocketRelay|Psyop-Free Economy/);
        expect(spanish.to).toEqual(['bea@example.test']);
        expect(spanish.decoded).toContain('Alguien acept');
        expect(spanish.decoded).not.toContain('Your SocketRelay request was taken');
      },
    ));

  it('a row for a deleted account, a gone notification or an unregistered kind is dropped without an email', () =>
    withOutbox(
      {
        rows: [row({ id: 'o1', user_id: 'gone' }), row({ id: 'o2', notification_id: 'n-deleted' }), row({ id: 'o3', notification_id: 'n-odd' })],
        notifications: { 'n-odd': 'socketrelay.unknown_kind' },
      },
      'up',
      async ({ service, calls, received, due }) => {
        expect(await service.drain()).toBe(0);
        expect(calls).toEqual(['claim 10', 'remove o1', 'remove o2', 'remove o3']);
        expect(received).toEqual([]);
        expect(due).toEqual([]);
      },
    ));

  it('a password reset is rendered by the account module with her discreet mode, the product and her language; null or no renderer drops it', () =>
    withOutbox(
      {
        rows: [row({ id: 'o1', notification_id: null, password_reset_id: 'pr1' }), row({ id: 'o2', notification_id: null, password_reset_id: 'pr-used' })],
        recipients: { m1: { email: 'ann@example.test', discreet: true, language: 'xx' } },
      },
      'up',
      async ({ service, calls, received }) => {
        const rendered: [string, MailCommon][] = [];
        service.renderPasswordResetsWith(async (_tx, id, common) => {
          rendered.push([id, common]);
          return id === 'pr1' ? { subject: 'Reset', text: 'Use the link', html: '<p>Use the link</p>' } : null;
        });
        expect(await service.drain()).toBe(1);
        expect(rendered).toEqual([
          ['pr1', { discreet: true, appName: 'Psyop-Free Economy', language: undefined }],
          ['pr-used', { discreet: true, appName: 'Psyop-Free Economy', language: undefined }],
        ]);
        expect(calls).toEqual(['claim 10', 'remove o1', 'remove o2']);
        expect(received.map((m) => m.decoded.includes('Subject: Reset'))).toEqual([true]);
      },
    ));

  it('a reset row before the account module registered its renderer is dropped, not sent', () =>
    withOutbox({ rows: [row({ notification_id: null, password_reset_id: 'pr1' })] }, 'up', async ({ service, calls, received }) => {
      expect(await service.drain()).toBe(0);
      expect(calls).toEqual(['claim 10', 'remove o1']);
      expect(received).toEqual([]);
    }));

  it('when the mail server refuses, the row stays for a later attempt (counted, with the reason and the backoff)', () =>
    withOutbox({ rows: [row({ attempts: 2 })] }, 'down', async ({ service, calls, retries }) => {
      expect(await service.drain()).toBe(0);
      expect(calls).toEqual(['claim 10', 'retry o1']);
      expect(retries).toEqual([['o1', 3, expect.stringMatching(/\S/), 120]]);
    }));

  it('an email still unsent after 72 hours is given up: the row goes instead of waiting again', () =>
    withOutbox({ rows: [row({ attempts: 40, created_at: new Date(Date.now() - 73 * HOUR) })] }, 'down', async ({ service, calls, retries }) => {
      expect(await service.drain()).toBe(0);
      expect(calls).toEqual(['claim 10', 'remove o1']);
      expect(retries).toEqual([]);
    }));

  it('claims batches of 10 until a batch comes back short', () =>
    // Ten rows of deleted accounts (dropped at once), then two to send: the second claim finds them.
    withOutbox(
      { rows: [...Array.from({ length: 10 }, (_, i) => row({ id: `gone${i}`, user_id: 'gone' })), row({ id: 'o1' }), row({ id: 'o2' })] },
      'up',
      async ({ service, calls, received }) => {
        expect(await service.drain()).toBe(2);
        expect(calls.filter((c) => c.startsWith('claim'))).toEqual(['claim 10', 'claim 10']);
        expect(received).toHaveLength(2);
      },
    ));

  it('kicks while a drain runs are folded into one more drain afterwards', async () => {
    let release!: () => void;
    const firstClaimHeld = new Promise<void>((resolve) => (release = resolve));
    await withOutbox({ rows: [row()], firstClaimHeld }, 'up', async ({ service, calls, received }) => {
      const claims = () => calls.filter((c) => c.startsWith('claim')).length;
      service.kick();
      service.kick();
      service.kick();
      expect(claims()).toBe(1);
      release();
      // Shutting down stops the poll timer and waits for the drain that was running; the one more
      // drain starts as that one ends, before anything else could have kicked.
      await service.onApplicationShutdown();
      expect(claims()).toBe(2);
      expect(received).toHaveLength(1);
    });
  });
});
