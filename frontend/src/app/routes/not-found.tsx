import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../lib/page-title';
import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { PanelCard } from '../../components/panel-card';

/** Every path the route table does not offer in the visitor's state. */
export function NotFoundRoute() {
  const { t } = useTranslation();
  usePageTitle(t('notFound.title'));
  return (
    <PanelCard sx={{ maxWidth: 480, mx: 'auto', mt: { xs: 2, md: 6 } }}>
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
            <SearchOffOutlined color="error" />
            <Typography variant="h5" component="h1">
              {t('notFound.heading')}
            </Typography>
          </Stack>
          <Typography color="text.secondary">{t('notFound.text')}</Typography>
          <Button component={RouterLink} to="/" variant="outlined">
            {t('notFound.home')}
          </Button>
        </Stack>
    </PanelCard>
  );
}
