import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { CenteredSpinner } from '../../../components/centered-spinner';
import { MessageThread, useConversation } from '../../../components/chat';
import { LoadError } from '../../../components/load-error';
import { PageHeader } from '../../../components/page-header';
import { PanelCard } from '../../../components/panel-card';
import { useToast } from '../../../components/toast';
import { ApiError, messageOf } from '../../../lib/api-client';
import { useCurrentUser } from '../../../lib/current-user';
import type { ActivePartnership } from '@pfe/contracts';
import { partnershipKey, useActivePartnership } from '../api/get-active-partnership';
import { useProfile } from '../api/get-profile';
import { partnershipConversation } from '../api/messages';
import { BackLink } from '../components/back-link';
import { BlockUserDialog } from '../components/block-user-dialog';
import { PartnershipDetails } from '../components/partnership-details';
import { ReportDialog } from '../components/report-dialog';
import { SUPPORTMATCH_PATHS } from '../paths';

export const NO_PARTNERSHIP_TEXT = "You don't have an active partnership at the moment.";

function NoPartnership({ hasProfile }: { hasProfile: boolean }) {
  return (
    <PanelCard>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Typography>{NO_PARTNERSHIP_TEXT}</Typography>
        <Typography color="text.secondary">
          {hasProfile
            ? 'An admin matches partners during the next monthly cycle.'
            : 'Create your SupportMatch profile to be included in the next monthly matching cycle.'}
        </Typography>
        <Button component={RouterLink} to={hasProfile ? SUPPORTMATCH_PATHS.dashboard : SUPPORTMATCH_PATHS.profile} variant="contained">
          {hasProfile ? 'Back to SupportMatch' : 'Create Profile'}
        </Button>
      </Stack>
    </PanelCard>
  );
}

/** Whether new messages arrive live (socket) or by polling every 5 seconds (the fallback). */
function LiveStatus({ live }: { live: boolean }) {
  return (
    <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }} role="status">
      <Box sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: live ? 'success.main' : 'warning.main', flexShrink: 0 }} />
      <Typography variant="caption" color="text.secondary">
        {live ? 'Live' : 'Checking every 5 seconds'}
      </Typography>
    </Stack>
  );
}

function ActivePartnershipView({ partnership, currentUserId }: { partnership: ActivePartnership; currentUserId: string }) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const messages = useConversation('partnership', partnership.id, partnershipConversation);
  const { live } = messages;
  const [reportOpen, setReportOpen] = useState(false);
  const [blockOpen, setBlockOpen] = useState(false);

  // The conversation is gone (ended by an admin or by a block): the partnership is no longer active.
  const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;
  const notFound = isNotFound(messages.error) || isNotFound(messages.loadOlderError);
  useEffect(() => {
    if (notFound) void queryClient.invalidateQueries({ queryKey: partnershipKey });
  }, [notFound, queryClient]);

  const onSend = async (content: string) => {
    try {
      await messages.send(content);
      return true;
    } catch (error) {
      toast({ title: 'Error', description: messageOf(error, 'Failed to send message'), variant: 'destructive' });
      return false;
    }
  };

  const partnerUserId = partnership.partnerUserId || messages.data?.find((m) => m.senderId !== currentUserId)?.senderId;

  return (
    <>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(0, 1fr)' }, alignItems: 'start' }}>
        <PanelCard component="section" aria-labelledby="sm-thread-title">
          <Stack spacing={2}>
            <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
              <Typography id="sm-thread-title" variant="h6" component="h2">
                Messages
              </Typography>
              <LiveStatus live={live} />
            </Stack>
            <MessageThread
              messages={messages.data}
              currentUserId={currentUserId}
              partnerName={partnership.partnerNickname}
              isPending={messages.isPending}
              error={messages.data === undefined && messages.isError ? messageOf(messages.error) : undefined}
              sending={messages.isSending}
              onSend={onSend}
              hasOlder={messages.hasOlder}
              loadingOlder={messages.isLoadingOlder}
              olderError={messages.loadOlderError === undefined ? undefined : messageOf(messages.loadOlderError)}
              onLoadOlder={messages.loadOlder}
            />
          </Stack>
        </PanelCard>
        <Box sx={{ order: { xs: -1, md: 0 } }}>
          <PartnershipDetails
            partnership={partnership}
            onReport={partnerUserId ? () => setReportOpen(true) : undefined}
            onBlock={partnerUserId ? () => setBlockOpen(true) : undefined}
          />
        </Box>
      </Box>
      {partnerUserId && (
        <>
          <ReportDialog
            open={reportOpen}
            onClose={() => setReportOpen(false)}
            partnerNickname={partnership.partnerNickname}
            reportedUserId={partnerUserId}
            partnershipId={partnership.id}
          />
          <BlockUserDialog
            open={blockOpen}
            onClose={() => setBlockOpen(false)}
            preset={{ userId: partnerUserId, nickname: partnership.partnerNickname }}
            onBlocked={(member) =>
              toast({ title: 'Member blocked', description: `${member.nickname} can no longer message you or be matched with you.` })
            }
          />
        </>
      )}
    </>
  );
}

/** /apps/supportmatch/partnership (spec §2 Partnership): the live message thread and the details card. */
export function SupportMatchPartnershipRoute() {
  const user = useCurrentUser();
  const profile = useProfile();
  const hasProfile = Boolean(profile.data);
  const active = useActivePartnership({ enabled: hasProfile });

  let body;
  if (profile.isPending || (hasProfile && active.isPending)) body = <CenteredSpinner label="Loading your partnership" />;
  else if (profile.isError) body = <LoadError error={profile.error} onRetry={() => void profile.refetch()} />;
  else if (active.isError) body = <LoadError error={active.error} onRetry={() => void active.refetch()} />;
  else if (!hasProfile || !active.data) body = <NoPartnership hasProfile={hasProfile} />;
  else body = <ActivePartnershipView key={active.data.id} partnership={active.data} currentUserId={user.id} />;

  return (
    <>
      <BackLink />
      <PageHeader
        title="Your Partnership"
        subtitle={active.data && hasProfile ? `With ${active.data.partnerNickname}, your accountability partner.` : undefined}
      />
      {body}
    </>
  );
}
