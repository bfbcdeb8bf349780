import { createContext, useContext } from 'react';

export interface ToastOptions {
  title: string;
  description?: string;
  /** Destructive toasts are shown with the error severity. */
  variant?: 'default' | 'destructive';
}

export type ShowToast = (toast: ToastOptions) => void;

export const ToastContext = createContext<ShowToast | null>(null);

export function useToast(): { toast: ShowToast } {
  const toast = useContext(ToastContext);
  if (!toast) throw new Error('useToast must be used inside <ToastProvider>');
  return { toast };
}
