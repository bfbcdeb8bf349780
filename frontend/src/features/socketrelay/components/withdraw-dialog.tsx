import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';

/** Asks before a member withdraws her own open request (issue 21 item 8). */
export function WithdrawRequestDialog({ description, pending, onCancel, onConfirm }: { description: string | null; pending: boolean; onCancel: () => void; onConfirm: () => void }) {
  const { t } = useTranslation('socketrelay');
  return (
    <Dialog open={description !== null} onClose={pending ? undefined : onCancel} aria-labelledby="sr-withdraw-title" fullWidth maxWidth="xs">
      <DialogTitle id="sr-withdraw-title">{t('withdraw.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ overflowWrap: 'anywhere' }}>
          {t('withdraw.text', { description })}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={pending}>
          {t('withdraw.keep')}
        </Button>
        <Button color="error" variant="contained" onClick={onConfirm} disabled={pending || description === null}>
          {pending ? t('withdraw.withdrawing') : t('withdraw.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
