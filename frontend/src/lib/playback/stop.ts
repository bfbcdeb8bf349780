/**
 * Stopping whatever plays, from places that must not know the player: quick exit and Log Out call
 * `stopPlayback()`; the member shell's player registers what stopping means (pause, forget the
 * story, hide the mini-player). Small on purpose: quick exit is on the first page of every visit.
 */
const stoppers = new Set<() => void>();

/** Registers `stop` until the returned function is called. */
export function onStopPlayback(stop: () => void): () => void {
  stoppers.add(stop);
  return () => {
    stoppers.delete(stop);
  };
}

/**
 * Stops playback at once: every registered player, then any media element still in the page (a
 * belt for the braces: nothing may keep sounding while the member leaves).
 */
export function stopPlayback(): void {
  for (const stop of [...stoppers]) {
    try {
      stop();
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
