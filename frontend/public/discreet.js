/*
 * Discreet mode before the first paint: a classic script in <head>, same origin (CSP script-src 'self'),
 * run before the app bundle. The app keeps the flag in sync with the member's server setting.
 * The neutral page (/notes), and any page this tab shows from history after a quick exit, get the
 * neutral title and icon before the first paint too (lib/browser.ts neutralInstead).
 */
/* global window, document */
(function () {
  try {
    var discreet = window.localStorage.getItem('pfe.discreet') === '1';
    var neutralPage = window.location.pathname === '/notes';
    var entry = performance.getEntriesByType('navigation')[0];
    var afterQuickExit = window.sessionStorage.getItem('pfe.quick-exited') === '1' && !(entry && entry.type === 'navigate');
    if (!discreet && !neutralPage && !afterQuickExit) return;
    document.title = 'Notes';
    if (discreet) document.documentElement.setAttribute('data-discreet', '1');
    var icon = document.querySelector('link[rel="icon"]');
    if (icon) {
      icon.setAttribute('href', '/neutral-icon.svg');
    }
  } catch {
    /* storage blocked: nothing to apply */
  }
})();
