import { Button, DataTable, ListError, ListFooter, PAGE_SIZES, PageHeader, dataTableColumns, useListPage } from '@loja/shared-ui';
import { formatDateTime } from '@loja/shared-ui/format';
import { useAuth } from '@loja/shared-ui/platform';
import { Plus } from 'lucide-react';
import { Link, useNavigate } from 'react-router-dom';
import { useListBalancosQuery, type BalancoListRow } from './api';
import { StatusBalancoBadge } from './components/StatusBalancoBadge';
import { BALANCO_MESSAGES as M, ESCOPO_LABELS } from './messages';
import { BALANCOS_LIST_KEY, BALANCOS_ORDEM, balancosParams } from './params';

const column = dataTableColumns<BalancoListRow>();
const columns = [
  column.accessor('codigo', {
    header: 'Balanço',
    cell: (info) => <Link to={String(info.row.original.id)}>{info.getValue()}</Link>,
    meta: { nowrap: true },
  }),
  column.accessor('status', { header: 'Situação', cell: (info) => <StatusBalancoBadge status={info.getValue()} />, meta: { hideInCard: true } }),
  column.accessor((b) => (b.escopo === 'categoria' ? `Categoria: ${b.categoria_nome ?? '-'}` : (ESCOPO_LABELS[b.escopo ?? ''] ?? '-')), {
    id: 'escopo',
    header: 'Escopo',
  }),
  column.accessor((b) => formatDateTime(b.aberto_em, '-'), { id: 'aberto_em', header: 'Aberto em', meta: { nowrap: true } }),
  column.accessor((b) => b.aberto_por_nome ?? '-', { id: 'aberto_por', header: 'Aberto por' }),
  column.accessor('itens_contados', { header: 'Itens contados', meta: { align: 'right' } }),
  column.accessor('unidades_contadas', { header: 'Unidades', meta: { align: 'right' } }),
  column.accessor((b) => formatDateTime(b.fechado_em, '-'), { id: 'fechado_em', header: 'Fechado em', meta: { nowrap: true } }),
];

/**
 * /estoque/balanco (issue 27): every stock count, newest first, with its situation and what was
 * counted; "Novo Balanço" for the staff who write. A row opens the session (counting while open,
 * the read-only, printable review once closed).
 */
export function BalancoListPage() {
  const { canWrite } = useAuth();
  const navigate = useNavigate();
  const list = useListPage(balancosParams, BALANCOS_LIST_KEY);
  const { data, isLoading, isFetching, isError, refetch } = useListBalancosQuery({
    sort: BALANCOS_ORDEM,
    page: list.values.page,
    pageSize: list.pageSize,
  });
  const loading = isLoading || (isFetching && !data);

  return (
    <>
      <PageHeader
        title={M.title}
        description={M.description}
        actions={
          canWrite ? (
            <Button leftIcon={<Plus size={16} aria-hidden />} onClick={() => navigate('novo')}>
              {M.novo}
            </Button>
          ) : null
        }
      />
      {isError ? (
        <ListError message={M.loadList} onRetry={() => void refetch()} />
      ) : (
        <DataTable
          label={M.title}
          columns={columns}
          rows={data?.rows ?? []}
          getRowId={(row) => String(row.id)}
          loading={loading}
          loadingText={M.loading}
          emptyText={M.empty}
          emptyDescription={M.emptyDescription}
          cardBadge={(row) => <StatusBalancoBadge status={row.status} />}
        />
      )}
      {data && data.total > 0 ? (
        <ListFooter
          totalLabel={M.total}
          total={data.total}
          page={data.page}
          totalPages={data.totalPages}
          onPageChange={list.setPage}
          pageSize={list.pageSize}
          pageSizes={PAGE_SIZES}
          onPageSizeChange={list.setPageSize}
        />
      ) : null}
    </>
  );
}
