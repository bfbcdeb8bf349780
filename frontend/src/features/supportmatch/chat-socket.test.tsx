import { act, renderHook } from '@testing-library/react';
import { loadSocketClient, RESYNC_SPREAD_MS, SUBSCRIBE_RETRY_MS, useChatSubscription } from '../../lib/socket';
import type { ChatMessage } from '@pfe/contracts';

/** The chat socket client (lib/socket.ts) as the partnership page uses it, against a fake socket.io connection. */

type Handler = (...args: unknown[]) => void;

const fake = vi.hoisted(() => {
  class FakeSocket {
    connected = false;
    handlers = new Map<string, Set<(...args: unknown[]) => void>>();
    emitted: Array<{ event: string; payload: unknown }> = [];
    /** What the server answers to the next subscribe. */
    subscribeAck: unknown = { ok: true };
    disconnect = vi.fn(() => {
      this.connected = false;
    });
    on(event: string, fn: (...args: unknown[]) => void) {
      if (!this.handlers.has(event)) this.handlers.set(event, new Set());
      this.handlers.get(event)!.add(fn);
      return this;
    }
    off(event: string, fn: (...args: unknown[]) => void) {
      this.handlers.get(event)?.delete(fn);
      return this;
    }
    fire(event: string, ...args: unknown[]) {
      for (const fn of [...(this.handlers.get(event) ?? [])]) fn(...args);
    }
    emit(event: string, payload: unknown) {
      this.emitted.push({ event, payload });
      return this;
    }
    timeout() {
      return {
        emit: (event: string, payload: unknown, ack: (err: Error | null, answer?: unknown) => void) => {
          this.emitted.push({ event, payload });
          ack(null, this.subscribeAck);
        },
      };
    }
  }
  return { FakeSocket, sockets: [] as InstanceType<typeof FakeSocket>[], io: vi.fn() };
});

vi.mock('socket.io-client', () => ({
  io: (...args: unknown[]) => {
    fake.io(...args);
    const socket = new fake.FakeSocket();
    fake.sockets.push(socket);
    return socket;
  },
}));

const hello: ChatMessage = { id: 'm1', seq: 1, clientId: 'c1', senderId: 'u2', content: 'hello', createdAt: '2026-03-02T10:00:00Z' };

function connect(socket: InstanceType<typeof fake.FakeSocket>) {
  act(() => {
    socket.connected = true;
    socket.fire('connect');
  });
}

