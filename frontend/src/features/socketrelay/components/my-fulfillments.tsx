import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SocketRelayMyFulfillment } from '@pfe/contracts/socketrelay';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { ConversationUnread } from '../../../components/unread-count';
import { fulfillmentCaption, FULFILLMENT_GROUPS, relativeTime } from '../format';
import { SOCKETRELAY_PATHS } from '../paths';
import { Item, ItemList } from './dashboard-layout';
import { FulfillmentStatusChip } from './status-chip';

/** The dashboard's My Fulfillments: the fulfilments she is part of (either side), grouped by status, each leading to its chat. */
export function MyFulfillments({ fulfillments }: { fulfillments: SocketRelayMyFulfillment[] }) {
  const { t } = useTranslation('socketrelay');
  if (fulfillments.length === 0) return <Typography color="text.secondary">{t('dashboard.noFulfillments')}</Typography>;
  return (
    <Stack spacing={2.5}>
      {FULFILLMENT_GROUPS.map((status) => {
        const entries = fulfillments.filter((f) => f.fulfillment.status === status);
        const headingId = `sr-group-${status}`;
        const title = t(`groups.${status}`);
        return (
          <Box key={status} component="section" aria-labelledby={headingId}>
            <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
              {t('dashboard.groupTitle', { title, count: entries.length })}
            </Typography>
            {entries.length === 0 ? (
              <Typography variant="body2" color="text.secondary">
                {t('dashboard.none')}
              </Typography>
            ) : (
              <ItemList label={title}>
                {entries.map((f) => (
                  <Item key={f.fulfillment.id}>
                    <Stack spacing={0.75}>
                      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 1 }}>
                        <Link component={RouterLink} to={SOCKETRELAY_PATHS.chat(f.fulfillment.id)} sx={{ overflowWrap: 'anywhere' }}>
                          {f.request.description}
                          <ConversationUnread id={f.fulfillment.id} />
                        </Link>
                        <FulfillmentStatusChip status={f.fulfillment.status} />
                      </Stack>
                      <Typography variant="caption" color="text.secondary">
                        {t('dashboard.startedAgo', { caption: fulfillmentCaption(f.role, f.fulfillment.status, f.otherParty.displayName), when: relativeTime(f.fulfillment.createdAt) })}
                      </Typography>
                    </Stack>
                  </Item>
                ))}
              </ItemList>
            )}
          </Box>
        );
      })}
    </Stack>
  );
}
