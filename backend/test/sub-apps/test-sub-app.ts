import type { SubAppEntry } from '../../src/modules/sub-apps/sub-app';
import type { Member, TestApp } from '../support/test-app';

/** What the hostile-input corpus hands an app to set its rows up with. */
export interface HostileSetup {
  t: TestApp;
  /** An admin of the corpus. */
  admin: Member;
  /** A new member of the corpus (its id is never used as a path value: it is a caller's). */
  member(): Promise<Member>;
}

/** A route as the corpus sees it (support/route-inventory.ts). */
export interface RouteRef {
  method: string;
  path: string;
}

/**
 * A sub-app on the test side: its server entry, and what the shared e2e files need to drive it.
 * The shared files (hostile-input, account-export, entities) read their lists from TEST_SUB_APPS
 * (./index.ts), never from a list of their own, so adding an app there adds it to all of them.
 */
export interface TestSubApp {
  entry: SubAppEntry;
  /**
   * The profile a member caller of `route` needs (routes behind `@RequiresProfile`), so the corpus
   * reaches the route past the profile guard: the POST that makes it and its body.
   */
  profileFor?(route: RouteRef): { path: string; body: object } | undefined;
  /** A few rows of the app, so that its path parameters can name real records. */
  seed?(setup: HostileSetup): Promise<void>;
  /** A conversation of the app's chat and one of its members, for the chat socket corpus. */
  conversation?(setup: HostileSetup): Promise<{ member: Member; kind: string; id: string }>;
}
