import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import ManageAccountsOutlined from '@mui/icons-material/ManageAccountsOutlined';
import ShieldOutlined from '@mui/icons-material/ShieldOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { SUPPORTMATCH_PATHS } from '../paths';

function LinkCard({ to, icon, title, text, extra }: { to: string; icon: ReactNode; title: string; text: string; extra?: ReactNode }) {
  return (
    <Card variant="outlined">
      <CardActionArea component={RouterLink} to={to} sx={{ height: '100%', alignItems: 'flex-start' }}>
        <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
          <Stack spacing={1}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
              <Box sx={{ color: 'primary.main', display: 'flex' }}>{icon}</Box>
              {extra}
            </Stack>
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
              {title}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {text}
            </Typography>
          </Stack>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

/** The dashboard's four cards: profile, safety, announcements (with the count of new ones), history. */
export function SectionCards({ newAnnouncements }: { newAnnouncements: number | undefined }) {
  const { t } = useTranslation('supportmatch');
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' } }}>
      <LinkCard
        to={SUPPORTMATCH_PATHS.profile}
        icon={<ManageAccountsOutlined />}
        title={t('dashboard.cards.profileTitle')}
        text={t('dashboard.cards.profileText')}
      />
      <LinkCard to={SUPPORTMATCH_PATHS.safety} icon={<ShieldOutlined />} title={t('dashboard.cards.safetyTitle')} text={t('dashboard.cards.safetyText')} />
      <LinkCard
        to={SUPPORTMATCH_PATHS.announcements}
        icon={<CampaignOutlined />}
        title={t('dashboard.cards.announcementsTitle')}
        text={t('dashboard.cards.announcementsText')}
        extra={
          newAnnouncements ? <Chip size="small" color="primary" label={t('dashboard.cards.newCount', { count: newAnnouncements })} aria-label={t('dashboard.cards.newAnnouncements', { count: newAnnouncements })} /> : undefined
        }
      />
      <LinkCard to={SUPPORTMATCH_PATHS.history} icon={<HistoryOutlined />} title={t('dashboard.cards.historyTitle')} text={t('dashboard.cards.historyText')} />
    </Box>
  );
}
