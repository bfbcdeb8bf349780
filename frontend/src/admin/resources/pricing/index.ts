import SellOutlined from '@mui/icons-material/SellOutlined';
import { PricingPage } from './pricing-page';

/** Console resource "pricing" (so the page lives at /admin/pricing), served by /api/admin/pricing-tiers. */
export default {
  list: PricingPage,
  icon: SellOutlined,
};
