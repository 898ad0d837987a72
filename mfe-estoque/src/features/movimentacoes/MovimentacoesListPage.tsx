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
  toast,
  useBreakpoint,
  useListPage,
} from '@loja/shared-ui';
import { useAuth } from '@loja/shared-ui/platform';
import { Plus } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import { useDeleteMovimentacaoMutation, useListMovimentacoesQuery, type MovimentacaoListRow } from './api';
import {
  AcoesMovimentacao,
  MovimentacoesCards,
  ProdutoMovimentado,
  TipoBadge,
  dataMovimentacao,
  precoUnitario,
  produtoComGrade,
  textoOuTraco,
  toastDaFalha,
} from './components';
import { MOVIMENTACAO_MESSAGES } from './messages';
import { MOVIMENTACOES_LIST_KEY, MOVIMENTACOES_ORDEM, TIPO_FILTRO_OPTIONS, movimentacoesParams } from './params';

const TITULO = MOVIMENTACAO_MESSAGES.title;

const column = dataTableColumns<MovimentacaoListRow>();
const columns = [
  column.accessor('produto_nome', {
    id: 'produto',
    header: 'Produto',
    cell: (info) => <ProdutoMovimentado nome={info.getValue()} cor={info.row.original.cor} tamanho={info.row.original.tamanho} />,
  }),
  column.accessor('tipo', { header: 'Tipo', cell: (info) => <TipoBadge tipo={info.getValue()} /> }),
  column.accessor('quantidade', { header: 'Quantidade', meta: { align: 'right' } }),
  column.accessor((m) => textoOuTraco(m.motivo), { id: 'motivo', header: 'Motivo' }),
  column.accessor((m) => precoUnitario(m.preco_unitario), { id: 'preco_unitario', header: 'Preço unitário', meta: { align: 'right', nowrap: true } }),
  column.accessor((m) => dataMovimentacao(m.data_movimentacao), { id: 'data_movimentacao', header: 'Data', meta: { nowrap: true } }),
  column.accessor((m) => textoOuTraco(m.observacoes), { id: 'observacoes', header: 'Observações' }),
  column.accessor((m) => textoOuTraco(m.usuario_nome), { id: 'usuario_nome', header: 'Responsável' }),
];

/**
 * /estoque/movimentacao (spec 001 "Stock movement screens", issue 12): the movements newest first,
 * searched by product or notes and filtered by type in the database, paginated on the server; a
 * table or cards (always cards on a phone); edit, and delete through excluir_movimentacao, which
 * undoes the movement's effect on the stock or refuses when that would leave it below 0.
 */
export function MovimentacoesListPage() {
  const { canWrite } = useAuth();
  const navigate = useNavigate();
  const wide = useBreakpoint('md');
  const list = useListPage(movimentacoesParams, MOVIMENTACOES_LIST_KEY);
  const { busca, tipo, page } = list.values;
  const { data, isLoading, isFetching, isError, refetch } = useListMovimentacoesQuery({
    busca,
    tipo,
    sort: MOVIMENTACOES_ORDEM,
    page,
    pageSize: list.pageSize,
  });
  const [deleteMovimentacao] = useDeleteMovimentacaoMutation();

  const remover = async (movimentacao: MovimentacaoListRow & { id: number; produto_id: number }) => {
    try {
      await deleteMovimentacao({ id: movimentacao.id, produtoId: movimentacao.produto_id }).unwrap();
      toast({ title: 'Sucesso', description: MOVIMENTACAO_MESSAGES.deleted, variant: 'success' });
    } catch (error) {
      // Spec 001 §8: a failed delete is logged; the database may also refuse it for stock, which the person must see.
      console.error('Erro ao excluir movimentação', error);
      toast({ ...toastDaFalha(error, MOVIMENTACAO_MESSAGES.deleteFailed), variant: 'destructive' });
    }
  };
  const acoes = canWrite
    ? ({ id, produto_id, ...movimentacao }: MovimentacaoListRow) =>
        id === null || produto_id === null ? null : (
          <AcoesMovimentacao
            id={id}
            descricao={produtoComGrade(movimentacao.produto_nome, movimentacao.cor, movimentacao.tamanho)}
            onDelete={() => remover({ ...movimentacao, id, produto_id })}
          />
        )
    : undefined;

  const filtrando = list.hasActiveFilters;
  const rows = data?.rows ?? [];
  const loading = isLoading || (isFetching && !data);
  const pastEnd = data !== undefined && data.rows.length === 0 && data.total > 0;
  // Cards when chosen, and always on a phone; the loading and empty states are the DataTable's.
  const cards = !loading && rows.length > 0 && (list.view === 'cards' || !wide);

  return (
    <>
      <PageHeader
        title={TITULO}
        description="Entradas e saídas de produtos do estoque"
        actions={
          canWrite ? (
            <Button leftIcon={<Plus size={16} aria-hidden />} onClick={() => navigate('nova')}>
              Nova Movimentação
            </Button>
          ) : null
        }
      />
      <ListToolbar>
        <ListSearch value={busca} onSearch={(texto) => list.setFilters({ busca: texto })} placeholder="Buscar por produto ou observação..." />
        <Select
          label="Tipo"
          hideLabel
          value={tipo}
          options={TIPO_FILTRO_OPTIONS}
          onChange={(event) => list.setFilters({ tipo: movimentacoesParams.codecs.tipo.parse(event.target.value) })}
        />
        <ListViewToggle value={list.view} onChange={list.setView} />
      </ListToolbar>
      {isError ? (
        <ListError message={MOVIMENTACAO_MESSAGES.loadList} onRetry={() => void refetch()} />
      ) : pastEnd ? (
        <PagePastEnd lastPage={data.totalPages} onGoToLastPage={list.setPage} />
      ) : cards ? (
        <MovimentacoesCards rows={rows} label={TITULO} acoes={acoes} />
      ) : (
        <DataTable
          label={TITULO}
          columns={columns}
          rows={rows}
          getRowId={(row) => String(row.id)}
          view="lista"
          loading={loading}
          loadingText={MOVIMENTACAO_MESSAGES.loading}
          emptyText={MOVIMENTACAO_MESSAGES.empty}
          emptyDescription={filtrando ? 'Tente outra busca ou outro tipo.' : undefined}
          emptyAction={
            filtrando ? (
              <Button variant="outline" onClick={list.clearFilters}>
                Limpar filtros
              </Button>
            ) : undefined
          }
          rowActions={acoes}
        />
      )}
      {data && data.total > 0 && !pastEnd ? (
        <ListFooter
          totalLabel="Total de movimentações"
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
