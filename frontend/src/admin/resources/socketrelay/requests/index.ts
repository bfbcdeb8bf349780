import AssignmentOutlined from '@mui/icons-material/AssignmentOutlined';
import type { SocketRelayAdminRequest } from '@pfe/contracts/socketrelay';
import { SocketRelayRequestList } from './request-list';

/** Console resource "socketrelay/requests", served by /api/socketrelay/admin/requests. */
export default {
  list: SocketRelayRequestList,
  icon: AssignmentOutlined,
  recordRepresentation: (r: SocketRelayAdminRequest) => r.description,
};
