import PeopleAltOutlined from '@mui/icons-material/PeopleAltOutlined';
import type { SupportMatchProfile } from '@pfe/contracts/supportmatch';
import { ProfileList } from './profile-list';

/** Console resource "supportmatch/profiles" (read-only), served by /api/supportmatch/admin/profiles. */
export default {
  list: ProfileList,
  icon: PeopleAltOutlined,
  recordRepresentation: (p: SupportMatchProfile) => p.nickname,
};
