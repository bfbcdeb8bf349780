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

/** Spec §2: the three outcomes of the Close Request dialog, success the default. */
export const CLOSE_OPTIONS: { value: SocketRelayCloseStatus; label: string; text: string }[] = [
  { value: 'completed_success', label: 'Successfully Completed', text: 'The request was fulfilled successfully' },
  { value: 'completed_failure', label: 'Not Completed', text: 'The request could not be fulfilled' },
  { value: 'cancelled', label: 'Cancelled', text: 'The request was cancelled' },
];

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
  const [status, setStatus] = useState<SocketRelayCloseStatus>('completed_success');
  return (
    <Dialog open={open} onClose={pending ? undefined : onCancel} aria-labelledby="sr-close-title" fullWidth maxWidth="xs">
      <DialogTitle id="sr-close-title">Close Request</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>How did this fulfillment go? Your feedback helps improve the community.</DialogContentText>
        <RadioGroup aria-labelledby="sr-close-title" value={status} onChange={(e) => setStatus(e.target.value as SocketRelayCloseStatus)}>
          <Stack spacing={1}>
            {CLOSE_OPTIONS.map((option) => (
              <FormControlLabel
                key={option.value}
                value={option.value}
                control={<Radio />}
                label={
                  <span>
                    <Typography component="span" sx={{ display: 'block', fontWeight: 600 }}>
                      {option.label}
                    </Typography>
                    <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                      {option.text}
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
          Cancel
        </Button>
        <Button variant="contained" onClick={() => onConfirm(status)} disabled={pending || !open}>
          {pending ? 'Closing...' : 'Close Request'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
