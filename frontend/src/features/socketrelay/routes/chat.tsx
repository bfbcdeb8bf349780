import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { BackLink } from '../../../components/back-link';
import { LoadError } from '../../../components/load-error';
import { ApiError } from '../../../lib/api-client';
import { usePageTitle } from '../../../lib/page-title';
import { useFulfillment } from '../api/get-fulfillment';
import { FulfillmentChat } from '../components/fulfillment-chat';
import { SOCKETRELAY_PATHS } from '../paths';

/** /apps/socketrelay/chat/:id (spec §2 Request Chat): the two parties' conversation about one fulfilment. */
export function SocketRelayChatRoute() {
  const { id = '' } = useParams();
  const { t } = useTranslation('socketrelay');
  const detail = useFulfillment(id);
  usePageTitle(t('chat.title'));
  let body;
  if (detail.isPending) body = <Typography>{t('common.loading')}</Typography>;
  else if (detail.isError && detail.error instanceof ApiError && detail.error.status === 404) body = (
      // The page's one heading (axe: page-has-heading-one, issue 21 item 18).
      <Typography variant="h5" component="h1">
        {t('chat.notFound')}
      </Typography>
    );
  else if (detail.isError) body = <LoadError error={detail.error} onRetry={() => void detail.refetch()} />;
  else body = <FulfillmentChat key={detail.data.fulfillment.id} detail={detail.data} />;
  return (
    <>
      <BackLink to={SOCKETRELAY_PATHS.dashboard} label={t('chat.back')} />
      {body}
    </>
  );
}
