import { Button, Card, EmptyState, PageHeader } from '@loja/shared-ui';
import { CloudOff } from 'lucide-react';
import type { Relatorio } from '../../components';

/**
 * /relatorios/{relatorio} when no remote serves it: the shell mounts the remote that adds the report
 * (its `./navigation` contributions) and falls back to this section's owner only when that remote's
 * navigation could not be loaded. The person learns the report exists and what to do.
 */
export function RelatorioIndisponivel({ relatorio }: { relatorio: Relatorio }) {
  return (
    <>
      <PageHeader title={relatorio.title} description={relatorio.description} />
      <Card>
        <EmptyState
          icon={<CloudOff size={28} />}
          title="Relatório indisponível no momento"
          description="O módulo que gera este relatório não respondeu. Verifique a conexão e tente novamente em instantes."
          action={
            <Button variant="secondary" onClick={() => window.location.reload()}>
              Tentar novamente
            </Button>
          }
        />
      </Card>
    </>
  );
}
