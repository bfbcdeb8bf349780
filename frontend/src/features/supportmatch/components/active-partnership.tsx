import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ActivePartnership } from '@pfe/contracts/supportmatch';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConversationThread, LiveStatus, useConversation } from '../../../components/chat';
import { PanelCard } from '../../../components/panel-card';
import { ReportDialog } from '../../../components/report-dialog';
import { useToast } from '../../../components/toast';
import { partnershipConversation } from '../api/messages';
import { BlockUserDialog } from './block-user-dialog';
import { PartnershipDetails } from './partnership-details';

/**
 * One partnership's thread and details. When its conversation closes (the socket's `closed`, or a
 * 404 from a read or a send: an admin ended it, a block, the end date passed — never said which) it
 * stays on screen read-only: no input, no Live indicator, status "Ended", the notice
 * "This partnership has ended" (whoever ended it and why: never said); `onEnded` tells the route, which keeps showing it.
 */
export function ActivePartnershipView({
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
