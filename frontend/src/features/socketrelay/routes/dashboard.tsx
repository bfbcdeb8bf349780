import ManageAccountsOutlined from '@mui/icons-material/ManageAccountsOutlined';
import SwapHorizOutlined from '@mui/icons-material/SwapHorizOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SocketRelayAvailableRequest, SocketRelayMyFulfillment, SocketRelayOwnRequest, SocketRelayProfile } from '@pfe/contracts/socketrelay';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { LoadError } from '../../../components/load-error';
import { PageHeader } from '../../../components/page-header';
import { PanelCard } from '../../../components/panel-card';
import { ProfileGate } from '../../../components/profile-gate';
import { ReportButton } from '../../../components/report-dialog';
import { useToast } from '../../../components/toast';
import { messageOf } from '../../../lib/api-client';
import { i18n } from '../../../lib/i18n';
import { countryName } from '../../../lib/i18n/countries';
import { ConversationUnread } from '../../../components/unread-count';
import { useFulfillRequest } from '../api/fulfill-request';
import { useAvailableRequests } from '../api/get-available-requests';
import { useMyFulfillments } from '../api/get-my-fulfillments';
import { useMyRequests } from '../api/get-my-requests';
import { useProfile } from '../api/get-profile';
import { useRepostRequest } from '../api/repost-request';
import { useWithdrawRequest } from '../api/withdraw-request';
import { AnnouncementsStrip } from '../components/announcements-strip';
import { CreateRequestBox } from '../components/create-request-box';
import { FulfillmentStatusChip, RequestStateChip } from '../components/status-chip';
import { dayOf, expiryText, fulfillmentCaption, FULFILLMENT_GROUPS, relativeTime } from '../format';
import { WithdrawRequestDialog } from '../components/withdraw-dialog';
import { SOCKETRELAY_PATHS } from '../paths';


type OwnState = 'open' | 'in_progress' | 'fulfilled' | 'expired' | 'withdrawn' | 'removed';
export function ownState(r: SocketRelayOwnRequest): OwnState {
  if (r.status === 'removed' || r.status === 'withdrawn') return r.status;
  if (r.status === 'fulfilled') return 'fulfilled';
  if (r.activeFulfillmentId) return 'in_progress';
  return r.status === 'expired' ? 'expired' : 'open';
}

function Counter({ label, value }: { label: string; value: number | undefined }) {
  return (
    <Card variant="outlined">
      <CardContent sx={{ p: 2, '&:last-child': { pb: 2 } }}>
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
        <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
          {value ?? '–'}
        </Typography>
      </CardContent>
    </Card>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <PanelCard component="section" aria-labelledby={id}>
      <Stack spacing={2}>
        <Typography id={id} variant="h6" component="h2">
          {title}
        </Typography>
        {children}
      </Stack>
    </PanelCard>
  );
}

function ItemList({ children, label }: { children: React.ReactNode; label: string }) {
  return (
    <Stack component="ul" aria-label={label} spacing={1.5} sx={{ m: 0, p: 0, listStyle: 'none' }}>
      {children}
    </Stack>
  );
}

function Item({ children }: { children: React.ReactNode }) {
  return (
    <Box component="li" sx={{ border: '1px solid', borderColor: 'divider', borderRadius: 2, p: 2 }}>
      {children}
    </Box>
  );
}

function AvailableRequests({ requests }: { requests: SocketRelayAvailableRequest[] }) {
  const fulfill = useFulfillRequest();
  const navigate = useNavigate();
  const { toast } = useToast();
  const { t } = useTranslation('socketrelay');
  if (requests.length === 0) return <Typography color="text.secondary">{t('dashboard.noRequests')}</Typography>;
  return (
    <ItemList label={t('dashboard.availableList')}>
      {requests.map((r) => (
        <Item key={r.id}>
          <Stack spacing={1}>
            <Typography sx={{ overflowWrap: 'anywhere' }}>{r.description}</Typography>
            <Typography variant="body2" color="text.secondary">
              {r.creatorProfile.displayName} · {[r.creatorProfile.city, r.creatorProfile.state, countryName(r.creatorProfile.country)].join(', ')}
            </Typography>
            <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
              <Typography variant="caption" color="text.secondary">
                {t('dashboard.postedAgo', { when: relativeTime(r.createdAt), expires: expiryText(r.expiresAt) })}
              </Typography>
              <Stack direction="row" sx={{ gap: 1 }}>
              <ReportButton kind="socketrelay.request" id={r.id} name={t('dashboard.requestOf', { name: r.creatorProfile.displayName })} ariaLabel={t('dashboard.reportRequest', { description: r.description })} />
              <Button
                variant="contained"
                size="small"
                disabled={fulfill.isPending}
                aria-label={t('dashboard.fulfillRequest', { description: r.description })}
                onClick={() =>
                  fulfill.mutate(r.id, {
                    onSuccess: (f) => navigate(SOCKETRELAY_PATHS.chat(f.id)),
                    onError: () => toast({ title: t('common.error'), description: t('dashboard.fulfillFailed'), variant: 'destructive' }),
                  })
                }
              >
                {t('dashboard.fulfill')}
              </Button>
              </Stack>
            </Stack>
          </Stack>
        </Item>
      ))}
    </ItemList>
  );
}

function postedLine(r: SocketRelayOwnRequest, state: OwnState): string {
  const t = (key: string, options: Record<string, unknown>) => i18n.t(`socketrelay:dashboard.${key}`, options);
  const date = dayOf(r.createdAt);
  if (state === 'withdrawn') return t('postedWithdrawn', { date });
  if (state === 'removed') return t('posted', { date });
  if (state === 'expired') return t('postedExpired', { date, expired: dayOf(r.expiresAt) });
  return t('postedExpires', { date, expires: expiryText(r.expiresAt) });
}

