import { useTranslation } from 'react-i18next';
import BlockOutlined from '@mui/icons-material/BlockOutlined';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { messageOf } from '../lib/api-client';
import { useBlockMember } from '../lib/blocks';
import { useToast } from './toast';
import { useSingleFlightMutation } from '../lib/intent-key';

/** Under the reason field: who can read it. */
export const BLOCK_REASON_HELP = 'Only you can see this reason.'; // English; shown as `common:block.reasonHelp`
/** Spec §8: the server's message, else this. */
export const BLOCK_FAILED_TEXT = 'Failed to block user';
/** The reason's limit (the server's too). */
export const BLOCK_REASON_MAX = 500;

/** What the picker (when the dialog chooses the member) is told by the dialog. */
export interface BlockPickerState {
  /** The validation message to show under the picker, if any. */
  error?: string;
  disabled: boolean;
  clearError: () => void;
}

export interface BlockDialogProps {
  open: boolean;
  onClose: () => void;
  /** The member's name when the page already knows whom (a partner, a host, a seeker): the title names them. */
  name?: string;
  /** What a block does here, in the app's own words. Every app says the member is not told. */
  description: string;
  /** Chooses the member when no `name` is given (SupportMatch's picker). */
  picker?: (state: BlockPickerState) => ReactNode;
  /** What is missing before blocking (no member chosen), or nothing. */
  validate?: () => string | undefined;
  /** Sends the block with the reason (trimmed, or undefined when blank). */
  onBlock: (reason: string | undefined) => Promise<unknown>;
  /** After the block succeeded and the dialog closed. */
  onBlocked?: () => void;
}

/**
 * The one Block dialog of every app (spec §2/§5 Block User): the member (named, or chosen by the
 * app's picker), an optional private reason, Cancel and Block. A failure is a toast with the
 * server's message, else 'Failed to block user'; the dialog stays open and cannot be dismissed
 * while the block is being sent.
 */
export function BlockDialog({ open, onClose, name, description, picker, validate, onBlock, onBlocked }: BlockDialogProps) {
  const { t } = useTranslation('moderation');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const block = useSingleFlightMutation({ mutationFn: (r: string | undefined) => onBlock(r) });
  const { toast } = useToast();
  const titleId = useId();
  const textId = useId();

  const reset = () => {
    setReason('');
    setError(undefined);
  };
  const close = () => {
    if (block.isPending) return;
    reset();
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = validate?.();
    if (problem) {
      setError(problem);
      return;
    }
    block.mutate(reason.trim() || undefined, {
      onSuccess: () => {
        reset();
        onClose();
        onBlocked?.();
      },
      onError: (err) => toast({ title: t('block.error'), description: messageOf(err, t('block.failed')), variant: 'destructive' }),
    });
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
      aria-describedby={textId}
      slotProps={{ paper: { component: 'form', onSubmit: submit, noValidate: true } as object }}
    >
      <DialogTitle id={titleId}>{name ? t('block.titleName', { name }) : t('block.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <DialogContentText id={textId}>{description}</DialogContentText>
          {picker?.({ error, disabled: block.isPending, clearError: () => setError(undefined) })}
          {!picker && error && <DialogContentText color="error">{error}</DialogContentText>}
          {/* The privacy note is helper text: a long label is cut off on phones. */}
          <TextField
            label={t('block.reason')}
            helperText={t('block.reasonHelp')}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            multiline
            minRows={2}
            disabled={block.isPending}
            fullWidth
            slotProps={{ htmlInput: { maxLength: BLOCK_REASON_MAX } }}
          />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={close} disabled={block.isPending}>
          {t('common:cancel')}
        </Button>
        <Button type="submit" variant="contained" color="error" disabled={block.isPending || !open}>
          {block.isPending ? t('block.blocking') : t('block.block')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * "Block <name>" where a member meets another (a chat, a request): the button and the dialog, on the
 * platform's block list (`POST /api/blocks`). Says it worked in a toast (`done`), then `onBlocked`.
 */
export function BlockMemberButton({
  userId,
  name,
  description,
  done,
  onBlocked,
}: {
  userId: string;
  name: string;
  description: string;
  /** The toast's text once blocked, e.g. "Rowan can no longer message you." */
  done: string;
  onBlocked?: () => void;
}) {
  const { t } = useTranslation('moderation');
  const [open, setOpen] = useState(false);
  const block = useBlockMember();
  const { toast } = useToast();
  return (
    <>
      <Button color="error" size="small" startIcon={<BlockOutlined />} onClick={() => setOpen(true)} sx={{ alignSelf: 'flex-start' }}>
        {t('block.blockName', { name })}
      </Button>
      <BlockDialog
        open={open}
        onClose={() => setOpen(false)}
        name={name}
        description={description}
        onBlock={(reason) => block.mutateAsync({ userId, reason })}
        onBlocked={() => {
          toast({ title: t('block.blocked'), description: done });
          onBlocked?.();
        }}
      />
    </>
  );
}
