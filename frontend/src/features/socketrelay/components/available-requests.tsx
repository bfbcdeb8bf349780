import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SocketRelayAvailableRequest } from '@pfe/contracts/socketrelay';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ReportButton } from '../../../components/report-dialog';
import { useToast } from '../../../components/toast';
import { countryName } from '../../../lib/i18n/countries';
import { useFulfillRequest } from '../api/fulfill-request';
import { expiryText, relativeTime } from '../format';
import { SOCKETRELAY_PATHS } from '../paths';
import { Item, ItemList } from './dashboard-layout';

/** The dashboard's Available Requests: other members' open requests, each to report or fulfil (which opens its chat). */
export function AvailableRequests({ requests }: { requests: SocketRelayAvailableRequest[] }) {
  const fulfill = useFulfillRequest();
  const navigate = useNavigate();
  const { toast } = useToast();
  const { t } = useTranslation('socketrelay');
  if (requests.length === 0) return <Typography color="text.secondary">{t('dashboard.noRequests')}</Typography>;
  return (
    <ItemList label={t('dashboard.availableList')}>
      {requests.map((r) => (
        <Item key={r.id}>
          <Stack spacing={1}>
            <Typography sx={{ overflowWrap: 'anywhere' }}>{r.description}</Typography>
            <Typography variant="body2" color="text.secondary">
              {r.creatorProfile.displayName} · {[r.creatorProfile.city, r.creatorProfile.state, countryName(r.creatorProfile.country)].join(', ')}
            </Typography>
            <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
              <Typography variant="caption" color="text.secondary">
                {t('dashboard.postedAgo', { when: relativeTime(r.createdAt), expires: expiryText(r.expiresAt) })}
              </Typography>
              <Stack direction="row" sx={{ gap: 1 }}>
                <ReportButton kind="socketrelay.request" id={r.id} name={t('dashboard.requestOf', { name: r.creatorProfile.displayName })} ariaLabel={t('dashboard.reportRequest', { description: r.description })} />
                <Button
                  variant="contained"
                  size="small"
                  disabled={fulfill.isPending}
                  aria-label={t('dashboard.fulfillRequest', { description: r.description })}
                  onClick={() =>
                    fulfill.mutate(r.id, {
                      onSuccess: (f) => navigate(SOCKETRELAY_PATHS.chat(f.id)),
                      onError: () => toast({ title: t('common.error'), description: t('dashboard.fulfillFailed'), variant: 'destructive' }),
                    })
                  }
                >
                  {t('dashboard.fulfill')}
                </Button>
              </Stack>
            </Stack>
          </Stack>
        </Item>
      ))}
    </ItemList>
  );
}
