import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';
import { useCallback, useEffect, useRef, useState, type PointerEvent, type ReactNode } from 'react';
import { ToastContext, type ToastOptions } from './toast-context';

/** Spec §9: one toast at a time, shown for 5000 ms; F8 moves focus to it; a 50 px swipe right dismisses it. */
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;

interface ActiveToast extends ToastOptions {
  key: number;
}

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<ActiveToast | null>(null);
  const [open, setOpen] = useState(false);
  const counter = useRef(0);
  const alertRef = useRef<HTMLDivElement>(null);
  const swipeStart = useRef<number | null>(null);

  const show = useCallback((options: ToastOptions) => {
    counter.current += 1;
    setToast({ ...options, key: counter.current });
    setOpen(true);
  }, []);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'F8') alertRef.current?.focus();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const close = (_event?: unknown, reason?: SnackbarCloseReason) => {
    if (reason === 'clickaway') return;
    setOpen(false);
  };

  const swipe = {
    onPointerDown: (event: PointerEvent<HTMLDivElement>) => {
      swipeStart.current = event.clientX;
    },
    onPointerUp: (event: PointerEvent<HTMLDivElement>) => {
      if (swipeStart.current !== null && event.clientX - swipeStart.current > TOAST_SWIPE_THRESHOLD_PX) setOpen(false);
      swipeStart.current = null;
    },
    onPointerCancel: () => {
      swipeStart.current = null;
    },
  };

  const destructive = toast?.variant === 'destructive';
  return (
    <ToastContext.Provider value={show}>
      {children}
      <Snackbar
        key={toast?.key}
        open={open}
        autoHideDuration={TOAST_DURATION_MS}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        sx={{ maxWidth: { md: 420 } }}
      >
        <Alert
          ref={alertRef}
          tabIndex={-1}
          onClose={close}
          severity={destructive ? 'error' : 'success'}
          variant="filled"
          role={destructive ? 'alert' : 'status'}
          {...swipe}
          sx={{ width: '100%', touchAction: 'pan-y' }}
        >
          {toast && <AlertTitle sx={{ mb: toast.description ? 0.5 : 0 }}>{toast.title}</AlertTitle>}
          {toast?.description}
        </Alert>
      </Snackbar>
    </ToastContext.Provider>
  );
}
