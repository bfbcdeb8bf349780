import { useTranslation } from 'react-i18next';
import { i18n } from '../../../lib/i18n';
import GridViewOutlined from '@mui/icons-material/GridViewOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { formatUsd } from '../../../components/money';
import { useSubApps } from '../../../lib/sub-apps';

/** The Browse Services card's line: it mentions apps coming soon only while some are (issue 21 item 16). */
export function browseServicesText(apps: readonly { available: boolean }[]): string {
  return i18n.t(apps.some((app) => !app.available) ? 'dashboard:browseComingSoon' : 'dashboard:browseAll');
}

function CardBody({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <CardContent sx={{ p: { xs: 2, sm: 3 }, height: '100%' }}>
      <Stack spacing={1}>
        <Box sx={{ color: 'primary.main', display: 'flex' }}>{icon}</Box>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        {children}
      </Stack>
    </CardContent>
  );
}

function LinkCard({ to, icon, title, text }: { to: string; icon: ReactNode; title: string; text: string }) {
  return (
    <Card variant="outlined">
      <CardActionArea component={RouterLink} to={to} sx={{ height: '100%' }}>
        <CardBody icon={icon} title={title}>
          <Typography variant="body2" color="text.secondary">
            {text}
          </Typography>
        </CardBody>
      </CardActionArea>
    </Card>
  );
}

/** Spec §2: Browse Services, View Payments and the Subscription card with the locked rate. */
export function DashboardCards({ pricingTier }: { pricingTier: string }) {
  const { t } = useTranslation('dashboard');
  const apps = useSubApps();
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
      <LinkCard to="/services" icon={<GridViewOutlined />} title={t('browse')} text={browseServicesText(apps)} />
      <LinkCard to="/payments" icon={<ReceiptLongOutlined />} title={t('payments')} text={t('paymentsText')} />
      <Card variant="outlined" component="section" aria-labelledby="subscription-card-title">
        <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
          <Stack spacing={1}>
            <Box sx={{ color: 'primary.main', display: 'flex' }}>
              <LockOutlined />
            </Box>
            <Typography id="subscription-card-title" variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
              {t('subscription')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('rate', { amount: formatUsd(pricingTier) })}
            </Typography>
            <Box>
              <Chip label={t('locked')} size="small" color="primary" variant="outlined" icon={<LockOutlined />} />
            </Box>
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}
