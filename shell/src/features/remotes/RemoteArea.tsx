import { Component, Suspense, lazy, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button, EmptyState } from '@loja/shared-ui';
import { retryRemote } from './recovery';
import { loadRemoteRoutes } from './registry';

const Panel = styled.div`
  padding: ${({ theme }) => theme.space[8]} ${({ theme }) => theme.space[4]};
`;

export const Loading = styled.p`
  padding: ${({ theme }) => theme.space[8]};
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** What a remote's area shows when the remote (its routes or its navigation) cannot load. */
export function RemoteErrorPanel({ onRetry }: { onRetry: () => void }) {
  return (
    <Panel role="alert">
      <EmptyState
        title="Não foi possível carregar este módulo."
        description="Verifique sua conexão ou tente de novo em instantes. O restante do sistema continua funcionando."
        action={<Button onClick={onRetry}>Tentar novamente</Button>}
      />
    </Panel>
  );
}

interface BoundaryProps {
  remote: string;
  onRetry: () => void;
  children: ReactNode;
}

/** Keeps a failing remote inside its own area: the header, the menu and the other remotes go on. */
class RemoteErrorBoundary extends Component<BoundaryProps, { error: Error | null }> {
  state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  componentDidCatch(error: Error) {
    console.error('Falha ao carregar módulo remoto:', error);
  }

  render() {
    if (!this.state.error) return this.props.children;
    return (
      <RemoteErrorPanel
        onRetry={() =>
          retryRemote(this.props.remote, () => {
            this.setState({ error: null });
            this.props.onRetry();
          })
        }
      />
    );
  }
}

export interface RemoteAreaProps {
  remote: string;
  section: string;
}

const lazyRemoteRoutes = (remote: string) => lazy(async () => ({ default: await loadRemoteRoutes(remote) }));

/** Renders one remote's routes for a base path, with its loading state and error panel. */
export function RemoteArea({ remote, section }: RemoteAreaProps) {
  const [attempt, setAttempt] = useState(0);
  // A new lazy component per remote and attempt: React.lazy remembers a rejected import forever. Kept in
  // state here, above Suspense: a component that suspends before its first commit keeps no state.
  const [loaded, setLoaded] = useState(() => ({ remote, Routes: lazyRemoteRoutes(remote) }));
  if (loaded.remote !== remote) setLoaded({ remote, Routes: lazyRemoteRoutes(remote) });
  const { Routes } = loaded;
  const retry = () => {
    setAttempt((n) => n + 1);
    setLoaded({ remote, Routes: lazyRemoteRoutes(remote) });
  };
  return (
    <RemoteErrorBoundary key={attempt} remote={remote} onRetry={retry}>
      <Suspense fallback={<Loading>Carregando...</Loading>}>
        <Routes section={section} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
