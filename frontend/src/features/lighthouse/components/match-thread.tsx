import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { LighthouseMatch } from '@pfe/contracts/lighthouse';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ConversationThread, useConversation } from '../../../components/chat';
import { PanelCard } from '../../../components/panel-card';
import { useCurrentUser } from '../../../lib/current-user';
import { i18n } from '../../../lib/i18n';
import { matchesKey } from '../api/get-matches';
import { matchConversation } from '../api/messages';
import { formatDate, partnerName } from '../format';

/**
 * When and how it closed (issue 21 item 16): only the host marks a request completed; a
 * cancellation reads the same whoever or whatever caused it.
 */
function closedText(match: LighthouseMatch): string {
  const when = formatDate(match.updatedAt);
  if (match.status === 'completed') return i18n.t('lighthouse:x.closedCompleted', { date: when });
  if (match.status === 'cancelled') return i18n.t('lighthouse:x.closedCancelled', { date: when });
  return i18n.t('lighthouse:x.closed');
}

/** A conversation existed once the request was accepted; after completion or cancellation its history stays, read-only. */
const HAD_CONVERSATION: readonly string[] = ['accepted', 'completed', 'cancelled'];

/** The request's conversation: open once accepted, its history read-only after completion or cancellation. */
export function MatchThread({ match }: { match: LighthouseMatch }) {
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const open = match.status === 'accepted';
  const readable = HAD_CONVERSATION.includes(match.status);
  const messages = useConversation('match', readable ? match.id : undefined, matchConversation);
  const closed = !open || messages.closed;
  // The socket said it closed (the other side completed or cancelled it): read the new status for the badge.
  useEffect(() => {
    if (messages.closed) void queryClient.invalidateQueries({ queryKey: matchesKey });
  }, [messages.closed, queryClient]);
  return (
    <PanelCard component="section" aria-labelledby="lh-thread-title" sx={{ overflow: 'visible' }}>
      <Stack spacing={2}>
        <Typography id="lh-thread-title" variant="h6" component="h2">
          {i18n.t('lighthouse:ui.messages')}
        </Typography>
        {readable ? (
          <ConversationThread
            conversation={messages}
            draftKey={`match:${match.id}`}
            currentUserId={user.id}
            partnerName={partnerName(match)}
            closed={closed}
            closedText={closedText(match)}
            onClosedMeanwhile={() => void queryClient.invalidateQueries({ queryKey: matchesKey })}
            reportKind="lighthouse.message"
          />
        ) : (
          <Typography color="text.secondary">{i18n.t('lighthouse:x.closedOpen')}</Typography>
        )}
      </Stack>
    </PanelCard>
  );
}
