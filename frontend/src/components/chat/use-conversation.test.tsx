import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createQueryClient } from '../../lib/query-client';
import { mockFetch } from '../../testing/render';
import type { ChatMessage } from '@pfe/contracts';
import { ConversationClosedError, isConversationGone, useConversation, type ConversationConfig } from './use-conversation';
import { ApiError } from '../../lib/api-client';

const socket = vi.hoisted(() => ({
  live: false,
  onMessage: undefined as undefined | ((m: ChatMessage) => void),
  onClosed: undefined as undefined | (() => void),
  getAfter: undefined as undefined | (() => number | undefined),
  subscriptions: [] as Array<{ kind: string; id: string | undefined }>,
}));

vi.mock('../../lib/socket', () => ({
  useChatSubscription: (kind: string, id: string | undefined, onMessage: (m: ChatMessage) => void, onClosed?: () => void, getAfter?: () => number | undefined) => {
    socket.onMessage = onMessage;
    socket.onClosed = onClosed;
    socket.getAfter = getAfter;
    socket.subscriptions.push({ kind, id });
    return { live: socket.live && id !== undefined };
  },
}));

const message = (id: string, content: string, minute: number): ChatMessage => ({
  id,
  seq: 0,
  clientId: id,
  senderId: 'u1',
  content,
  createdAt: new Date(Date.UTC(2026, 2, 2, 8, minute)).toISOString(),
});

/** Another app's conversation: its own endpoints and cache key, nothing SupportMatch about it. */
const send = vi.fn(async (_id: string, content: string) => message('m3', content, 3));
const config: ConversationConfig = {
  queryKey: (id) => ['otherapp', 'messages', id],
  messagesUrl: (id) => `/api/otherapp/fulfillments/${id}/messages`,
  send,
};

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={createQueryClient()}>{children}</QueryClientProvider>;
}

beforeEach(() => {
  socket.live = false;
  socket.onClosed = undefined;
  socket.subscriptions = [];
  send.mockClear();
});

const GONE = new ApiError(404, 'Not Found', JSON.stringify({ statusCode: 404, message: 'Conversation not found', error: 'Not Found' }));

