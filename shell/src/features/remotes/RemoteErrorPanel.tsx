import styled from 'styled-components';
import { Button, EmptyState } from '@loja/shared-ui';

const Panel = styled.div`
  padding: ${({ theme }) => theme.space[8]} ${({ theme }) => theme.space[4]};
`;

/** What a remote's area shows when the remote (its routes or its navigation) cannot load. */
export default function RemoteErrorPanel({ onRetry }: { onRetry: () => void }) {
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
