import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { AccountSecured, PendingResetLink, SafetyCheck, SecurityEvent } from '@pfe/contracts';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BackLink } from '../../../components/back-link';
import { LoadError } from '../../../components/load-error';
import { PageHeader } from '../../../components/page-header';
import { CenteredSpinner } from '../../../components/centered-spinner';
import { formatDate } from '../../../lib/format-date';
import { i18n } from '../../../lib/i18n';
import { formatAgo } from '../../../lib/i18n/ago';
import { formatTime } from '../../../lib/i18n/format';
import { useSafetyCheck } from '../api/get-safety-check';
import { SettingsSection } from '../components/section';
import { SecureAccountDialog } from '../components/secure-account-dialog';
import { deviceName } from '../../../lib/i18n/device';

const ago = formatAgo;
const t = (key: string, values?: Record<string, unknown>) => i18n.t(`account:${key}`, values);

/** A security event in plain words (the server's sentence for a kind this page has no words for). */
export function eventText(event: SecurityEvent): string {
  switch (event.kind) {
    case 'security.sign_in':
      return event.data.device ? t('safety.event.signedInOn', { device: deviceName(String(event.data.device)) }) : t('safety.event.signedIn');
    case 'security.password_changed':
      return event.data.via === 'reset' ? t('safety.event.passwordReset') : t('safety.event.passwordChanged');
    case 'security.passkey_added':
      return t('safety.event.passkeyAdded');
    case 'security.passkey_removed':
      return t('safety.event.passkeyRemoved');
    case 'security.data_export':
      return t('safety.event.dataExport');
    default:
      return event.sentence;
  }
}

function linkText(link: PendingResetLink): string {
  const values = { created: formatDate(link.createdAt), until: `${formatDate(link.expiresAt)} ${formatTime(new Date(link.expiresAt))}` };
  return link.kind === 'admin' ? t('safety.links.admin', values) : t('safety.links.email', values);
}

/** One list of the page, or a sentence when it is empty. */
function Ways({ label, empty, children }: { label: string; empty: string; children: ReactNode[] }) {
  if (children.length === 0) return <Typography variant="body2">{empty}</Typography>;
  return (
    <List dense disablePadding aria-label={label}>
      {children}
    </List>
  );
}

function WaysIn({ check }: { check: SafetyCheck }) {
  const { t } = useTranslation('account');
  return (
    <>
      <SettingsSection id="safety-devices" title={t('safety.devices.title')} description={t('safety.devices.description')}>
        <Ways label={t('safety.devices.title')} empty={t('safety.devices.empty')}>
          {check.sessions.map((s) => (
            <ListItem key={s.id} disableGutters divider secondaryAction={s.current ? <Chip label={t('safety.devices.thisDevice')} size="small" color="primary" variant="outlined" /> : undefined} sx={{ pr: s.current ? 14 : 0 }}>
              <ListItemText primary={deviceName(s.device)} secondary={s.createdAt ? t('safety.devices.activeSignedIn', { active: ago(s.lastSeenAt), signedIn: ago(s.createdAt) }) : t('safety.devices.active', { active: ago(s.lastSeenAt) })} />
            </ListItem>
          ))}
        </Ways>
      </SettingsSection>
      <SettingsSection id="safety-passkeys" title={t('safety.passkeys.title')} description={t('safety.passkeys.description')}>
        <Ways label={t('safety.passkeys.title')} empty={t('safety.passkeys.empty')}>
          {check.passkeys.map((p) => (
            <ListItem key={p.id} disableGutters divider>
              <ListItemText
                primary={p.name}
                secondary={`${p.addedFrom ? t(p.addedFrom.currentSession ? 'safety.passkeys.addedFromThis' : 'safety.passkeys.addedFrom', { date: formatDate(p.createdAt), device: deviceName(p.addedFrom.device) }) : t('safety.passkeys.added', { date: formatDate(p.createdAt) })} · ${p.lastUsedAt ? t('safety.passkeys.lastUsed', { date: formatDate(p.lastUsedAt) }) : t('safety.passkeys.neverUsed')}`}
              />
            </ListItem>
          ))}
        </Ways>
      </SettingsSection>
      <SettingsSection id="safety-links" title={t('safety.links.title')} description={t('safety.links.description')}>
        <Ways label={t('safety.links.title')} empty={t('safety.links.empty')}>
          {check.resetLinks.map((link) => (
            <ListItem key={`${link.kind}-${link.createdAt}`} disableGutters divider>
              <ListItemText primary={linkText(link)} />
            </ListItem>
          ))}
        </Ways>
      </SettingsSection>
      <SettingsSection id="safety-email" title={t('safety.email.title')} description={t('safety.email.description')}>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {check.email.address}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {check.email.changedAt ? t('safety.email.changed', { date: formatDate(check.email.changedAt) }) : t('safety.email.unchanged')}
        </Typography>
      </SettingsSection>
      <SettingsSection id="safety-events" title={t('safety.events.title')} description={t('safety.events.description')}>
        <Ways label={t('safety.events.title')} empty={t('safety.events.empty')}>
          {check.events.map((e, i) => (
            <ListItem key={`${e.kind}-${e.at}-${i}`} disableGutters divider>
              <ListItemText primary={eventText(e)} secondary={`${formatDate(e.at)} (${ago(e.at)})`} />
            </ListItem>
          ))}
        </Ways>
      </SettingsSection>
    </>
  );
}

/**
 * /settings/safety-check: every way into the account in plain words, and one action, "Secure my
 * account". Reached from Settings, the sidebar, every security email and after a reset.
 */
export function SafetyCheckRoute() {
  const check = useSafetyCheck();
  const [open, setOpen] = useState(false);
  const [result, setResult] = useState<AccountSecured | null>(null);
  const { t } = useTranslation('account');
  return (
    <>
      <BackLink to="/settings" label={t('settings.title')} />
      <PageHeader title={t('safety.title')} subtitle={t('safety.subtitle')} />
      {result && (
        <Alert severity="success" role="status" sx={{ mb: 3 }} onClose={() => setResult(null)}>
          {t('safety.secured', {
            devices: t('safety.count.devices', { count: result.endedSessions }),
            passkeys: t('safety.count.passkeys', { count: result.removedPasskeys }),
            links: t('safety.count.links', { count: result.voidedResetLinks }),
          })}
        </Alert>
      )}
      <SettingsSection id="safety-secure" title={t('safety.secure.title')} description={t('safety.secure.description')}>
        <Button variant="contained" color="error" onClick={() => setOpen(true)} disabled={!check.data}>
          {t('safety.secure.title')}
        </Button>
      </SettingsSection>
      {check.isError ? <LoadError error={check.error} onRetry={() => void check.refetch()} /> : check.data ? <WaysIn check={check.data} /> : <CenteredSpinner label={t('safety.loading')} />}
      <SecureAccountDialog open={open} passkeys={check.data?.passkeys ?? []} onClose={() => setOpen(false)} onSecured={setResult} />
    </>
  );
}
