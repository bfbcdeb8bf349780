import type { Announcement } from '@pfe/contracts';
import { DeleteRecordButton } from '../components/delete-record-button';
import { ANNOUNCEMENT_ERRORS } from './texts';
import { useAnnouncementConsole } from './console-config';
import { useAdminT } from '../lib/i18n';

/** Delete an announcement after a confirmation; a full button on the edit page, an icon in lists. */
export function DeleteAnnouncementButton({ announcement, variant = 'button', redirectTo }: { announcement: Announcement; variant?: 'button' | 'icon'; redirectTo?: 'list' }) {
  const t = useAdminT();
  const { resource } = useAnnouncementConsole();
  return (
    <DeleteRecordButton
      resource={resource}
      record={announcement}
      name={announcement.title}
      variant={variant}
      redirectTo={redirectTo}
      texts={{
        title: t('announcements.delete.title'),
        content: t('announcements.delete.text', { title: announcement.title }),
        deleted: t('announcements.delete.deleted'),
        failed: ANNOUNCEMENT_ERRORS.deleteAnnouncement,
      }}
    />
  );
}
