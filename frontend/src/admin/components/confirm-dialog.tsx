/** The console uses the app's one confirmation dialog (shared with the member UI). */
export { ConfirmDialog, type ConfirmDialogProps } from '../../components/confirm-dialog';
