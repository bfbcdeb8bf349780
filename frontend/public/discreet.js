/*
 * Discreet mode before the first paint: a classic script in <head>, same origin (CSP script-src 'self'),
 * run before the app bundle. The app keeps the flag in sync with the member's server setting.
 * The neutral page (/notes), and any page this tab shows from history after a quick exit, get the
 * neutral title and icon before the first paint too (lib/browser.ts neutralInstead).
 */
/* global window, document */
(function () {
  // The page's language before the first paint (lib/i18n detectLanguage: the lang cookie, else the
  // browser's): <html lang>, the plain Quick exit link and the neutral title speak it.
  var words = { en: { title: 'Notes', exit: 'Quick exit' }, es: { title: 'Notas', exit: 'Salir ya' } };
  var lang = 'en';
  try {
    var cookie = /(?:^|; )lang=([a-z]+)/.exec(document.cookie);
    var wanted = cookie ? [cookie[1]] : navigator.languages || [navigator.language || 'en'];
    for (var i = 0; i < wanted.length; i++) {
      var primary = String(wanted[i]).toLowerCase().split('-')[0];
      if (words[primary]) {
        lang = primary;
        break;
      }
    }
    document.documentElement.lang = lang;
    if (lang !== 'en') {
      document.addEventListener('DOMContentLoaded', function () {
        var exit = document.getElementById('boot-quick-exit');
        if (exit) exit.textContent = words[lang].exit;
      });
    }
  } catch {
    /* no cookie access: English */
  }
  try {
    var discreet = window.localStorage.getItem('pfe.discreet') === '1';
    var neutralPage = window.location.pathname === '/notes';
    var entry = performance.getEntriesByType('navigation')[0];
    var afterQuickExit = window.sessionStorage.getItem('pfe.quick-exited') === '1' && !(entry && entry.type === 'navigate');
    if (!discreet && !neutralPage && !afterQuickExit) return;
    document.title = words[lang].title;
    if (discreet) document.documentElement.setAttribute('data-discreet', '1');
    var icon = document.querySelector('link[rel="icon"]');
    if (icon) {
      icon.setAttribute('href', '/neutral-icon.svg');
    }
  } catch {
    /* storage blocked: nothing to apply */
  }
})();
