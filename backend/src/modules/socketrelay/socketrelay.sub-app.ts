import type { SubAppEntry } from '../sub-apps/sub-app';
import { FulfillmentChatStore } from './fulfillment-chat.store';
import { SocketRelayFulfillmentsService } from './socketrelay-fulfillments.service';
import { SocketRelayProfilesService } from './socketrelay-profiles.service';
import { SocketRelayAccountData } from './socketrelay-account-data';
import { SocketRelayErrors } from './socketrelay.errors';
import { SocketRelayLocks } from './socketrelay.locks';
import { SocketRelayModule } from './socketrelay.module';

/** SocketRelay in the manifest (backend/src/sub-apps.ts): what it plugs into the platform. */
export const socketRelaySubApp: SubAppEntry = {
  key: 'socketrelay',
  module: SocketRelayModule,
  chatStores: [FulfillmentChatStore],
  notificationKinds: [
    { kind: 'socketrelay.request_taken', sentence: 'Someone took your SocketRelay request.' },
    { kind: 'socketrelay.fulfillment_closed', data: ['outcome'], sentence: 'A SocketRelay fulfillment you take part in was closed.' },
    { kind: 'socketrelay.request_expiring', sentence: 'Your SocketRelay request expires tomorrow.' },
    { kind: 'socketrelay.chat_unread', sentence: 'You have unread SocketRelay messages.' },
    { kind: 'socketrelay.announcement', sentence: 'There is a new SocketRelay announcement.' },
  ],
  accountData: SocketRelayAccountData,
  // SocketRelay is used by members with an active SocketRelay profile.
  announcements: { audienceSql: `SELECT user_id FROM socketrelay_profiles WHERE is_active` },
  profile: { has: (resolve) => (userId) => resolve(SocketRelayProfilesService).own.has(userId), missing: SocketRelayErrors.noProfile },
  // A block quietly cancels the pair's active fulfilment, in the block's transaction.
  blocks: (resolve) => ({
    onBlock: (tx, blocker, blocked) => resolve(SocketRelayFulfillmentsService).cancelBetween(tx, blocker, blocked),
    names: (viewerId, ids) => resolve(SocketRelayProfilesService).displayNamesSeenBy(viewerId, ids),
  }),
  locks: SocketRelayLocks,
};
