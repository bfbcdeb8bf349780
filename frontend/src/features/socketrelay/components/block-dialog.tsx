import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState } from 'react';

/** Blocking the other party from the chat page: private and silent (they are never told). */
export function BlockMemberDialog({
  open,
  name,
  pending,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  name: string;
  pending: boolean;
  onCancel: () => void;
  onConfirm: (reason: string | undefined) => void;
}) {
  const [reason, setReason] = useState('');
  return (
    <Dialog open={open} onClose={pending ? undefined : onCancel} aria-labelledby="sr-block-title" fullWidth maxWidth="xs">
      <DialogTitle id="sr-block-title">Block {name}?</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          This fulfillment will be cancelled and neither of you will see the other&apos;s requests. {name} is not told.
        </DialogContentText>
        <TextField label="Reason (optional, private)" fullWidth multiline minRows={2} value={reason} onChange={(e) => setReason(e.target.value)} slotProps={{ htmlInput: { maxLength: 500 } }} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
        <Button color="error" variant="contained" onClick={() => onConfirm(reason.trim() || undefined)} disabled={pending}>
          {pending ? 'Blocking...' : 'Block'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
