import ApartmentOutlined from '@mui/icons-material/ApartmentOutlined';
import type { LighthouseAdminProperty } from '@pfe/contracts/lighthouse';
import { PropertyList } from './property-list';

/** Console resource "lighthouse/properties", served by /api/lighthouse/admin/properties. */
export default {
  list: PropertyList,
  icon: ApartmentOutlined,
  recordRepresentation: (p: LighthouseAdminProperty) => p.title,
};
