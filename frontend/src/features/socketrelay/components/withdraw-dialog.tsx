import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

/** Asks before a member withdraws her own open request (issue 21 item 8). */
export function WithdrawRequestDialog({ description, pending, onCancel, onConfirm }: { description: string | null; pending: boolean; onCancel: () => void; onConfirm: () => void }) {
  return (
    <Dialog open={description !== null} onClose={pending ? undefined : onCancel} aria-labelledby="sr-withdraw-title" fullWidth maxWidth="xs">
      <DialogTitle id="sr-withdraw-title">Withdraw this request?</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ overflowWrap: 'anywhere' }}>
          “{description}” will no longer be shown to other members. This cannot be undone: post a new request if you need it again.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={pending}>
          Keep it
        </Button>
        <Button color="error" variant="contained" onClick={onConfirm} disabled={pending || description === null}>
          {pending ? 'Withdrawing...' : 'Withdraw'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
