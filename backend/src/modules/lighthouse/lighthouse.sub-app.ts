import { LIGHTHOUSE_PHOTOS } from '@pfe/contracts/lighthouse';
import { IMAGE_EXTENSION } from '../../common/media/image';
import type { SubAppEntry } from '../sub-apps/sub-app';
import { LighthouseAccountData } from './lighthouse-account-data';
import { LighthouseMatchesService } from './lighthouse-matches.service';
import { LighthouseProfilesService } from './lighthouse-profiles.service';
import { LighthouseErrors } from './lighthouse.errors';
import { LighthouseModule } from './lighthouse.module';
import { MatchChatStore } from './match-chat.store';

/** LightHouse in the manifest (backend/src/sub-apps.ts): what it plugs into the platform. */
export const lighthouseSubApp: SubAppEntry = {
  key: 'lighthouse',
  module: LighthouseModule,
  chatStores: [MatchChatStore],
  notificationKinds: [
    { kind: 'lighthouse.match_requested', sentence: 'Someone asked to stay at one of your LightHouse listings.' },
    { kind: 'lighthouse.match_accepted', sentence: 'A host accepted your LightHouse request.' },
    { kind: 'lighthouse.match_rejected', sentence: 'A host did not accept your LightHouse request.' },
    { kind: 'lighthouse.chat_unread', sentence: 'You have unread LightHouse messages.' },
    { kind: 'lighthouse.announcement', sentence: 'There is a new LightHouse announcement.' },
    { kind: 'lighthouse.reference_written', sentence: 'The other member of a completed LightHouse stay wrote a reference. Write yours to see it.' },
  ],
  accountData: LighthouseAccountData,
  // LightHouse is used by members with an active LightHouse profile.
  announcements: { audienceSql: `SELECT user_id FROM lighthouse_profiles WHERE is_active` },
  profile: { has: (resolve) => (userId) => resolve(LighthouseProfilesService).own.has(userId), missing: LighthouseErrors.noProfile },
  // A block cancels the two members' open requests quietly, in the block's transaction.
  blocks: (resolve) => ({
    onBlock: (tx, blocker, blocked) => resolve(LighthouseMatchesService).cancelBetween(tx, blocker, blocked),
    names: (viewerId, ids) => resolve(LighthouseProfilesService).displayNamesSeenBy(viewerId, ids),
  }),
  uploads: [{ route: '/api/lighthouse/properties/:id/photos', types: Object.keys(IMAGE_EXTENSION), maxMb: LIGHTHOUSE_PHOTOS.maxBytes / 1024 / 1024 }],
};
