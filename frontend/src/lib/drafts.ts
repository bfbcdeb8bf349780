import { useCallback, useSyncExternalStore } from 'react';

/**
 * Unsent text kept per conversation or form while the member moves around the app (issue 21 item
 * 10): a chat draft, a request being written. In memory only, never in storage: a reload, a sign-out
 * or a quick exit (which leaves the page) forgets them, so nothing written stays on the device.
 */
const drafts = new Map<string, string>();
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function write(key: string, value: string): void {
  if (value) drafts.set(key, value);
  else drafts.delete(key);
  listeners.forEach((l) => l());
}

/** Forgets every draft (e.g. when the member signs out without leaving the page). */
export function clearDrafts(): void {
  drafts.clear();
  listeners.forEach((l) => l());
}

/** The draft under `key` ('' when none) and its setter; setting '' forgets it. */
export function useDraft(key: string): [string, (value: string) => void] {
  const value = useSyncExternalStore(
    subscribe,
    () => drafts.get(key) ?? '',
    () => '',
  );
  const set = useCallback((next: string) => write(key, next), [key]);
  return [value, set];
}
