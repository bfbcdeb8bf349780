import { useCallback } from 'react';
import { useNotify } from 'react-admin';

export interface AdminToast {
  title: string;
  description?: string;
  /** Destructive toasts are shown as errors (spec §8). */
  variant?: 'default' | 'destructive';
}

/**
 * Shows a toast with a title and a description (spec §8, e.g. "Success" / "Invite code
 * generated successfully"). It goes through react-admin's notification queue, so the
 * console's <AdminToaster> shows it like react-admin's own notifications.
 */
export function useAdminToast(): (toast: AdminToast) => void {
  const notify = useNotify();
  return useCallback(
    ({ title, description, variant = 'default' }: AdminToast) =>
      notify(description ?? title, {
        type: variant === 'destructive' ? 'error' : 'success',
        title,
        // The texts are the spec's or the server's, never translation keys.
        messageArgs: { _: description ?? title },
      }),
    [notify],
  );
}
