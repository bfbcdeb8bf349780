import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { OwnModerationEntry } from '@pfe/contracts';
import type { TFunction } from 'i18next';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppealForm, MODERATION_NS } from '../../../components/appeal-form';
import { useToast } from '../../../components/toast';
import { api } from '../../../lib/api-client';
import { intlLocale } from '../../../lib/i18n';
import { SettingsSection } from './section';

const MODERATION_KEY = ['account', 'moderation'] as const;

const formatWhen = (iso: string) => new Date(iso).toLocaleString(intlLocale(), { dateStyle: 'long', timeStyle: 'short' });

function title(t: TFunction, entry: OwnModerationEntry): string {
  const when = formatWhen(entry.createdAt);
  if (entry.action === 'warn') return t('settings.warning', { when });
  if (!entry.active) return t('settings.suspensionOver', { when });
  return entry.until ? t('settings.suspensionUntil', { when, until: formatWhen(entry.until) }) : t('settings.suspensionOpen', { when });
}

/** Appeal one decision, once, with a text (POST /api/account/appeals) through the one appeal form. */
export function AppealDialog({ entry, open, onClose }: { entry: OwnModerationEntry; open: boolean; onClose: () => void }) {
  const { t } = useTranslation(MODERATION_NS);
  const [pending, setPending] = useState(false);
  const titleId = useId();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  return (
    <Dialog open={open} onClose={() => !pending && onClose()} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t('dialog.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <DialogContentText>{t('dialog.intro')}</DialogContentText>
          <AppealForm
            label={t('dialog.label')}
            minRows={4}
            send={(text, idempotencyKey) => api.post<{ id: string }>('/api/account/appeals', { actionId: entry.id, text }, { idempotencyKey })}
            onSent={() => {
              toast({ title: t('dialog.sentTitle'), description: t('dialog.sentText') });
              void queryClient.invalidateQueries({ queryKey: MODERATION_KEY });
              onClose();
            }}
            onCancel={onClose}
            onPendingChange={setPending}
          />
        </Stack>
      </DialogContent>
    </Dialog>
  );
}

/**
 * Settings: the warnings and suspensions a moderator gave her, with their reasons (never who), and
 * an appeal for each, once (issue 32). Shown only when there is one.
 */
export function ModerationSection() {
  const { t, ready } = useTranslation(MODERATION_NS, { useSuspense: false });
  const list = useQuery({ queryKey: MODERATION_KEY, queryFn: () => api.get<OwnModerationEntry[]>('/api/account/moderation') });
  const [appealing, setAppealing] = useState<OwnModerationEntry | null>(null);
  if (!ready || !list.data || list.data.length === 0) return null;
  return (
    <Box id="moderation">
      <SettingsSection id="moderation-section" title={t('settings.title')} description={t('settings.description')}>
        <Stack component="ul" spacing={2} sx={{ m: 0, p: 0, listStyle: 'none' }}>
          {list.data.map((entry) => (
            <Box component="li" key={entry.id}>
              <Alert severity={entry.action === 'warn' ? 'warning' : 'error'} variant="outlined">
                <Typography sx={{ fontWeight: 600 }}>{title(t, entry)}</Typography>
                <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{t('settings.reason', { reason: entry.reason })}</Typography>
                {entry.appeal ? (
                  <Typography variant="body2" sx={{ mt: 1 }}>
                    {t(`settings.status.${entry.appeal.status}`)}
                  </Typography>
                ) : (
                  <Button size="small" variant="outlined" sx={{ mt: 1 }} onClick={() => setAppealing(entry)}>
                    {t('settings.appeal')}
                  </Button>
                )}
              </Alert>
            </Box>
          ))}
        </Stack>
      </SettingsSection>
      {appealing && <AppealDialog entry={appealing} open onClose={() => setAppealing(null)} />}
    </Box>
  );
}
