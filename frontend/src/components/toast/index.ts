export { ToastProvider, TOAST_ACTION_DURATION_MS, TOAST_DURATION_MS } from './toast-provider';
export { useToast, type ToastAction, type ToastOptions } from './toast-context';
export { ToastView, type ShownToast } from './toast-view';
