import ArrowBack from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { NotificationPreference } from '@pfe/contracts';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { CenteredSpinner } from '../../../components/centered-spinner';
import { LoadError } from '../../../components/load-error';
import { PageHeader } from '../../../components/page-header';
import { useToast } from '../../../components/toast';
import { messageOf } from '../../../lib/api-client';
import { kindLabel, securityLabel, useNotificationSettings, useUpdateNotificationSetting } from '../../../lib/notifications';
import { useSubApps } from '../../../lib/sub-apps';
import { preferenceName } from '../format';

/**
 * Settings → Notifications: a switch per kind, in the app and (when this server sends email) by
 * email. `securityOnly`: an account without an invite uses no app, so only its security kinds show.
 */
export function NotificationSettingsRoute({ securityOnly = false }: { securityOnly?: boolean }) {
  const { t } = useTranslation('notifications');
  const settings = useNotificationSettings();
  const update = useUpdateNotificationSetting();
  const apps = useSubApps();
  const { toast } = useToast();
  const save = (p: NotificationPreference, change: Partial<Pick<NotificationPreference, 'inApp' | 'email'>>) =>
    update.mutate(
      { kind: p.kind, inApp: change.inApp ?? p.inApp, email: change.email ?? p.email },
      { onError: (error) => toast({ title: t('settings.saveFailed'), description: messageOf(error), variant: 'destructive' }) },
    );

  const groups = [
    { id: 'security', name: securityLabel() },
    ...(securityOnly ? [] : apps.filter((a) => a.available).map((a) => ({ id: a.id, name: a.name }))),
  ].map((g) => ({ ...g, items: (settings.data?.preferences ?? []).filter((p) => p.app === g.id) }));

  return (
    <>
      <Button component={RouterLink} to="/settings" startIcon={<ArrowBack />} color="inherit" sx={{ mb: 2 }}>
        {t('settings.back')}
      </Button>
      <PageHeader title={t('title')} subtitle={t('settings.subtitle')} />
      {settings.isPending ? (
        <CenteredSpinner label={t('settings.loading')} />
      ) : settings.isError ? (
        <LoadError error={settings.error} onRetry={() => void settings.refetch()} />
      ) : (
        <>
          <Alert severity="info" sx={{ mb: 3 }}>
            {settings.data.emailAvailable
              ? t('settings.emailInfo')
              : t('settings.noEmail')}
          </Alert>
          {groups
            .filter((g) => g.items.length > 0)
            .map((g) => (
              <Card key={g.id} variant="outlined" component="section" aria-labelledby={`notify-${g.id}`} sx={{ mb: 3 }}>
                <CardContent>
                  <Typography id={`notify-${g.id}`} variant="h6" component="h2" sx={{ mb: 1 }}>
                    {g.name}
                  </Typography>
                  {g.id === 'security' && (
                    <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                      {t('settings.securityNote')}
                    </Typography>
                  )}
                  <Stack divider={<Card variant="outlined" sx={{ border: 0, borderTop: 1, borderColor: 'divider', borderRadius: 0 }} />}>
                    {g.items.map((p) => {
                      const label = kindLabel(p.kind, apps);
                      const name = preferenceName(label, g.id === 'security' ? undefined : g.name);
                      return (
                        <Stack key={p.kind} direction={{ xs: 'column', sm: 'row' }} sx={{ py: 1, alignItems: { sm: 'center' }, gap: { sm: 2 } }}>
                          <Typography sx={{ flex: 1 }}>{label}</Typography>
                          <FormControlLabel
                            control={
                              <Switch
                                checked={p.inApp}
                                disabled={p.locked || update.isPending}
                                onChange={(e) => save(p, { inApp: e.target.checked })}
                                slotProps={{ input: { 'aria-label': t('settings.inAppName', { name }) } }}
                              />
                            }
                            label={t('settings.inApp')}
                          />
                          {settings.data.emailAvailable && (
                            <FormControlLabel
                              control={
                                <Switch
                                  checked={p.inApp && p.email}
                                  disabled={!p.inApp || update.isPending}
                                  onChange={(e) => save(p, { email: e.target.checked })}
                                  slotProps={{ input: { 'aria-label': t('settings.byEmailName', { name }) } }}
                                />
                              }
                              label={t('settings.byEmail')}
                            />
                          )}
                        </Stack>
                      );
                    })}
                  </Stack>
                </CardContent>
              </Card>
            ))}
        </>
      )}
    </>
  );
}
