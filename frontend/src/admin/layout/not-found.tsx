import Button from '@mui/material/Button';
import { Link } from 'react-router-dom';
import { Title, useBasename } from 'react-admin';
import { EmptyState } from '../components/list-state';
import { SectionCard } from '../components/section-card';

/** Any other /admin path: the app's not-found title (spec §2). */
export function AdminNotFound() {
  const basename = useBasename();
  return (
    <SectionCard sx={{ mt: 3 }}>
      <Title title="404 Page Not Found" />
      <EmptyState title="404 Page Not Found" description="This page of the admin console does not exist." />
      <Button component={Link} to={basename || '/'} variant="contained" sx={{ display: 'flex', mx: 'auto', width: 'fit-content' }}>
        Go to the admin dashboard
      </Button>
    </SectionCard>
  );
}
