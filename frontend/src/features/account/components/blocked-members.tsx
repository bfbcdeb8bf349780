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

export const BLOCKED_MEMBERS_TITLE = 'Blocked members';
export const BLOCKED_MEMBERS_TEXT = "Members you blocked in any app. You and they don't see or reach each other anywhere. They aren't told.";
export const NO_BLOCKED_MEMBERS_TEXT = "You haven't blocked anyone.";
/** A member she blocked whom no app she uses names for her (another app's profile, or none left). */
export const UNNAMED_MEMBER = 'A member without a name you know';

/** What unblocking changes, said before it happens: every app at once. */
export const unblockEverywhereWarning = (name: string) =>
  `${name} will be able to see your profiles, listings and requests, message you and be matched with you again, in every app. They won't be told.`;

const AND = new Intl.ListFormat('en', { type: 'conjunction' });

/** "Met in SupportMatch as Hazel and in SocketRelay as Relay Rowan": each app where she met them, with the name it shows her. */
export const metInText = (metIn: Block['metIn'], appName: (app: string) => string): string | undefined =>
  metIn.length === 0 ? undefined : `Met ${AND.format(metIn.map((m) => `in ${appName(m.app)} as ${m.name}`))}`;

/**
 * Only what she already knows: the names she met them by, per app (the server names a member only
 * where the two met), her own reason, the date. Never an email, an account name or an id.
 */
const entryOf = (b: Block, appName: (app: string) => string): BlockedEntry => ({
  id: b.id,
  name: b.metIn[0]?.name ?? UNNAMED_MEMBER,
  detail: metInText(b.metIn, appName),
  reason: b.reason,
  createdAt: b.createdAt,
});

/** Settings › Blocked members: the platform's one block list (`/api/blocks`), with Unblock (asks first). */
export function BlockedMembersSection() {
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
        toast({ title: `${entry.name} unblocked` });
      },
      onError: (error) => {
        setConfirming(null);
        toast({ title: 'Error', description: messageOf(error, 'Failed to unblock user'), variant: 'destructive' });
      },
    });

  return (
    <SettingsSection id="blocked-members" title={BLOCKED_MEMBERS_TITLE} description={BLOCKED_MEMBERS_TEXT}>
      {blocks.isPending ? (
        <CenteredSpinner label="Loading blocked members" />
      ) : blocks.isError ? (
        <LoadError error={blocks.error} onRetry={() => void blocks.refetch()} />
      ) : blocks.data.length === 0 ? (
        <Typography color="text.secondary">{NO_BLOCKED_MEMBERS_TEXT}</Typography>
      ) : (
        <BlockedList label={BLOCKED_MEMBERS_TITLE} entries={blocks.data.map((b) => entryOf(b, appName))} onUnblock={setConfirming} />
      )}
      <UnblockDialog entry={confirming} warning={unblockEverywhereWarning} pending={unblock.isPending} onCancel={() => setConfirming(null)} onConfirm={onConfirm} />
    </SettingsSection>
  );
}