function MyRequests({ requests }: { requests: SocketRelayOwnRequest[] }) {
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

function MyFulfillments({ fulfillments }: { fulfillments: SocketRelayMyFulfillment[] }) {
  const { t } = useTranslation('socketrelay');
  if (fulfillments.length === 0) return <Typography color="text.secondary">{t('dashboard.noFulfillments')}</Typography>;
  return (
    <Stack spacing={2.5}>
      {FULFILLMENT_GROUPS.map((status) => {
        const entries = fulfillments.filter((f) => f.fulfillment.status === status);
        const headingId = `sr-group-${status}`;
        const title = t(`groups.${status}`);
        return (
          <Box key={status} component="section" aria-labelledby={headingId}>
            <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
              {t('dashboard.groupTitle', { title, count: entries.length })}
            </Typography>
            {entries.length === 0 ? (
              <Typography variant="body2" color="text.secondary">
                {t('dashboard.none')}
              </Typography>
            ) : (
              <ItemList label={title}>
                {entries.map((f) => (
                  <Item key={f.fulfillment.id}>
                    <Stack spacing={0.75}>
                      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 1 }}>
                        <Link component={RouterLink} to={SOCKETRELAY_PATHS.chat(f.fulfillment.id)} sx={{ overflowWrap: 'anywhere' }}>
                          {f.request.description}
                          <ConversationUnread id={f.fulfillment.id} />
                        </Link>
                        <FulfillmentStatusChip status={f.fulfillment.status} />
                      </Stack>
                      <Typography variant="caption" color="text.secondary">
                        {t('dashboard.startedAgo', { caption: fulfillmentCaption(f.role, f.fulfillment.status, f.otherParty.displayName), when: relativeTime(f.fulfillment.createdAt) })}
                      </Typography>
                    </Stack>
                  </Item>
                ))}
              </ItemList>
            )}
          </Box>
        );
      })}
    </Stack>
  );
}

function Dashboard({ profile }: { profile: SocketRelayProfile }) {
  const available = useAvailableRequests();
  const mine = useMyRequests();
  const fulfillments = useMyFulfillments();
  const myOpen = mine.data?.filter((r) => ownState(r) === 'open' || ownState(r) === 'in_progress').length;
  const activeFulfillments = fulfillments.data?.filter((f) => f.fulfillment.status === 'active').length;
  const { t } = useTranslation('socketrelay');
  const helped = fulfillments.data?.filter((f) => f.role === 'fulfiller' && f.fulfillment.status === 'completed_success').length;

  return (
    <Stack spacing={3}>
      <AnnouncementsStrip />
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography color="text.secondary">
          <Trans t={t} i18nKey="dashboard.signedInAs" values={{ name: profile.displayName, place: `${profile.city}, ${countryName(profile.country)}` }} components={{ strong: <strong /> }} />
        </Typography>
        <Button component={RouterLink} to={SOCKETRELAY_PATHS.profile} size="small" startIcon={<ManageAccountsOutlined />}>
          {t('dashboard.editProfile')}
        </Button>
      </Stack>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' } }} role="group" aria-label={t('dashboard.counters')}>
        <Counter label={t('dashboard.available')} value={available.data?.length} />
        <Counter label={t('dashboard.myOpen')} value={myOpen} />
        <Counter label={t('dashboard.activeFulfillments')} value={activeFulfillments} />
        <Counter label={t('dashboard.helped')} value={helped} />
      </Box>
      <CreateRequestBox />
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' }, alignItems: 'start' }}>
        <Section id="sr-available-title" title={t('dashboard.available')}>
          {available.isPending ? (
            <Typography color="text.secondary">{t('common.loading')}</Typography>
          ) : available.isError ? (
            <LoadError error={available.error} onRetry={() => void available.refetch()} />
          ) : (
            <AvailableRequests requests={available.data} />
          )}
        </Section>
        <Stack spacing={3}>
          <Section id="sr-mine-title" title={t('dashboard.myRequests')}>
            {mine.isPending ? (
              <Typography color="text.secondary">{t('common.loading')}</Typography>
            ) : mine.isError ? (
              <LoadError error={mine.error} onRetry={() => void mine.refetch()} />
            ) : (
              <MyRequests requests={mine.data} />
            )}
          </Section>
          <Section id="sr-fulfillments-title" title={t('dashboard.myFulfillments')}>
            {fulfillments.isPending ? (
              <Typography color="text.secondary">{t('common.loading')}</Typography>
            ) : fulfillments.isError ? (
              <LoadError error={fulfillments.error} onRetry={() => void fulfillments.refetch()} />
            ) : (
              <MyFulfillments fulfillments={fulfillments.data} />
            )}
          </Section>
        </Stack>
      </Box>
    </Stack>
  );
}

/** /apps/socketrelay (spec §2): without a profile a welcome screen; else counters, the create box and the lists. */
export function SocketRelayDashboardRoute() {
  const { t } = useTranslation('socketrelay');
  const profile = useProfile();
  return (
    <>
        <PageHeader title={t('appName')} subtitle={t('tagline')} />
        <ProfileGate profile={profile} appName="SocketRelay" profilePath={SOCKETRELAY_PATHS.profile} description={t('dashboard.welcome')}
          title={t('dashboard.welcomeTitle')}
          buttonLabel={t('common.createProfile')}
          loadingLabel={t('profile.loading')}
          icon={<SwapHorizOutlined />}
        >
          {(p: SocketRelayProfile) => <Dashboard profile={p} />}
        </ProfileGate>
    </>
  );
}
