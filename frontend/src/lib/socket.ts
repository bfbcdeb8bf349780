import { useEffect, useRef, useState } from 'react';
import type { Socket } from 'socket.io-client';
import { CHAT_RESYNC_EVENT, SESSION_ENDED_EVENT, type ChatClosedEvent, type ChatKind, type ChatMessage } from '@pfe/contracts';
import { onSessionWipe, sessionEnded } from './session-end';

/**
 * The socket.io client of the realtime contract (ARCHITECTURE.md "Realtime contract"): namespace
 * /chat on this origin, the session cookie sent with the handshake. One connection is shared by
 * every open conversation; it is opened by the first one and closed a little after the last one
 * leaves (so a quick remount, e.g. React's StrictMode, keeps the same connection).
 *
 * The socket.io client itself is a chunk of its own, fetched when the first conversation is shown:
 * the pages without a chat (and signed-out visitors) never download it. Nothing imports it
 * statically (only its types), and `src/app/code-splitting.test.ts` checks that.
 */

/** The conversation kinds are the contracts' (one per sub-app that has conversations). */
export type { ChatKind };

export interface ChatMessageEvent {
  kind: ChatKind;
  id: string;
  message: ChatMessage;
}

type Ack = { ok: true } | { ok: false; code?: string; error: string };

const ACK_TIMEOUT_MS = 5_000;
const IDLE_CLOSE_MS = 10_000;
/** After a `resync`, each subscription asks again within this spread, so a node's sockets do not all ask at once. */
export const RESYNC_SPREAD_MS = 1_000;
/** A subscription refused for a passing reason (no answer, too many events, chat unavailable) is tried again after this. */
export const SUBSCRIBE_RETRY_MS = 3_000;
const PASSING = new Set(['chat.tooManyEvents', 'chat.unavailable']);

type SocketClient = typeof import('socket.io-client');

let client: SocketClient | undefined;
let loading: Promise<SocketClient> | undefined;

