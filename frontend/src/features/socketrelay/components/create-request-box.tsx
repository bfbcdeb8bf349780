import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { SOCKETRELAY_DESCRIPTION_MAX } from '@pfe/contracts/socketrelay';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PanelCard } from '../../../components/panel-card';
import { useToast } from '../../../components/toast';
import { useDraft } from '../../../lib/drafts';
import { useCreateRequest } from '../api/create-request';
import { descriptionError } from '../format';

/** Spec §2/§5: the create-request box with its live n/140 counter. */
export function CreateRequestBox() {
  const { t } = useTranslation('socketrelay');
  // Kept while the member looks around the app (issue 21 item 10).
  const [text, setText] = useDraft('socketrelay:new-request');
  const [error, setError] = useState<string | null>(null);
  const create = useCreateRequest();
  const { toast } = useToast();
  const length = text.trim().length;
  const tooLong = length > SOCKETRELAY_DESCRIPTION_MAX;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problem = descriptionError(text);
    setError(problem);
    if (problem) return;
    create.mutate(text.trim(), {
      onSuccess: () => {
        setText('');
        toast({ title: t('create.postedTitle'), description: t('create.posted') });
      },
      onError: () => toast({ title: t('common.error'), description: t('create.failed'), variant: 'destructive' }),
    });
  };

  return (
    <PanelCard component="section" aria-labelledby="sr-create-title">
      <Stack component="form" spacing={2} onSubmit={onSubmit} noValidate>
        <Typography id="sr-create-title" variant="h6" component="h2">
          {t('create.title')}
        </Typography>
        <TextField
          label={t('create.label')}
          placeholder={t('create.placeholder')}
          multiline
          minRows={2}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            if (error) setError(null);
          }}
          error={Boolean(error) || tooLong}
          // Red only with what is wrong; the 14-day hint never turns red (issue 21 item 16).
          helperText={error ?? (tooLong ? t('validation.descriptionTooLong') : t('create.hint'))}
          slotProps={{ htmlInput: { 'aria-describedby': 'sr-create-counter' } }}
        />
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 2 }}>
          <Typography id="sr-create-counter" variant="body2" color={length > SOCKETRELAY_DESCRIPTION_MAX ? 'error' : 'text.secondary'} aria-live="polite">
            {length}/{SOCKETRELAY_DESCRIPTION_MAX}
          </Typography>
          <Button type="submit" variant="contained" disabled={create.isPending}>
            {create.isPending ? t('create.posting') : t('create.post')}
          </Button>
        </Stack>
      </Stack>
    </PanelCard>
  );
}
