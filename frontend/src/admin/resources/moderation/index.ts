import GavelOutlined from '@mui/icons-material/GavelOutlined';
import ManageAccountsOutlined from '@mui/icons-material/ManageAccountsOutlined';
import ReportGmailerrorredOutlined from '@mui/icons-material/ReportGmailerrorredOutlined';
import { ModerationAppealList } from './appeal-list';
import { ModerationMemberShow } from './member-show';
import { ModerationReportList } from './report-list';
import { ModerationReportShow } from './report-show';

/** The moderators' console (issue 32): the reports queue, appeals, and a member's moderation page. */
export const moderationReports = { list: ModerationReportList, show: ModerationReportShow, icon: ReportGmailerrorredOutlined };
export const moderationAppeals = { list: ModerationAppealList, icon: GavelOutlined };
export const moderationMembers = { show: ModerationMemberShow, icon: ManageAccountsOutlined };
