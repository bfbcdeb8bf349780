import HandshakeOutlined from '@mui/icons-material/HandshakeOutlined';
import type { SocketRelayAdminFulfillment } from '@pfe/contracts/socketrelay';
import { SocketRelayFulfillmentList } from './fulfillment-list';

/** Console resource "socketrelay/fulfillments", served by /api/socketrelay/admin/fulfillments. */
export default {
  list: SocketRelayFulfillmentList,
  icon: HandshakeOutlined,
  recordRepresentation: (f: SocketRelayAdminFulfillment) => f.request?.description ?? f.id,
};
