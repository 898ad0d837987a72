import type { ReactNode } from 'react';
import { toastRequested, withSonner } from './sonner';
import { ToastCard, type ToastVariant } from './ToastCard';

export interface ToastOptions {
  title: ReactNode;
  description?: ReactNode;
  /** Default "default"; the spec's errors are "destructive", confirmations "success". */
  variant?: ToastVariant;
  /** ms; default 5000. */
  duration?: number;
}

// Ids are made here, not by sonner, so toast() can return one before sonner has loaded (sonner.ts).
// The random part keeps apart the ids of two copies of this file (the shell's and a remote's).
const ID_PREFIX = `toast-${Math.random().toString(36).slice(2, 8)}`;
let lastId = 0;

/** Shows a toast in the page's <Toaster/>; returns its id. */
export function toast({ title, description, variant = 'default', duration = 5000 }: ToastOptions): string {
  const id = `${ID_PREFIX}-${++lastId}`;
  withSonner(({ toast: sonnerToast }) => {
    sonnerToast.custom(
      (toastId) => (
        <ToastCard title={title} description={description} variant={variant} onClose={() => sonnerToast.dismiss(toastId)} />
      ),
      { id, duration },
    );
  });
  return id;
}

/** Dismisses one toast, or all without an id (before any toast, there is nothing to load sonner for). */
export function dismissToast(id?: string | number): void {
  if (!toastRequested()) return;
  withSonner(({ toast: sonnerToast }) => sonnerToast.dismiss(id));
}
