import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import type { Announcement as SupportMatchAnnouncement } from '@pfe/contracts';
import { AnnouncementCreate, AnnouncementEdit } from './announcement-form';
import { AnnouncementList } from './announcement-list';

/** Console resource "supportmatch/announcements", served by /api/supportmatch/admin/announcements. */
export default {
  list: AnnouncementList,
  create: AnnouncementCreate,
  edit: AnnouncementEdit,
  icon: CampaignOutlined,
  recordRepresentation: (a: SupportMatchAnnouncement) => a.title,
};
