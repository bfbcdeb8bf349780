import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { PanelCard } from '../../../components/panel-card';
import { SUPPORTMATCH_PATHS } from '../paths';

/** The partnership page without one: when the next cycle is, or that a profile is needed first. */
export function NoPartnership({ hasProfile }: { hasProfile: boolean }) {
  const { t } = useTranslation('supportmatch');
  return (
    <PanelCard>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Typography>{t('partnership.none')}</Typography>
        <Typography color="text.secondary">
          {hasProfile ? t('matching.monthlyCycle') : t('partnership.createToJoin')}
        </Typography>
        <Button component={RouterLink} to={hasProfile ? SUPPORTMATCH_PATHS.dashboard : SUPPORTMATCH_PATHS.profile} variant="contained">
          {hasProfile ? t('partnership.back') : t('common.createProfile')}
        </Button>
      </Stack>
    </PanelCard>
  );
}
