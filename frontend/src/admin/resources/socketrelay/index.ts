import AssignmentOutlined from '@mui/icons-material/AssignmentOutlined';
import HandshakeOutlined from '@mui/icons-material/HandshakeOutlined';
import type { SocketRelayAdminFulfillment, SocketRelayAdminRequest } from '@pfe/contracts/socketrelay';
import { SocketRelayFulfillmentList } from './fulfillment-list';
import { SocketRelayRequestList } from './request-list';

/** Console resource "socketrelay/requests", served by /api/socketrelay/admin/requests. */
export const requests = { list: SocketRelayRequestList, icon: AssignmentOutlined, recordRepresentation: (r: SocketRelayAdminRequest) => r.description };

/** Console resource "socketrelay/fulfillments", served by /api/socketrelay/admin/fulfillments. */
export const fulfillments = { list: SocketRelayFulfillmentList, icon: HandshakeOutlined, recordRepresentation: (f: SocketRelayAdminFulfillment) => f.request?.description ?? f.id };

export { SocketRelayStatistics } from './statistics';
