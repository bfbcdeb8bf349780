import { useEffect, useState } from 'react';

/**
 * How far the bottom of the visible area sits above the bottom of the layout viewport, in px: on a
 * phone, the height of the on-screen keyboard (most mobile browsers shrink only the visual viewport
 * when it opens, so `bottom: 0` would sit behind it). 0 when `enabled` is false, without the
 * VisualViewport API, or while the page is pinch-zoomed (then the visual viewport moves for other reasons).
 */
export function useKeyboardInset(enabled: boolean): number {
  const [inset, setInset] = useState(0);
  useEffect(() => {
    const viewport = typeof window === 'undefined' ? undefined : window.visualViewport;
    if (!enabled || !viewport) return undefined;
    const update = () => {
      const zoomed = Math.abs(viewport.scale - 1) > 0.01;
      setInset(zoomed ? 0 : Math.max(0, Math.round(window.innerHeight - viewport.height - viewport.offsetTop)));
    };
    update();
    viewport.addEventListener('resize', update);
    viewport.addEventListener('scroll', update);
    return () => {
      viewport.removeEventListener('resize', update);
      viewport.removeEventListener('scroll', update);
    };
  }, [enabled]);
  return enabled ? inset : 0;
}
