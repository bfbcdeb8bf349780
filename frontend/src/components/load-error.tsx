import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { messageOf } from '../lib/api-client';

/** A failed read, with the server's reason and a way to try again. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          Try again
        </Button>
      }
    >
      {messageOf(error)}
    </Alert>
  );
}
