import {
  ActiveBadge,
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
  Sheet,
  StatusFilter,
  dataTableColumns,
  parseSort,
  toast,
  useBreakpoint,
  useListPage,
} from '@loja/shared-ui';
import { formatBRL } from '@loja/shared-ui/format';
import { useAuth } from '@loja/shared-ui/platform';
import { Plus, SlidersHorizontal } from 'lucide-react';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { CsvAcoes } from '../../components';
import {
  useDeleteProdutoMutation,
  useListCategoriasQuery,
  useListGradeOpcoesQuery,
  useListProdutosQuery,
  type ProdutoListRow,
} from './api';
import { AcoesProduto } from './list/AcoesProduto';
import { EstoqueProduto } from './list/EstoqueProduto';
import { falhaDaExclusao } from './list/exclusao';
import { ProdutoImagem } from './list/ProdutoImagem';
import { ProdutosFiltros } from './list/ProdutosFiltros';
import { ProdutosGrid } from './list/ProdutosGrid';
import { PRODUTO_MESSAGES } from './messages';
import { PRODUTOS_LIST_KEY, produtosParams } from './params';

const TITULO = 'Produtos';

const NomeCelula = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 12rem;
`;

const Referencia = styled.span`
  display: block;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const column = dataTableColumns<ProdutoListRow>();
const columns = [
  column.accessor('nome', {
    header: 'Nome',
    cell: (info) => {
      const produto = info.row.original;
      return (
        <NomeCelula>
          <ProdutoImagem url={produto.imagem_url} nome={produto.nome ?? ''} tamanho="miniatura" />
          <span>
            {produto.nome}
            {produto.codigo_barras ? <Referencia>Ref. {produto.codigo_barras}</Referencia> : null}
          </span>
        </NomeCelula>
      );
    },
    meta: { sortable: true },
  }),
  column.accessor((produto) => produto.categoria_nome ?? '—', { id: 'categoria', header: 'Categoria' }),
  column.accessor('preco_venda', { header: 'Preço', cell: (info) => formatBRL(info.getValue()), meta: { sortable: true, align: 'right', nowrap: true } }),
  column.accessor('estoque_atual', {
    header: 'Estoque',
    cell: (info) => <EstoqueProduto estoque_atual={info.getValue()} estoque_minimo={info.row.original.estoque_minimo} />,
    meta: { sortable: true, align: 'right' },
  }),
  column.accessor('ativo', { header: 'Status', cell: (info) => <ActiveBadge ativo={info.getValue() ?? false} /> }),
];

/** What "Limpar filtros" resets: every filter, keeping the order the person chose. */
const SEM_FILTROS = { busca: '', status: 'todos', categoria: null, cor: '', tamanho: '' } as const;

/**
 * /cadastros/produtos (spec 001 "Products", issue 11): one server-side list with the accent-free
 * search by name or Referência, status, category, colour and size filters, an order, 5/10/20/50 per
 * page; cards with the principal image big or a table; per product edit and delete through
 * `excluir_produto` (refused for a product with stock movements or sales).
 */
