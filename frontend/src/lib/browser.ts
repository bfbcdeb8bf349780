/** Full-page navigations (to server routes such as /api/login and /api/logout), in one mockable place. */
export function navigateBrowser(url: string): void {
  window.location.assign(url);
}

export const LOGIN_URL = '/api/login';
export const LOGOUT_URL = '/api/logout';