describe('useConversation', () => {
  it("reads the caller's endpoint, subscribes to kind:id, takes live messages and sends through the caller", async () => {
    const fetchMock = mockFetch({ 'GET /api/otherapp/fulfillments/f-1/messages': { body: [message('m1', 'Hi', 1)] } });
    const { result } = renderHook(() => useConversation('fulfillment', 'f-1', config), { wrapper });

    await waitFor(() => expect(result.current.data?.map((m) => m.id)).toEqual(['m1']));
    expect(socket.subscriptions.at(-1)).toEqual({ kind: 'fulfillment', id: 'f-1' });
    expect(result.current.live).toBe(false);
    expect(result.current.hasOlder).toBe(false);

    act(() => socket.onMessage?.(message('m2', 'Hello', 2)));
    await waitFor(() => expect(result.current.data?.map((m) => m.id)).toEqual(['m1', 'm2']));

    await act(async () => {
      await result.current.send('Thanks');
    });
    expect(send).toHaveBeenCalledWith('f-1', 'Thanks', expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/));
    await waitFor(() => expect(result.current.data?.map((m) => m.content)).toEqual(['Hi', 'Hello', 'Thanks']));
    expect(fetchMock.mock.calls.every(([url]) => String(url).startsWith('/api/otherapp/fulfillments/f-1/messages'))).toBe(true);
  });

  it('subscribes after the last seq before the first hole in what it holds, so the replay fills the hole', async () => {
    const seq = (id: string, n: number) => ({ ...message(id, id, n), seq: n });
    mockFetch({ 'GET /api/otherapp/fulfillments/f-1/messages': { body: [seq('m11', 11), seq('m12', 12), seq('m14', 14)] } });
    const { result } = renderHook(() => useConversation('fulfillment', 'f-1', config), { wrapper });
    expect(socket.getAfter?.()).toBeUndefined();
    await waitFor(() => expect(result.current.data?.map((m) => m.id)).toEqual(['m11', 'm12', 'm14']));
    // The page starts mid-conversation (1 to 10 not loaded): only the hole at 13 counts.
    expect(socket.getAfter?.()).toBe(12);
    act(() => socket.onMessage?.(seq('m13', 13)));
    await waitFor(() => expect(socket.getAfter?.()).toBe(14));
  });

  it('asks for nothing without a conversation id', () => {
    const fetchMock = mockFetch({});
    const { result } = renderHook(() => useConversation('fulfillment', undefined, config), { wrapper });
    expect(result.current.data).toBeUndefined();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  describe('closed', () => {
    const URL = 'GET /api/otherapp/fulfillments/f-1/messages';
    const reads = (fetchMock: ReturnType<typeof mockFetch>) => fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/api/otherapp/')).length;

    it("turns read-only on the socket's closed event: not live, unsubscribed, not polled, nothing sent", async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      try {
        socket.live = true;
        const fetchMock = mockFetch({ [URL]: { body: [message('m1', 'Hi', 1)] } });
        const { result } = renderHook(() => useConversation('fulfillment', 'f-1', config), { wrapper });
        await waitFor(() => expect(result.current.data).toHaveLength(1));
        expect(result.current.closed).toBe(false);
        expect(result.current.live).toBe(true);

        act(() => socket.onClosed?.());
        expect(result.current.closed).toBe(true);
        expect(result.current.live).toBe(false);
        expect(socket.subscriptions.at(-1)).toEqual({ kind: 'fulfillment', id: undefined });
        // The messages loaded stay readable.
        expect(result.current.data?.map((m) => m.id)).toEqual(['m1']);

        const before = reads(fetchMock);
        await act(() => vi.advanceTimersByTimeAsync(20_000));
        expect(reads(fetchMock)).toBe(before);
        await expect(result.current.send('still there?')).rejects.toBeInstanceOf(ConversationClosedError);
        expect(send).not.toHaveBeenCalled();
      } finally {
        vi.useRealTimers();
      }
    });

    it('turns read-only when a read answers 404', async () => {
      mockFetch({ [URL]: { status: 404, body: { statusCode: 404, message: 'Conversation not found', error: 'Not Found' } } });
      const { result } = renderHook(() => useConversation('fulfillment', 'f-1', config), { wrapper });
      await waitFor(() => expect(result.current.closed).toBe(true));
      expect(result.current.isPending).toBe(false);
      expect(result.current.hasOlder).toBe(false);
    });

    it('turns read-only when a send answers 404, not on other failures', async () => {
      mockFetch({ [URL]: { body: [message('m1', 'Hi', 1)] } });
      const { result } = renderHook(() => useConversation('fulfillment', 'f-1', config), { wrapper });
      await waitFor(() => expect(result.current.data).toHaveLength(1));

      send.mockRejectedValueOnce(new ApiError(400, 'Bad Request', ''));
      await act(() => expect(result.current.send('one')).rejects.toBeInstanceOf(ApiError));
      expect(result.current.closed).toBe(false);
      expect(result.current.outgoing).toEqual([]);

      // A passing failure is kept, to be resent with the same client id (the next attempt stores it).
      send.mockRejectedValueOnce(new ApiError(503, 'Service Unavailable', ''));
      await act(() => result.current.send('kept'));
      expect(result.current.closed).toBe(false);
      expect(result.current.outgoing).toMatchObject([{ content: 'kept', status: 'failed', failures: 1 }]);
      const kept = result.current.outgoing[0].clientId;
      await waitFor(() => expect(result.current.outgoing).toEqual([]), { timeout: 4000 });
      expect(send).toHaveBeenLastCalledWith('f-1', 'kept', kept);

      send.mockRejectedValueOnce(GONE);
      await act(() => expect(result.current.send('two')).rejects.toBe(GONE));
      expect(result.current.closed).toBe(true);
    });

    it('resends when the retry timer fires before the clock has quite reached the retry time', async () => {
      mockFetch({ [URL]: { body: [message('m1', 'Hi', 1)] } });
      const { result } = renderHook(() => useConversation('fulfillment', 'f-1', config), { wrapper });
      await waitFor(() => expect(result.current.data).toHaveLength(1));
      send.mockRejectedValueOnce(new ApiError(503, 'Service Unavailable', ''));
      // Timers run ahead of the clock: the retry timer fires while Date.now() is still before retryAt.
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      try {
        await act(() => result.current.send('kept'));
        expect(result.current.outgoing).toMatchObject([{ status: 'failed', failures: 1 }]);
        expect(send).toHaveBeenCalledTimes(1);
        await act(async () => {
          vi.advanceTimersByTime(1_000);
          await Promise.resolve();
        });
      } finally {
        vi.useRealTimers();
      }
      await waitFor(() => expect(send).toHaveBeenCalledTimes(2));
      await waitFor(() => expect(result.current.outgoing).toEqual([]));
    });

    it('starts open for another conversation', async () => {
      mockFetch({ [URL]: { body: [] }, 'GET /api/otherapp/fulfillments/f-2/messages': { body: [] } });
      const { result, rerender } = renderHook(({ id }) => useConversation('fulfillment', id, config), { wrapper, initialProps: { id: 'f-1' } });
      await waitFor(() => expect(result.current.data).toEqual([]));
      act(() => socket.onClosed?.());
      expect(result.current.closed).toBe(true);
      rerender({ id: 'f-2' });
      expect(result.current.closed).toBe(false);
      expect(socket.subscriptions.at(-1)).toEqual({ kind: 'fulfillment', id: 'f-2' });
    });

    it('knows a gone conversation by its 404 only', () => {
      expect(isConversationGone(GONE)).toBe(true);
      expect(isConversationGone(new ApiError(500, 'Server Error', ''))).toBe(false);
      expect(isConversationGone(new Error('404'))).toBe(false);
    });
  });
});
