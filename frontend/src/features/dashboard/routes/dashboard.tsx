import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PageHeader } from '../../../components/page-header';
import { useCurrentUser } from '../../../lib/current-user';
import { DashboardCards } from '../components/dashboard-cards';
import { ProfileCard } from '../components/profile-card';
import { WELCOME_TEXT } from '../profile';

/** / for members (spec §2 "My Dashboard"). */
export function DashboardRoute() {
  const user = useCurrentUser();
  return (
    <>
      <PageHeader title="My Dashboard" />
      <Stack spacing={3}>
        <Typography variant="h5" component="p">
          {WELCOME_TEXT}
        </Typography>
        <ProfileCard user={user} />
        <DashboardCards pricingTier={user.pricingTier} />
      </Stack>
    </>
  );
}
