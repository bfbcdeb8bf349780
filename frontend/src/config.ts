/** The product's name: sidebar title, page title. */
export const APP_NAME = 'Psyop-Free Economy';

/** The header's tagline. */
export const APP_TAGLINE = 'a work of optimism';

/** Where a visitor without an invite can reach a support coordinator (opened in a new tab). */
export const SUPPORT_CHAT_URL = import.meta.env.VITE_SUPPORT_CHAT_URL || 'https://signal.group/';

/** Where "Quick exit" (and Escape pressed three times) sends the page: a neutral site, replacing this page in history. */
export const QUICK_EXIT_URL = import.meta.env.VITE_QUICK_EXIT_URL || 'https://www.bbc.com/weather';
