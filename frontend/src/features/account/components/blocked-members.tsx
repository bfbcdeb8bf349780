import { useTranslation } from 'react-i18next';
import { i18n } from '../../../lib/i18n';
import { formatList } from '../../../lib/i18n/format';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { Block } from '@pfe/contracts';
import { BlockedList, UnblockDialog, type BlockedEntry } from '../../../components/blocked-list';
import { CenteredSpinner } from '../../../components/centered-spinner';
import { LoadError } from '../../../components/load-error';
import { useToast } from '../../../components/toast';
import { messageOf } from '../../../lib/api-client';
import { useBlocks, useUnblockMember } from '../../../lib/blocks';
import { useSubApps } from '../../../lib/sub-apps';
import { SettingsSection } from './section';

/** The English words (the tests' handles); shown in the UI's language (`account:blocked`). */
export const BLOCKED_MEMBERS_TITLE = 'Blocked members';
export const BLOCKED_MEMBERS_TEXT = "Members you blocked in any app. You and they don't see or reach each other anywhere. They aren't told.";
export const NO_BLOCKED_MEMBERS_TEXT = "You haven't blocked anyone.";
/** A member she blocked whom no app she uses names for her (another app's profile, or none left). */
export const UNNAMED_MEMBER = 'A member without a name you know';

/** What unblocking changes, said before it happens: every app at once. */
export const unblockEverywhereWarning = (name: string): string => i18n.t('account:blocked.warning', { name });

/** "Met in SupportMatch as Hazel and in SocketRelay as Relay Rowan": each app where she met them, with the name it shows her. */
export const metInText = (metIn: Block['metIn'], appName: (app: string) => string): string | undefined =>
  metIn.length === 0 ? undefined : i18n.t('account:blocked.metIn', { places: formatList(metIn.map((m) => i18n.t('account:blocked.inApp', { app: appName(m.app), name: m.name }))) });

/**
 * Only what she already knows: the names she met them by, per app (the server names a member only
 * where the two met), her own reason, the date. Never an email, an account name or an id.
 */
const entryOf = (b: Block, appName: (app: string) => string): BlockedEntry => ({
  id: b.id,
  name: b.metIn[0]?.name ?? i18n.t('account:blocked.unnamed'),
  detail: metInText(b.metIn, appName),
  reason: b.reason,
  createdAt: b.createdAt,
});

/** Settings › Blocked members: the platform's one block list (`/api/blocks`), with Unblock (asks first). */
export function BlockedMembersSection() {
  const { t } = useTranslation('account');
  const blocks = useBlocks();
  const apps = useSubApps();
  const appName = (app: string) => apps.find((a) => a.id === app)?.name ?? app;
  const unblock = useUnblockMember();
  const [confirming, setConfirming] = useState<BlockedEntry | null>(null);
  const { toast } = useToast();

  const onConfirm = (entry: BlockedEntry) =>
    unblock.mutate(entry.id, {
      onSuccess: () => {
        setConfirming(null);
        toast({ title: t('blocked.unblocked', { name: entry.name }) });
      },
      onError: (error) => {
        setConfirming(null);
        toast({ title: t('blocked.error'), description: messageOf(error, t('blocked.failed')), variant: 'destructive' });
      },
    });

  return (
    <SettingsSection id="blocked-members" title={t('blocked.title')} description={t('blocked.text')}>
      {blocks.isPending ? (
        <CenteredSpinner label={t('blocked.loading')} />
      ) : blocks.isError ? (
        <LoadError error={blocks.error} onRetry={() => void blocks.refetch()} />
      ) : blocks.data.length === 0 ? (
        <Typography color="text.secondary">{t('blocked.empty')}</Typography>
      ) : (
        <BlockedList label={t('blocked.title')} entries={blocks.data.map((b) => entryOf(b, appName))} onUnblock={setConfirming} />
      )}
      <UnblockDialog entry={confirming} warning={unblockEverywhereWarning} pending={unblock.isPending} onCancel={() => setConfirming(null)} onConfirm={onConfirm} />
    </SettingsSection>
  );
}
