import { lighthouseSubApp } from './modules/lighthouse/lighthouse.sub-app';
import { sleepStoriesSubApp } from './modules/sleepstories/sleepstories.sub-app';
import { socketRelaySubApp } from './modules/socketrelay/socketrelay.sub-app';
import { supportMatchSubApp } from './modules/supportmatch/supportmatch.sub-app';
import type { SubAppEntry } from './modules/sub-apps/sub-app';

/**
 * The server's sub-app manifest, beside `app.module.ts` (the two assemble everything): one entry per app, in the order of the sub-apps document. Adding
 * a sub-app is adding its entry here (see docs/adding-a-sub-app.md); the platform's seams (chat,
 * notifications, account data, announcements, blocks, profiles, locks, the same-origin check) read
 * everything else from the entries.
 */
export const SUB_APPS: readonly SubAppEntry[] = [supportMatchSubApp, sleepStoriesSubApp, lighthouseSubApp, socketRelaySubApp];
