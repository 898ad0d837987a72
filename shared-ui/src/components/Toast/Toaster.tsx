import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import styled, { useTheme } from 'styled-components';
import { media } from '../../theme/media';
import { subscribeToastRequested, toastRequested } from './sonner';

// sonner's Toaster loads with the page's first toast, not with the page (see sonner.ts).
const SonnerToaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })));

export type ToasterPosition = 'top-left' | 'top-right' | 'bottom-left' | 'bottom-right' | 'top-center' | 'bottom-center';

export interface ToasterProps {
  /**
   * One position at every width. Left out (the default), the toasts go where they cover no action
   * that may follow them: at the top centre, under the fixed header (its sacola, menu, Login and Sair
   * buttons stay in reach), at every width. Not at the bottom: there they covered the stock alerts
   * and the movement's grade picker (bottom left, issue 23), a sheet's or a dialog's buttons and the
   * bottom bar. From md up a card is at most as wide as the space a 28rem side sheet (the sacola)
   * leaves, so the page header's actions on the right and an open sheet stay clear.
   */
  position?: ToasterPosition;
}

/** The default placement of the toasts, the same at every width (see ToasterProps.position). */
export function defaultToasterPosition(): ToasterPosition {
  return 'top-center';
}

// The theme's toast layer (above dialogs and the fixed header) instead of sonner's own 999999999;
// doubled class so it outranks sonner's `[data-sonner-toaster]` rule whatever the stylesheet order.
// From md up a centred card is at most as wide as twice a 28rem sheet (the sacola) leaves, so from
// about 1200 px a toast raised while the sacola is open stays clear of it (18rem at the least).
const ThemedToaster = styled(SonnerToaster)`
  && {
    z-index: ${({ theme }) => theme.zIndices.toast};
  }
  ${media.md} {
    && [data-sonner-toast] [data-variant] {
      width: max(18rem, min(24rem, calc(100vw - 2 * 28rem - 2 * ${({ theme }) => theme.space[4]})));
    }
  }
`;

const FIRST_INTERACTION = ['pointerdown', 'keydown', 'focusin'] as const;
/** Without any interaction, sonner's Toaster mounts this long after the page's load event. */
const AFTER_LOAD_MS = 3000;

/**
 * True from the person's first interaction with the page (a pointer, a key, a focus, a scroll), or
 * a few seconds after the page loaded. sonner's Toaster mounts then even with no toast yet, so its
 * live region (`aria-live`) is in the page before a toast is added to it, as screen readers need
 * to announce it. Not earlier: the load event comes before the app has even fetched its remote,
 * and an idle callback fires in every network wait, so either would fetch sonner before the
 * first products show. A toast raised before all that mounts it at once (the `requested` flag).
 */
function useAfterFirstInteraction(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let timer: number | undefined;
    const done = () => setReady(true);
    const startTimer = () => {
      timer = window.setTimeout(done, AFTER_LOAD_MS);
    };
    for (const type of FIRST_INTERACTION) window.addEventListener(type, done, { once: true, passive: true, capture: true });
    // The page's own scroll only (no capture): a row that scrolls itself into place at start (the
    // storefront's categories) is not the person, and fetched sonner before the first products.
    window.addEventListener('scroll', done, { once: true, passive: true });
    if (document.readyState === 'complete') startTimer();
    else window.addEventListener('load', startTimer, { once: true });
    return () => {
      for (const type of FIRST_INTERACTION) window.removeEventListener(type, done, { capture: true });
      window.removeEventListener('scroll', done);
      window.removeEventListener('load', startTimer);
      window.clearTimeout(timer);
    };
  }, []);
  return ready;
}

/**
 * Renders the toasts raised with `toast(...)`. sonner's code loads with the first interaction or
 * toast, not before the first products show (see sonner.ts).
 * Mount once, inside the theme (the shell does; stand-alone remotes too). Sonner's own `theme` prop is left at its default ('light'): passed here
 * it would stand in for the styled-components theme the layer above reads.
 */
export function Toaster({ position }: ToasterProps) {
  const requested = useSyncExternalStore(subscribeToastRequested, toastRequested, toastRequested);
  const interacted = useAfterFirstInteraction();
  return requested || interacted ? (
    <Suspense fallback={null}>
      <LoadedToaster position={position} />
    </Suspense>
  ) : null;
}

function LoadedToaster({ position }: ToasterProps) {
  const theme = useTheme();
  // Below the fixed header (4rem in the storefront, less in the back-office) with a small gap.
  const belowHeader = `calc(${theme.space[16]} + ${theme.space[2]})`;
  const edge = theme.space[6];
  return (
    <ThemedToaster
      position={position ?? defaultToasterPosition()}
      offset={{ top: belowHeader, bottom: edge, left: edge, right: edge }}
      mobileOffset={{ top: belowHeader, bottom: theme.space[4], left: theme.space[4], right: theme.space[4] }}
      containerAriaLabel="Notificações"
      toastOptions={{ unstyled: true }}
    />
  );
}
