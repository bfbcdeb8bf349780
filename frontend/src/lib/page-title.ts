import { useEffect, useSyncExternalStore } from 'react';
import { APP_NAME } from '../config';
import { discreetUpdateText, neutralTitle, useIsDiscreet } from './discreet';

/** The member's unread notifications, set by the shell's bell: the tab title shows them. */
let unread = 0;
const unreadListeners = new Set<() => void>();
export function setUnreadInTitle(count: number): void {
  if (count === unread) return;
  unread = count;
  unreadListeners.forEach((listener) => listener());
}
const subscribeUnread = (onChange: () => void) => {
  unreadListeners.add(onChange);
  return () => unreadListeners.delete(onChange);
};
const getUnread = () => unread;

/** "(3) Settings · Product"; in discreet mode the neutral title, or "You have an update" while something is unread. */
export function titleFor(title: string, discreet: boolean, unreadCount: number): string {
  if (discreet) return unreadCount > 0 ? discreetUpdateText() : neutralTitle();
  return `${unreadCount > 0 ? `(${unreadCount}) ` : ''}${title} · ${APP_NAME}`;
}

/**
 * Each screen names itself in the tab and in history (WCAG 2.4.2): "<title> · <product>", with the
 * unread notifications first; in discreet mode every page reads the same neutral title (or "You
 * have an update"), so neither the tab nor the history names the product, a screen or an event.
 */
export function usePageTitle(title: string): void {
  const discreet = useIsDiscreet();
  const unreadCount = useSyncExternalStore(subscribeUnread, getUnread, () => 0);
  useEffect(() => {
    const previous = document.title;
    document.title = titleFor(title, discreet, unreadCount);
    return () => {
      document.title = previous;
    };
  }, [title, discreet, unreadCount]);
}
