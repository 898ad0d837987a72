import { Component, Suspense, useState, type ReactNode } from 'react';
import styled, { keyframes } from 'styled-components';
import { Spinner, toast } from '@loja/shared-ui';
import { PartLoadError } from './lazyPart';

export const PARTE_NAO_CARREGADA = {
  title: 'Não foi possível abrir',
  description: 'Verifique sua conexão e tente novamente.',
  variant: 'destructive',
} as const;

const appear = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

/** Shown only when a load takes long enough to be noticed (the delay avoids a flash on fast links). */
const Notice = styled.div`
  position: fixed;
  left: 50%;
  bottom: ${({ theme }) => theme.space[8]};
  transform: translateX(-50%);
  z-index: ${({ theme }) => theme.zIndices.modal};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  animation: ${appear} 150ms ease-out 300ms both;
`;

/** The fallback while an opened part's chunk loads: "Carregando..." (a polite status). */
export function LoadingNotice() {
  return (
    <Notice>
      <Spinner label="Carregando..." />
    </Notice>
  );
}

interface BoundaryProps {
  active: boolean;
  onError: () => void;
  children: ReactNode;
}

interface BoundaryState {
  failed: boolean;
  active: boolean;
}

/**
 * A part whose chunk failed to load: a toast, the part closed (onError) and nothing rendered until
 * it is opened again, which retries the load. The rest of the page is untouched.
 */
class LoadBoundary extends Component<BoundaryProps, BoundaryState> {
  state: BoundaryState = { failed: false, active: this.props.active };

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    if (props.active === state.active) return null;
    // Opened again: try again. Closed: stay empty (no background retry, no second toast).
    return { active: props.active, failed: props.active ? false : state.failed };
  }

  componentDidCatch(error: unknown) {
    if (error instanceof PartLoadError) error.forget();
    toast(PARTE_NAO_CARREGADA);
    this.props.onError();
  }

  render() {
    return this.state.failed ? null : this.props.children;
  }
}

export interface LazyMountProps {
  /** Whether the part is open (a dialog, a drawer): it is first rendered, and its chunk loaded, then. */
  when: boolean;
  /** Closes the part when its chunk cannot load. */
  onError: () => void;
  children: ReactNode;
}

/**
 * Mounts a lazily loaded part the first time it opens and keeps it mounted afterwards, so its closing
 * animation and focus return run as they would for a part in the page from the start.
 */
export function LazyMount({ when, onError, children }: LazyMountProps) {
  const [mounted, setMounted] = useState(when);
  if (when && !mounted) setMounted(true);
  if (!mounted) return null;
  return (
    <LoadBoundary active={when} onError={onError}>
      <Suspense fallback={when ? <LoadingNotice /> : null}>{children}</Suspense>
    </LoadBoundary>
  );
}
