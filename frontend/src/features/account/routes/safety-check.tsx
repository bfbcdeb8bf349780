import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { AccountSecured, PendingResetLink, SafetyCheck, SecurityEvent } from '@pfe/contracts';
import { formatDistanceToNow } from 'date-fns';
import { useState, type ReactNode } from 'react';
import { BackLink } from '../../../components/back-link';
import { LoadError } from '../../../components/load-error';
import { PageHeader } from '../../../components/page-header';
import { CenteredSpinner } from '../../../components/centered-spinner';
import { formatDate } from '../../../lib/format-date';
import { useSafetyCheck } from '../api/get-safety-check';
import { SettingsSection } from '../components/section';
import { SecureAccountDialog } from '../components/secure-account-dialog';

const ago = (iso: string) => formatDistanceToNow(new Date(iso), { addSuffix: true });
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** A security event in plain words (the server's sentence for a kind this page has no words for). */
export function eventText(event: SecurityEvent): string {
  switch (event.kind) {
    case 'security.sign_in':
      return event.data.device ? `Signed in on ${event.data.device}` : 'Signed in';
    case 'security.password_changed':
      return event.data.via === 'reset' ? 'Password set with a reset link' : 'Password changed in Settings';
    case 'security.passkey_added':
      return 'Passkey added';
    case 'security.passkey_removed':
      return 'Passkey removed';
    case 'security.data_export':
      return 'A copy of your data was downloaded';
    default:
      return event.sentence;
  }
}

function linkText(link: PendingResetLink): string {
  const who = link.kind === 'admin' ? 'A reset link made by an admin' : 'A reset link sent to your email';
  return `${who} on ${formatDate(link.createdAt)}: it works until ${formatDate(link.expiresAt)} ${new Date(link.expiresAt).toLocaleTimeString([], { hour: 'numeric', minute: '2-digit' })}`;
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
  return (
    <>
      <SettingsSection id="safety-devices" title="Signed-in devices" description="Each of these is signed in to your account now.">
        <Ways label="Signed-in devices" empty="No device is signed in.">
          {check.sessions.map((s) => (
            <ListItem key={s.id} disableGutters divider secondaryAction={s.current ? <Chip label="This device" size="small" color="primary" variant="outlined" /> : undefined} sx={{ pr: s.current ? 14 : 0 }}>
              <ListItemText primary={s.device} secondary={`Last active ${ago(s.lastSeenAt)}${s.createdAt ? ` · signed in ${ago(s.createdAt)}` : ''}`} />
            </ListItem>
          ))}
        </Ways>
      </SettingsSection>
      <SettingsSection id="safety-passkeys" title="Passkeys" description="A passkey signs in without the password, from the device or password manager that holds it.">
        <Ways label="Passkeys" empty="No passkeys.">
          {check.passkeys.map((p) => (
            <ListItem key={p.id} disableGutters divider>
              <ListItemText
                primary={p.name}
                secondary={`Added ${formatDate(p.createdAt)}${p.addedFrom ? ` from ${p.addedFrom.device}${p.addedFrom.currentSession ? ' (this device)' : ''}` : ''}${p.lastUsedAt ? ` · last used ${formatDate(p.lastUsedAt)}` : ' · never used'}`}
              />
            </ListItem>
          ))}
        </Ways>
      </SettingsSection>
      <SettingsSection id="safety-links" title="Password reset links" description="Whoever holds a reset link can set a new password.">
        <Ways label="Password reset links" empty="No reset link is waiting to be used.">
          {check.resetLinks.map((link) => (
            <ListItem key={`${link.kind}-${link.createdAt}`} disableGutters divider>
              <ListItemText primary={linkText(link)} />
            </ListItem>
          ))}
        </Ways>
      </SettingsSection>
      <SettingsSection id="safety-email" title="Email address" description="Reset links and security emails go to this address.">
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {check.email.address}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {check.email.changedAt ? `Changed ${formatDate(check.email.changedAt)}` : 'Not changed since the account was made'}
        </Typography>
      </SettingsSection>
      <SettingsSection id="safety-events" title="Recent security events" description="Sign-ins, passkeys, password changes and downloads of your data, newest first.">
        <Ways label="Recent security events" empty="Nothing yet.">
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
  return (
    <>
      <BackLink to="/settings" label="Settings" />
      <PageHeader title="Safety Check" subtitle="Every way into your account. If anything here is not yours, secure your account." />
      {result && (
        <Alert severity="success" role="status" sx={{ mb: 3 }} onClose={() => setResult(null)}>
          Your account is secured: {plural(result.endedSessions, 'other device', 'other devices')} signed out, {plural(result.removedPasskeys, 'passkey', 'passkeys')} removed,{' '}
          {plural(result.voidedResetLinks, 'reset link', 'reset links')} stopped.
        </Alert>
      )}
      <SettingsSection id="safety-secure" title="Secure my account" description="Signs out every other device, removes the passkeys you do not keep, stops every reset link and, if you like, sets a new password. All at once, without telling the other devices.">
        <Button variant="contained" color="error" onClick={() => setOpen(true)} disabled={!check.data}>
          Secure my account
        </Button>
      </SettingsSection>
      {check.isError ? <LoadError error={check.error} onRetry={() => void check.refetch()} /> : check.data ? <WaysIn check={check.data} /> : <CenteredSpinner label="Loading Safety Check" />}
      <SecureAccountDialog open={open} passkeys={check.data?.passkeys ?? []} onClose={() => setOpen(false)} onSecured={setResult} />
    </>
  );
}
