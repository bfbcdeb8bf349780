/** The product's name: sidebar title, page title. */
export const APP_NAME = 'Psyop-Free Economy';

/**
 * A setting the server gives the page at run time (QUICK_EXIT_URL, SUPPORT_CHAT_URL): the server
 * writes them into index.html as it serves it, in `<meta name="pfe-runtime-config">` (no script, so
 * the CSP stays strict). Only an http(s) address is taken; otherwise the build's default applies.
 */
export function runtimeSetting(name: 'quickExitUrl' | 'supportChatUrl', doc: Document = document): string | undefined {
  try {
    const content = doc.querySelector('meta[name="pfe-runtime-config"]')?.getAttribute('content');
    const value: unknown = content ? (JSON.parse(content) as Record<string, unknown>)[name] : undefined;
    return typeof value === 'string' && /^https?:\/\//i.test(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** Where a visitor without an invite can reach a support coordinator (opened in a new tab). */
export const SUPPORT_CHAT_URL = runtimeSetting('supportChatUrl') ?? (import.meta.env.VITE_SUPPORT_CHAT_URL || 'https://signal.group/');

/** Where "Quick exit" (and Escape pressed three times) sends the page: a neutral site, replacing this page in history. */
export const QUICK_EXIT_URL = runtimeSetting('quickExitUrl') ?? (import.meta.env.VITE_QUICK_EXIT_URL || 'https://www.bbc.com/weather');
