import { AnnouncementCreate, AnnouncementEdit } from '../../../announcements/announcement-form';
import { AnnouncementList } from '../../../announcements/announcement-list';
import { announcementsResource } from '../../../announcements/console-config';
import { listTextsAt } from '../../../lib/i18n';

/** Console resource "lighthouse/announcements", served by /api/lighthouse/admin/announcements: the shared announcement pages. */
export default announcementsResource(
  {
    resource: 'lighthouse/announcements',
    appName: 'LightHouse',
    listTexts: listTextsAt('announcements.lists.lighthouse', ['title', 'subtitle', 'card', 'loading', 'empty', 'emptyDescription']),
    showOnLogin: false,
  },
  { list: AnnouncementList, create: AnnouncementCreate, edit: AnnouncementEdit },
);