export function ProdutosListPage() {
  const { canWrite } = useAuth();
  const navigate = useNavigate();
  const wide = useBreakpoint('md');
  const list = useListPage(produtosParams, PRODUTOS_LIST_KEY);
  const { busca, status, categoria, cor, tamanho, ordem, page } = list.values;
  const { data, isLoading, isFetching, isError, refetch } = useListProdutosQuery({
    busca,
    status,
    categoria,
    cor,
    tamanho,
    sort: ordem,
    page,
    pageSize: list.pageSize,
  });
  // The filter options: a failure leaves the filter with its "Todas/Todos" option only.
  const categorias = useListCategoriasQuery();
  const opcoes = useListGradeOpcoesQuery();
  const [deleteProduto] = useDeleteProdutoMutation();

  const filtrando = produtosParams.hasActiveFilters(list.values, ['ordem']);
  const limparFiltros = () => list.setFilters(SEM_FILTROS);
  // Phones: the five filters (status, category, colour, size, order) in a "Filtros" sheet with their
  // labels, as the storefront does, instead of five unlabelled selects stacked above the list.
  const [filtrosAbertos, setFiltrosAbertos] = useState(false);
  const botaoFiltros = useRef<HTMLButtonElement>(null);
  const filtros = (sheet?: Parameters<typeof ProdutosFiltros>[0]['sheet']) => (
    <ProdutosFiltros
      categorias={categorias.data ?? []}
      cores={opcoes.data?.cores ?? []}
      tamanhos={opcoes.data?.tamanhos ?? []}
      categoria={categoria}
      cor={cor}
      tamanho={tamanho}
      ordem={ordem}
      onChange={list.setFilters}
      hasActiveFilters={filtrando}
      onClear={limparFiltros}
      sheet={sheet}
    />
  );

  const remover = async (produto: ProdutoListRow) => {
    if (produto.id === null) return;
    try {
      await deleteProduto(produto.id).unwrap();
      toast({ title: 'Sucesso', description: PRODUTO_MESSAGES.deleted, variant: 'success' });
    } catch (error) {
      toast({ ...falhaDaExclusao(error), variant: 'destructive' });
    }
  };
  const acoes = canWrite
    ? (produto: ProdutoListRow) =>
        produto.id === null ? null : <AcoesProduto id={produto.id} nome={produto.nome ?? ''} onDelete={() => remover(produto)} />
    : undefined;

  const rows = data?.rows ?? [];
  const loading = isLoading || (isFetching && !data);
  const pastEnd = data !== undefined && data.rows.length === 0 && data.total > 0;
  // Cards with the image big when chosen, and always on a phone; the loading and empty states are the DataTable's.
  const grade = !loading && rows.length > 0 && (list.view === 'cards' || !wide);

  return (
    <>
      <PageHeader
        title={TITULO}
        description="Catálogo de produtos da loja"
        actions={
          <>
            <CsvAcoes cadastro="produtos" filtros={{ busca, status, categoria, cor, tamanho }} canWrite={canWrite} />
            {canWrite ? (
              <Button leftIcon={<Plus size={16} aria-hidden />} onClick={() => navigate('novo')}>
                Novo Produto
              </Button>
            ) : null}
          </>
        }
      />
      <ListToolbar>
        <ListSearch value={busca} onSearch={(texto) => list.setFilters({ busca: texto })} placeholder="Buscar por nome ou referência..." />
        {wide ? (
          <StatusFilter value={status} onChange={(valor) => list.setFilters({ status: valor })} />
        ) : (
          <Button ref={botaoFiltros} variant="outline" leftIcon={<SlidersHorizontal size={16} aria-hidden />} onClick={() => setFiltrosAbertos(true)}>
            {filtrando ? 'Filtros (ativos)' : 'Filtros'}
          </Button>
        )}
        <ListViewToggle value={list.view} onChange={list.setView} />
      </ListToolbar>
      {wide ? (
        filtros()
      ) : (
        <Sheet
          open={filtrosAbertos}
          onOpenChange={setFiltrosAbertos}
          title="Filtros"
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            botaoFiltros.current?.focus();
          }}
        >
          {filtros({ status, onStatusChange: (valor) => list.setFilters({ status: valor }) })}
        </Sheet>
      )}
      {isError ? (
        <ListError message={PRODUTO_MESSAGES.loadList} onRetry={() => void refetch()} />
      ) : pastEnd ? (
        <PagePastEnd lastPage={data.totalPages} onGoToLastPage={list.setPage} />
      ) : grade ? (
        <ProdutosGrid rows={rows} label={TITULO} acoes={acoes} />
      ) : (
        <DataTable
          label={TITULO}
          columns={columns}
          rows={rows}
          getRowId={(row) => String(row.id)}
          view="lista"
          loading={loading}
          loadingText={PRODUTO_MESSAGES.loading}
          emptyText={PRODUTO_MESSAGES.empty}
          // "Limpar filtros" is in the filter bar above, right where the person looks.
          emptyDescription={filtrando ? 'Tente outra busca ou outro filtro.' : undefined}
          sort={ordem}
          onSortChange={(sort) => list.setFilters({ ordem: parseSort(produtosParams.codecs.ordem, sort) })}
          rowActions={acoes}
        />
      )}
      {data && data.total > 0 && !pastEnd ? (
        <ListFooter
          totalLabel="Total de produtos"
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
