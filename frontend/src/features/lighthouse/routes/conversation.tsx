import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { BackLink } from '../../../components/back-link';
import { CenteredSpinner } from '../../../components/centered-spinner';
import { LoadError } from '../../../components/load-error';
import { PageHeader } from '../../../components/page-header';
import { ReportButton } from '../../../components/report-dialog';
import { ApiError } from '../../../lib/api-client';
import { i18n } from '../../../lib/i18n';
import { useMatch } from '../api/get-match';
import { matchesKey } from '../api/get-matches';
import { MatchStatusChip } from '../components/match-status-chip';
import { MatchThread } from '../components/match-thread';
import { OtherTrust, StayReferences } from '../components/trust';
import { partnerName } from '../format';
import { LIGHTHOUSE_PATHS } from '../paths';

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
            <MatchThread match={match.data} />
          </Stack>
        </>
      )}
    </>
  );
}
