import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { Block } from '@pfe/contracts';
import { BlockedList, UnblockDialog, type BlockedEntry } from '../../../components/blocked-list';
import { CenteredSpinner } from '../../../components/centered-spinner';
import { LoadError } from '../../../components/load-error';
import { useToast } from '../../../components/toast';
import { messageOf } from '../../../lib/api-client';
import { useBlocks, useUnblockMember } from '../../../lib/blocks';
import { SettingsSection } from './section';

export const BLOCKED_MEMBERS_TITLE = 'Blocked members';
export const BLOCKED_MEMBERS_TEXT = "Members you blocked in any app. You and they don't see or reach each other anywhere. They aren't told.";
export const NO_BLOCKED_MEMBERS_TEXT = "You haven't blocked anyone.";
/** A member she blocked whom no app she uses names for her (another app's profile, or none left). */
export const UNNAMED_MEMBER = 'A member without a name you know';

/** What unblocking changes, said before it happens: every app at once. */
export const unblockEverywhereWarning = (name: string) =>
  `${name} will be able to see your profiles, listings and requests, message you and be matched with you again, in every app. They won't be told.`;

/** Only what she already knows: the name she met them by in an app, her own reason, the date. Never an email or an account name. */
const entryOf = (b: Block): BlockedEntry => ({ id: b.id, name: b.blockedName ?? UNNAMED_MEMBER, reason: b.reason, createdAt: b.createdAt });

/** Settings › Blocked members: the platform's one block list (`/api/blocks`), with Unblock (asks first). */
export function BlockedMembersSection() {
  const blocks = useBlocks();
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
        <BlockedList label={BLOCKED_MEMBERS_TITLE} entries={blocks.data.map(entryOf)} onUnblock={setConfirming} />
      )}
      <UnblockDialog entry={confirming} warning={unblockEverywhereWarning} pending={unblock.isPending} onCancel={() => setConfirming(null)} onConfirm={onConfirm} />
    </SettingsSection>
  );
}
