import Button from '@mui/material/Button';
import { Link } from 'react-router-dom';
import { useBasename } from 'react-admin';
import { PageHeading } from '../components/page-heading';
import { useAdminT } from '../lib/i18n';

/** Any other /admin path: the app's not-found title (spec §2), as the page's heading. */
export function AdminNotFound() {
  const t = useAdminT();
  const basename = useBasename();
  return (
    <PageHeading
      title={t('notFound.title')}
      subtitle={t('notFound.subtitle')}
      actions={
        <Button component={Link} to={basename || '/'} variant="contained">
          {t('notFound.home')}
        </Button>
      }
    />
  );
}
