import Button from '@mui/material/Button';
import { Link } from 'react-router-dom';
import { useBasename } from 'react-admin';
import { PageHeading } from '../components/page-heading';

/** Any other /admin path: the app's not-found title (spec §2), as the page's heading. */
export function AdminNotFound() {
  const basename = useBasename();
  return (
    <PageHeading
      title="404 Page Not Found"
      subtitle="This page of the admin console does not exist."
      actions={
        <Button component={Link} to={basename || '/'} variant="contained">
          Go to the admin dashboard
        </Button>
      }
    />
  );
}
