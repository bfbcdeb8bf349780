import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createQueryClient } from '../../lib/query-client';
import { mockFetch } from '../../testing/render';
import type { ChatMessage } from '@pfe/contracts';
import { useConversation, type ConversationConfig } from './use-conversation';

const socket = vi.hoisted(() => ({
  live: false,
  onMessage: undefined as undefined | ((m: ChatMessage) => void),
  subscriptions: [] as Array<{ kind: string; id: string | undefined }>,
}));

vi.mock('../../lib/socket', () => ({
  useChatSubscription: (kind: string, id: string | undefined, onMessage: (m: ChatMessage) => void) => {
    socket.onMessage = onMessage;
    socket.subscriptions.push({ kind, id });
    return { live: socket.live };
  },
}));

const message = (id: string, content: string, minute: number): ChatMessage => ({
  id,
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
  socket.subscriptions = [];
  send.mockClear();
});

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
    expect(send).toHaveBeenCalledWith('f-1', 'Thanks');
    await waitFor(() => expect(result.current.data?.map((m) => m.content)).toEqual(['Hi', 'Hello', 'Thanks']));
    expect(fetchMock.mock.calls.every(([url]) => String(url).startsWith('/api/otherapp/fulfillments/f-1/messages'))).toBe(true);
  });

  it('asks for nothing without a conversation id', () => {
    const fetchMock = mockFetch({});
    const { result } = renderHook(() => useConversation('fulfillment', undefined, config), { wrapper });
    expect(result.current.data).toBeUndefined();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
