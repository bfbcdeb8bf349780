import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SocketRelayOwnRequest } from '@pfe/contracts/socketrelay';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useToast } from '../../../components/toast';
import { ConversationUnread } from '../../../components/unread-count';
import { messageOf } from '../../../lib/api-client';
import { i18n } from '../../../lib/i18n';
import { useRepostRequest } from '../api/repost-request';
import { useWithdrawRequest } from '../api/withdraw-request';
import { dayOf, expiryText, ownState, type OwnState } from '../format';
import { SOCKETRELAY_PATHS } from '../paths';
import { Item, ItemList } from './dashboard-layout';
import { RequestStateChip } from './status-chip';
import { WithdrawRequestDialog } from './withdraw-dialog';

/** The line under one of her requests: when it was posted, and when it expires, expired or was withdrawn. */
function postedLine(r: SocketRelayOwnRequest, state: OwnState): string {
  const t = (key: string, options: Record<string, unknown>) => i18n.t(`socketrelay:dashboard.${key}`, options);
  const date = dayOf(r.createdAt);
  if (state === 'withdrawn') return t('postedWithdrawn', { date });
  if (state === 'removed') return t('posted', { date });
  if (state === 'expired') return t('postedExpired', { date, expired: dayOf(r.expiresAt) });
  return t('postedExpires', { date, expires: expiryText(r.expiresAt) });
}

/** The dashboard's My Requests: her own requests with their state, a way to their chat, repost (expired) and withdraw. */
export function MyRequests({ requests }: { requests: SocketRelayOwnRequest[] }) {
  const repost = useRepostRequest();
  const withdraw = useWithdrawRequest();
  const [confirming, setConfirming] = useState<SocketRelayOwnRequest | null>(null);
  const { toast } = useToast();
  const { t } = useTranslation('socketrelay');
  if (requests.length === 0) return <Typography color="text.secondary">{t('dashboard.noOwn')}</Typography>;
  return (
    <>
      <WithdrawRequestDialog
        description={confirming?.description ?? null}
        pending={withdraw.isPending}
        onCancel={() => setConfirming(null)}
        onConfirm={() =>
          confirming &&
          withdraw.mutate(confirming.id, {
            onSuccess: () => toast({ title: t('dashboard.withdrawnTitle'), description: t('dashboard.withdrawn') }),
            onError: (error) => toast({ title: t('common.error'), description: messageOf(error, t('dashboard.withdrawFailed')), variant: 'destructive' }),
            onSettled: () => setConfirming(null),
          })
        }
      />
      <ItemList label={t('dashboard.myList')}>
        {requests.map((r) => {
          const state = ownState(r);
          return (
            <Item key={r.id}>
              <Stack spacing={1}>
                <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 1 }}>
                  <Typography sx={{ overflowWrap: 'anywhere' }}>{r.description}</Typography>
                  <RequestStateChip state={state} />
                </Stack>
                <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
                  <Typography variant="caption" color="text.secondary">
                    {postedLine(r, state)}
                  </Typography>
                  {r.activeFulfillmentId && (
                    <Link component={RouterLink} to={SOCKETRELAY_PATHS.chat(r.activeFulfillmentId)} variant="body2">
                      {t('dashboard.openChat')}
                      <ConversationUnread id={r.activeFulfillmentId} />
                    </Link>
                  )}
                  {state === 'expired' && (
                    <Button
                      size="small"
                      variant="outlined"
                      disabled={repost.isPending}
                      onClick={() =>
                        repost.mutate(r.id, {
                          onSuccess: () => toast({ title: t('dashboard.repostedTitle'), description: t('dashboard.reposted') }),
                          onError: (error) => toast({ title: t('common.error'), description: messageOf(error, t('dashboard.repostFailed')), variant: 'destructive' }),
                        })
                      }
                    >
                      {t('dashboard.repost')}
                    </Button>
                  )}
                  {(state === 'open' || state === 'expired') && (
                    <Button size="small" color="error" disabled={withdraw.isPending} aria-label={t('dashboard.withdrawRequest', { description: r.description })} onClick={() => setConfirming(r)}>
                      {t('dashboard.withdraw')}
                    </Button>
                  )}
                </Stack>
                {state === 'removed' && (
                  <Typography variant="body2" color="text.secondary">
                    {t('dashboard.removed')}
                  </Typography>
                )}
              </Stack>
            </Item>
          );
        })}
      </ItemList>
    </>
  );
}
