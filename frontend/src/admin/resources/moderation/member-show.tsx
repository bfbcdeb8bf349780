import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ModerationMember } from '@pfe/contracts';
import { ShowBase, useRefresh, useShowContext } from 'react-admin';
import { LoadingState } from '../../components/list-state';
import { PageHeading } from '../../components/page-heading';
import { BackToList, Detail, RecordError } from '../../components/record-page';
import { SectionCard } from '../../components/section-card';
import { formatDateTime } from '../../lib/format';
import { ActionForm } from './action-form';
import { useAdminT } from '../../lib/i18n';

function MemberView() {
  const t = useAdminT();
  const { record: m, error, isPending } = useShowContext<ModerationMember>();
  const refresh = useRefresh();
  const back = <BackToList resource="moderation/reports" label={t('moderation.report.back')} />;
  if (isPending) return <LoadingState text={t('moderation.member.loading')} />;
  if (error || !m) return <RecordError back={back} error={error} />;
  const suspended = m.suspension
    ? m.suspension.until
      ? t('moderation.member.suspendedUntil', { date: formatDateTime(m.suspension.until) })
      : t('moderation.member.suspendedUntilLifted')
    : t('moderation.member.notSuspended');
  return (
    <Box>
      <PageHeading title={m.name} appBarTitle={t('moderation.member.appBarTitle')} subtitle={suspended} actions={back} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 3fr) minmax(0, 2fr)' }, alignItems: 'start' }}>
        <Box sx={{ display: 'grid', gap: 2 }}>
          <SectionCard title={t('moderation.member.card')}>
            <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', columnGap: 2, rowGap: 1, m: 0 }}>
              <Detail label={t('moderation.member.joined')}>{formatDateTime(m.joinedAt)}</Detail>
              <Detail label={t('moderation.member.invitedBy')}>{m.invitedBy?.name ?? '-'}</Detail>
              <Detail label={t('moderation.member.reportsAbout')}>{String(m.reportsAgainst)}</Detail>
              <Detail label={t('moderation.member.reportsSent')}>{String(m.reportsFiled)}</Detail>
              <Detail label={t('moderation.member.unusedCodes')}>{String(m.unusedInviteCodes)}</Detail>
            </Box>
          </SectionCard>
          <SectionCard title={t('moderation.member.history')}>
            {m.history.length === 0 ? (
              <Typography color="text.secondary">{t('moderation.member.noActions')}</Typography>
            ) : (
              <Box component="ul" sx={{ m: 0, pl: 2 }}>
                {m.history.map((a) => (
                  <li key={a.id}>
                    <Typography variant="body2">
                      {formatDateTime(a.createdAt)}: {t(`moderation.actions.${a.action}`, { defaultValue: a.action })}
                      {a.action === 'suspend'
                        ? ` (${a.until ? t('moderation.member.until', { date: formatDateTime(a.until) }) : t('moderation.member.untilLifted')})`
                        : ''}
                      , {a.reason}
                      {a.moderator ? t('moderation.member.by', { name: a.moderator.name }) : ''}
                      {a.appeal ? t('moderation.member.appeal', { status: t(`moderation.member.appealStatuses.${a.appeal.status}`, { defaultValue: a.appeal.status }) }) : ''}
                    </Typography>
                  </li>
                ))}
              </Box>
            )}
          </SectionCard>
          <SectionCard title={t('moderation.member.tree')} description={t('moderation.member.treeDescription')}>
            <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
              {m.inviteTree.map((n) => (
                <Box component="li" key={n.id} sx={{ pl: n.depth * 2, py: 0.25 }}>
                  <Typography variant="body2">
                    {n.name}
                    {n.reported ? t('moderation.member.reported') : ''}
                    {n.suspended ? t('moderation.member.suspended') : ''}
                    {n.invitees > 0 ? t('moderation.member.brought', { count: n.invitees, reported: n.reportedInvitees, suspended: n.suspendedInvitees }) : ''}
                  </Typography>
                </Box>
              ))}
            </Box>
            <Typography variant="body2" sx={{ mt: 1 }}>
              {t('moderation.member.treeSize', { members: m.inviteTreeSize.members, reported: m.inviteTreeSize.reported, suspended: m.inviteTreeSize.suspended })}
              {m.inviteTree.length - 1 < m.inviteTreeSize.members ? t('moderation.member.nearest', { count: m.inviteTree.length - 1 }) : ''}
            </Typography>
          </SectionCard>
        </Box>
        <ActionForm userId={String(m.id)} onDone={refresh} />
      </Box>
    </Box>
  );
}

/** /admin/moderation/members/:id/show: a member's moderation history, actions and invite tree (no email, no payments). */
export function ModerationMemberShow() {
  return (
    <ShowBase<ModerationMember> resource="moderation/members">
      <MemberView />
    </ShowBase>
  );
}
