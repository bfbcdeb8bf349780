import { i18n } from '../../lib/i18n';
import CloseRounded from '@mui/icons-material/CloseRounded';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';
import { useEffect, useLayoutEffect, useRef, useState, type PointerEvent, type ReactNode } from 'react';
import { actionBoxes, clearTop, placeToast, toastSpots, type ToastEdge } from './placement';
import type { ToastAction } from './toast-context';

/** Spec §9: one toast at a time, shown for 5000 ms; F8 moves focus to it; a 50 px swipe right dismisses it. */
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
/** A toast with an action (e.g. Undo) stays twice as long; hovering or focusing it pauses the timer. */
export const TOAST_ACTION_DURATION_MS = 10_000;

export interface ShownToast {
  /** A new key replaces the toast on screen (and restarts its timer). */
  key: number;
  title: ReactNode;
  description?: ReactNode;
  destructive: boolean;
  action?: ToastAction;
}

/**
 * The one toast of the app and of the admin console: bottom right (or below the header when that
 * spot would cover an action), at most 420 px wide on medium screens, destructive toasts with the
 * error severity and role "alert".
 */
export function ToastView({ toast, open, onClose }: { toast: ShownToast | null; open: boolean; onClose: () => void }) {
  const alertRef = useRef<HTMLDivElement>(null);
  const swipeStart = useRef<number | null>(null);
  const [edge, setEdge] = useState<{ key: number; edge: ToastEdge; top: number } | null>(null);
  const shown = open && toast !== null;

  // Before the toast is painted: at the bottom, unless it would cover something the member could
  // tap there (a heading or a primary action counting for more); then just below the header and
  // the Quick exit button, never under it (issue 21 item 11, issue 28 item 5). Placed again while it shows when the
  // page under it changes (a toast often comes with a navigation) or scrolls.
  useLayoutEffect(() => {
    const root = alertRef.current?.parentElement;
    if (!shown || !toast || !root) return;
    const place = () => {
      const header = document.querySelector('header');
      const headerBottom = clearTop();
      const spots = toastSpots({
        width: root.offsetWidth,
        height: root.offsetHeight,
        viewport: { width: window.innerWidth, height: window.innerHeight },
        wide: window.innerWidth >= 640,
        headerBottom,
      });
      const { edge: chosen, top } = placeToast(spots, actionBoxes([root, header]), window.innerHeight);
      setEdge((old) => (old && old.key === toast.key && old.edge === chosen && old.top === top ? old : { key: toast.key, edge: chosen, top }));
    };
    place();
    let frame = 0;
    const later = () => {
      if (!frame) frame = requestAnimationFrame(() => ((frame = 0), place()));
    };
    const observer = new MutationObserver(later);
    observer.observe(document.body, { childList: true, subtree: true });
    window.addEventListener('scroll', later, { passive: true });
    window.addEventListener('resize', later);
    return () => {
      observer.disconnect();
      window.removeEventListener('scroll', later);
      window.removeEventListener('resize', later);
      cancelAnimationFrame(frame);
    };
  }, [shown, toast]);
  const placement = edge && toast && edge.key === toast.key ? edge : null;

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'F8') alertRef.current?.focus();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const close = (_event?: unknown, reason?: SnackbarCloseReason) => {
    if (reason !== 'clickaway') onClose();
  };

  const swipe = {
    onPointerDown: (event: PointerEvent<HTMLDivElement>) => {
      swipeStart.current = event.clientX;
    },
    onPointerUp: (event: PointerEvent<HTMLDivElement>) => {
      if (swipeStart.current !== null && event.clientX - swipeStart.current > TOAST_SWIPE_THRESHOLD_PX) onClose();
      swipeStart.current = null;
    },
    onPointerCancel: () => {
      swipeStart.current = null;
    },
  };

  return (
    <Snackbar
      key={toast?.key}
      open={open && toast !== null}
      autoHideDuration={toast?.action ? TOAST_ACTION_DURATION_MS : TOAST_DURATION_MS}
      onClose={close}
      anchorOrigin={{ vertical: placement?.edge ?? 'bottom', horizontal: 'right' }}
      style={placement?.edge === 'top' ? { top: placement.top, bottom: 'auto' } : undefined}
      data-placement={placement?.edge ?? 'bottom'}
      sx={{ maxWidth: { md: 420 } }}
    >
      <Alert
        ref={alertRef}
        tabIndex={-1}
        onClose={close}
        severity={toast?.destructive ? 'error' : 'success'}
        variant="filled"
        role={toast?.destructive ? 'alert' : 'status'}
        {...swipe}
        // With an action the close button is drawn here too (Alert draws its own only without one).
        action={
          toast?.action ? (
            <>
              <Button
                color="inherit"
                size="small"
                onClick={() => {
                  toast.action?.onClick();
                  onClose();
                }}
                sx={{ fontWeight: 700, textDecoration: 'underline', alignSelf: 'center' }}
              >
                {toast.action.label}
              </Button>
              <IconButton color="inherit" size="small" aria-label={i18n.t('common:close')} title={i18n.t('common:close')} onClick={() => close()}>
                <CloseRounded fontSize="small" />
              </IconButton>
            </>
          ) : undefined
        }
        sx={{ width: '100%', touchAction: 'pan-y' }}
      >
        {toast && <AlertTitle sx={{ mb: toast.description ? 0.5 : 0 }}>{toast.title}</AlertTitle>}
        {toast?.description}
      </Alert>
    </Snackbar>
  );
}
