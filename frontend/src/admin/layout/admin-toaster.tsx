import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';
import { isValidElement, useEffect, useRef, useState, type ReactNode } from 'react';
import { useNotificationContext, useTakeUndoableMutation, useTranslate, type NotificationPayload } from 'react-admin';

/** Spec §9: one toast at a time, shown for 5000 ms, at most 420 px wide on medium screens; F8 focuses it. */
export const TOAST_DURATION_MS = 5000;

interface ShownToast {
  key: number;
  title: ReactNode;
  description?: ReactNode;
  destructive: boolean;
}

/**
 * The console's notification area (passed to <Admin notification>): shows react-admin's
 * notifications and the screens' toasts (useAdminToast) with a title and a description, the
 * newest replacing the one on screen rather than queueing behind it.
 */
export function AdminToaster() {
  const { notifications, resetNotifications } = useNotificationContext();
  const takeMutation = useTakeUndoableMutation();
  const translate = useTranslate();
  const [toast, setToast] = useState<ShownToast | null>(null);
  const [open, setOpen] = useState(false);
  const counter = useRef(0);
  const alertRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (notifications.length === 0) return;
    const latest: NotificationPayload = notifications[notifications.length - 1];
    resetNotifications();
    // The console saves pessimistically; should an undoable change ever be queued, commit it now.
    if (notifications.some((n) => n.notificationOptions?.undoable)) takeMutation()?.({ isUndo: false });

    const { title, messageArgs } = latest.notificationOptions ?? {};
    const message =
      typeof latest.message === 'string'
        ? translate(latest.message, { _: latest.message, ...(messageArgs ?? {}) })
        : isValidElement(latest.message)
          ? latest.message
          : null;
    const destructive = latest.type === 'error' || latest.type === 'warning';
    const heading = typeof title === 'string' && title ? title : destructive ? 'Error' : message;
    counter.current += 1;
    setToast({ key: counter.current, title: heading, description: heading === message ? undefined : message, destructive });
    setOpen(true);
  }, [notifications, resetNotifications, takeMutation, translate]);

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

  return (
    <Snackbar
      key={toast?.key}
      open={open && toast !== null}
      autoHideDuration={TOAST_DURATION_MS}
      onClose={close}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      sx={{ maxWidth: { md: 420 } }}
    >
      <Alert
        ref={alertRef}
        tabIndex={-1}
        onClose={close}
        severity={toast?.destructive ? 'error' : 'success'}
        variant="filled"
        role={toast?.destructive ? 'alert' : 'status'}
        sx={{ width: '100%' }}
      >
        {toast && <AlertTitle sx={{ mb: toast.description ? 0.5 : 0 }}>{toast.title}</AlertTitle>}
        {toast?.description}
      </Alert>
    </Snackbar>
  );
}
