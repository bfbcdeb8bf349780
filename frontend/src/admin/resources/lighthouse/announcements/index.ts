import { AnnouncementCreate, AnnouncementEdit } from '../../../announcements/announcement-form';
import { AnnouncementList } from '../../../announcements/announcement-list';
import { announcementsResource } from '../../../announcements/console-config';

/** Console resource "lighthouse/announcements", served by /api/lighthouse/admin/announcements: the shared announcement pages. */
export default announcementsResource(
  {
    resource: 'lighthouse/announcements',
    appName: 'LightHouse',
    listTexts: {
      title: 'Announcements',
      subtitle: 'Shown on the LightHouse dashboard',
      card: 'All Announcements',
      count: ['announcement', 'announcements'],
      loading: 'Loading announcements...',
      empty: 'No announcements yet',
      emptyDescription: 'Create one to tell LightHouse members what is new.',
    },
    showOnLogin: false,
  },
  { list: AnnouncementList, create: AnnouncementCreate, edit: AnnouncementEdit },
);
