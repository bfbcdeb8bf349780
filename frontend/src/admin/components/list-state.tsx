import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { messageOf } from '../../lib/api-client';
import { useAdminT } from '../lib/i18n';

/** A loading line with the screen's own text (spec: "Loading users...", ...). */
export function LoadingState({ text }: { text: string }) {
  return (
    <Box role="status" aria-live="polite" sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 1.5, py: 5, px: 2 }}>
      <CircularProgress size={20} aria-hidden />
      <Typography color="text.secondary">{text}</Typography>
    </Box>
  );
}

/**
 * What the console shows while it checks who is signed in (react-admin's own page has an unnamed
 * spinner and a faint "Please wait": axe aria-progressbar-name and color-contrast, issue 28).
 */
export function ConsoleLoading() {
  const t = useAdminT();
  return <LoadingState text={t('common.loadingConsole')} />;
}

/** An empty list: the spec's text and, where the spec has one, a second line. */
export function EmptyState({ title, description, icon }: { title: string; description?: string; icon?: ReactNode }) {
  return (
    <Box sx={{ textAlign: 'center', py: 5, px: 2, color: 'text.secondary' }}>
      {icon && <Box sx={{ mb: 1, '& svg': { fontSize: 40, opacity: 0.6 } }}>{icon}</Box>}
      <Typography color="text.primary" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {description && (
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          {description}
        </Typography>
      )}
    </Box>
  );
}

/** A failed read, with the server's message and a retry. */
export function ErrorState({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const t = useAdminT();
  const message = messageOf(error);
  return (
    <Box sx={{ p: 2 }}>
      <Alert
        severity="error"
        action={
          onRetry && (
            <Button color="inherit" size="small" onClick={onRetry}>
              {t('common.tryAgain')}
            </Button>
          )
        }
      >
        {message}
      </Alert>
    </Box>
  );
}
