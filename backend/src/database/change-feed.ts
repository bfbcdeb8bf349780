import { Injectable, Logger, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Client } from 'pg';
import { DataSource } from 'typeorm';

type Handler = (payload: string) => void;

/** The channels the database's triggers fill (migrations SessionEndedNotify, CacheInvalidationNotify, SessionRotatedNotify). */
export type DbChannel = 'session_ended' | 'session_rotated' | 'session_changed' | 'user_changed';
const CHANNELS: DbChannel[] = ['session_ended', 'session_rotated', 'session_changed', 'user_changed'];
const RECONNECT_MS = 2000;

/**
 * The node's one LISTEN connection to PostgreSQL. Triggers NOTIFY whenever a session row goes
 * (`session_ended`: logout, revocation, a password reset from the CLI, the expiry sweep, account
 * deletion), a session moves to a new id (`session_rotated`: a privilege or password change; not
 * an end), a session's data changes (`session_changed`) or a user row changes or goes
 * (`user_changed`). Every node hears it, whichever process made the change, so each can close the
 * sockets of that session it holds and forget what it cached. Reconnects on its own if the
 * connection drops; while it is down `listening` is false, so caches that rely on it stand aside.
 */
@Injectable()
export class ChangeFeed implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('ChangeFeed');
  private readonly handlers = new Map<DbChannel, Handler[]>(CHANNELS.map((c) => [c, []]));
  private readonly connectionHandlers: ((listening: boolean) => void)[] = [];
  private client?: Client;
  private stopped = false;
  private up = false;

  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** True while notifications are being received (connected and LISTENing). */
  get listening(): boolean {
    return this.up;
  }

  onSessionEnded(handler: Handler): void {
    this.on('session_ended', handler);
  }

  on(channel: DbChannel, handler: Handler): void {
    this.handlers.get(channel)!.push(handler);
  }

  /** Called when notifications start or stop arriving (anything heard before may have been missed in between). */
  onConnectionChange(handler: (listening: boolean) => void): void {
    this.connectionHandlers.push(handler);
  }

  async onModuleInit(): Promise<void> {
    await this.connect();
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    this.setUp(false);
    await this.client?.end().catch(() => undefined);
  }

  private setUp(up: boolean): void {
    if (this.up === up) return;
    this.up = up;
    for (const handler of this.connectionHandlers) handler(up);
  }

  private async connect(): Promise<void> {
    const client = new Client({ connectionString: (this.db.options as { url: string }).url });
    client.on('notification', (msg) => {
      const handlers = this.handlers.get(msg.channel as DbChannel);
      if (handlers && msg.payload) for (const handler of handlers) handler(msg.payload);
    });
    client.on('error', (err) => {
      this.logger.warn(`Database listener connection failed: ${err.message}`);
      client.end().catch(() => undefined);
    });
    client.on('end', () => {
      if (this.client !== client) return;
      this.client = undefined;
      this.setUp(false);
      this.reconnectLater();
    });
    try {
      await client.connect();
      for (const channel of CHANNELS) await client.query(`LISTEN ${channel}`);
    } catch (err) {
      await client.end().catch(() => undefined);
      throw err;
    }
    this.client = client;
    this.setUp(!this.stopped);
  }

  private reconnectLater(): void {
    if (this.stopped) return;
    setTimeout(() => this.connect().catch(() => this.reconnectLater()), RECONNECT_MS).unref();
  }
}
