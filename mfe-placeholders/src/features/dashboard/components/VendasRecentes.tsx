import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow, useBreakpoint } from '@loja/shared-ui';
import { formatBRL, formatDate } from '@loja/shared-ui/format';
import styled from 'styled-components';
import { SampleStatusBadge, VENDAS_EXEMPLO } from '../../../components';
import { DASHBOARD_MESSAGES as M } from '../messages';

/** The latest few: the sample list is newest first, and the full list is /vendas/vendas. */
export const VENDAS_RECENTES = VENDAS_EXEMPLO.slice(0, 5);

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

/** The spec's latest sample sales (the caller labels them "Dados de exemplo"): a table when wide, two-line rows on a phone. */
export function VendasRecentes() {
  const largo = useBreakpoint('md');
  if (!largo) {
    return (
      <Compacta aria-label={M.vendasRecentes}>
        {VENDAS_RECENTES.map((venda) => (
          <Linha key={venda.numero}>
            <Quem>
              <strong>{venda.numero}</strong> · {venda.cliente}
            </Quem>
            <Valor>{formatBRL(venda.valor)}</Valor>
            <Quando>{formatDate(venda.data)}</Quando>
            <Status>
              <SampleStatusBadge status={venda.status} />
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
        {VENDAS_RECENTES.map((venda) => (
          <TableRow key={venda.numero}>
            <TableCell $nowrap>{venda.numero}</TableCell>
            <TableCell>{venda.cliente}</TableCell>
            <TableCell $nowrap>{formatDate(venda.data)}</TableCell>
            <TableCell $align="right" $nowrap>
              {formatBRL(venda.valor)}
            </TableCell>
            <TableCell>
              <SampleStatusBadge status={venda.status} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
