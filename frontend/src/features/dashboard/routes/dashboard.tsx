import Typography from '@mui/material/Typography';
import { PageHeader } from '../../../components/page-header';
import { useCurrentUser } from '../../../lib/current-user';

/** Spec §2: "Welcome back" plus the first name if known. */
export function welcomeText(firstName: string | null | undefined): string {
  const name = firstName?.trim();
  return name ? `Welcome back, ${name}` : 'Welcome back';
}

/** / for members. */
export function DashboardRoute() {
  const user = useCurrentUser();
  return (
    <>
      <PageHeader title="My Dashboard" />
      <Typography variant="h5" component="p">
        {welcomeText(user.firstName)}
      </Typography>
    </>
  );
}
