import { Card, CardDescription, PageHeader, StyledButton } from '@loja/shared-ui';
import { ClipboardList } from 'lucide-react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { Relatorio } from '../../components';

/**
 * Relatórios → "Ordem de fornecimento" is the printable list of open purchase orders per supplier
 * (issue 27), a page of mfe-vendas: another section of the shell, so the path is absolute.
 */
export const ORDEM_FORNECIMENTO = '/vendas/orcamento-compra/ordem-fornecimento';

const Conteudo = styled(Card)`
  gap: ${({ theme }) => theme.space[4]};
  align-items: flex-start;
`;

/** An anchor drawn as the primary button: a place to go, not an action here. */
const Abrir = styled(StyledButton)`
  text-decoration: none;
`;

/** /relatorios/ordem-fornecimento: what the report is, and the way to it (it lives with purchasing). */
export function OrdemFornecimentoLink({ relatorio }: { relatorio: Relatorio }) {
  return (
    <>
      <PageHeader title={relatorio.title} description={relatorio.description} />
      <Conteudo>
        <CardDescription>
          Os pedidos de compra em aberto ou parcialmente recebidos, por fornecedor, com o que ainda falta chegar de cada cor e tamanho e
          o valor a custo, pronta para imprimir ou enviar ao fornecedor.
        </CardDescription>
        <Abrir as={Link} to={ORDEM_FORNECIMENTO} $variant="primary" $size="md" $fullWidth={false}>
          <ClipboardList size={16} aria-hidden />
          Abrir a ordem de fornecimento
        </Abrir>
      </Conteudo>
    </>
  );
}
