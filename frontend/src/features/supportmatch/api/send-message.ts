import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { ChatMessage } from '../../../types/api';
import { mergeMessages } from '../messages';
import { messagesQueryKey } from './get-messages';

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
      const key = messagesQueryKey(partnershipId);
      queryClient.setQueryData<ChatMessage[]>(key, (current) => mergeMessages(current, [message]));
      // Not awaited: the input is enabled again as soon as the message is stored.
      void queryClient.invalidateQueries({ queryKey: key });
    },
  });
}
