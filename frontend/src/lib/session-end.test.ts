import { QueryClient } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { outgoingOf, putOutgoing } from '../components/chat/outbox';
import { api, haltRequests } from './api-client';
import { markLeaving, QUICK_EXITED_KEY, SESSION_CHANNEL, SIGNED_OUT_KEY } from './browser';
import { DISCREET_KEY } from './discreet';
import { clearDrafts, useDraft } from './drafts';
import { onStopPlayback } from './playback/stop';
import { bindSessionEnd, sessionEnded } from './session-end';
import { loadSocketClient, useSocketEvent } from './socket';

/** A fake socket.io connection: what the server sends is `fire`d at it. */
const fake = vi.hoisted(() => {
  class FakeSocket {
    connected = true;
    handlers = new Map<string, Set<(...args: unknown[]) => void>>();
    disconnect = vi.fn(() => {
      this.connected = false;
    });
    on(event: string, fn: (...args: unknown[]) => void) {
      if (!this.handlers.has(event)) this.handlers.set(event, new Set());
      this.handlers.get(event)!.add(fn);
      return this;
    }
    off(event: string, fn: (...args: unknown[]) => void) {
      this.handlers.get(event)?.delete(fn);
      return this;
    }
    removeAllListeners() {
      this.handlers.clear();
      return this;
    }
    fire(event: string, ...args: unknown[]) {
      for (const fn of [...(this.handlers.get(event) ?? [])]) fn(...args);
    }
  }
  return { FakeSocket, sockets: [] as InstanceType<typeof FakeSocket>[] };
});
vi.mock('socket.io-client', () => ({
  io: () => {
    const socket = new fake.FakeSocket();
    fake.sockets.push(socket);
    return socket;
  },
}));

const USER = { id: 'u1', email: 'her@example.org', firstName: 'Maya' };

/** What another tab of this browser hears on the session channel. */
function listenAsAnotherTab(): { heard: unknown[]; close: () => void } {
  const heard: unknown[] = [];
  const channel = new BroadcastChannel(SESSION_CHANNEL);
  channel.onmessage = (event) => heard.push(event.data);
  return { heard, close: () => channel.close() };
}

describe('the end of a session wipes the page (lib/session-end)', () => {
  let replace: ReturnType<typeof vi.fn>;
  let client: QueryClient;
  let unbind: () => void;

  beforeEach(() => {
    replace = vi.fn();
    vi.stubGlobal('location', { ...window.location, replace });
    client = new QueryClient();
    client.setQueryData(['auth', 'user'], USER);
    client.setQueryData(['supportmatch', 'partnership', 'active'], { partnerNickname: 'Kestrel' });
    client.setQueryData(['supportmatch', 'messages', 'p1'], [{ content: 'the words she wrote' }]);
    unbind = bindSessionEnd({
      isSignedIn: () => !!client.getQueryData(['auth', 'user']),
      wipe: () => client.clear(),
    });
  });
  afterEach(() => {
    unbind();
    haltRequests(false);
    markLeaving(false);
    clearDrafts();
    document.body.style.visibility = '';
    sessionStorage.clear();
    localStorage.clear();
    vi.restoreAllMocks();
  });

  it('hides the page, drops every cached answer, her drafts, unsent messages and the story, then replaces this entry with the landing page', async () => {
    const draft = renderHook(() => useDraft('chat:p1'));
    act(() => draft.result.current[1]('half a sentence'));
    putOutgoing('partnership:p1', { clientId: 'c1', content: 'unsent words', status: 'failed', failures: 1, retryAt: 0 });
    const stop = vi.fn();
    const unregister = onStopPlayback(stop);
    const otherTab = listenAsAnotherTab();

    act(() => sessionEnded());

    expect(document.body.style.visibility).toBe('hidden');
    expect(client.getQueryCache().getAll()).toHaveLength(0);
    expect(draft.result.current[0]).toBe('');
    expect(outgoingOf('partnership:p1')).toEqual([]);
    expect(stop).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem(SIGNED_OUT_KEY)).toBe('1');
    expect(replace).toHaveBeenCalledWith('/');
    await vi.waitFor(() => expect(otherTab.heard).toEqual([{ type: 'session-ended', neutral: false }]));
    otherTab.close();
    unregister();
  });

  it('lets no data call leave the page afterwards (polling and refetches stop)', async () => {
    sessionEnded();
    const fetch = vi.spyOn(globalThis, 'fetch');
    await expect(api.get('/api/notifications')).rejects.toMatchObject({ status: 401 });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('on a page already leaving because its own session ends (Log Out, quick exit, deletion), only stops its requests', async () => {
    markLeaving();
    sessionEnded();
    expect(replace).not.toHaveBeenCalled();
    const fetch = vi.spyOn(globalThis, 'fetch');
    await expect(api.get('/api/notifications')).rejects.toMatchObject({ status: 401 });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('goes to the neutral page instead in discreet mode', () => {
    localStorage.setItem(DISCREET_KEY, '1');
    sessionEnded();
    expect(replace).toHaveBeenCalledWith('/notes');
  });

  it('keeps a tab that left by quick exit on the neutral page (Back read the session before its sign-out reached the server)', () => {
    sessionStorage.setItem(QUICK_EXITED_KEY, '1');
    sessionEnded();
    expect(replace).toHaveBeenCalledWith('/notes');
    expect(sessionStorage.getItem(QUICK_EXITED_KEY)).toBe('1');
  });

  it('does nothing on a page that shows no session (a 401 on the sign-in form), nor a second time', () => {
    sessionEnded();
    expect(replace).toHaveBeenCalledTimes(1);
    sessionEnded();
    expect(replace).toHaveBeenCalledTimes(1);
    client.setQueryData(['auth', 'user'], null);
    sessionEnded();
    expect(replace).toHaveBeenCalledTimes(1);
  });

  it('ends on any 401 from a data call', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify({ statusCode: 401, message: 'Please sign in to continue' }), { status: 401 }));
    await expect(api.get('/api/supportmatch/partnership/active')).rejects.toMatchObject({ status: 401 });
    expect(client.getQueryCache().getAll()).toHaveLength(0);
    expect(replace).toHaveBeenCalledWith('/');
  });

  it('a 400 (a wrong password in Settings) ends nothing', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify({ statusCode: 400, message: 'That password is not correct' }), { status: 400 }));
    await expect(api.put('/api/account/password', {})).rejects.toMatchObject({ status: 400 });
    expect(client.getQueryData(['auth', 'user'])).toEqual(USER);
    expect(replace).not.toHaveBeenCalled();
  });

  it('follows another tab that ended (without telling the others again); after its quick exit, to the neutral page', async () => {
    const anotherTab = new BroadcastChannel(SESSION_CHANNEL);
    anotherTab.postMessage({ type: 'session-ended', neutral: true });
    await vi.waitFor(() => expect(replace).toHaveBeenCalledWith('/notes'));
    expect(client.getQueryCache().getAll()).toHaveLength(0);
    expect(sessionStorage.getItem(QUICK_EXITED_KEY)).toBe('1');
    anotherTab.close();
  });

  it('ends when the server says session.ended on the socket, and closes the socket for good', async () => {
    await loadSocketClient();
    const { unmount } = renderHook(() => useSocketEvent('notification', () => undefined));
    const socket = fake.sockets.at(-1)!;
    act(() => socket.fire('session.ended', {}));
    expect(client.getQueryCache().getAll()).toHaveLength(0);
    expect(replace).toHaveBeenCalledWith('/');
    expect(socket.disconnect).toHaveBeenCalled();
    expect(socket.handlers.size).toBe(0);
    unmount();
  });
});
