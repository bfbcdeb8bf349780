import { AnnouncementCreate, AnnouncementEdit } from '../../../announcements/announcement-form';
import { AnnouncementList } from '../../../announcements/announcement-list';
import { announcementsResource } from '../../../announcements/console-config';

/** Console resource "socketrelay/announcements", served by /api/socketrelay/admin/announcements: the shared announcement pages. */
export default announcementsResource(
  {
    resource: 'socketrelay/announcements',
    appName: 'SocketRelay',
    listTexts: {
      title: 'Announcements',
      subtitle: 'Shown on the SocketRelay dashboard',
      card: 'All Announcements',
      count: ['announcement', 'announcements'],
      loading: 'Loading announcements...',
      empty: 'No announcements yet',
      emptyDescription: 'Create one to tell SocketRelay members what is new.',
    },
    showOnLogin: false,
  },
  { list: AnnouncementList, create: AnnouncementCreate, edit: AnnouncementEdit },
);
