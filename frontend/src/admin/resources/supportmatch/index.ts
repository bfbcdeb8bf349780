import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import Diversity3Outlined from '@mui/icons-material/Diversity3Outlined';
import PeopleAltOutlined from '@mui/icons-material/PeopleAltOutlined';
import ReportOutlined from '@mui/icons-material/ReportOutlined';
import type { SupportMatchAnnouncement, SupportMatchProfile, SupportMatchReport } from '../../types';
import { AnnouncementCreate, AnnouncementEdit } from './announcement-form';
import { AnnouncementList } from './announcement-list';
import { PartnershipList } from './partnership-list';
import { ProfileList } from './profile-list';
import { ReportList } from './report-list';
import { ReportShow } from './report-show';

/**
 * The SupportMatch resources of the console, at /admin/supportmatch/<name> and served by
 * /api/supportmatch/admin/<name> (see RESOURCES in data-provider.ts).
 */
export const supportMatchPartnerships = { list: PartnershipList, icon: Diversity3Outlined };
export const supportMatchReports = { list: ReportList, show: ReportShow, icon: ReportOutlined, recordRepresentation: (r: SupportMatchReport) => r.reason };
export const supportMatchAnnouncements = {
  list: AnnouncementList,
  create: AnnouncementCreate,
  edit: AnnouncementEdit,
  icon: CampaignOutlined,
  recordRepresentation: (a: SupportMatchAnnouncement) => a.title,
};
export const supportMatchProfiles = { list: ProfileList, icon: PeopleAltOutlined, recordRepresentation: (p: SupportMatchProfile) => p.nickname };

export { SupportMatchDashboard } from './supportmatch-dashboard';
