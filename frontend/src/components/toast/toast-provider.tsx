import { useCallback, useRef, useState, type ReactNode } from 'react';
import { ToastContext, type ToastOptions } from './toast-context';
import { ToastView, type ShownToast } from './toast-view';

export { TOAST_ACTION_DURATION_MS, TOAST_DURATION_MS, TOAST_SWIPE_THRESHOLD_PX } from './toast-view';

/** Gives the app `useToast()`; the newest toast replaces the one on screen. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<ShownToast | null>(null);
  const [open, setOpen] = useState(false);
  const counter = useRef(0);

  const show = useCallback((options: ToastOptions) => {
    counter.current += 1;
    setToast({
      key: counter.current,
      title: options.title,
      description: options.description,
      destructive: options.variant === 'destructive',
      action: options.action,
    });
    setOpen(true);
  }, []);

  return (
    <ToastContext.Provider value={show}>
      {children}
      <ToastView toast={toast} open={open} onClose={() => setOpen(false)} />
    </ToastContext.Provider>
  );
}
