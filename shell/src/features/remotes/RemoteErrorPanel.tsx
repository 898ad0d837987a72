import styled from 'styled-components';
import { Button, EmptyState } from '@loja/shared-ui';

const Panel = styled.div`
  padding: ${({ theme }) => theme.space[8]} ${({ theme }) => theme.space[4]};
`;

/** The error panel's content, a chunk of its own (RemoteArea.tsx's RemoteErrorPanel loads it). */
export default function RemoteErrorPanelContent({ onRetry }: { onRetry: () => void }) {
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
