import type { ChatMessage } from '@pfe/contracts';
import { describe, expect, it, vi } from 'vitest';
import type { AppConfig } from '../../config/app-config';
import { MemoryHitStore } from '../../common/rate-limit/rate-limiter';
import { ChatLink } from './chat-link';
import { ChatService } from './chat.service';
import type { ConversationStore, StoredMessage } from './chat.types';

const ID = '6f1c1f8e-2b4a-4c1e-9d3a-7e5b8c9d0a1b';
const CLIENT_ID = '0b7e5c3a-9d1f-4e2b-8a6c-5f4d3e2c1b0a';
const message: ChatMessage = { id: 'm1', seq: 1, clientId: CLIENT_ID, senderId: 'u1', content: 'hi', createdAt: '2026-11-27T10:00:00Z' };

/**
 * A ChatService over a store that answers `stored` and a socket.io server whose room emits are
 * recorded; each emit also queues a setImmediate, as node-redis does before it writes a publish.
 */
function service(stored: StoredMessage) {
  const notifications = { deliverUnread: vi.fn() };
  const chat = new ChatService(
    { chatMessagesPerMinute: 1000 } as AppConfig,
    new MemoryHitStore(),
    { messageSent: vi.fn(), countSocketsWith: vi.fn() } as never,
    new ChatLink(),
    { attach: vi.fn() } as never,
    notifications as never,
  );
  const emitted: { room: string; flushed: boolean }[] = [];
  const server = {
    sockets: { size: 0 },
    to: (room: string) => ({
      emit: () => {
        const record = { room, flushed: false };
        emitted.push(record);
        setImmediate(() => (record.flushed = true));
      },
    }),
  };
  chat.attachServer(server as never);
  const store: ConversationStore = { kind: 'partnership', assertCanRead: vi.fn(), list: vi.fn(), insert: vi.fn(async () => stored) };
  chat.register(store);
  return { chat, emitted, notifications };
}

describe('ChatService.send', () => {
  it('answers only after the broadcast had a turn of the loop to leave the process', async () => {
    const { chat, emitted } = service({ message, resent: false });
    expect(await chat.send('u1', 'partnership', ID, 'hi', CLIENT_ID)).toEqual(message);
    expect(emitted).toEqual([{ room: `partnership:${ID}`, flushed: true }]);
  });

  it('broadcasts a resend again (its first broadcast may have been lost) without notifying again', async () => {
    const { chat, emitted, notifications } = service({ message, resent: true });
    expect(await chat.send('u1', 'partnership', ID, 'hi', CLIENT_ID)).toEqual(message);
    expect(await chat.send('u1', 'partnership', ID, 'hi', CLIENT_ID)).toEqual(message);
    expect(emitted).toHaveLength(2);
    expect(notifications.deliverUnread).not.toHaveBeenCalled();
  });
});
