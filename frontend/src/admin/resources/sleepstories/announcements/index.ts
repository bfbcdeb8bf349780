import { AnnouncementCreate, AnnouncementEdit } from '../../../announcements/announcement-form';
import { AnnouncementList } from '../../../announcements/announcement-list';
import { announcementsResource } from '../../../announcements/console-config';
import { SS_LIST_TEXT } from '../texts';

/** Console resource "sleepstories/announcements", served by /api/sleepstories/admin/announcements: the shared announcement pages. */
export default announcementsResource(
  { resource: 'sleepstories/announcements', appName: 'SleepStories', listTexts: SS_LIST_TEXT.announcements, showOnLogin: false },
  { list: AnnouncementList, create: AnnouncementCreate, edit: AnnouncementEdit },
);
