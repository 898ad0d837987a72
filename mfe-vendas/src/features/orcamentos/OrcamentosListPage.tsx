import {
  Button,
  DataTable,
  ListError,
  ListFooter,
  ListSearch,
  ListToolbar,
  ListViewToggle,
  PAGE_SIZES,
  PageHeader,
  PagePastEnd,
  Select,
  dataTableColumns,
  useBreakpoint,
  useListPage,
} from '@loja/shared-ui';
import { formatCount, formatDate } from '@loja/shared-ui/format';
import { useAuth } from '@loja/shared-ui/platform';
import { Plus } from 'lucide-react';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { formatCentavos } from '../../components';
import { useListOrcamentosQuery, type OrcamentoListRow } from './api';
import { SituacaoOrcamentoBadge } from './components/SituacaoOrcamentoBadge';
import { ORCAMENTOS_MESSAGES } from './messages';
import { ORCAMENTOS_LIST_KEY, STATUS_OPTIONS, orcamentosParams } from './params';

const Resumo = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[4]}`};
  margin-bottom: ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  strong {
    color: ${({ theme }) => theme.colors.text};
    font-variant-numeric: tabular-nums;
  }
`;

const column = dataTableColumns<OrcamentoListRow>();
const columns = [
  column.accessor('codigo', {
    header: 'Número',
    cell: (info) => <Link to={String(info.row.original.id)}>{info.getValue()}</Link>,
    meta: { nowrap: true },
  }),
  column.accessor((o) => o.cliente_nome ?? ORCAMENTOS_MESSAGES.consumidorFinal, { id: 'cliente', header: 'Cliente' }),
  column.accessor((o) => formatDate(o.criado_em), { id: 'data', header: 'Data', meta: { nowrap: true } }),
  column.accessor((o) => `até ${formatDate(o.valido_ate)}`, { id: 'validade', header: 'Validade', meta: { nowrap: true } }),
  column.accessor((o) => formatCount(o.itens, 'item', 'itens'), { id: 'itens', header: 'Itens', meta: { nowrap: true } }),
  column.accessor((o) => formatCentavos(o.total), { id: 'total', header: 'Total', meta: { align: 'right', nowrap: true } }),
  column.accessor('situacao', {
    header: 'Situação',
    cell: (info) => <SituacaoOrcamentoBadge situacao={info.getValue()} />,
    meta: { hideInCard: true },
  }),
];

/**
 * /vendas/orcamento (issue 24): every quote, newest first; searched by number, customer or CPF (every
 * word, any order) and filtered by situação in the URL (Pendente, Aprovado, Expirado: decided by the
 * database from the date and the sale it became); the count and money of what the filters leave; a
 * table on wide screens, cards on a phone.
 */
export function OrcamentosListPage() {
  const { canWrite } = useAuth();
  const navigate = useNavigate();
  const wide = useBreakpoint('md');
  const list = useListPage(orcamentosParams, ORCAMENTOS_LIST_KEY);
  const { busca, status, page } = list.values;
  const { data, isLoading, isFetching, isError, refetch } = useListOrcamentosQuery({
    busca,
    status,
    sort: { column: 'criado_em', ascending: false },
    page,
    pageSize: list.pageSize,
  });

  const rows = data?.rows ?? [];
  const loading = isLoading || (isFetching && !data);
  const pastEnd = data !== undefined && data.rows.length === 0 && data.total > 0;
  const view = wide ? list.view : 'cards';

  return (
    <>
      <PageHeader
        title={ORCAMENTOS_MESSAGES.title}
        description={ORCAMENTOS_MESSAGES.description}
        actions={
          canWrite ? (
            <Button leftIcon={<Plus size={16} aria-hidden />} onClick={() => navigate('novo')}>
              {ORCAMENTOS_MESSAGES.novo}
            </Button>
          ) : null
        }
      />
      <ListToolbar>
        <ListSearch value={busca} onSearch={(texto) => list.setFilters({ busca: texto })} placeholder={ORCAMENTOS_MESSAGES.busca} aria-label={ORCAMENTOS_MESSAGES.buscaLabel} />
        <Select
          label="Situação"
          hideLabel
          value={status}
          options={STATUS_OPTIONS}
          onChange={(event) => list.setFilters({ status: orcamentosParams.codecs.status.parse(event.target.value) })}
        />
        <ListViewToggle value={list.view} onChange={list.setView} />
      </ListToolbar>
      {data && data.total > 0 ? (
        <Resumo role="status">
          <span>
            <strong>{formatCount(data.total, 'orçamento', 'orçamentos')}</strong>
          </span>
          <span>
            Total: <strong>{formatCentavos(data.valor)}</strong>
          </span>
          <span>
            Aprovados: <strong>{formatCentavos(data.valorAprovado)}</strong>
          </span>
        </Resumo>
      ) : null}
      {isError ? (
        <ListError message={ORCAMENTOS_MESSAGES.loadList} onRetry={() => void refetch()} />
      ) : pastEnd ? (
        <PagePastEnd lastPage={data.totalPages} onGoToLastPage={list.setPage} />
      ) : (
        <DataTable
          label={ORCAMENTOS_MESSAGES.title}
          columns={columns}
          rows={rows}
          getRowId={(row) => String(row.id)}
          view={view}
          loading={loading}
          loadingText={ORCAMENTOS_MESSAGES.loading}
          emptyText={ORCAMENTOS_MESSAGES.empty}
          emptyDescription={list.hasActiveFilters ? ORCAMENTOS_MESSAGES.emptyFiltered : undefined}
          emptyAction={
            list.hasActiveFilters ? (
              <Button variant="outline" onClick={list.clearFilters}>
                Limpar filtros
              </Button>
            ) : undefined
          }
          cardBadge={(row) => <SituacaoOrcamentoBadge situacao={row.situacao} />}
        />
      )}
      {data && data.total > 0 && !pastEnd ? (
        <ListFooter
          totalLabel={ORCAMENTOS_MESSAGES.totalLabel}
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
