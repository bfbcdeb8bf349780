import { i18n } from '../../../lib/i18n';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

/** Asks before a half-filled form is thrown away by Cancel (issue 21 item 10). */
export function DiscardChangesDialog({ open, onKeep, onDiscard }: { open: boolean; onKeep: () => void; onDiscard: () => void }) {
  return (
    <Dialog open={open} onClose={onKeep} aria-labelledby="lh-discard-title" fullWidth maxWidth="xs">
      <DialogTitle id="lh-discard-title">{i18n.t('lighthouse:ui.discardYourChanges')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{i18n.t('lighthouse:ui.whatYouEnteredInThisForm')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onKeep} autoFocus>
          {i18n.t('lighthouse:ui.keepEditing')}
        </Button>
        <Button color="error" variant="contained" onClick={onDiscard}>
          {i18n.t('lighthouse:ui.discard')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