describe('useChatSubscription (lib/socket.ts)', () => {
  // The client is fetched by the first conversation shown (its own chunk); here it is loaded up front.
  beforeAll(() => loadSocketClient());
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    // Let the shared connection close between tests.
    act(() => vi.advanceTimersByTime(60_000));
    vi.useRealTimers();
  });

  it('connects to /chat with the cookie, subscribes on connect, hands over only its own messages, unsubscribes on leave', () => {
    const onMessage = vi.fn();
    const { result, unmount } = renderHook(() => useChatSubscription('partnership', 'p1', onMessage));
    const socket = fake.sockets.at(-1)!;
    expect(fake.io).toHaveBeenLastCalledWith('/chat', { withCredentials: true, transports: ['websocket', 'polling'] });
    expect(result.current.live).toBe(false);

    connect(socket);
    expect(socket.emitted).toContainEqual({ event: 'subscribe', payload: { kind: 'partnership', id: 'p1' } });
    expect(result.current.live).toBe(true);

    act(() => {
      socket.fire('message', { kind: 'partnership', id: 'p1', message: hello });
      socket.fire('message', { kind: 'partnership', id: 'other', message: { ...hello, id: 'm2' } });
      socket.fire('message', { kind: 'fulfillment', id: 'p1', message: { ...hello, id: 'm3' } });
    });
    expect(onMessage).toHaveBeenCalledTimes(1);
    expect(onMessage).toHaveBeenCalledWith(hello);

    unmount();
    expect(socket.emitted.at(-1)).toEqual({ event: 'unsubscribe', payload: { kind: 'partnership', id: 'p1' } });
    act(() => socket.fire('message', { kind: 'partnership', id: 'p1', message: hello }));
    expect(onMessage).toHaveBeenCalledTimes(1);
    expect(socket.disconnect).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(10_000));
    expect(socket.disconnect).toHaveBeenCalled();
  });

  it('says the seq getAfter answers on every subscribe, and subscribes again with it when the server says resync', () => {
    let held: number | undefined;
    const { unmount } = renderHook(() => useChatSubscription('partnership', 'p1', vi.fn(), undefined, () => held));
    const socket = fake.sockets.at(-1)!;
    connect(socket);
    // Nothing loaded yet: no replay asked for.
    expect(socket.emitted.at(-1)).toEqual({ event: 'subscribe', payload: { kind: 'partnership', id: 'p1' } });

    held = 7;
    act(() => socket.fire('resync'));
    expect(socket.emitted.filter((e) => e.event === 'subscribe')).toHaveLength(1);
    act(() => vi.advanceTimersByTime(RESYNC_SPREAD_MS));
    expect(socket.emitted.at(-1)).toEqual({ event: 'subscribe', payload: { kind: 'partnership', id: 'p1', after: 7 } });

    held = 9;
    act(() => {
      socket.connected = false;
      socket.fire('disconnect');
    });
    connect(socket);
    expect(socket.emitted.at(-1)).toEqual({ event: 'subscribe', payload: { kind: 'partnership', id: 'p1', after: 9 } });
    unmount();
  });

  it('tries a subscribe refused for a passing reason again, but not one refused for good', () => {
    const { result, unmount } = renderHook(() => useChatSubscription('partnership', 'p1', vi.fn()));
    const socket = fake.sockets.at(-1)!;
    socket.subscribeAck = { ok: false, code: 'chat.tooManyEvents', error: 'Too many requests on this connection. Please slow down.' };
    connect(socket);
    expect(result.current.live).toBe(false);
    socket.subscribeAck = { ok: true };
    act(() => vi.advanceTimersByTime(SUBSCRIBE_RETRY_MS));
    expect(result.current.live).toBe(true);
    expect(socket.emitted.filter((e) => e.event === 'subscribe')).toHaveLength(2);

    socket.subscribeAck = { ok: false, code: 'chat.conversationNotFound', error: 'Conversation not found' };
    act(() => socket.fire('resync'));
    act(() => vi.advanceTimersByTime(RESYNC_SPREAD_MS + SUBSCRIBE_RETRY_MS * 2));
    expect(result.current.live).toBe(false);
    expect(socket.emitted.filter((e) => e.event === 'subscribe')).toHaveLength(3);
    unmount();
  });

  it('is not live while disconnected or refused, and subscribes again after a reconnect', () => {
    const { result, unmount } = renderHook(() => useChatSubscription('partnership', 'p1', vi.fn()));
    const socket = fake.sockets.at(-1)!;
    socket.subscribeAck = { ok: false, error: 'Conversation not found' };
    connect(socket);
    expect(result.current.live).toBe(false);

    socket.subscribeAck = { ok: true };
    act(() => {
      socket.connected = false;
      socket.fire('disconnect');
    });
    expect(result.current.live).toBe(false);
    connect(socket);
    expect(result.current.live).toBe(true);
    expect(socket.emitted.filter((e) => e.event === 'subscribe')).toHaveLength(2);

    act(() => socket.fire('connect_error', new Error('Please sign in to continue')));
    expect(result.current.live).toBe(false);
    unmount();
  });

  it('shares one connection and leaves a room only when its last subscriber goes', () => {
    const opened = fake.io.mock.calls.length;
    const first = renderHook(() => useChatSubscription('partnership', 'p1', vi.fn()));
    const second = renderHook(() => useChatSubscription('partnership', 'p1', vi.fn()));
    expect(fake.io.mock.calls.length - opened).toBeLessThanOrEqual(1);
    const socket = fake.sockets.at(-1)!;
    const before = socket.emitted.length;
    connect(socket);
    expect(first.result.current.live && second.result.current.live).toBe(true);

    first.unmount();
    const unsubscribes = () => socket.emitted.slice(before).filter((e) => e.event === 'unsubscribe');
    expect(unsubscribes()).toHaveLength(0);
    second.unmount();
    expect(unsubscribes()).toHaveLength(1);
  });

  it("reports its own conversation's closed event (no reason given) and is no longer live", () => {
    const onClosed = vi.fn();
    const { result, unmount } = renderHook(() => useChatSubscription('partnership', 'p1', vi.fn(), onClosed));
    const socket = fake.sockets.at(-1)!;
    connect(socket);
    expect(result.current.live).toBe(true);

    act(() => {
      socket.fire('closed', { kind: 'partnership', id: 'other' });
      socket.fire('closed', { kind: 'fulfillment', id: 'p1' });
    });
    expect(onClosed).not.toHaveBeenCalled();
    expect(result.current.live).toBe(true);

    act(() => socket.fire('closed', { kind: 'partnership', id: 'p1' }));
    expect(onClosed).toHaveBeenCalledTimes(1);
    expect(result.current.live).toBe(false);
    unmount();
    act(() => socket.fire('closed', { kind: 'partnership', id: 'p1' }));
    expect(onClosed).toHaveBeenCalledTimes(1);
  });

  it('does nothing without a conversation id', () => {
    const before = fake.sockets.length;
    const { result } = renderHook(() => useChatSubscription('partnership', undefined, vi.fn() as Handler));
    expect(result.current.live).toBe(false);
    expect(fake.sockets.length).toBe(before);
  });
});
