import BlockOutlined from '@mui/icons-material/BlockOutlined';
import FlagOutlined from '@mui/icons-material/FlagOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PanelCard } from '../../../components/panel-card';
import type { ActivePartnership } from '@pfe/contracts/supportmatch';
import { durationLine, statusLabel } from '../format';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="p">
        {label}
      </Typography>
      <Box sx={{ fontWeight: 600 }}>{children}</Box>
    </Box>
  );
}

/**
 * Spec §2 Partnership details: partner, duration line, capitalised status; report and block actions.
 * `ended`: the conversation closed while the page was open; the status reads "Ended", whatever ended
 * it (an admin, a block, the date): never the reason.
 */
export function PartnershipDetails({
  partnership,
  ended = false,
  onReport,
  onBlock,
}: {
  partnership: ActivePartnership;
  ended?: boolean;
  onReport?: () => void;
  onBlock?: () => void;
}) {
  const { t } = useTranslation('supportmatch');
  const { range, note } = durationLine(partnership.startDate, partnership.endDate);
  return (
    <PanelCard component="section" aria-labelledby="sm-details-title">
      <Stack spacing={2}>
        <Typography id="sm-details-title" variant="h6" component="h2">
          {t('details.title')}
        </Typography>
        <Row label={t('common.partner')}>
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{partnership.partnerNickname}</Typography>
        </Row>
        <Row label={t('details.duration')}>
          <Typography sx={{ fontWeight: 600 }}>{range}</Typography>
          {note && (
            <Typography variant="body2" color="text.secondary">
              {note}
            </Typography>
          )}
        </Row>
        <Row label={t('details.status')}>
          <Typography sx={{ fontWeight: 600 }}>{ended ? t('details.ended') : statusLabel(partnership.status)}</Typography>
        </Row>
        {(onReport || onBlock) && (
          <>
            <Divider />
            <Stack direction={{ xs: 'column', sm: 'row', md: 'column' }} spacing={1} sx={{ '& .MuiButton-root': { whiteSpace: 'nowrap' } }}>
              {onReport && (
                <Button variant="outlined" color="error" startIcon={<FlagOutlined />} onClick={onReport}>
                  {t('details.report')}
                </Button>
              )}
              {onBlock && (
                <Button variant="text" color="inherit" startIcon={<BlockOutlined />} onClick={onBlock}>
                  {t('details.block')}
                </Button>
              )}
            </Stack>
          </>
        )}
      </Stack>
    </PanelCard>
  );
}
