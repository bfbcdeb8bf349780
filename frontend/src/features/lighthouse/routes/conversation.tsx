import { i18n } from '../../../lib/i18n';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import type { LighthouseMatch } from '@pfe/contracts/lighthouse';
import { CenteredSpinner } from '../../../components/centered-spinner';
import { ConversationThread, useConversation } from '../../../components/chat';
import { LoadError } from '../../../components/load-error';
import { PageHeader } from '../../../components/page-header';
import { PanelCard } from '../../../components/panel-card';
import { ReportButton } from '../../../components/report-dialog';
import { ApiError } from '../../../lib/api-client';
import { useCurrentUser } from '../../../lib/current-user';
import { useMatch } from '../api/get-match';
import { matchesKey } from '../api/get-matches';
import { matchConversation } from '../api/messages';
import { useStayTrust } from '../api/trust';
import { StayReferences, TrustSummary } from '../components/trust';
import { BackLink } from '../../../components/back-link';
import { MatchStatusChip } from '../components/match-status-chip';
import { formatDate } from '../format';
import { LIGHTHOUSE_PATHS } from '../paths';

export const CONVERSATION_CLOSED_TEXT = 'This conversation is closed';

/**
 * When and how it closed (issue 21 item 16): only the host marks a request completed; a
 * cancellation reads the same whoever or whatever caused it.
 */
export function closedText(match: LighthouseMatch): string {
  const when = formatDate(match.updatedAt);
  if (match.status === 'completed') return i18n.t('lighthouse:x.closedCompleted', { date: when });
  if (match.status === 'cancelled') return i18n.t('lighthouse:x.closedCancelled', { date: when });
  return i18n.t('lighthouse:x.closed');
}

function partnerName(match: LighthouseMatch): string {
  return match.viewerRole === 'host' ? match.seeker.displayName : match.property.hostDisplayName;
}

/** A conversation existed once the request was accepted; after completion or cancellation its history stays, read-only. */
const HAD_CONVERSATION: readonly string[] = ['accepted', 'completed', 'cancelled'];

function Thread({ match }: { match: LighthouseMatch }) {
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

/** The other member's badge and published references (issue 32). */
function OtherTrust({ matchId, who }: { matchId: string; who: string }) {
  const trust = useStayTrust(matchId);
  return trust.data ? <TrustSummary trust={trust.data} who={who} /> : null;
}

/** /apps/lighthouse/matches/:id: the private conversation between a host and the seeker they accepted. */
export function LighthouseConversationRoute() {
  const { id = '' } = useParams();
  const queryClient = useQueryClient();
  const match = useMatch(id);
  const notFound = match.error instanceof ApiError && (match.error.status === 404 || match.error.status === 403);
  return (
    <>
      <BackLink to={LIGHTHOUSE_PATHS.matches} label={i18n.t('lighthouse:ui.requests')} />
      {match.isPending ? (
        <CenteredSpinner label={i18n.t('lighthouse:ui.loadingTheConversation')} />
      ) : notFound ? (
        <>
          <PageHeader title={i18n.t('lighthouse:ui.conversationNotFound')} />
          <Alert severity="info">{i18n.t('lighthouse:ui.thisConversationDoesNotExistOr')}</Alert>
        </>
      ) : match.isError ? (
        <LoadError error={match.error} onRetry={() => void match.refetch()} />
      ) : (
        <>
          <PageHeader title={i18n.t('lighthouse:x.conversationWith', { name: partnerName(match.data) })} subtitle={match.data.property.title} />
          <Stack spacing={2}>
            <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography variant="body2" color="text.secondary">
                {i18n.t('lighthouse:ui.requestStatus')}
              </Typography>
              <MatchStatusChip status={match.data.status} />
              <Box sx={{ flexGrow: 1 }} />
              {/* The host reports the seeker, the seeker the host: the stay request as evidence (issue 32). */}
              <ReportButton
                kind="lighthouse.match"
                id={match.data.id}
                name={partnerName(match.data)}
                label={match.data.viewerRole === 'host' ? i18n.t('lighthouse:ui.reportSeeker') : i18n.t('lighthouse:ui.reportHost')}
                onReported={(blocked) => blocked && void queryClient.invalidateQueries({ queryKey: matchesKey })}
              />
            </Stack>
            <OtherTrust matchId={match.data.id} who={partnerName(match.data)} />
            {match.data.status === 'completed' && <StayReferences matchId={match.data.id} otherName={partnerName(match.data)} />}
            <Thread match={match.data} />
          </Stack>
        </>
      )}
    </>
  );
}
