import ArrowBackOutlined from '@mui/icons-material/ArrowBackOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ShowBase, useCreatePath, useShowContext } from 'react-admin';
import { InviteStatusBadge } from '../../components/badges';
import { EmptyState, LoadingState } from '../../components/list-state';
import { PageHeading } from '../../components/page-heading';
import { RecordError } from '../../components/record-page';
import { SectionCard } from '../../components/section-card';
import { formatDate, formatDateTime, formatExpiry, inviteStatus, personName } from '../../lib/format';
import type { InviteDetail as Invite } from '@pfe/contracts';
import { CopyCodeButton } from './copy-code-button';
import { Usage } from './invite-usage';
import { useAdminT } from '../../lib/i18n';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Typography variant="body2" color="text.secondary" component="dt">
        {label}
      </Typography>
      <Box component="dd" sx={{ m: 0, minWidth: 0, typography: 'body2' }}>
        {children}
      </Box>
    </>
  );
}

function InviteShowView() {
  const t = useAdminT();
  const { record, isPending, error } = useShowContext<Invite>();
  const createPath = useCreatePath();
  const back = (
    <Button component={Link} to={createPath({ resource: 'invites', type: 'list' })} startIcon={<ArrowBackOutlined />} color="inherit">
      {t('invites.show.back')}
    </Button>
  );
  if (isPending) return <LoadingState text={t('invites.show.loading')} />;
  if (error || !record) return <RecordError back={back} error={error ?? new Error(t('invites.show.notFound'))} />;
  const redemptions = record.redemptions ?? [];
  return (
    <Box>
      <PageHeading title={record.code} appBarTitle={t('invites.appBarTitle')} subtitle={t('invites.show.subtitle')} actions={back} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 2fr) minmax(0, 3fr)' }, alignItems: 'start' }}>
        <SectionCard title={t('invites.show.details')}>
          <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', columnGap: 2, rowGap: 1.25, m: 0, alignItems: 'center' }}>
            <Detail label={t('invites.show.code')}>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, fontFamily: 'ui-monospace, monospace', fontWeight: 600 }}>
                {record.code}
                <CopyCodeButton code={record.code} />
              </Box>
            </Detail>
            <Detail label={t('invites.show.status')}>
              <InviteStatusBadge status={inviteStatus(record)} />
            </Detail>
            <Detail label={t('invites.show.usage')}>
              <Usage invite={record} />
            </Detail>
            <Detail label={t('invites.show.expires')}>{formatExpiry(record.expiresAt)}</Detail>
            <Detail label={t('invites.show.created')}>{formatDate(record.createdAt)}</Detail>
          </Box>
        </SectionCard>
        <SectionCard title={t('invites.show.redemptions')} description={t('invites.show.redemptionsCount', { used: redemptions.length, max: record.maxUses })}>
          {redemptions.length === 0 ? (
            <EmptyState title={t('invites.show.notRedeemed')} />
          ) : (
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {redemptions.map((r) => (
                <Box
                  component="li"
                  key={r.userId}
                  sx={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, py: 1, borderBottom: 1, borderColor: 'divider', '&:last-of-type': { borderBottom: 0 } }}
                >
                  <Typography
                    component={Link}
                    to={createPath({ resource: 'users', type: 'edit', id: r.userId })}
                    variant="body2"
                    sx={{ fontWeight: 600, color: 'primary.main', minWidth: 0, overflowWrap: 'anywhere' }}
                  >
                    {personName(r)}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {formatDateTime(r.redeemedAt)}
                  </Typography>
                </Box>
              ))}
            </Box>
          )}
        </SectionCard>
      </Box>
    </Box>
  );
}

/** /admin/invites/:id: one code and who redeemed it (GET /api/admin/invites/{id}). */
export function InviteShow() {
  return (
    <ShowBase<Invite> resource="invites">
      <InviteShowView />
    </ShowBase>
  );
}
