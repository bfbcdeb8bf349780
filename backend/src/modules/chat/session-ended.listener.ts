import { Injectable, Logger, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Client } from 'pg';
import { DataSource } from 'typeorm';

type Handler = (sid: string) => void;

const CHANNEL = 'session_ended';
const RECONNECT_MS = 2000;

/**
 * LISTENs on PostgreSQL's `session_ended` channel, which a trigger on the sessions table fills
 * whenever a session row goes (logout, revocation, a password reset from the CLI, the expiry
 * sweep, account deletion). Every node hears it, whichever process ended the session, so each
 * can close the sockets of that session it holds. Reconnects on its own if the connection drops.
 */
@Injectable()
export class SessionEndedListener implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('SessionEndedListener');
  private readonly handlers: Handler[] = [];
  private client?: Client;
  private stopped = false;

  constructor(@InjectDataSource() private readonly db: DataSource) {}

  onSessionEnded(handler: Handler): void {
    this.handlers.push(handler);
  }

  async onModuleInit(): Promise<void> {
    await this.connect();
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    await this.client?.end().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    const client = new Client({ connectionString: (this.db.options as { url: string }).url });
    client.on('notification', (msg) => {
      if (msg.channel === CHANNEL && msg.payload) for (const handler of this.handlers) handler(msg.payload);
    });
    client.on('error', (err) => {
      this.logger.warn(`Session listener connection failed: ${err.message}`);
      client.end().catch(() => undefined);
      this.reconnectLater();
    });
    await client.connect();
    await client.query(`LISTEN ${CHANNEL}`);
    this.client = client;
  }

  private reconnectLater(): void {
    if (this.stopped) return;
    setTimeout(() => this.connect().catch(() => this.reconnectLater()), RECONNECT_MS).unref();
  }
}
