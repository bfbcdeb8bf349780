import { useSyncExternalStore } from 'react';

/**
 * What the chat tells about its connection (issue 28 item 4), from the socket's real state and the
 * browser's own `navigator.onLine` (which turns false the moment the network goes away, long before
 * a socket notices a dead link):
 *
 * - `offline`: the browser has no network; nothing can be sent until it is back.
 * - `live`: the socket is connected and the conversation subscribed; new messages arrive at once.
 * - `reconnecting`: online, but the socket is not (yet, or no longer) subscribed; it keeps trying,
 *   and meanwhile the thread is checked every 5 seconds.
 */
export type ConnectionState = 'live' | 'reconnecting' | 'offline';

export const CONNECTION_TEXT: Record<ConnectionState, string> = {
  live: 'Live',
  reconnecting: 'Reconnecting…',
  offline: 'Offline',
};

export function connectionState({ live, online }: { live: boolean; online: boolean }): ConnectionState {
  if (!online) return 'offline';
  return live ? 'live' : 'reconnecting';
}

function subscribe(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/** `navigator.onLine`, kept current by the browser's online/offline events. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}
