import Diversity3Outlined from '@mui/icons-material/Diversity3Outlined';
import { PartnershipList } from './partnership-list';

/** Console resource "supportmatch/partnerships", served by /api/supportmatch/admin/partnerships. */
export default {
  list: PartnershipList,
  icon: Diversity3Outlined,
};
