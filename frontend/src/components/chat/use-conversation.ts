import { useQuery, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { api, ApiError } from '../../lib/api-client';
import { useChatSubscription, type ChatKind } from '../../lib/socket';
import type { ChatMessage } from '@pfe/contracts';
import { addMessages, gapFreeSeq, highestSeq, leavesGap, MESSAGE_PAGE_SIZE, mergeMessages, mergeNewest, mergeOlder, type MessageWindow } from './messages';
import { newClientId, outgoingOf, putOutgoing, removeOutgoing, retryDelayMs, updateOutgoing, useOutbox, type OutgoingMessage } from './outbox';

/** Spec §9: the thread is polled every 5 seconds, here only while the socket is not live. */
export const MESSAGE_POLL_MS = 5_000;

/**
 * How many older pages a refresh fetches, at most, to join the newest page to the messages already
 * shown (when more than a page arrived since the last refresh); past that the thread restarts from
 * the newest messages.
 */
export const MAX_CATCH_UP_PAGES = 4;

/**
 * What differs between the apps' conversations: their REST endpoints and where their messages sit
 * in the query cache. Each app declares one of these once, next to its API calls.
 */
export interface ConversationConfig {
  /** The cache key of one conversation's messages (under the app's own key, so refreshing the app refreshes them). */
  queryKey: (id: string) => QueryKey;
  /**
   * The conversation's messages endpoint, e.g. `/api/supportmatch/messages/<id>`: it answers the
   * newest MESSAGE_PAGE_SIZE messages, and with `?before=<message id>` the ones strictly older (oldest first).
   */
  messagesUrl: (id: string) => string;
  /** Stores a new message (the app's POST, with the message's client id: a resend answers the stored one) and answers it. */
  send: (id: string, content: string, clientId: string) => Promise<ChatMessage>;
}

/**
 * Whether an error says the conversation is gone: the server answers the same 404 ("Conversation
 * not found") whether it ended, was never the caller's, or does not exist, so it never says why.
 */
export function isConversationGone(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/**
 * Whether a failed send may succeed if tried again as it is: the server was not reached (offline),
 * was busy (429) or briefly unavailable (5xx, e.g. `chat.unavailable` while Redis is away). A 4xx
 * otherwise is the server's final word.
 */
export function isPassingFailure(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return error.status >= 500 || error.status === 429 || error.status === 408;
}

/** What `send` rejects with once the conversation is known to be closed (nothing is sent). */
export class ConversationClosedError extends Error {
  constructor() {
    super('This conversation has ended');
    this.name = 'ConversationClosedError';
  }
}

/** One page, oldest first: the newest messages, or with `before` the ones strictly older than that message. */
export function getMessages(config: ConversationConfig, id: string, { before }: { before?: string } = {}): Promise<ChatMessage[]> {
  const query = before ? `?before=${encodeURIComponent(before)}` : '';
  return api.get<ChatMessage[]>(`${config.messagesUrl(id)}${query}`);
}

/** Puts messages that just arrived (socket, own sends) into the thread's cache, keeping the older pages. */
export function addToConversation(queryClient: QueryClient, config: ConversationConfig, id: string, messages: readonly ChatMessage[]) {
  queryClient.setQueryData<MessageWindow>(config.queryKey(id), (current) => addMessages(current, messages));
}

/**
 * The newest messages, joined to what the cache holds: while the newest page does not reach back
 * to the messages already held, the pages before it are fetched too (at most MAX_CATCH_UP_PAGES).
 */
async function fetchNewest(queryClient: QueryClient, config: ConversationConfig, id: string): Promise<MessageWindow> {
  const key = config.queryKey(id);
  let newest = await getMessages(config, id);
  let complete = newest.length < MESSAGE_PAGE_SIZE;
  for (let extra = 0; !complete && extra < MAX_CATCH_UP_PAGES; extra++) {
    if (!leavesGap(queryClient.getQueryData<MessageWindow>(key), newest)) break;
    const older = await getMessages(config, id, { before: newest[0].id });
    newest = mergeMessages(older, newest);
    complete = older.length < MESSAGE_PAGE_SIZE;
  }
  // Merged into the cache as it is now, so a socket message or an older page that landed while
  // the request was in flight is kept.
  return mergeNewest(queryClient.getQueryData<MessageWindow>(key), newest, complete);
}

/**
 * One conversation (a SupportMatch partnership, a SocketRelay fulfilment…), for every chat screen:
 *
 * - live first: subscribed to `kind:id` on the chat socket (lib/socket.ts), each new message lands
 *   in the thread as it is sent; each time the subscription is (re)made the thread catches up on
 *   what was sent while it was away;
 * - polling as the fallback: while the socket is not live, the newest page is fetched every 5 s;
 * - paged from the newest: the query (its refetches and the polling) only ever asks for the newest
 *   page and merges it in; `loadOlder` prepends the page before the oldest loaded message (`?before=`);
 * - `send` stores a message: it goes into the thread at once (the socket's copy of it is
 *   deduplicated by id), then the thread is refreshed;
 * - `closed`: the conversation stopped taking messages — the socket said `closed` (an admin ended
 *   it, a partner blocked the other, it completed: the server never says which), or a read or a
 *   send answered 404. From then on nothing is polled or sent and the socket subscription is
 *   dropped; the messages already loaded stay readable.
 *
 * The socket, our own sends, polling and older pages all meet in one deduplicated cache entry.
 */
export function useConversation(kind: ChatKind, id: string | undefined, config: ConversationConfig) {
  // `config` is expected to be a module-level constant (its identity keys the callbacks below).
  const queryClient = useQueryClient();
  /** The id of the conversation seen to close (so a different conversation starts open). */
  const [closedId, setClosedId] = useState<string | undefined>(undefined);
  const closed = id !== undefined && closedId === id;
  const markClosed = useCallback(() => {
    if (id) setClosedId(id);
  }, [id]);

  const getAfter = useCallback(() => {
    if (!id) return undefined;
    const held = queryClient.getQueryData<MessageWindow>(config.queryKey(id));
    return held ? gapFreeSeq(held.messages) : undefined;
  }, [config, id, queryClient]);

  const { live } = useChatSubscription(
    kind,
    closed ? undefined : id,
    (message: ChatMessage) => {
      if (!id) return;
      const held = highestSeq(queryClient.getQueryData<MessageWindow>(config.queryKey(id))?.messages);
      addToConversation(queryClient, config, id, [message]);
      // A hole before it (seqs have none): something passed this socket by; fetch the newest pages.
      if (held > 0 && message.seq > held + 1) void queryClient.invalidateQueries({ queryKey: config.queryKey(id) });
    },
    markClosed,
    getAfter,
  );

  const query = useQuery({
    queryKey: config.queryKey(id ?? ''),
    queryFn: () => fetchNewest(queryClient, config, id ?? ''),
    enabled: Boolean(id) && !closed,
    refetchInterval: live || closed ? false : MESSAGE_POLL_MS,
  });

  const readGone = isConversationGone(query.error);
  useEffect(() => {
    if (readGone) markClosed();
  }, [readGone, markClosed]);

  // Each time the socket (re)subscribes, catch up on anything sent while it was away.
  const { refetch } = query;
  useEffect(() => {
    if (live) void refetch();
  }, [live, refetch]);

  const [older, setOlder] = useState<{ loading: boolean; error: unknown }>({ loading: false, error: null });
  const inFlight = useRef(false);
  const loadOlder = useCallback(async () => {
    if (!id || inFlight.current) return;
    const key = config.queryKey(id);
    const current = queryClient.getQueryData<MessageWindow>(key);
    const before = current?.messages[0]?.id;
    if (!current?.hasOlder || !before) return;
    inFlight.current = true;
    setOlder({ loading: true, error: null });
    try {
      const page = await getMessages(config, id, { before });
      queryClient.setQueryData<MessageWindow>(key, (latest) => mergeOlder(latest, before, page));
      setOlder({ loading: false, error: null });
    } catch (error) {
      setOlder({ loading: false, error });
      if (isConversationGone(error)) setClosedId(id);
    } finally {
      inFlight.current = false;
    }
  }, [config, id, queryClient]);

  // Messages sent and not yet confirmed (outbox.ts): each attempt carries the message's client id,
  // so an attempt whose answer was lost and the next one store it once.
  const boxKey = `${kind}:${id ?? ''}`;
  const outbox = useOutbox(boxKey);
  const attempting = useRef(new Set<string>());
  const attempt = useCallback(
    async (conversationId: string, message: OutgoingMessage): Promise<{ stored: true } | { stored: false; passing: boolean; error: unknown }> => {
      const key = `${kind}:${conversationId}`;
      attempting.current.add(message.clientId);
      try {
        const stored = await config.send(conversationId, message.content, message.clientId);
        addToConversation(queryClient, config, conversationId, [stored]);
        removeOutgoing(key, message.clientId);
        // Not awaited: the input is enabled again as soon as the message is stored. The refresh only
        // fetches the newest page and merges it: older pages already loaded stay.
        void queryClient.invalidateQueries({ queryKey: config.queryKey(conversationId) });
        return { stored: true };
      } catch (error) {
        const passing = isPassingFailure(error);
        if (isConversationGone(error)) setClosedId(conversationId);
        const failures = message.failures + 1;
        updateOutgoing(key, message.clientId, passing ? { status: 'failed', failures, retryAt: Date.now() + retryDelayMs(failures) } : { status: 'rejected', failures });
        return { stored: false, passing, error };
      } finally {
        attempting.current.delete(message.clientId);
      }
    },
    [config, kind, queryClient],
  );

  /**
   * Sends the failed messages due by `dueBy` (all of them with Infinity), one at a time, in order.
   * The timer passes the time it was set for, not the clock: a timer can fire a millisecond before
   * `Date.now()` reaches it, and a message skipped then had no later timer to send it.
   */
  const retryDue = useCallback(
    async (dueBy: number) => {
      if (!id || closed) return;
      for (const message of outgoingOf(`${kind}:${id}`)) {
        if (message.status !== 'failed' || attempting.current.has(message.clientId)) continue;
        if (message.retryAt > dueBy) continue;
        const result = await attempt(id, message);
        if (!result.stored && result.passing) return; // still unreachable: the rest wait their turn
      }
    },
    [attempt, closed, id, kind],
  );

  // The next failed message's turn; at once when the socket is live again or the browser is back online.
  const nextRetryAt = outbox.reduce((soonest, m) => (m.status === 'failed' ? Math.min(soonest, m.retryAt) : soonest), Infinity);
  useEffect(() => {
    if (nextRetryAt === Infinity || closed) return undefined;
    const timer = setTimeout(() => void retryDue(nextRetryAt), Math.max(0, nextRetryAt - Date.now()));
    return () => clearTimeout(timer);
  }, [nextRetryAt, closed, retryDue]);
  useEffect(() => {
    if (live) void retryDue(Infinity);
  }, [live, retryDue]);
  useEffect(() => {
    const online = () => void retryDue(Infinity);
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, [retryDue]);

  /**
   * Sends a message. Resolves once it is stored, or once it failed for a passing reason: it then
   * stays in the thread as "Not sent — retrying" and is resent by itself. Rejects when the server
   * refused it for good (closed, invalid…): it leaves the thread, the caller keeps the draft.
   */
  const send = useCallback(
    async (content: string): Promise<void> => {
      if (!id) throw new Error('There is no conversation to send to');
      if (closed) throw new ConversationClosedError();
      const message: OutgoingMessage = { clientId: newClientId(), content, status: 'sending', failures: 0, retryAt: 0 };
      putOutgoing(boxKey, message);
      const result = await attempt(id, message);
      if (result.stored || result.passing) return;
      removeOutgoing(boxKey, message.clientId);
      throw result.error;
    },
    [attempt, boxKey, closed, id],
  );

  // What is still unconfirmed, less what the thread already holds (its socket copy came before the answer).
  const data = query.data?.messages;
  const outgoing = useMemo(() => {
    const held = new Set((data ?? []).map((m) => m.clientId));
    return outbox.filter((m) => !held.has(m.clientId));
  }, [data, outbox]);

  return {
    /** The socket is connected and subscribed (else the thread is polled every 5 seconds); never once closed. */
    live: live && !closed,
    /**
     * The conversation ended (socket `closed`, or a 404 from a read or a send): read-only from now
     * on. Deliberately without a reason: the server does not give one (a block stays private).
     */
    closed,
    /** The loaded messages, oldest first. */
    data,
    /** The member's messages the server has not confirmed yet, oldest first, with their state. */
    outgoing,
    hasOlder: !closed && (query.data?.hasOlder ?? false),
    /** Nothing loaded yet (false once closed: nothing more will load). */
    isPending: query.isPending && !closed,
    isError: query.isError,
    error: query.error,
    refetch: query.refetch,
    loadOlder,
    isLoadingOlder: older.loading,
    loadOlderError: older.error ?? undefined,
    /** Sends a message (see above); rejects with the server's error when it refused it for good. */
    send,
    /** A message's first attempt is on its way (the composer waits for it, spec §5). */
    isSending: outgoing.some((m) => m.status === 'sending'),
  };
}
