import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { ChatMessage } from '../../../types/api';
import { mergeMessages } from '../messages';
import { supportMatchKey } from './keys';

/** Spec §9: the thread is polled every 5 seconds, here only while the socket is not live. */
export const MESSAGE_POLL_MS = 5_000;

export const messagesQueryKey = (partnershipId: string) => [...supportMatchKey, 'messages', partnershipId] as const;

export function getMessages(partnershipId: string): Promise<ChatMessage[]> {
  return api.get<ChatMessage[]>(`/api/supportmatch/messages/${encodeURIComponent(partnershipId)}`);
}

/**
 * The partnership's messages, oldest first. A fetched list is merged into what the cache already
 * holds, so a message that arrived over the socket while the request was in flight is kept.
 */
export function useMessages(partnershipId: string | undefined, { live }: { live: boolean }) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: messagesQueryKey(partnershipId ?? ''),
    queryFn: async () => {
      const key = messagesQueryKey(partnershipId ?? '');
      const fetched = await getMessages(partnershipId ?? '');
      return mergeMessages(queryClient.getQueryData<ChatMessage[]>(key), fetched);
    },
    enabled: Boolean(partnershipId),
    refetchInterval: live ? false : MESSAGE_POLL_MS,
  });
}
