import { use, type ComponentType } from 'react';

/** A promise with the fields React's `use` reads to return a settled value without suspending. */
type Settled<T> = Promise<T> & { status?: 'fulfilled' | 'rejected'; value?: T; reason?: unknown; awaited?: boolean };

/** A part's chunk did not load; `forget` lets the next render load it again. */
export class PartLoadError extends Error {
  constructor(
    cause: unknown,
    readonly forget: () => void,
  ) {
    super('Não foi possível carregar esta parte da página.', { cause });
    this.name = 'PartLoadError';
  }
}

export interface LazyPart<P extends object> {
  /** Renders the part once its chunk is here; suspends (nearest Suspense) while it loads. */
  Component: ComponentType<P>;
  /** Starts loading the chunk (hover, focus, idle time); the same promise until it fails. */
  preload: () => Promise<ComponentType<P>>;
  /** Whether the chunk is here: the part then renders without suspending. */
  isLoaded: () => boolean;
}

/**
 * A component loaded from its own chunk the first time it renders or is preloaded: React.lazy with a
 * `preload` (so a hover or idle time can fetch it before the click) and a retry after a failed load
 * (React.lazy keeps a rejection for good; here opening the part again asks the network again).
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): LazyPart<P> {
  let pending: Settled<ComponentType<P>> | undefined;
  /** The load in flight or done; a failed one is tried again. */
  const preload = () => {
    if (!pending || pending.status === 'rejected') {
      const promise: Settled<ComponentType<P>> = load();
      // Marked as React's `use` reads a settled promise: a part preloaded before it first renders
      // renders at once, without suspending for a tick.
      // (Block bodies: returning the promise itself would make this derived promise adopt its rejection.)
      promise.then(
        (value) => {
          Object.assign(promise, { status: 'fulfilled', value });
        },
        (reason: unknown) => {
          Object.assign(promise, { status: 'rejected', reason });
        },
      );
      pending = promise;
    }
    return pending;
  };
  function Component(props: P) {
    // The load this render waited for failed: the error goes to the boundary (LazyMount's), which
    // closes the part and then forgets the load, so opening it again tries again. Not forgotten here:
    // React renders a failed component once more before the boundary takes over, and that render must
    // fail the same way, not start a new load. A failed preload nobody waited for is simply retried.
    if (pending?.status === 'rejected' && pending.awaited) {
      const failed = pending;
      throw new PartLoadError(failed.reason, () => {
        if (pending === failed) pending = undefined;
      });
    }
    const promise = preload();
    promise.awaited = true;
    const Loaded = use(promise as Promise<ComponentType<P>>);
    return <Loaded {...props} />;
  }
  return { Component, preload, isLoaded: () => pending?.status === 'fulfilled' };
}

/** Preloads and forgets: a failure is retried (and reported) when the part is really opened. */
export const preloadQuietly = (...parts: Array<{ preload: () => Promise<unknown> }>) => {
  for (const part of parts) part.preload().catch(() => undefined);
};
