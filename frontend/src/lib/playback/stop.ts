/**
 * Stopping whatever plays, from places that must not know the player: quick exit and Log Out call
 * `stopPlayback()`; the member shell's player registers what stopping means (pause, forget the
 * story, hide the mini-player). Small on purpose: quick exit is on the first page of every visit.
 */
/**
 * `keepPlace`: save the position on the way out (a request that outlives the page). False when the
 * session is ending at the same moment (Log Out, quick exit that signs out, the session's end): two
 * requests leaving together reach the server in no guaranteed order, so the save could arrive after
 * the sign-out and be answered 401; the player saved its place on the last pause and every few
 * seconds while playing, which is what the member finds.
 */
export interface StopOptions {
  keepPlace: boolean;
}

const stoppers = new Set<(options: StopOptions) => void>();

/** Registers `stop` until the returned function is called. */
export function onStopPlayback(stop: (options: StopOptions) => void): () => void {
  stoppers.add(stop);
  return () => {
    stoppers.delete(stop);
  };
}

/**
 * Stops playback at once: every registered player, then any media element still in the page (a
 * belt for the braces: nothing may keep sounding while the member leaves).
 */
export function stopPlayback(options: StopOptions = { keepPlace: true }): void {
  for (const stop of [...stoppers]) {
    try {
      stop(options);
    } catch {
      /* one failing player must not keep the others playing */
    }
  }
  if (typeof document === 'undefined') return;
  document.querySelectorAll<HTMLMediaElement>('audio, video').forEach((media) => {
    try {
      if (!media.paused) media.pause();
    } catch {
      /* an element that cannot pause is not playing */
    }
  });
}
