import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { CenteredSpinner } from '../../../components/centered-spinner';
import { ConversationThread, LiveStatus, useConversation } from '../../../components/chat';
import { LoadError } from '../../../components/load-error';
import { PageHeader } from '../../../components/page-header';
import { PanelCard } from '../../../components/panel-card';
import { ReportDialog } from '../../../components/report-dialog';
import { useToast } from '../../../components/toast';
import { useCurrentUser } from '../../../lib/current-user';
import type { ActivePartnership } from '@pfe/contracts/supportmatch';
import { partnershipKey, useActivePartnership } from '../api/get-active-partnership';
import { useProfile } from '../api/get-profile';
import { partnershipConversation } from '../api/messages';
import { BackLink } from '../../../components/back-link';
import { BlockUserDialog } from '../components/block-user-dialog';
import { PartnershipDetails } from '../components/partnership-details';
import { SUPPORTMATCH_PATHS } from '../paths';

function NoPartnership({ hasProfile }: { hasProfile: boolean }) {
  const { t } = useTranslation('supportmatch');
  return (
    <PanelCard>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Typography>{t('partnership.none')}</Typography>
        <Typography color="text.secondary">
          {hasProfile ? t('matching.monthlyCycle') : t('partnership.createToJoin')}
        </Typography>
        <Button component={RouterLink} to={hasProfile ? SUPPORTMATCH_PATHS.dashboard : SUPPORTMATCH_PATHS.profile} variant="contained">
          {hasProfile ? t('partnership.back') : t('common.createProfile')}
        </Button>
      </Stack>
    </PanelCard>
  );
}

/**
 * One partnership's thread and details. When its conversation closes (the socket's `closed`, or a
 * 404 from a read or a send: an admin ended it, a block, the end date passed — never said which) it
 * stays on screen read-only: no input, no Live indicator, status "Ended", the notice
 * "This partnership has ended" (whoever ended it and why: never said); `onEnded` tells the route, which keeps showing it.
 */
function ActivePartnershipView({
  partnership,
  currentUserId,
  ended = false,
  onEnded,
  onBlockedPartner,
}: {
  partnership: ActivePartnership;
  currentUserId: string;
  /** The route already knows it ended (the server no longer lists it as active). */
  ended?: boolean;
  onEnded: (partnership: ActivePartnership) => void;
  /** The member blocked this partner here: they chose to leave, the page moves on. */
  onBlockedPartner: () => void;
}) {
  const { t } = useTranslation('supportmatch');
  const { toast } = useToast();
  const messages = useConversation('partnership', partnership.id, partnershipConversation);
  const readOnly = ended || messages.closed;
  const [reportOpen, setReportOpen] = useState(false);
  const [blockOpen, setBlockOpen] = useState(false);

  useEffect(() => {
    if (messages.closed) onEnded(partnership);
  }, [messages.closed, onEnded, partnership]);

  const partnerUserId = partnership.partnerUserId || messages.data?.find((m) => m.senderId !== currentUserId)?.senderId;

  return (
    <>
      {/* One column below md: the thread (and its input) first, the details after; beside each other from md. */}
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(0, 1fr)' }, alignItems: 'start' }}>
        {/* Not clipped (Card's overflow: hidden), so the composer can stick to the bottom of a phone's screen. */}
        <PanelCard component="section" aria-labelledby="sm-thread-title" sx={{ overflow: 'visible' }}>
          <Stack spacing={2}>
            <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
              <Typography id="sm-thread-title" variant="h6" component="h2">
                {t('partnership.messages')}
              </Typography>
              {!readOnly && <LiveStatus live={messages.live} />}
            </Stack>
            <ConversationThread
              conversation={messages}
              draftKey={`partnership:${partnership.id}`}
              currentUserId={currentUserId}
              partnerName={partnership.partnerNickname}
              closed={readOnly}
              closedText={t('partnership.ended')}
            />
          </Stack>
        </PanelCard>
        <PartnershipDetails
          partnership={partnership}
          ended={readOnly}
          onReport={partnerUserId ? () => setReportOpen(true) : undefined}
          onBlock={partnerUserId ? () => setBlockOpen(true) : undefined}
        />
      </Box>
      {partnerUserId && (
        <>
          {/* The one Report dialog of every app (issue 32): into the moderators' queue; "also block" ends the partnership as a block does. */}
          <ReportDialog
            open={reportOpen}
            onClose={() => setReportOpen(false)}
            kind="supportmatch.partnership"
            id={partnership.id}
            name={partnership.partnerNickname}
            onReported={(blocked) => blocked && onBlockedPartner()}
          />
          <BlockUserDialog
            open={blockOpen}
            onClose={() => setBlockOpen(false)}
            preset={{ partnershipId: partnership.id, nickname: partnership.partnerNickname }}
            onBlocked={(member) => {
              onBlockedPartner();
              toast({ title: t('partnership.blockedTitle'), description: t('partnership.blocked', { name: member.nickname }) });
            }}
          />
        </>
      )}
    </>
  );
}

/** /apps/supportmatch/partnership (spec §2 Partnership): the live message thread and the details card. */
export function SupportMatchPartnershipRoute() {
  const { t } = useTranslation('supportmatch');
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const profile = useProfile();
  const hasProfile = Boolean(profile.data);
  const active = useActivePartnership({ enabled: hasProfile });
  /** The partnership this page showed when it ended: it stays, read-only, after the server stops listing it. */
  const [ended, setEnded] = useState<ActivePartnership | null>(null);
  /** The partnership the member left by blocking their partner here (that one is not kept on screen). */
  const [leftId, setLeftId] = useState<string | null>(null);

  const onEnded = useCallback(
    (partnership: ActivePartnership) => {
      setEnded((current) => (current?.id === partnership.id ? current : partnership));
      // The dashboard and the history change too.
      void queryClient.invalidateQueries({ queryKey: partnershipKey });
    },
    [queryClient],
  );

  const kept = !active.data && ended && ended.id !== leftId ? ended : null;
  const shown = active.data ?? kept;

  let body;
  if (profile.isPending || (hasProfile && active.isPending)) body = <CenteredSpinner label={t('partnership.loading')} />;
  else if (profile.isError) body = <LoadError error={profile.error} onRetry={() => void profile.refetch()} />;
  else if (active.isError && !kept) body = <LoadError error={active.error} onRetry={() => void active.refetch()} />;
  else if (!hasProfile || !shown) body = <NoPartnership hasProfile={hasProfile} />;
  else
    body = (
      <ActivePartnershipView
        key={shown.id}
        partnership={shown}
        currentUserId={user.id}
        ended={shown === kept}
        onEnded={onEnded}
        onBlockedPartner={() => setLeftId(shown.id)}
      />
    );

  return (
    <>
      <BackLink to={SUPPORTMATCH_PATHS.dashboard} label="SupportMatch" />
      <PageHeader
        title={t('partnership.title')}
        subtitle={shown && hasProfile ? t('partnership.with', { name: shown.partnerNickname }) : undefined}
      />
      {body}
    </>
  );
}
