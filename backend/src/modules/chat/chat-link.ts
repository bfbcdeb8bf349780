import { Injectable, Logger } from '@nestjs/common';
import { EventEmitter } from 'node:events';

/** What a link needs of a Redis client (node-redis v4). */
export type LinkClient = EventEmitter & { readonly isReady: boolean };

/** Who must subscribe again: this node's sockets (its subscriber came back) or every node's (its publisher did). */
export type ResyncScope = 'node' | 'cluster';

/** How long recoveries are gathered into one `resync` (both clients of a node come back together). */
export const RESYNC_GATHER_MS = 200;

/**
 * This node's link to the other nodes for chat: the socket.io Redis adapter's two clients (none
 * without REDIS_URL). The adapter fills it in; the chat service asks it before storing a message.
 *
 * - `canPublish`: the publisher is connected. While it is not, a send fails at once
 *   (`chat.unavailable`) and nothing is stored, so no stored message waits unseen behind a dead
 *   link. (The publisher runs without an offline queue: nothing piles up in memory either.)
 * - `onResync`: a client came back after an error or an end. A subscriber that was away missed
 *   whatever the other nodes published meanwhile: this node's sockets are asked to subscribe
 *   again with the seq they hold every message up to. A publisher that was away may have dropped a message that
 *   was stored just before it broke: every node's sockets are asked.
 */
@Injectable()
export class ChatLink {
  private readonly logger = new Logger('ChatLink');
  private publisher?: LinkClient;
  private readonly handlers: ((scope: ResyncScope) => void)[] = [];
  private pending?: ResyncScope;
  private timer?: NodeJS.Timeout;

  get canPublish(): boolean {
    return !this.publisher || this.publisher.isReady;
  }

  attach(publisher: LinkClient, subscriber: LinkClient): void {
    this.publisher = publisher;
    this.watch(publisher, 'publisher', 'cluster');
    this.watch(subscriber, 'subscriber', 'node');
  }

  onResync(handler: (scope: ResyncScope) => void): void {
    this.handlers.push(handler);
  }

  /** Stops a gathered resync from firing (the node is closing). */
  detach(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.pending = undefined;
    this.publisher = undefined;
  }

  private watch(client: LinkClient, name: string, scope: ResyncScope): void {
    let lost = false;
    const lose = () => {
      if (!lost) this.logger.warn(`Chat's Redis ${name} lost: ${scope === 'cluster' ? 'sends fail fast until it is back' : 'live messages from other nodes wait until it is back'}`);
      lost = true;
    };
    client.on('error', lose);
    client.on('end', lose);
    client.on('ready', () => {
      if (!lost) return;
      lost = false;
      this.logger.log(`Chat's Redis ${name} is back: asking ${scope === 'cluster' ? 'every node' : 'this node'}'s sockets to resync`);
      this.schedule(scope);
    });
  }

  private schedule(scope: ResyncScope): void {
    this.pending = this.pending === 'cluster' ? 'cluster' : scope;
    this.timer ??= setTimeout(() => {
      const gathered = this.pending!;
      this.timer = undefined;
      this.pending = undefined;
      for (const handler of this.handlers) handler(gathered);
    }, RESYNC_GATHER_MS);
    this.timer.unref();
  }
}
