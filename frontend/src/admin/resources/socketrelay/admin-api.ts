import type { SocketRelayStats } from '@pfe/contracts/socketrelay';
import type { AdminJson } from '../../sub-app-console';

/** SocketRelay's custom console actions, merged into the data provider from its manifest entry. */
export interface SocketRelayAdminApi {
  /** GET /api/socketrelay/admin/stats */
  getSocketRelayStats(): Promise<SocketRelayStats>;
}

export function socketRelayAdminApi(json: AdminJson): SocketRelayAdminApi {
  return { getSocketRelayStats: () => json('/api/socketrelay/admin/stats') };
}
