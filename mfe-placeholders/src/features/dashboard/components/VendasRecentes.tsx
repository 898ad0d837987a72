import { Badge, Skeleton, Table, TableBody, TableCell, TableHead, TableHeader, TableRow, useBreakpoint } from '@loja/shared-ui';
import { formatDate } from '@loja/shared-ui/format';
import styled from 'styled-components';
import type { VendaRecente } from '../api';
import { SITUACAO_VENDA, formatCentavos, isSituacaoVenda } from '../dados';
import { DASHBOARD_MESSAGES as M } from '../messages';

/**
 * A sale's situação in its colour (green confirmed, yellow pending, as the sample list had them).
 * `data-variant` names the colour for tests: the Badge itself only shows it through its style.
 */
function SituacaoBadge({ situacao }: { situacao: string }) {
  const { rotulo, variant } = isSituacaoVenda(situacao) ? SITUACAO_VENDA[situacao] : { rotulo: situacao, variant: 'secondary' as const };
  return (
    <Badge variant={variant} data-variant={variant}>
      {rotulo}
    </Badge>
  );
}

const Vazio = styled.p`
  padding: ${({ theme }) => `${theme.space[4]} 0`};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Carregando = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
`;

/** While loading (the panel is aria-busy). */
export function VendasRecentesSkeleton() {
  return (
    <Carregando aria-hidden="true">
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} height="2.25rem" />
      ))}
    </Carregando>
  );
}

const Compacta = styled.ul`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;
`;

// A phone has no room for five columns: two lines per sale, number and customer over date and status,
// the value on the right.
const Linha = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  padding: ${({ theme }) => `${theme.space[3]} 0`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  &:last-child {
    border-bottom: none;
  }
`;

const Quem = styled.span`
  min-width: 0;
  overflow-wrap: anywhere;
  strong {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const Valor = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  white-space: nowrap;
  text-align: right;
`;

const Quando = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Status = styled.span`
  justify-self: end;
`;

/** The newest sales (dashboard_vendas): a table when wide, two-line rows on a phone. */
export function VendasRecentes({ vendas }: { vendas: readonly VendaRecente[] }) {
  const largo = useBreakpoint('md');
  if (vendas.length === 0) return <Vazio>{M.vendasRecentesVazio}</Vazio>;
  if (!largo) {
    return (
      <Compacta aria-label={M.vendasRecentes}>
        {vendas.map((venda) => (
          <Linha key={venda.id}>
            <Quem>
              <strong>{venda.codigo}</strong> · {venda.cliente}
            </Quem>
            <Valor>{formatCentavos(venda.total_centavos)}</Valor>
            <Quando>{formatDate(venda.data)}</Quando>
            <Status>
              <SituacaoBadge situacao={venda.situacao} />
            </Status>
          </Linha>
        ))}
      </Compacta>
    );
  }
  return (
    <Table aria-label={M.vendasRecentes}>
      <TableHeader>
        <TableRow>
          <TableHead>Venda</TableHead>
          <TableHead>Cliente</TableHead>
          <TableHead>Data</TableHead>
          <TableHead $align="right">Valor</TableHead>
          <TableHead>Status</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {vendas.map((venda) => (
          <TableRow key={venda.id}>
            <TableCell $nowrap>{venda.codigo}</TableCell>
            <TableCell>{venda.cliente}</TableCell>
            <TableCell $nowrap>{formatDate(venda.data)}</TableCell>
            <TableCell $align="right" $nowrap>
              {formatCentavos(venda.total_centavos)}
            </TableCell>
            <TableCell>
              <SituacaoBadge situacao={venda.situacao} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
