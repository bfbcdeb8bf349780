import { SUB_APPS, withAvailability, type SubApp } from '../app/sub-apps';
import { fixtureApp } from './fixture-app/fixture-app';

/**
 * The test side's manifest: the member app's sub-apps, then those that exist only in tests, one
 * line each. The shared tests of the manifest (app/sub-apps/sub-apps.test.tsx) run over this list,
 * so an app added here is covered by them.
 */
export const TEST_SUB_APPS: readonly SubApp[] = [
  ...SUB_APPS,
  withAvailability(fixtureApp),
];
