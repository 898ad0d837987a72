import {
  Badge,
  Button,
  DataTable,
  ListError,
  ListFooter,
  ListSearch,
  ListViewToggle,
  PAGE_SIZES,
  PageHeader,
  PagePastEnd,
  Select,
  Switch,
  dataTableColumns,
  media,
  useListPage,
} from '@loja/shared-ui';
import { useAuth } from '@loja/shared-ui/platform';
import { X } from 'lucide-react';
import styled from 'styled-components';
import { ESTOQUE_PRODUTOS_SORT, useListCategoriasEstoqueQuery, useListEstoqueProdutosQuery, type EstoqueProdutoRow } from './api';
import { ESTOQUE_PRODUTOS_MESSAGES as M } from './messages';
import { AcoesEstoqueProduto } from './overview/AcoesEstoqueProduto';
import { GradesEstoque } from './overview/GradesEstoque';
import { ProdutoMiniatura } from './overview/ProdutoMiniatura';
import { ESTOQUE_PRODUTOS_LIST_KEY, estoqueProdutosParams } from './params';

const Barra = styled.div`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[4]};
  ${media.md} {
    grid-template-columns: minmax(0, 1fr) minmax(12rem, auto) auto auto;
    align-items: center;
  }
`;

const NomeCelula = styled.span`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 12rem;
`;

const Referencia = styled.span`
  display: block;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.regular};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Estoque = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  white-space: nowrap;
`;

/** The marker of a product at or under its minimum (or with a grade so): the view's `baixo`. */
export function MarcadorEstoqueBaixo({ baixo }: { baixo: boolean | null }) {
  return baixo ? <Badge variant="warning">{M.baixo}</Badge> : null;
}

const column = dataTableColumns<EstoqueProdutoRow>();
const columns = [
  column.accessor('nome', {
    header: 'Produto',
    cell: (info) => {
      const produto = info.row.original;
      return (
        <NomeCelula>
          <ProdutoMiniatura url={produto.imagem_url} nome={produto.nome ?? ''} />
          <span>
            {produto.nome}
            {produto.codigo_barras ? <Referencia>Referência: {produto.codigo_barras}</Referencia> : null}
          </span>
        </NomeCelula>
      );
    },
  }),
  column.accessor((produto) => produto.categoria_nome ?? '—', { id: 'categoria', header: 'Categoria' }),
  column.accessor('estoque_atual', {
    header: 'Estoque',
    cell: (info) => (
      <Estoque>
        {info.getValue() ?? 0}
        <MarcadorEstoqueBaixo baixo={info.row.original.baixo} />
      </Estoque>
    ),
    meta: { align: 'right' },
  }),
  column.accessor((produto) => produto.estoque_minimo ?? 0, { id: 'estoque_minimo', header: 'Mínimo', meta: { align: 'right' } }),
  column.accessor('grades', {
    header: 'Grades',
    cell: (info) => <GradesEstoque nome={info.row.original.nome ?? ''} grades={info.getValue()} />,
  }),
];

/** What "Limpar filtros" resets. */
const SEM_FILTROS = { busca: '', baixo: false, categoria: null } as const;

/**
 * /estoque/produtos (issue 12, "Stock overview"): every active product with its total stock and
 * minimum, each grade's stock and minimum, the low-stock marker and filter, and per product its
 * history (kardex), a new movement prefilled with it and its editor. Staff read; only who writes
 * gets the new movement and the editor.
 */
export function EstoqueProdutosPage() {
  const { canWrite } = useAuth();
  const list = useListPage(estoqueProdutosParams, ESTOQUE_PRODUTOS_LIST_KEY);
  const { busca, baixo, categoria, page } = list.values;
  const { data, isLoading, isFetching, isError, refetch } = useListEstoqueProdutosQuery({
    busca,
    baixo,
    categoria,
    sort: ESTOQUE_PRODUTOS_SORT,
    page,
    pageSize: list.pageSize,
  });
  // A failure leaves the filter with "Todas as categorias" only.
  const categorias = useListCategoriasEstoqueQuery();

  const filtrando = estoqueProdutosParams.hasActiveFilters(list.values);
  const rows = data?.rows ?? [];
  const loading = isLoading || (isFetching && !data);
  const pastEnd = data !== undefined && data.rows.length === 0 && data.total > 0;
  const categoriaOpcoes = (categorias.data ?? []).map((c) => ({ value: String(c.id), label: c.nome }));
  if (categoria !== null && !categoriaOpcoes.some((o) => o.value === String(categoria))) {
    // A category from the URL still shows as chosen (and removable) before or without its option.
    categoriaOpcoes.push({ value: String(categoria), label: `Categoria ${categoria}` });
  }

  return (
    <>
      <PageHeader title={M.title} description={M.description} />
      <Barra>
        <ListSearch value={busca} onSearch={(texto) => list.setFilters({ busca: texto })} placeholder={M.searchPlaceholder} />
        <Select
          label="Categoria"
          hideLabel
          placeholder="Todas as categorias"
          options={categoriaOpcoes}
          value={categoria === null ? '' : String(categoria)}
          onChange={(event) => list.setFilters({ categoria: event.target.value === '' ? null : Number(event.target.value) })}
        />
        <Switch label={M.somenteBaixo} onLabel="Sim" offLabel="Não" checked={baixo} onCheckedChange={(valor) => list.setFilters({ baixo: valor })} />
        <ListViewToggle value={list.view} onChange={list.setView} />
      </Barra>
      {isError ? (
        <ListError message={M.loadList} onRetry={() => void refetch()} />
      ) : pastEnd ? (
        <PagePastEnd lastPage={data.totalPages} onGoToLastPage={list.setPage} />
      ) : (
        <DataTable
          label={M.title}
          columns={columns}
          rows={rows}
          getRowId={(row) => String(row.id)}
          view={list.view}
          loading={loading}
          loadingText={M.loading}
          emptyText={M.empty}
          emptyDescription={filtrando ? M.emptyFiltered : undefined}
          emptyAction={
            filtrando ? (
              <Button variant="outline" leftIcon={<X size={16} aria-hidden />} onClick={() => list.setFilters(SEM_FILTROS)}>
                Limpar filtros
              </Button>
            ) : undefined
          }
          rowActions={(produto) => (produto.id === null ? null : <AcoesEstoqueProduto id={produto.id} nome={produto.nome ?? ''} canWrite={canWrite} />)}
        />
      )}
      {data && data.total > 0 && !pastEnd ? (
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
