import { i18n } from '../lib/i18n';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useEffect, useId, useRef, type ReactNode } from 'react';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** What will happen, in a sentence or two. */
  content: ReactNode;
  /** The action's name, e.g. "End Partnership"; the dialog's button says it again. */
  confirm: string;
  /** The other button, which leaves things as they are (default "Cancel"). */
  cancelLabel?: string;
  /** The action's own icon (the same as on the button that opened the dialog); none on Cancel. */
  icon?: ReactNode;
  /**
   * Destructive (ends, deletes, deactivates): the action is red and Cancel has the focus, so Enter
   * or a quick Space never destroys anything. Otherwise the action is the primary button and has
   * the focus.
   */
  destructive?: boolean;
  /**
   * While the request runs: both buttons are disabled and the dialog cannot be dismissed. While the
   * dialog fades out (closed after a success) its action is disabled too: a second tap then does nothing.
   */
  loading?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * The confirmation dialog of the console and the member UI, instead of react-admin's <Confirm> (which puts a warning icon
 * on Cancel and a check mark on the action, and always focuses the action). Named by its title and
 * described by its text; clicks inside it do not reach the table row it was opened from (the
 * dialog is portalled, but React events bubble through the component tree).
 */
export function ConfirmDialog({ open, title, content, confirm, cancelLabel = i18n.t('common:cancel'), icon, destructive = false, loading = false, onConfirm, onClose }: ConfirmDialogProps) {
  const titleId = useId();
  const contentId = useId();
  // One confirmation per request: the second click of a double click lands before React has
  // disabled the button (`loading` follows the request a moment later), and would send the action
  // again, answered "not found" or "already done" as an error after the success (issue 28). A new
  // opening, or the end of a request that left the dialog open (a failure to retry), allows another.
  const confirmed = useRef(false);
  const wasLoading = useRef(loading);
  useEffect(() => {
    if (open) confirmed.current = false;
  }, [open]);
  useEffect(() => {
    if (wasLoading.current && !loading) confirmed.current = false;
    wasLoading.current = loading;
  }, [loading]);
  const confirmOnce = () => {
    if (confirmed.current) return;
    confirmed.current = true;
    onConfirm();
  };
  return (
    <Dialog
      open={open}
      onClose={loading ? undefined : onClose}
      onClick={(event) => event.stopPropagation()}
      aria-labelledby={titleId}
      aria-describedby={contentId}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={contentId} component="div">
          {content}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, gap: 1, flexWrap: 'wrap' }}>
        <Button onClick={onClose} disabled={loading} color="inherit" autoFocus={destructive}>
          {cancelLabel}
        </Button>
        <Button onClick={confirmOnce} disabled={loading || !open} variant="contained" color={destructive ? 'error' : 'primary'} startIcon={icon} autoFocus={!destructive}>
          {confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
