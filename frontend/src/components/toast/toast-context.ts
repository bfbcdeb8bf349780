import { createContext, useContext } from 'react';

/** A button in the toast (e.g. Undo): pressing it runs `onClick` and closes the toast. */
export interface ToastAction {
  label: string;
  onClick: () => void;
}

export interface ToastOptions {
  title: string;
  description?: string;
  /** Destructive toasts are shown with the error severity. */
  variant?: 'default' | 'destructive';
  /** One action; such a toast stays longer (TOAST_ACTION_DURATION_MS) so there is time to press it. */
  action?: ToastAction;
}

export type ShowToast = (toast: ToastOptions) => void;

export const ToastContext = createContext<ShowToast | null>(null);

export function useToast(): { toast: ShowToast } {
  const toast = useContext(ToastContext);
  if (!toast) throw new Error('useToast must be used inside <ToastProvider>');
  return { toast };
}
