import type { SubAppEntry } from '../sub-apps/sub-app';
import { PartnershipChatStore } from './partnership-chat.store';
import { SupportMatchPartnershipsService } from './supportmatch-partnerships.service';
import { SupportMatchProfilesService } from './supportmatch-profiles.service';
import { SupportMatchAccountData } from './supportmatch-account-data';
import { SupportMatchErrors } from './supportmatch.errors';
import { SupportMatchLocks } from './supportmatch.locks';
import { SupportMatchModule } from './supportmatch.module';
import { MATCHING_RUN_SECONDS } from './supportmatch.metrics';
import { supportMatchSettings } from './supportmatch.settings';

/** SupportMatch in the manifest (backend/src/sub-apps.ts): what it plugs into the platform. */
export const supportMatchSubApp: SubAppEntry = {
  key: 'supportmatch',
  module: SupportMatchModule,
  chatStores: [PartnershipChatStore],
  notificationKinds: [
    { kind: 'supportmatch.partnership_started', sentence: 'You have a new SupportMatch partner.' },
    { kind: 'supportmatch.partnership_ended', sentence: 'Your SupportMatch partnership ended.' },
    { kind: 'supportmatch.chat_unread', sentence: 'You have unread SupportMatch messages.' },
    { kind: 'supportmatch.announcement', sentence: 'There is a new SupportMatch announcement.' },
  ],
  accountData: SupportMatchAccountData,
  // SupportMatch is used by members with a SupportMatch profile.
  announcements: { audienceSql: `SELECT user_id FROM supportmatch_profiles` },
  profile: { has: (resolve) => (userId) => resolve(SupportMatchProfilesService).own.has(userId), missing: SupportMatchErrors.noProfile },
  // A block ends the pair's active partnership quietly, in the block's transaction.
  blocks: (resolve) => ({
    onBlock: (tx, blocker, blocked) => resolve(SupportMatchPartnershipsService).endBetween(tx, blocker, blocked),
    names: (viewerId, ids) => resolve(SupportMatchProfilesService).nicknamesSeenBy(viewerId, ids),
  }),
  locks: SupportMatchLocks,
  metrics: [MATCHING_RUN_SECONDS],
  settings: supportMatchSettings,
};
