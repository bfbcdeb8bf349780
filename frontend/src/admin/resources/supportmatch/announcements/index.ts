import { AnnouncementCreate, AnnouncementEdit } from './announcement-form';
import { AnnouncementList } from './announcement-list';
import { announcementsResource, SUPPORTMATCH_ANNOUNCEMENTS } from './console-config';

/** Console resource "supportmatch/announcements", served by /api/supportmatch/admin/announcements. */
export default announcementsResource(SUPPORTMATCH_ANNOUNCEMENTS, { list: AnnouncementList, create: AnnouncementCreate, edit: AnnouncementEdit });
