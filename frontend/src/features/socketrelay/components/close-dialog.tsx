import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SocketRelayCloseStatus } from '@pfe/contracts/socketrelay';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Spec §2: the three outcomes of the Close Request dialog, success the default (words: socketrelay:close.<outcome>). */
export const CLOSE_OPTIONS: SocketRelayCloseStatus[] = ['completed_success', 'completed_failure', 'cancelled'];

export function CloseRequestDialog({
  open,
  pending,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  pending: boolean;
  onCancel: () => void;
  onConfirm: (status: SocketRelayCloseStatus) => void;
}) {
  const { t } = useTranslation('socketrelay');
  const [status, setStatus] = useState<SocketRelayCloseStatus>('completed_success');
  return (
    <Dialog open={open} onClose={pending ? undefined : onCancel} aria-labelledby="sr-close-title" fullWidth maxWidth="xs">
      <DialogTitle id="sr-close-title">{t('close.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('close.question')}</DialogContentText>
        <RadioGroup aria-labelledby="sr-close-title" value={status} onChange={(e) => setStatus(e.target.value as SocketRelayCloseStatus)}>
          <Stack spacing={1}>
            {CLOSE_OPTIONS.map((option) => (
              <FormControlLabel
                key={option}
                value={option}
                control={<Radio />}
                label={
                  <span>
                    <Typography component="span" sx={{ display: 'block', fontWeight: 600 }}>
                      {t(`close.${option}`)}
                    </Typography>
                    <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                      {t(`close.${option}Text`)}
                    </Typography>
                  </span>
                }
              />
            ))}
          </Stack>
        </RadioGroup>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={pending}>
          {t('common.cancel')}
        </Button>
        <Button variant="contained" onClick={() => onConfirm(status)} disabled={pending || !open}>
          {pending ? t('close.closing') : t('close.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
