import { Component, Suspense, useCallback, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { PartLoadError, type LazyPart } from './lazyPart';
import { usePreloadWhenIdle } from './usePreloadWhenIdle';

/** A part whose chunk could not load keeps its placeholder (nobody asked for it: no toast); a later mount tries again. */
class KeepPlaceholder extends Component<{ placeholder: ReactNode; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    if (error instanceof PartLoadError) error.forget();
  }

  render() {
    return this.state.failed ? this.props.placeholder : this.props.children;
  }
}

/** Calls `show` in the first idle moment after the first commit (without waiting for the window's load event). */
function useWhenIdle(active: boolean, show: () => void) {
  useEffect(() => {
    if (!active) return;
    if (typeof window.requestIdleCallback === 'function') {
      const idle = window.requestIdleCallback(show, { timeout: 1000 });
      return () => window.cancelIdleCallback(idle);
    }
    const timer = setTimeout(show, 100);
    return () => clearTimeout(timer);
  }, [active, show]);
}

export interface BelowTheFoldOptions {
  /**
   * When the part replaces its placeholder: 'settled' (default) once the page has loaded and the
   * browser is idle (usePreloadWhenIdle), 'idle' in the first idle moment after the first view, for a
   * part a shopper may reach soon (the phone's search bar above the grid).
   */
  after?: 'settled' | 'idle';
}

/**
 * A part of the page that is not needed for the first view (issue 25 §2): its placeholder, of the
 * part's own height, is rendered on the server and in the client's first commit, so nothing moves;
 * after the first view its chunk loads (lazyPart) and the part takes the placeholder's place. A part
 * already loaded (a return to the page) renders at once.
 */
export function belowTheFold<P extends object>(
  part: LazyPart<P>,
  Placeholder: ComponentType<P>,
  name: string,
  { after = 'settled' }: BelowTheFoldOptions = {},
) {
  function BelowTheFold(props: P) {
    const [shown, setShown] = useState(part.isLoaded);
    const show = useCallback(() => setShown(true), []);
    usePreloadWhenIdle(after === 'settled' && !shown, show);
    useWhenIdle(after === 'idle' && !shown, show);
    const placeholder = <Placeholder {...props} />;
    if (!shown) return placeholder;
    return (
      <KeepPlaceholder placeholder={placeholder}>
        <Suspense fallback={placeholder}>
          <part.Component {...props} />
        </Suspense>
      </KeepPlaceholder>
    );
  }
  BelowTheFold.displayName = name;
  return BelowTheFold;
}
