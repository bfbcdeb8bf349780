export { ToastProvider, TOAST_DURATION_MS } from './toast-provider';
export { useToast, type ToastOptions } from './toast-context';
export { ToastView, type ShownToast } from './toast-view';
