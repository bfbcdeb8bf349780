import { Inject, Injectable, Logger, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { createTransport, Transporter } from 'nodemailer';
import { Tx } from '../../common/database/sql-repository';
import { MetricsService } from '../../common/metrics/metrics.service';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { MailOutboxRepository, OutboxRow } from './mail-outbox.repository';
import { isLanguage, type Language } from '@pfe/contracts';
import { mailLocale } from './locales';
import { MailContent, notificationMail } from './mail-templates';
import { NotificationKindRegistry } from './notification-kinds.registry';

const BATCH = 10;
const POLL_MS = 5_000;
const FIRST_RETRY_S = 30;
const MAX_RETRY_S = 3_600;
/** A notification email still unsent after this long is dropped (the notification itself stays). */
const GIVE_UP_HOURS = 72;

/** What every email of a member is rendered with: her discreet mode, the product's name, her language. */
export interface MailCommon {
  discreet: boolean;
  appName: string;
  language?: Language;
}

/**
 * Renders the email of an outbox row caused elsewhere than a notification (a password reset), in
 * the module of that cause, inside the sending transaction: null when it is no longer to be sent.
 */
export type MailRenderer = (tx: Tx, causeId: string, common: MailCommon) => Promise<MailContent | null>;

/** 30 s, 1 min, 2 min … capped at 1 h. */
export const retryDelaySeconds = (attempts: number) => Math.min(MAX_RETRY_S, FIRST_RETRY_S * 2 ** Math.max(0, attempts - 1));

/**
 * Sends what the outbox holds, after the commit that wrote it. Rows are claimed with
 * `FOR UPDATE SKIP LOCKED` (several nodes share the work, none sends a row twice at once) and
 * deleted only once the SMTP server accepted the email; a failure counts an attempt and waits
 * (backoff), so a mail server that is down loses nothing. Without SMTP_URL nothing is written
 * to the outbox and nothing runs.
 */
@Injectable()
export class MailOutboxService implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('MailOutbox');
  private transport?: Transporter;
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;
  private again = false;
  private resetMail?: MailRenderer;

  constructor(
    private readonly outbox: MailOutboxRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly kinds: NotificationKindRegistry,
    private readonly metrics: MetricsService,
  ) {}

  /** The account module renders the password-reset emails (the outbox holds the reset's id, never its link). */
  renderPasswordResetsWith(render: MailRenderer): void {
    this.resetMail = render;
  }

  get enabled(): boolean {
    return !!this.config.mail.smtpUrl;
  }

  onModuleInit(): void {
    // The gauge `outbox_backlog` at /api/metrics: emails written and not yet accepted by the SMTP
    // server (including those waiting for a retry). A backlog that only grows: the mail server is down.
    this.metrics.reportOutboxBacklog(() => this.outbox.backlog());
    if (!this.config.mail.smtpUrl) return;
    // Bounded waits: a hung server cannot hold the outbox rows' locks for long.
    const url = new URL(this.config.mail.smtpUrl);
    url.searchParams.set('connectionTimeout', '10000');
    url.searchParams.set('greetingTimeout', '10000');
    url.searchParams.set('socketTimeout', '20000');
    this.transport = createTransport(url.toString());
    this.timer = setInterval(() => this.kick(), POLL_MS);
    this.timer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
    this.transport?.close();
    this.transport = undefined;
  }

  /** Sends what is due now, in the background; a kick while sending runs once more afterwards. */
  kick(): void {
    if (!this.transport) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.drain()
      .then(() => undefined)
      .catch((err: Error) => this.logger.error(`Mail outbox: ${err.message}`))
      .finally(() => {
        this.running = undefined;
        if (this.again) {
          this.again = false;
          this.kick();
        }
      });
  }

  /** Sends every due row; answers how many emails the server accepted. */
  async drain(): Promise<number> {
    let sent = 0;
    for (;;) {
      const { claimed, accepted } = await this.outbox.transaction(async (tx) => {
        const rows = await this.outbox.claimDue(tx, BATCH);
        let ok = 0;
        for (const row of rows) ok += (await this.sendOne(tx, row)) ? 1 : 0;
        return { claimed: rows.length, accepted: ok };
      });
      sent += accepted;
      if (claimed < BATCH || !this.transport) return sent;
    }
  }

  private async sendOne(tx: Tx, row: OutboxRow): Promise<boolean> {
    const mail = await this.render(tx, row);
    if (!mail || !this.transport) {
      await this.outbox.remove(tx, row.id);
      return false;
    }
    try {
      await this.transport.sendMail({ from: this.config.mail.from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
      await this.outbox.remove(tx, row.id);
      return true;
    } catch (err) {
      const attempts = row.attempts + 1;
      const reason = (err as Error).message.slice(0, 200);
      if (Date.now() - row.created_at.getTime() > GIVE_UP_HOURS * 3_600_000) {
        this.logger.warn(`Mail outbox: gave up on ${row.id} after ${attempts} attempts (${reason})`);
        await this.outbox.remove(tx, row.id);
      } else {
        this.logger.warn(`Mail outbox: ${row.id} not sent (attempt ${attempts}): ${reason}`);
        await this.outbox.retryLater(tx, row.id, attempts, reason, retryDelaySeconds(attempts));
      }
      return false;
    }
  }

  /** The email as it reads now (the member's current address, discreet mode and language); null when it is no longer to be sent. */
  private async render(tx: Tx, row: OutboxRow): Promise<(MailContent & { to: string }) | null> {
    const user = await this.outbox.recipient(tx, row.user_id);
    if (!user) return null;
    const language = isLanguage(user.language) ? user.language : undefined;
    const common: MailCommon = { discreet: user.discreet, appName: this.config.appName, language };
    if (row.password_reset_id) {
      const mail = this.resetMail && (await this.resetMail(tx, row.password_reset_id, common));
      return mail ? { to: user.email, ...mail } : null;
    }
    const kind = await this.outbox.notificationKind(tx, row.notification_id);
    const def = kind && this.kinds.get(kind);
    if (!def) return null;
    return { to: user.email, ...notificationMail({ ...common, sentence: mailLocale(language).sentence(def.kind, def.sentence), publicUrl: this.config.publicUrl, security: def.security }) };
  }
}