/** Fetches the socket.io client once (a failed fetch is tried again by the next caller). */
export function loadSocketClient(): Promise<SocketClient> {
  loading ??= import('socket.io-client').then(
    (loaded) => (client = loaded),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The socket.io client once loaded; asks for it while `wanted` (until then the screen polls). */
function useSocketClient(wanted: boolean): SocketClient | undefined {
  const [loaded, setLoaded] = useState(client);
  useEffect(() => {
    if (!wanted || loaded) return undefined;
    let mounted = true;
    loadSocketClient().then(
      (c) => {
        if (mounted) setLoaded(c);
      },
      () => undefined, // offline or a new release: the thread keeps polling
    );
    return () => {
      mounted = false;
    };
  }, [wanted, loaded]);
  return loaded;
}

let shared: Socket | null = null;
let users = 0;
let idleTimer: ReturnType<typeof setTimeout> | undefined;
/** How many mounted subscribers each room has: the room is left only when the last one goes. */
const rooms = new Map<string, number>();

function acquire({ io }: SocketClient): Socket {
  clearTimeout(idleTimer);
  users += 1;
  if (!shared) {
    shared = io('/chat', { withCredentials: true, transports: ['websocket', 'polling'] });
    // The server ended this session (any device, any node): the page wipes itself (lib/session-end).
    shared.on(SESSION_ENDED_EVENT, () => sessionEnded());
  }
  return shared;
}

/** Closes the shared connection now, and does not reconnect it (the session ended: lib/session-end). */
export function closeSocket(): void {
  clearTimeout(idleTimer);
  if (!shared) return;
  shared.removeAllListeners();
  shared.disconnect();
  shared = null;
}

onSessionWipe(closeSocket);

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
 *
 * Each subscription says `after`, the seq up to which the screen holds every message (`getAfter`:
 * the last seq before the first hole, `gapFreeSeq`; undefined before anything is loaded), and the
 * server first replays every message after it. It is made again on
 * every (re)connect and whenever the server says `resync` (its link to the other nodes broke and
 * came back, so a message may have passed this socket by). Messages may so arrive twice: the
 * screen keeps them by id.
 *
 * When the server says the conversation `closed` (ended by an admin, a block, a completion — it
 * never says which), `onClosed` is called and `live` turns false: the server has taken this socket
 * out of the conversation's room.
 */
export function useChatSubscription(
  kind: ChatKind,
  id: string | undefined,
  onMessage: (message: ChatMessage) => void,
  onClosed?: () => void,
  getAfter?: () => number | undefined,
): { live: boolean } {
  const [live, setLive] = useState(false);
  const afterOf = useRef(getAfter);
  afterOf.current = getAfter;
  const handler = useRef(onMessage);
  handler.current = onMessage;
  const closedHandler = useRef(onClosed);
  closedHandler.current = onClosed;

  const socketClient = useSocketClient(Boolean(id));

  useEffect(() => {
    if (!id || !socketClient) return undefined;
    const socket = acquire(socketClient);
    let active = true;
    const ref = { kind, id };
    const room = `${kind}:${id}`;
    rooms.set(room, (rooms.get(room) ?? 0) + 1);

    let retry: ReturnType<typeof setTimeout> | undefined;
    const subscribe = () => {
      clearTimeout(retry);
      const after = afterOf.current?.();
      socket.timeout(ACK_TIMEOUT_MS).emit('subscribe', after === undefined ? ref : { ...ref, after }, (err: Error | null, ack?: Ack) => {
        if (!active) return;
        const ok = !err && ack?.ok === true;
        setLive(ok);
        const passing = Boolean(err) || (ack?.ok === false && PASSING.has(ack.code ?? ''));
        if (!ok && passing && socket.connected) retry = setTimeout(subscribe, SUBSCRIBE_RETRY_MS);
      });
    };
    const onResync = () => {
      clearTimeout(retry);
      retry = setTimeout(subscribe, Math.random() * RESYNC_SPREAD_MS);
    };
    const onDisconnect = () => {
      clearTimeout(retry);
      setLive(false);
    };
    const onEvent = (event: ChatMessageEvent) => {
      if (event?.kind === kind && event.id === id && event.message) handler.current(event.message);
    };
    const onClosedEvent = (event: ChatClosedEvent) => {
      if (event?.kind !== kind || event.id !== id) return;
      if (active) setLive(false);
      closedHandler.current?.();
    };

    socket.on('connect', subscribe);
    socket.on('disconnect', onDisconnect);
    socket.on('connect_error', onDisconnect);
    socket.on('message', onEvent);
    socket.on('closed', onClosedEvent);
    socket.on(CHAT_RESYNC_EVENT, onResync);
    if (socket.connected) subscribe();

    return () => {
      active = false;
      clearTimeout(retry);
      socket.off(CHAT_RESYNC_EVENT, onResync);
      socket.off('connect', subscribe);
      socket.off('disconnect', onDisconnect);
      socket.off('connect_error', onDisconnect);
      socket.off('message', onEvent);
      socket.off('closed', onClosedEvent);
      const left = (rooms.get(room) ?? 1) - 1;
      if (left > 0) rooms.set(room, left);
      else rooms.delete(room);
      if (left <= 0 && socket.connected) socket.emit('unsubscribe', ref);
      setLive(false);
      release();
    };
  }, [kind, id, socketClient]);

  return { live };
}

/**
 * Listens to one server event on the shared connection while the calling component is mounted
 * (e.g. the shell's `notification`): `connected` is true while the socket is up, so a caller can
 * poll while it is not (a refused or dropped connection).
 */
export function useSocketEvent<T>(event: string, onEvent: (payload: T) => void, wanted = true): { connected: boolean } {
  const [connected, setConnected] = useState(false);
  const handler = useRef(onEvent);
  handler.current = onEvent;
  const socketClient = useSocketClient(wanted);

  useEffect(() => {
    if (!wanted || !socketClient) return undefined;
    const socket = acquire(socketClient);
    const onPayload = (payload: T) => handler.current(payload);
    const up = () => setConnected(true);
    const down = () => setConnected(false);
    socket.on(event, onPayload);
    socket.on('connect', up);
    socket.on('disconnect', down);
    socket.on('connect_error', down);
    if (socket.connected) setConnected(true);
    return () => {
      socket.off(event, onPayload);
      socket.off('connect', up);
      socket.off('disconnect', down);
      socket.off('connect_error', down);
      setConnected(false);
      release();
    };
  }, [event, wanted, socketClient]);

  return { connected };
}
