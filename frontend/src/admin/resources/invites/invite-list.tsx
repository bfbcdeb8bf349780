import Box from '@mui/material/Box';
import { PageHeading } from '../../components/page-heading';
import { GenerateInviteCard } from './generate-invite-card';
import { RecentInvitesCard } from './recent-invites-card';

/** /admin/invites: "Invite Code Management" (spec §2). */
export function InviteList() {
  return (
    <Box>
      <PageHeading title="Invite Code Management" appBarTitle="Invite Codes" subtitle="Generate and manage invite codes for platform access" />
      <Box sx={{ display: 'grid', gap: 2 }}>
        <GenerateInviteCard />
        <RecentInvitesCard />
      </Box>
    </Box>
  );
}
