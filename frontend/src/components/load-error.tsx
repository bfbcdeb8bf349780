import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { messageOf } from '../lib/api-client';

/** A failed read, with the server's reason and a way to try again. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t('tryAgain')}
        </Button>
      }
    >
      {messageOf(error)}
    </Alert>
  );
}
