/**
 * sonner, loaded with the page's first toast or the person's first interaction (Toaster.tsx), not
 * with the page (≈34 KB of code, ≈10 KB gzipped that no first paint needs).
 *
 * `toast()` (toast.tsx) may run in a remote's copy of this design system and `<Toaster/>` in the
 * shell's; they meet through two things every copy shares: the `sonner` module itself (a federation
 * singleton: one toast queue) and the "a toast was requested" flag below, kept on `globalThis` under
 * a registered symbol so each copy of this file reads the same one. The Toaster renders sonner's
 * once the flag is up; sonner's Toaster shows on subscribing the toasts raised before it mounted.
 */
type Sonner = typeof import('sonner');

interface ToastRequestSignal {
  requested: boolean;
  listeners: Set<() => void>;
}

const SIGNAL = Symbol.for('loja-praia.toast-requested');

function signal(): ToastRequestSignal {
  const scope = globalThis as typeof globalThis & { [SIGNAL]?: ToastRequestSignal };
  return (scope[SIGNAL] ??= { requested: false, listeners: new Set() });
}

/** Whether a toast was raised on this page (then the Toaster loads sonner's). */
export function toastRequested(): boolean {
  return signal().requested;
}

export function subscribeToastRequested(listener: () => void): () => void {
  const { listeners } = signal();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

let loading: Promise<Sonner> | undefined;
let loaded: Sonner | undefined;
/** Operations waiting for sonner, so a dismissal never runs before the toast it dismisses. */
let pending = 0;

/**
 * Runs `run` with sonner: at once when it is loaded and nothing waits before, else after the
 * operations queued earlier. Raising the flag first lets the Toaster start loading sonner's too.
 */
export function withSonner(run: (sonner: Sonner) => void): void {
  const state = signal();
  if (!state.requested) {
    state.requested = true;
    state.listeners.forEach((listener) => listener());
  }
  if (loaded && pending === 0) {
    run(loaded);
    return;
  }
  pending++;
  loading ??= import('sonner').then(
    (module) => (loaded = module),
    (error: unknown) => {
      loading = undefined; // the next toast tries again
      throw error;
    },
  );
  void loading
    .then(run, (error: unknown) => console.error('Não foi possível carregar as notificações (sonner).', error))
    .finally(() => pending--);
}
