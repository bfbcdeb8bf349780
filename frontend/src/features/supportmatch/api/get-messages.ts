import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { api } from '../../../lib/api-client';
import type { ChatMessage } from '../../../types/api';
import { addMessages, leavesGap, MESSAGE_PAGE_SIZE, mergeMessages, mergeNewest, mergeOlder, type MessageWindow } from '../messages';
import { supportMatchKey } from './keys';

/** Spec §9: the thread is polled every 5 seconds, here only while the socket is not live. */
export const MESSAGE_POLL_MS = 5_000;

/**
 * How many older pages a refresh fetches, at most, to join the newest page to the messages already
 * shown (when more than a page arrived since the last refresh); past that the thread restarts from
 * the newest messages.
 */
export const MAX_CATCH_UP_PAGES = 4;

export const messagesQueryKey = (partnershipId: string) => [...supportMatchKey, 'messages', partnershipId] as const;

/** One page, oldest first: the newest messages, or with `before` the ones strictly older than that message. */
export function getMessages(partnershipId: string, { before }: { before?: string } = {}): Promise<ChatMessage[]> {
  const query = before ? `?before=${encodeURIComponent(before)}` : '';
  return api.get<ChatMessage[]>(`/api/supportmatch/messages/${encodeURIComponent(partnershipId)}${query}`);
}

/** Puts messages that just arrived (socket, own sends) into the thread's cache, keeping the older pages. */
export function addToThread(queryClient: QueryClient, partnershipId: string, messages: readonly ChatMessage[]) {
  queryClient.setQueryData<MessageWindow>(messagesQueryKey(partnershipId), (current) => addMessages(current, messages));
}

/**
 * The newest messages, joined to what the cache holds: while the newest page does not reach back
 * to the messages already held, the pages before it are fetched too (at most MAX_CATCH_UP_PAGES).
 */
async function fetchNewest(queryClient: QueryClient, partnershipId: string): Promise<MessageWindow> {
  const key = messagesQueryKey(partnershipId);
  let newest = await getMessages(partnershipId);
  let complete = newest.length < MESSAGE_PAGE_SIZE;
  for (let extra = 0; !complete && extra < MAX_CATCH_UP_PAGES; extra++) {
    if (!leavesGap(queryClient.getQueryData<MessageWindow>(key), newest)) break;
    const older = await getMessages(partnershipId, { before: newest[0].id });
    newest = mergeMessages(older, newest);
    complete = older.length < MESSAGE_PAGE_SIZE;
  }
  // Merged into the cache as it is now, so a socket message or an older page that landed while
  // the request was in flight is kept.
  return mergeNewest(queryClient.getQueryData<MessageWindow>(key), newest, complete);
}

/**
 * The partnership's messages, oldest first, paged from the newest. The query (its refetches and
 * the 5 s polling) only ever asks for the newest page and merges it in; `loadOlder` prepends the
 * page before the oldest loaded message. Both live in one cache entry, so the socket, our own sends,
 * polling and older pages all meet in the same deduplicated list.
 */
export function useMessages(partnershipId: string | undefined, { live }: { live: boolean }) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: messagesQueryKey(partnershipId ?? ''),
    queryFn: () => fetchNewest(queryClient, partnershipId ?? ''),
    enabled: Boolean(partnershipId),
    refetchInterval: live ? false : MESSAGE_POLL_MS,
  });

  const [older, setOlder] = useState<{ loading: boolean; error: unknown }>({ loading: false, error: null });
  const inFlight = useRef(false);
  const loadOlder = useCallback(async () => {
    if (!partnershipId || inFlight.current) return;
    const key = messagesQueryKey(partnershipId);
    const current = queryClient.getQueryData<MessageWindow>(key);
    const before = current?.messages[0]?.id;
    if (!current?.hasOlder || !before) return;
    inFlight.current = true;
    setOlder({ loading: true, error: null });
    try {
      const page = await getMessages(partnershipId, { before });
      queryClient.setQueryData<MessageWindow>(key, (latest) => mergeOlder(latest, before, page));
      setOlder({ loading: false, error: null });
    } catch (error) {
      setOlder({ loading: false, error });
    } finally {
      inFlight.current = false;
    }
  }, [partnershipId, queryClient]);

  return {
    data: query.data?.messages,
    hasOlder: query.data?.hasOlder ?? false,
    isPending: query.isPending,
    isError: query.isError,
    error: query.error,
    refetch: query.refetch,
    loadOlder,
    isLoadingOlder: older.loading,
    loadOlderError: older.error ?? undefined,
  };
}
