import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@loja/shared-ui';
import styled, { css } from 'styled-components';
import { formatCentavos } from '../../../components';
import type { FluxoCaixa } from '../api';
import { FLUXO_MESSAGES as M } from '../messages';
import { rotuloPeriodo } from '../rotulos';

/** The first column stays put while the figures scroll sideways (a phone shows two or three columns). */
const fixa = css`
  position: sticky;
  left: 0;
  z-index: 1;
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: 1px 0 0 ${({ theme }) => theme.colors.border};
`;
const PeriodoHead = styled(TableHead)`
  ${fixa}
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;
const PeriodoCell = styled(TableHead).attrs({ scope: 'row' })`
  ${fixa}
  color: ${({ theme }) => theme.colors.text};
`;
const Valor = styled(TableCell).attrs({ $align: 'right', $nowrap: true })<{ $tom?: 'entrada' | 'saida' | 'previsto' }>`
  font-variant-numeric: tabular-nums;
  color: ${({ theme, $tom }) =>
    $tom === 'entrada' ? theme.colors.successText : $tom === 'saida' ? theme.colors.destructiveText : $tom === 'previsto' ? theme.colors.textMuted : theme.colors.text};
`;
const Hoje = styled.tr`
  background: ${({ theme }) => theme.colors.primarySoft};
`;

/** One row per day or month: realised and planned money, the total balance, then each conta's balance. */
export function TabelaFluxo({ fluxo }: { fluxo: FluxoCaixa }) {
  const atual = fluxo.agrupar === 'mes' ? `${fluxo.hoje.slice(0, 8)}01` : fluxo.hoje;
  return (
    <Table aria-label={M.tabela}>
      <TableHeader>
        <TableRow>
          <PeriodoHead scope="col">{M.periodo}</PeriodoHead>
          <TableHead scope="col" $align="right">{M.entradas}</TableHead>
          <TableHead scope="col" $align="right">{M.saidas}</TableHead>
          <TableHead scope="col" $align="right">{M.entradasPrevistas}</TableHead>
          <TableHead scope="col" $align="right">{M.saidasPrevistas}</TableHead>
          <TableHead scope="col" $align="right">{M.saldo}</TableHead>
          <TableHead scope="col" $align="right">{M.saldoPrevisto}</TableHead>
          {fluxo.contas.map((c) => (
            <TableHead key={c.id} scope="col" $align="right">
              {c.nome}
            </TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {fluxo.periodos.map((p) => {
          const Linha = p.periodo === atual ? Hoje : TableRow;
          return (
            <Linha key={p.periodo} aria-current={p.periodo === atual ? 'date' : undefined}>
              <PeriodoCell>{rotuloPeriodo(p.periodo, fluxo.agrupar, true)}</PeriodoCell>
              <Valor $tom="entrada">{formatCentavos(p.entradas)}</Valor>
              <Valor $tom="saida">{formatCentavos(p.saidas)}</Valor>
              <Valor $tom="previsto">{formatCentavos(p.entradas_previstas)}</Valor>
              <Valor $tom="previsto">{formatCentavos(p.saidas_previstas)}</Valor>
              <Valor>{formatCentavos(p.saldo)}</Valor>
              <Valor $tom="previsto">{formatCentavos(p.saldo_previsto)}</Valor>
              {fluxo.contas.map((c) => (
                <Valor key={c.id}>{formatCentavos(p.saldos[c.id] ?? 0)}</Valor>
              ))}
            </Linha>
          );
        })}
      </TableBody>
    </Table>
  );
}
