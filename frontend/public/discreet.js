/*
 * Discreet mode before the first paint: a classic script in <head>, same origin (CSP script-src 'self'),
 * run before the app bundle. The app keeps the flag in sync with the member's server setting.
 */
/* global window, document */
(function () {
  try {
    if (window.localStorage.getItem('pfe.discreet') !== '1') return;
    document.title = 'Notes';
    document.documentElement.setAttribute('data-discreet', '1');
    var icon = document.querySelector('link[rel="icon"]');
    if (icon) {
      icon.setAttribute('href', '/neutral-icon.svg');
    }
  } catch {
    /* storage blocked: nothing to apply */
  }
})();
