import { AnnouncementCreate, AnnouncementEdit } from '../../../announcements/announcement-form';
import { AnnouncementList } from '../../../announcements/announcement-list';
import { announcementsResource } from '../../../announcements/console-config';
import { listTextsAt } from '../../../lib/i18n';

/** Console resource "socketrelay/announcements", served by /api/socketrelay/admin/announcements: the shared announcement pages. */
export default announcementsResource(
  {
    resource: 'socketrelay/announcements',
    appName: 'SocketRelay',
    listTexts: listTextsAt('announcements.lists.socketrelay', ['title', 'subtitle', 'card', 'loading', 'empty', 'emptyDescription']),
    showOnLogin: false,
  },
  { list: AnnouncementList, create: AnnouncementCreate, edit: AnnouncementEdit },
);
