import { useSyncExternalStore } from 'react';
import { i18n } from './i18n';

/**
 * Discreet mode on this device: a neutral tab title and icon on every page. The flag lives in
 * localStorage so `public/discreet.js` can apply it before the first paint; the member's server
 * setting is the truth and is copied here whenever it is read or changed.
 */
export const DISCREET_KEY = 'pfe.discreet';
/** The neutral tab title, in the page's language ("Notes", "Notas"; public/discreet.js says it before the first paint). */
export const neutralTitle = (): string => i18n.t('common:neutral.title');
/** "You have an update", in the page's language: all a glance shows of a notification in discreet mode. */
export const discreetUpdateText = (): string => i18n.t('common:neutral.update');
/**
 * The neutral page's address (components/neutral-page): what Back after quick exit shows, and where
 * a signed-out tab goes in discreet mode. It names neither the product nor a sub-app.
 */
export const NEUTRAL_PATH = '/notes';
/** What the mini-player and the lock screen call a story in discreet mode (no title, no product, no artwork). */
export const neutralAudioTitle = (): string => i18n.t('common:neutral.audio');
export const NEUTRAL_ICON = '/neutral-icon.svg';
const PRODUCT_ICON = '/favicon.svg';

export function isDiscreet(): boolean {
  try {
    return window.localStorage.getItem(DISCREET_KEY) === '1';
  } catch {
    return false;
  }
}

/** Stores the flag and applies it to the page at once (title and icon). */
export function setDiscreet(on: boolean, productTitle?: string): void {
  try {
    if (on) window.localStorage.setItem(DISCREET_KEY, '1');
    else window.localStorage.removeItem(DISCREET_KEY);
  } catch {
    /* storage blocked: the page still follows the setting while open */
  }
  document.documentElement.toggleAttribute('data-discreet', on);
  const icon = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (icon) icon.setAttribute('href', on ? NEUTRAL_ICON : PRODUCT_ICON);
  if (on) document.title = neutralTitle();
  else if (productTitle) document.title = productTitle;
  window.dispatchEvent(new Event('pfe:discreet'));
}

const subscribeDiscreet = (onChange: () => void) => {
  window.addEventListener('pfe:discreet', onChange);
  return () => window.removeEventListener('pfe:discreet', onChange);
};

/** Whether discreet mode is on on this device, re-rendering when it changes. */
export function useIsDiscreet(): boolean {
  return useSyncExternalStore(subscribeDiscreet, isDiscreet, () => false);
}
