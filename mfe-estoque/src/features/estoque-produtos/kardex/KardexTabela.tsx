import { Badge, DataTable, dataTableColumns } from '@loja/shared-ui';
import { formatDateTime } from '@loja/shared-ui/format';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { KardexLinha } from '../api';
import { KARDEX_MESSAGES, TIPO_LABELS } from '../messages';
import { nomeDaGrade } from '../overview/GradesEstoque';

const Forte = styled.strong`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Entrada = styled.span`
  color: ${({ theme }) => theme.colors.successText};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Saida = styled.span`
  color: ${({ theme }) => theme.colors.destructiveText};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

/**
 * The observation, linked to what caused the movement when the ledger knows it (issue 27): the stock
 * count (balanco_id, this remote: by path, three levels above produtos/:id/kardex) or the
 * purchase order whose receipt it was (compra_id, mfe-vendas's /vendas/orcamento-compra/:id).
 */
export function Origem({ linha, texto }: { linha: Pick<KardexLinha, 'balanco_id' | 'compra_id'>; texto: string }) {
  if (linha.balanco_id !== null) {
    return (
      <Link relative="path" to={`../../../balanco/${linha.balanco_id}`}>
        {texto}
      </Link>
    );
  }
  if (linha.compra_id !== null) return <Link to={`/vendas/orcamento-compra/${linha.compra_id}`}>{texto}</Link>;
  return <>{texto}</>;
}

export function TipoBadge({ tipo }: { tipo: string | null }) {
  return <Badge variant={tipo === 'entrada' ? 'success' : 'destructive'}>{TIPO_LABELS[tipo ?? ''] ?? tipo ?? '-'}</Badge>;
}

const column = dataTableColumns<KardexLinha>();
const traco = (valor: string | null) => (valor && valor.trim() ? valor : '-');

const data = column.accessor('data_movimentacao', { header: 'Data', cell: (info) => formatDateTime(info.getValue(), '-'), meta: { nowrap: true } });
const tipo = column.accessor('tipo', { header: 'Tipo', cell: (info) => <TipoBadge tipo={info.getValue()} />, meta: { hideInCard: true } });
const grade = column.accessor((linha) => (linha.grade_id === null ? '-' : nomeDaGrade(linha)), { id: 'grade', header: 'Grade', meta: { nowrap: true } });
const comum = [
  column.accessor((linha) => traco(linha.motivo), { id: 'motivo', header: 'Motivo' }),
  column.accessor((linha) => traco(linha.observacoes), {
    id: 'observacoes',
    header: 'Observações',
    cell: (info) => <Origem linha={info.row.original} texto={info.getValue()} />,
  }),
  column.accessor((linha) => traco(linha.usuario_nome), { id: 'usuario_nome', header: 'Responsável' }),
  column.accessor('quantidade', {
    id: 'entrada',
    header: 'Entrada',
    cell: (info) => (info.row.original.tipo === 'entrada' ? <Entrada>+{info.getValue()}</Entrada> : '-'),
    meta: { align: 'right', nowrap: true },
  }),
  column.accessor('quantidade', {
    id: 'saida',
    header: 'Saída',
    cell: (info) => (info.row.original.tipo === 'saida' ? <Saida>-{info.getValue()}</Saida> : '-'),
    meta: { align: 'right', nowrap: true },
  }),
  column.accessor('saldo', { header: 'Saldo', cell: (info) => <Forte>{info.getValue() ?? 0}</Forte>, meta: { align: 'right' } }),
];
const saldoGrade = column.accessor('saldo_grade', {
  header: 'Saldo da grade',
  cell: (info) => (info.row.original.grade_id === null ? '-' : info.getValue()),
  meta: { align: 'right' },
});

const SEM_GRADES = [data, tipo, ...comum];
const COM_GRADES = [data, tipo, grade, ...comum, saldoGrade];

export interface KardexTabelaProps {
  linhas: readonly KardexLinha[];
  /** Shows the Grade and "Saldo da grade" columns. */
  comGrades: boolean;
  loading?: boolean;
}

/** The kardex in date order, oldest first: a table on wide screens, cards on a phone. */
export function KardexTabela({ linhas, comGrades, loading = false }: KardexTabelaProps) {
  return (
    <DataTable
      label={KARDEX_MESSAGES.tabela}
      columns={comGrades ? COM_GRADES : SEM_GRADES}
      rows={linhas}
      getRowId={(linha) => String(linha.id)}
      loading={loading}
      loadingText={KARDEX_MESSAGES.loading}
      emptyText={KARDEX_MESSAGES.empty}
      cardBadge={(linha) => <TipoBadge tipo={linha.tipo} />}
    />
  );
}
