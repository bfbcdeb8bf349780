import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { ChatMessage } from '../../../types/api';
import { addToThread, messagesQueryKey } from './get-messages';

export function sendMessage(input: { partnershipId: string; content: string }): Promise<ChatMessage> {
  return api.post<ChatMessage>('/api/supportmatch/messages', input);
}

/**
 * POST /api/supportmatch/messages. The new message goes into the thread at once (the socket's copy
 * of it is deduplicated by id), then the thread is refreshed.
 */
export function useSendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendMessage,
    onSuccess: (message, { partnershipId }) => {
      addToThread(queryClient, partnershipId, [message]);
      // Not awaited: the input is enabled again as soon as the message is stored. The refresh only
      // fetches the newest page and merges it: older pages already loaded stay.
      void queryClient.invalidateQueries({ queryKey: messagesQueryKey(partnershipId) });
    },
  });
}
