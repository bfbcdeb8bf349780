import { useTranslation } from 'react-i18next';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PageHeader } from '../../../components/page-header';
import { useCurrentUser } from '../../../lib/current-user';
import { useIsDiscreet } from '../../../lib/discreet';
import { DashboardCards } from '../components/dashboard-cards';
import { ProfileCard } from '../components/profile-card';
import { welcomeText } from '../profile';

/** / for members (spec §2 "My Dashboard"). */
export function DashboardRoute() {
  const { t } = useTranslation('dashboard');
  const user = useCurrentUser();
  const discreet = useIsDiscreet();
  return (
    <>
      <PageHeader title={t('title')} />
      <Stack spacing={3}>
        <Typography variant="h5" component="p">
          {welcomeText(user.firstName, discreet)}
        </Typography>
        <ProfileCard user={user} />
        <DashboardCards pricingTier={user.pricingTier} />
      </Stack>
    </>
  );
}
