import ReportOutlined from '@mui/icons-material/ReportOutlined';
import type { Report as SupportMatchReport } from '@pfe/contracts/supportmatch';
import { ReportList } from './report-list';
import { ReportShow } from './report-show';

/** Console resource "supportmatch/reports", served by /api/supportmatch/admin/reports. */
export default {
  list: ReportList,
  show: ReportShow,
  icon: ReportOutlined,
  recordRepresentation: (r: SupportMatchReport) => r.reason,
};
