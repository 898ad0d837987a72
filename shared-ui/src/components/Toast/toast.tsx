import type { ReactNode } from 'react';
import { toast as sonnerToast } from 'sonner';
import { ToastCard, type ToastVariant } from './ToastCard';

export interface ToastOptions {
  title: ReactNode;
  description?: ReactNode;
  /** Default "default"; the spec's errors are "destructive", confirmations "success". */
  variant?: ToastVariant;
  /** ms; default 5000. */
  duration?: number;
}

/** Shows a toast in the page's <Toaster/>; returns its id. */
export function toast({ title, description, variant = 'default', duration = 5000 }: ToastOptions): string | number {
  return sonnerToast.custom(
    (id) => (
      <ToastCard title={title} description={description} variant={variant} onClose={() => sonnerToast.dismiss(id)} />
    ),
    { duration },
  );
}

/** Dismisses one toast, or all without an id. */
export function dismissToast(id?: string | number): void {
  sonnerToast.dismiss(id);
}
