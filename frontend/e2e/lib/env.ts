/** What the fixtures and the journeys agree on: the bootstrap admin and the server's run-time settings. */

export interface Credentials {
  email: string;
  password: string;
}

/** The admin the backend bootstraps from ADMIN_EMAIL / ADMIN_PASSWORD for the journeys. */
export const ADMIN: Credentials = { email: 'admin@e2e.test', password: 'e2e-admin-password-1' };

/**
 * The run-time settings the journeys' server is started with (read by the server, given to the
 * page): not the build's defaults, so a journey proves the page follows the server.
 */
export const QUICK_EXIT_URL = 'https://exit.e2e.test/weather';
export const SUPPORT_CHAT_URL = 'https://support.e2e.test/chat';
