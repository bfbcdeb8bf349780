import { isValidElement, useEffect, useRef, useState } from 'react';
import { useNotificationContext, useTakeUndoableMutation, useTranslate, type NotificationPayload } from 'react-admin';
import { ToastView, type ShownToast } from '../../components/toast';
import { useAdminT } from '../lib/i18n';

/**
 * The console's notification area (passed to <Admin notification>): shows react-admin's
 * notifications and the screens' toasts (useAdminToast) with a title and a description, the
 * newest replacing the one on screen rather than queueing behind it.
 */
export function AdminToaster() {
  const { notifications, resetNotifications } = useNotificationContext();
  const takeMutation = useTakeUndoableMutation();
  const translate = useTranslate();
  const t = useAdminT();
  const [toast, setToast] = useState<ShownToast | null>(null);
  const [open, setOpen] = useState(false);
  const counter = useRef(0);

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
    const heading = typeof title === 'string' && title ? title : destructive ? t('common.error') : message;
    counter.current += 1;
    setToast({ key: counter.current, title: heading, description: heading === message ? undefined : message, destructive });
    setOpen(true);
  }, [notifications, resetNotifications, takeMutation, translate, t]);

  return <ToastView toast={toast} open={open} onClose={() => setOpen(false)} />;
}
