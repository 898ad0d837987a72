import { dataTableColumns, type DataTableProps } from '@loja/shared-ui';
import { formatBRL, formatCount, formatDate } from '@loja/shared-ui/format';
import { SampleStatusBadge } from './SampleStatusBadge';
import { ORCAMENTO_COMPRA_STATUS, ORCAMENTOS_COMPRA_EXEMPLO, type OrcamentoCompraExemplo } from './sampleRecords';
import { sampleListParams, type SampleListConfig, type SampleRow } from './sampleList';

/** "1 item", "3 itens" (the old list said "1 itens"). */
export const formatItens = (itens: number) => formatCount(itens, 'item', 'itens');

/**
 * The columns every sample list shares (number as the card's title, person, date, value, status as the
 * card's badge) around the one column that differs (the items).
 */
function sampleColumns<Row extends SampleRow>(
  person: { header: string; value: (row: Row) => string },
  last: { id: string; header: string; value: (row: Row) => string },
): DataTableProps<Row>['columns'] {
  const column = dataTableColumns<Row>();
  return [
    column.accessor((row) => row.numero, { id: 'numero', header: 'Número', meta: { nowrap: true } }),
    column.accessor(person.value, { id: 'pessoa', header: person.header }),
    column.accessor((row) => formatDate(row.data), { id: 'data', header: 'Data', meta: { nowrap: true } }),
    column.accessor((row) => formatBRL(row.valor), { id: 'valor', header: 'Valor', meta: { align: 'right', nowrap: true } }),
    column.accessor((row) => row.status, {
      id: 'status',
      header: 'Status',
      cell: (info) => <SampleStatusBadge status={info.getValue()} />,
      // The card shows it as its badge.
      meta: { hideInCard: true },
    }),
    column.accessor(last.value, { id: last.id, header: last.header, meta: { nowrap: true } }),
  ];
}

const fornecedor = (row: { fornecedor: string }) => row.fornecedor;

export const ORCAMENTOS_COMPRA_LIST: SampleListConfig<OrcamentoCompraExemplo, OrcamentoCompraExemplo['status']> = {
  title: 'Orçamentos de Compra',
  description: 'Pedidos de cotação a fornecedores',
  newLabel: 'Novo Orçamento de Compra',
  newPath: 'novo',
  rows: ORCAMENTOS_COMPRA_EXEMPLO,
  statuses: ORCAMENTO_COMPRA_STATUS,
  params: sampleListParams(ORCAMENTO_COMPRA_STATUS),
  person: fornecedor,
  columns: sampleColumns<OrcamentoCompraExemplo>(
    { header: 'Fornecedor', value: fornecedor },
    { id: 'itens', header: 'Itens', value: (o) => formatItens(o.itens) },
  ),
  singular: 'orçamento de compra',
  plural: 'orçamentos de compra',
  searchPlaceholder: 'Buscar número ou fornecedor...',
  emptyText: 'Nenhum orçamento de compra encontrado',
  listKey: 'orcamentos-compra-exemplo',
};
