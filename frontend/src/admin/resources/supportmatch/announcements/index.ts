import { AnnouncementCreate, AnnouncementEdit } from '../../../announcements/announcement-form';
import { AnnouncementList } from '../../../announcements/announcement-list';
import { announcementsResource, type AnnouncementConsoleConfig } from '../../../announcements/console-config';
import { SM_LIST_TEXT } from '../texts';

/** SupportMatch's announcements: the only app whose dashboard counts "show on login" ones. */
export const SUPPORTMATCH_ANNOUNCEMENTS: AnnouncementConsoleConfig = {
  resource: 'supportmatch/announcements',
  appName: 'SupportMatch',
  listTexts: SM_LIST_TEXT.announcements,
  showOnLogin: true,
};

/** Console resource "supportmatch/announcements", served by /api/supportmatch/admin/announcements: the shared announcement pages. */
export default announcementsResource(SUPPORTMATCH_ANNOUNCEMENTS, { list: AnnouncementList, create: AnnouncementCreate, edit: AnnouncementEdit });
