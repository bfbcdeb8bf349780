import { useEffect, useRef, useState } from 'react';
import { io, type Socket } from 'socket.io-client';
import type { ChatMessage } from '@pfe/contracts';

/**
 * The socket.io client of the realtime contract (ARCHITECTURE.md "Realtime contract"): namespace
 * /chat on this origin, the session cookie sent with the handshake. One connection is shared by
 * every open conversation; it is opened by the first one and closed a little after the last one
 * leaves (so a quick remount, e.g. React's StrictMode, keeps the same connection).
 */

export type ChatKind = 'partnership' | 'fulfillment';

export interface ChatMessageEvent {
  kind: ChatKind;
  id: string;
  message: ChatMessage;
}

type Ack = { ok: true } | { ok: false; error: string };

const ACK_TIMEOUT_MS = 5_000;
const IDLE_CLOSE_MS = 10_000;

let shared: Socket | null = null;
let users = 0;
let idleTimer: ReturnType<typeof setTimeout> | undefined;
/** How many mounted subscribers each room has: the room is left only when the last one goes. */
const rooms = new Map<string, number>();

function acquire(): Socket {
  clearTimeout(idleTimer);
  users += 1;
  shared ??= io('/chat', { withCredentials: true, transports: ['websocket', 'polling'] });
  return shared;
}

function release(): void {
  users -= 1;
  if (users > 0) return;
  idleTimer = setTimeout(() => {
    if (users > 0 || !shared) return;
    shared.disconnect();
    shared = null;
  }, IDLE_CLOSE_MS);
}

/**
 * Subscribes to one conversation while the calling component is mounted: every new message of it
 * (sent by anyone, through REST or the socket) is handed to `onMessage`. `live` is true while the
 * socket is connected and the subscription was accepted; while it is false the screen polls. After a
 * reconnect the subscription is renewed (the server forgets rooms with the old connection).
 */
export function useChatSubscription(kind: ChatKind, id: string | undefined, onMessage: (message: ChatMessage) => void): { live: boolean } {
  const [live, setLive] = useState(false);
  const handler = useRef(onMessage);
  handler.current = onMessage;

  useEffect(() => {
    if (!id) return undefined;
    const socket = acquire();
    let active = true;
    const ref = { kind, id };
    const room = `${kind}:${id}`;
    rooms.set(room, (rooms.get(room) ?? 0) + 1);

    const subscribe = () => {
      socket.timeout(ACK_TIMEOUT_MS).emit('subscribe', ref, (err: Error | null, ack?: Ack) => {
        if (active) setLive(!err && ack?.ok === true);
      });
    };
    const onDisconnect = () => setLive(false);
    const onEvent = (event: ChatMessageEvent) => {
      if (event?.kind === kind && event.id === id && event.message) handler.current(event.message);
    };

    socket.on('connect', subscribe);
    socket.on('disconnect', onDisconnect);
    socket.on('connect_error', onDisconnect);
    socket.on('message', onEvent);
    if (socket.connected) subscribe();

    return () => {
      active = false;
      socket.off('connect', subscribe);
      socket.off('disconnect', onDisconnect);
      socket.off('connect_error', onDisconnect);
      socket.off('message', onEvent);
      const left = (rooms.get(room) ?? 1) - 1;
      if (left > 0) rooms.set(room, left);
      else rooms.delete(room);
      if (left <= 0 && socket.connected) socket.emit('unsubscribe', ref);
      setLive(false);
      release();
    };
  }, [kind, id]);

  return { live };
}
