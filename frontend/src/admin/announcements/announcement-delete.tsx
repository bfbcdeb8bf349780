import type { Announcement } from '@pfe/contracts';
import { DeleteRecordButton } from '../components/delete-record-button';
import { ANNOUNCEMENT_ERRORS } from './texts';
import { useAnnouncementConsole } from './console-config';

/** Delete an announcement after a confirmation; a full button on the edit page, an icon in lists. */
export function DeleteAnnouncementButton({ announcement, variant = 'button', redirectTo }: { announcement: Announcement; variant?: 'button' | 'icon'; redirectTo?: 'list' }) {
  const { resource } = useAnnouncementConsole();
  return (
    <DeleteRecordButton
      resource={resource}
      record={announcement}
      name={announcement.title}
      variant={variant}
      redirectTo={redirectTo}
      texts={{
        title: 'Delete announcement',
        content: `Delete "${announcement.title}"? Members will no longer see it. This cannot be undone.`,
        deleted: 'Announcement deleted',
        failed: ANNOUNCEMENT_ERRORS.deleteAnnouncement,
      }}
    />
  );
}
