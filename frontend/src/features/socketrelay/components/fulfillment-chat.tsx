import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SocketRelayFulfillmentDetail } from '@pfe/contracts/socketrelay';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { BlockMemberButton } from '../../../components/block-dialog';
import { ConversationThread, LiveStatus, useConversation } from '../../../components/chat';
import { PanelCard } from '../../../components/panel-card';
import { ReportButton } from '../../../components/report-dialog';
import { useToast } from '../../../components/toast';
import { messageOf } from '../../../lib/api-client';
import { useCurrentUser } from '../../../lib/current-user';
import { i18n } from '../../../lib/i18n';
import { useCloseFulfillment } from '../api/close-fulfillment';
import { fulfillmentQueryKey } from '../api/get-fulfillment';
import { fulfillmentConversation } from '../api/messages';
import { closedLine, relativeTime, roleLine } from '../format';
import { SOCKETRELAY_PATHS } from '../paths';
import { CloseRequestDialog } from './close-dialog';
import { FulfillmentStatusChip } from './status-chip';

/** What a SocketRelay block does, said in the Block dialog. */
const socketRelayBlockText = (name: string) => i18n.t('socketrelay:chat.blockText', { name });

/** One fulfilment's conversation (spec §2 Request Chat): who and what, its status, closing it, and the thread; report and block the other party. */
export function FulfillmentChat({ detail }: { detail: SocketRelayFulfillmentDetail }) {
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { toast } = useToast();
  const { t } = useTranslation('socketrelay');
  const id = detail.fulfillment.id;
  const messages = useConversation('fulfillment', id, fulfillmentConversation);
  const close = useCloseFulfillment(id);
  const [closeOpen, setCloseOpen] = useState(false);
  const active = detail.fulfillment.status === 'active';

  // The socket said it closed (the other party closed it, a block, an admin): read the new status.
  useEffect(() => {
    if (messages.closed) void queryClient.invalidateQueries({ queryKey: fulfillmentQueryKey(id) });
  }, [messages.closed, queryClient, id]);

  return (
    <>
      <PanelCard component="section" aria-labelledby="sr-chat-title" sx={{ overflow: 'visible' }}>
        <Stack spacing={2}>
          <Stack spacing={1}>
            <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
              <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', columnGap: 1.5, rowGap: 0.5 }}>
                <Typography id="sr-chat-title" variant="h5" component="h1" sx={{ whiteSpace: 'nowrap' }}>
                  {t('chat.title')}
                </Typography>
                <FulfillmentStatusChip status={detail.fulfillment.status} />
              </Stack>
              {active && (
                <Button variant="outlined" onClick={() => setCloseOpen(true)}>
                  {t('chat.close')}
                </Button>
              )}
            </Stack>
            <Typography sx={{ overflowWrap: 'anywhere', fontWeight: 600 }}>{detail.request.description}</Typography>
            <Typography variant="body2" color="text.secondary">
              {roleLine(detail.role, detail.fulfillment.status, detail.otherParty.displayName)}
            </Typography>
            <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
              <Typography variant="body2" color="text.secondary">
                {t('chat.started', { when: relativeTime(detail.fulfillment.createdAt) })}
                {!active && detail.fulfillment.closedAt && ` · ${closedLine(detail.fulfillment, user.id, detail.otherParty.displayName)}`}
              </Typography>
              {active && <LiveStatus live={messages.live} />}
            </Stack>
          </Stack>
          <ConversationThread
            conversation={messages}
            draftKey={`fulfillment:${id}`}
            currentUserId={user.id}
            partnerName={detail.otherParty.displayName}
            closed={!active}
            closedText={t('chat.closed')}
            timeOf={(iso) => relativeTime(iso)}
            // Closed in the meantime: the page turns read-only when the status is read again.
            onClosedMeanwhile={() => void queryClient.invalidateQueries({ queryKey: fulfillmentQueryKey(id) })}
            reportKind="socketrelay.message"
          />
        </Stack>
      </PanelCard>
      <Box sx={{ mt: 2, display: 'flex', justifyContent: 'flex-end', gap: 1, flexWrap: 'wrap' }}>
        <ReportButton
          kind="socketrelay.fulfillment"
          id={detail.fulfillment.id}
          name={detail.otherParty.displayName}
          label={t('chat.report', { name: detail.otherParty.displayName })}
          size="medium"
          onReported={(blocked) => blocked && navigate(SOCKETRELAY_PATHS.dashboard)}
        />
        <BlockMemberButton
          userId={detail.otherParty.userId}
          name={detail.otherParty.displayName}
          description={socketRelayBlockText(detail.otherParty.displayName)}
          done={t('chat.blocked', { name: detail.otherParty.displayName })}
          onBlocked={() => navigate(SOCKETRELAY_PATHS.dashboard)}
        />
      </Box>
      <CloseRequestDialog
        open={closeOpen}
        pending={close.isPending}
        onCancel={() => setCloseOpen(false)}
        onConfirm={(status) =>
          close.mutate(status, {
            onSuccess: () => {
              setCloseOpen(false);
              toast({ title: t('chat.closedTitle'), description: t('chat.closedText') });
            },
            onError: (error) => {
              setCloseOpen(false);
              void queryClient.invalidateQueries({ queryKey: fulfillmentQueryKey(id) });
              toast({ title: t('common.error'), description: messageOf(error, t('chat.closeFailed')), variant: 'destructive' });
            },
          })
        }
      />
    </>
  );
}
