import { useSyncExternalStore } from 'react';
import { randomUuid } from '../../lib/intent-key';
import { onSessionWipe } from '../../lib/session-end';

/**
 * Messages the member sent that the server has not confirmed yet, per conversation: shown at the
 * bottom of the thread with their state, and resent with the same client id until the server
 * answers (it stores a message once per client id, so a resend can never double it). In memory
 * only, like drafts (lib/drafts): a reload, a sign-out or a quick exit forgets them.
 *
 * - `sending`: the first attempt is on its way ("Sending…").
 * - `failed`: it did not reach the server (offline, the server busy or briefly unavailable); it
 *   is tried again by itself, with a growing wait, and at once when the connection comes back
 *   ("Not sent — retrying").
 * - `rejected`: the server refused it for good (the conversation closed meanwhile): "Not sent".
 */
export type OutgoingStatus = 'sending' | 'failed' | 'rejected';

export interface OutgoingMessage {
  clientId: string;
  content: string;
  status: OutgoingStatus;
  /** Attempts that failed so far. */
  failures: number;
  /** When the next attempt is due (epoch ms; failed only). */
  retryAt: number;
}

const EMPTY: readonly OutgoingMessage[] = [];
const boxes = new Map<string, readonly OutgoingMessage[]>();
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function write(key: string, next: readonly OutgoingMessage[]): void {
  if (next.length > 0) boxes.set(key, next);
  else boxes.delete(key);
  listeners.forEach((l) => l());
}

export function outgoingOf(key: string): readonly OutgoingMessage[] {
  return boxes.get(key) ?? EMPTY;
}

export function putOutgoing(key: string, message: OutgoingMessage): void {
  write(key, [...outgoingOf(key), message]);
}

export function updateOutgoing(key: string, clientId: string, change: Partial<OutgoingMessage>): void {
  write(key, outgoingOf(key).map((m) => (m.clientId === clientId ? { ...m, ...change } : m)));
}

export function removeOutgoing(key: string, clientId: string): void {
  if (outgoingOf(key).some((m) => m.clientId === clientId)) write(key, outgoingOf(key).filter((m) => m.clientId !== clientId));
}

/** Forgets every unconfirmed message (e.g. when the member signs out without leaving the page). */
export function clearOutboxes(): void {
  boxes.clear();
  listeners.forEach((l) => l());
}

// The session ended while this page showed it: nothing she wrote stays (lib/session-end).
onSessionWipe(clearOutboxes);

/** The unconfirmed messages of one conversation, oldest first. */
export function useOutbox(key: string): readonly OutgoingMessage[] {
  return useSyncExternalStore(subscribe, () => outgoingOf(key), () => EMPTY);
}

/** The waits between attempts: 1 s, 2 s, 4 s… up to 30 s. */
export function retryDelayMs(failures: number): number {
  return Math.min(30_000, 1000 * 2 ** Math.max(0, failures - 1));
}

/** A new client id for a message: a UUID v4. */
export const newClientId = randomUuid;
