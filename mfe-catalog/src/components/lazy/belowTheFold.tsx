import { Component, Suspense, useCallback, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { afterFirstView } from '@loja/shared-ui/platform/core';
import { PartLoadError, type LazyPart } from './lazyPart';

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

/**
 * A part of the page that is not needed for the first view (issue 25 §2): its placeholder, of the
 * part's own height, is rendered on the server and in the client's first commit, so nothing moves;
 * after the first view (`firstViewShown()`, or the platform's fallback after the load event) its
 * chunk loads (lazyPart) in an idle moment and the part takes the placeholder's place. A part
 * already loaded (a return to the page) renders at once.
 */
export function belowTheFold<P extends object>(
  part: LazyPart<P>,
  Placeholder: ComponentType<P>,
  name: string,
) {
  function BelowTheFold(props: P) {
    const [shown, setShown] = useState(part.isLoaded);
    const show = useCallback(() => setShown(true), []);
    // After the page's first view (the platform's signal: the grid has its products), when idle.
    useEffect(() => (shown ? undefined : afterFirstView(show)), [shown, show]);
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
