import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../lib/page-title';
import ScheduleOutlined from '@mui/icons-material/ScheduleOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { PanelCard } from '../../components/panel-card';
import type { SubAppInfo } from '../../lib/sub-apps';

/** Any address of a sub-app that is not built yet (an old link, a bookmark): it is coming, not closed to the member. */
export function ComingSoonRoute({ app }: { app: Pick<SubAppInfo, 'id' | 'name' | 'serviceName' | 'description' | 'icon'> }) {
  const { t } = useTranslation('services');
  usePageTitle(t('comingSoonPage.title', { name: app.name }));
  const name = app.serviceName ?? app.name;
  return (
    <PanelCard sx={{ maxWidth: 520, mx: 'auto', mt: { xs: 2, md: 6 } }}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', color: 'primary.main' }}>
          <app.icon />
          <Typography variant="h5" component="h1" color="text.primary">
            {t('comingSoonPage.heading', { name })}
          </Typography>
        </Stack>
        <Typography color="text.secondary">{t(`apps.${app.id}.description`, { defaultValue: app.description })}</Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', color: 'text.secondary' }}>
          <ScheduleOutlined fontSize="small" />
          <Typography variant="body2">{t('comingSoonPage.text')}</Typography>
        </Stack>
        <Button component={RouterLink} to="/services" variant="outlined">
          {t('comingSoonPage.link')}
        </Button>
      </Stack>
    </PanelCard>
  );
}
