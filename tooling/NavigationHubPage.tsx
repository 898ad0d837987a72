/**
 * A section's hub page (shared by the shell and the standalone dev entry): its content
 * (./NavigationHubContent.tsx) is a chunk of its own. It reads the cards' counts through the
 * platform's RTK Query api, and the shell's routes import this page at start: importing the content
 * there put RTK Query on every first page, the storefront's too (issue 25 §2). A hub only shows in the
 * back-office, whose layout is itself loaded on demand.
 */
import { lazy, Suspense } from 'react';
import type { NavigationHubContentProps } from './NavigationHubContent.tsx';

const NavigationHubContent = lazy(() => import('./NavigationHubContent.tsx').then((m) => ({ default: m.NavigationHubContent })));

export type NavigationHubPageProps = NavigationHubContentProps;

export function NavigationHubPage(props: NavigationHubPageProps) {
  return (
    <Suspense fallback={null}>
      <NavigationHubContent {...props} />
    </Suspense>
  );
}
