export { toast, dismissToast } from './toast';
export type { ToastOptions } from './toast';
export { Toaster } from './Toaster';
export type { ToasterProps, ToasterPosition } from './Toaster';
export { defaultToasterPosition } from './Toaster';
export { ToastCard } from './ToastCard';
export type { ToastCardProps, ToastVariant } from './ToastCard';
