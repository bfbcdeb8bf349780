import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { Fragment, useId, useState } from 'react';
import { formatDate } from '../lib/format-date';

/** One row of a blocked list: only what the member already knows (the name she met them by, her own reason). */
export interface BlockedEntry {
  id: string;
  name: string;
  /** Where she met them, when it says more than the name (Settings: every app and its name). */
  detail?: string;
  reason: string | null;
  createdAt: string;
}

/**
 * Asks before unblocking: unblocking is what a safety mistake costs most, so the default button is
 * Cancel. Closed while the request is in flight only by its answer.
 */
export function UnblockDialog({
  entry,
  warning,
  pending,
  onCancel,
  onConfirm,
  onClosed,
}: {
  entry: BlockedEntry | null;
  /** What unblocking changes, named. */
  warning: (name: string) => string;
  pending: boolean;
  onCancel: () => void;
  onConfirm: (entry: BlockedEntry) => void;
  /** After the dialog has gone (its exit transition ended). */
  onClosed?: () => void;
}) {
  // Kept while the dialog closes, so its text does not go blank during the exit transition.
  const { t } = useTranslation('moderation');
  const [shown, setShown] = useState(entry);
  if (entry && entry !== shown) setShown(entry);
  const textId = useId();
  const name = shown?.name ?? '';
  const close = () => {
    if (!pending) onCancel();
  };
  return (
    <Dialog open={entry !== null} onClose={close} fullWidth maxWidth="xs" aria-describedby={textId} slotProps={{ transition: { onExited: onClosed } }}>
      <DialogTitle>{t('unblock.title', { name })}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{warning(name)}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={close} disabled={pending} autoFocus>
          {t('common:cancel')}
        </Button>
        <Button variant="contained" onClick={() => shown && onConfirm(shown)} disabled={pending}>
          {pending ? t('unblock.unblocking') : t('unblock.unblock')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function BlockedRow({ entry, onUnblock }: { entry: BlockedEntry; onUnblock: () => void }) {
  const { t } = useTranslation('moderation');
  return (
    <Box
      component="li"
      aria-label={entry.name}
      sx={{ display: 'flex', alignItems: { xs: 'flex-start', sm: 'center' }, flexDirection: { xs: 'column', sm: 'row' }, gap: 1.5, py: 2 }}
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{entry.name}</Typography>
        {entry.detail && (
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {entry.detail}
          </Typography>
        )}
        {entry.reason && (
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {t('unblock.reason', { reason: entry.reason })}
          </Typography>
        )}
        <Typography variant="caption" color="text.secondary">
          {t('unblock.blockedOn', { date: formatDate(entry.createdAt) })}
        </Typography>
      </Box>
      <Button variant="outlined" size="small" onClick={onUnblock} aria-label={t('unblock.unblockName', { name: entry.name })}>
        {t('unblock.unblock')}
      </Button>
    </Box>
  );
}

/** The blocked members as a list, each with its Unblock button (which should ask first: UnblockDialog). */
export function BlockedList({ label, entries, onUnblock }: { label: string; entries: BlockedEntry[]; onUnblock: (entry: BlockedEntry) => void }) {
  return (
    <Box component="ul" aria-label={label} sx={{ m: 0, p: 0, listStyle: 'none' }}>
      {entries.map((e, i) => (
        <Fragment key={e.id}>
          {i > 0 && <Divider component="li" aria-hidden />}
          <BlockedRow entry={e} onUnblock={() => onUnblock(e)} />
        </Fragment>
      ))}
    </Box>
  );
}
