import { haltRequests, onUnauthorized } from './api-client';
import { announceSessionEnded, isLeaving, markQuickExited, markSignedOutHere, quickExitedHere, replaceBrowser, SESSION_CHANNEL, type SessionEndedNotice } from './browser';
import { isDiscreet, NEUTRAL_PATH } from './discreet';
import { clearDrafts } from './drafts';
import { stopPlayback } from './playback/stop';

/**
 * A signed-out screen shows nothing (ARCHITECTURE.md "Realtime contract", issue 27): when the
 * session this page shows ends, however it ended and whichever device ended it, the page wipes
 * what it shows and holds for that account at once and leaves for the landing page (the neutral
 * page in discreet mode), replacing its history entry.
 *
 * It learns of the end from the server's `session.ended` on the socket (lib/socket), from any data
 * call answered 401 (lib/api-client), or from another tab of this browser (a BroadcastChannel);
 * it tells the other tabs in turn. The wipe: no data call leaves the page any more (so nothing
 * refetches what is wiped), the page is hidden, the story stops (the player
 * forgets it), drafts are forgotten, then whatever registered a wipe (the query cache, the socket,
 * the outbox), and the tab remembers it signed out (so member addresses reached by Back lead to
 * the landing page, never to a screen that says where she was).
 */

const wipers = new Set<() => void>();

/** Registers what the end of the session wipes (the socket, the outbox…) until the returned function is called. */
export function onSessionWipe(wipe: () => void): () => void {
  wipers.add(wipe);
  return () => {
    wipers.delete(wipe);
  };
}

/** What the app gives this module: whether a session is shown here now, and how to wipe its data (the query cache). */
export interface SessionBinding {
  isSignedIn: () => boolean;
  wipe: () => void;
}

let binding: SessionBinding | undefined;

/**
 * The session this page shows has ended: wipes and leaves at once. Does nothing when no session is
 * shown here (a signed-out page, or one already wiped), so a 401 on the sign-in form or a second
 * notice changes nothing. `neutral` (another tab left by quick exit) leaves for the neutral page.
 */
export function sessionEnded({ announce = true, neutral = false }: { announce?: boolean; neutral?: boolean } = {}): void {
  if (!binding?.isSignedIn()) return;
  haltRequests();
  // Log Out, quick exit or a deletion is already taking the page away (lib/browser markLeaving).
  if (isLeaving()) return;
  if (typeof document !== 'undefined') document.body.style.visibility = 'hidden';
  const steps = [() => stopPlayback({ keepPlace: false }), clearDrafts, binding.wipe, ...wipers];
  for (const step of steps) {
    try {
      step();
    } catch {
      /* one failing step must not leave the rest of her data on the screen */
    }
  }
  markSignedOutHere();
  // A tab showing the neutral page after its quick exit (Back from the everyday site, whose page
  // can still have read the session before the quick exit's sign-out reached the server) stays
  // neutral: the landing page would name the product there.
  const stayNeutral = neutral || quickExitedHere();
  if (stayNeutral) markQuickExited();
  if (announce) announceSessionEnded(neutral);
  replaceBrowser(stayNeutral || isDiscreet() ? NEUTRAL_PATH : '/');
}

/**
 * Binds the app to the session's end while it is mounted (the app provider): a 401 from a data call
 * and a notice from another tab end it here too. Returns the unbinding.
 */
export function bindSessionEnd(app: SessionBinding): () => void {
  binding = app;
  const stopListening = onUnauthorized(() => sessionEnded());
  let channel: BroadcastChannel | undefined;
  try {
    channel = new BroadcastChannel(SESSION_CHANNEL);
    channel.onmessage = (event: MessageEvent<SessionEndedNotice>) => {
      if (event.data?.type === 'session-ended') sessionEnded({ announce: false, neutral: event.data.neutral === true });
    };
  } catch {
    channel = undefined; // no BroadcastChannel: each tab hears the server itself
  }
  return () => {
    stopListening();
    channel?.close();
    if (binding === app) binding = undefined;
  };
}
