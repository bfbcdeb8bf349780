import { SUB_APPS } from '../../src/sub-apps';
import { fixtureTesting } from '../fixture-app/fixture.sub-app';
import { lighthouseTesting } from './lighthouse';
import { sleepStoriesTesting } from './sleepstories';
import { socketRelayTesting } from './socketrelay';
import { supportMatchTesting } from './supportmatch';
import type { TestSubApp } from './test-sub-app';

export type { HostileSetup, RouteRef, TestSubApp } from './test-sub-app';

/** The server's apps on the test side, in the manifest's order (a real app without its line here fails below). */
const REAL_APPS: readonly TestSubApp[] = [supportMatchTesting, sleepStoriesTesting, lighthouseTesting, socketRelayTesting];
if (REAL_APPS.map((app) => app.entry.key).join() !== SUB_APPS.map((app) => app.key).join()) {
  throw new Error(`test/sub-apps/index.ts lists ${REAL_APPS.map((app) => app.entry.key).join()}, the manifest ${SUB_APPS.map((app) => app.key).join()}`);
}

/**
 * The test side's manifest: the server's apps, then the apps that exist only in tests, one line
 * each. The shared e2e files (hostile-input, account-export, entities) boot their app with
 * TEST_SUB_APP_ENTRIES and read every list from here, so an app added here is covered by all of them.
 */
export const TEST_SUB_APPS: readonly TestSubApp[] = [
  ...REAL_APPS,
  fixtureTesting,
];

/** The server entries of TEST_SUB_APPS, for createTestApp's `subApps`. */
export const TEST_SUB_APP_ENTRIES = TEST_SUB_APPS.map((app) => app.entry);
