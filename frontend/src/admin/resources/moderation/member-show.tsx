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

function MemberView() {
  const { record: m, error, isPending } = useShowContext<ModerationMember>();
  const refresh = useRefresh();
  const back = <BackToList resource="moderation/reports" label="Back to reports" />;
  if (isPending) return <LoadingState text="Loading member..." />;
  if (error || !m) return <RecordError back={back} error={error} />;
  const suspended = m.suspension ? `Suspended ${m.suspension.until ? `until ${formatDateTime(m.suspension.until)}` : 'until lifted'}` : 'Not suspended';
  return (
    <Box>
      <PageHeading title={m.name} appBarTitle="Members" subtitle={suspended} actions={back} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 3fr) minmax(0, 2fr)' }, alignItems: 'start' }}>
        <Box sx={{ display: 'grid', gap: 2 }}>
          <SectionCard title="Member">
            <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', columnGap: 2, rowGap: 1, m: 0 }}>
              <Detail label="Joined">{formatDateTime(m.joinedAt)}</Detail>
              <Detail label="Invited by">{m.invitedBy?.name ?? '-'}</Detail>
              <Detail label="Reports about her">{String(m.reportsAgainst)}</Detail>
              <Detail label="Reports she sent">{String(m.reportsFiled)}</Detail>
              <Detail label="Unused invite codes">{String(m.unusedInviteCodes)}</Detail>
            </Box>
          </SectionCard>
          <SectionCard title="History">
            {m.history.length === 0 ? (
              <Typography color="text.secondary">No actions yet</Typography>
            ) : (
              <Box component="ul" sx={{ m: 0, pl: 2 }}>
                {m.history.map((a) => (
                  <li key={a.id}>
                    <Typography variant="body2">
                      {formatDateTime(a.createdAt)}: {a.action}
                      {a.action === 'suspend' ? ` (${a.until ? `until ${formatDateTime(a.until)}` : 'until lifted'})` : ''}, {a.reason}
                      {a.moderator ? `, by ${a.moderator.name}` : ''}
                      {a.appeal ? `; appeal ${a.appeal.status}` : ''}
                    </Typography>
                  </li>
                ))}
              </Box>
            )}
          </SectionCard>
          <SectionCard title="Invite tree" description="The accounts she brought in, and theirs; per inviter, how many were reported or suspended.">
            <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
              {m.inviteTree.map((n) => (
                <Box component="li" key={n.id} sx={{ pl: n.depth * 2, py: 0.25 }}>
                  <Typography variant="body2">
                    {n.name}
                    {n.reported ? ' · reported' : ''}
                    {n.suspended ? ' · suspended' : ''}
                    {n.invitees > 0 ? ` · brought ${n.invitees} (${n.reportedInvitees} reported, ${n.suspendedInvitees} suspended)` : ''}
                  </Typography>
                </Box>
              ))}
            </Box>
            <Typography variant="body2" sx={{ mt: 1 }}>
              {`In all she brought in ${m.inviteTreeSize.members} accounts, directly or through others: ${m.inviteTreeSize.reported} reported, ${m.inviteTreeSize.suspended} suspended.`}
              {m.inviteTree.length - 1 < m.inviteTreeSize.members ? ` The nearest ${m.inviteTree.length - 1} are listed.` : ''}
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
