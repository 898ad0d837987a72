import {
  api,
  getSupabase,
  isJsonRecord,
  jsonNumber,
  jsonNumberOrNull,
  jsonRecords,
  jsonText,
  jsonTextOrNull,
  toApiResult,
  type FunctionArgs,
  type Json,
  type JsonRecord,
  type ListPage,
  type ListPageArgs,
  type Tables,
  type Views,
} from '@loja/shared-ui/platform';

export type Movimentacao = Tables<'movimentacoes_estoque'>;
/** A row of the list (and of the edit page): the movement with its product's, grade's and responsible's names. */
export type MovimentacaoListRow = Pick<
  Views<'movimentacoes_lista'>,
  | 'id' | 'tipo' | 'produto_id' | 'produto_nome' | 'grade_id' | 'cor' | 'tamanho' | 'quantidade'
  | 'preco_unitario' | 'motivo' | 'observacoes' | 'usuario_nome' | 'data_movimentacao'
>;
export type TipoMovimentacao = 'entrada' | 'saida';
export type TipoFiltro = 'todos' | TipoMovimentacao;

const LIST_COLUMNS =
  'id, tipo, produto_id, produto_nome, grade_id, cor, tamanho, quantidade, preco_unitario, motivo, observacoes, usuario_nome, data_movimentacao';

export interface MovimentacoesArgs extends ListPageArgs {
  busca: string;
  tipo: TipoFiltro;
}

/**
 * One line of a new movement, as registrar_movimentacoes takes it. A type alias, not an interface:
 * only an alias is assignable to the generated `Json` argument (interfaces have no index signature).
 */
export type LinhaMovimentacao = {
  produto_id: number;
  grade_id: number | null;
  tipo: TipoMovimentacao;
  quantidade: number;
  preco_unitario: number | null;
  motivo: string | null;
  observacoes: string | null;
  usuario_id: number;
  /** ISO timestamp; left out for "now". */
  data_movimentacao?: string;
};

export interface AlteracaoMovimentacao {
  id: number;
  tipo: TipoMovimentacao;
  quantidade: number;
  preco_unitario: number | null;
  observacoes: string | null;
}

const LIST_TAG = { type: 'Movimentacao', id: 'LIST' } as const;
const PRODUTOS_LIST_TAG = { type: 'Produto', id: 'LIST' } as const;

/** A movement changes its products' stock: their pages, the stock overview and the storefront data follow. */
const estoqueDe = (produtoIds: number[]) => [...new Set(produtoIds)].map((id) => ({ type: 'Produto' as const, id }));

/** One row of `movimentacoes_pagina`'s jsonb, field by field into the view's row type. */
function linhaDaPagina(m: JsonRecord): MovimentacaoListRow {
  return {
    id: jsonNumber(m.id),
    tipo: jsonText(m.tipo),
    produto_id: jsonNumber(m.produto_id),
    produto_nome: jsonTextOrNull(m.produto_nome),
    grade_id: jsonNumberOrNull(m.grade_id),
    cor: jsonTextOrNull(m.cor),
    tamanho: jsonTextOrNull(m.tamanho),
    quantidade: jsonNumber(m.quantidade),
    preco_unitario: jsonNumberOrNull(m.preco_unitario),
    motivo: jsonTextOrNull(m.motivo),
    observacoes: jsonTextOrNull(m.observacoes),
    usuario_nome: jsonTextOrNull(m.usuario_nome),
    data_movimentacao: jsonText(m.data_movimentacao),
  };
}

/** `{ total, linhas }` as the list kit's page (a page past the end has no rows and the total, as toListResult gives). */
function paginaDoRazao(answer: Json, { page, pageSize }: ListPageArgs): ListPage<MovimentacaoListRow> {
  const pagina = isJsonRecord(answer) ? answer : {};
  const total = jsonNumber(pagina.total);
  return { rows: jsonRecords(pagina.linhas).map(linhaDaPagina), total, page, pageSize, totalPages: Math.ceil(total / pageSize) };
}

/**
 * Spec 001 §7 (movimentacoes_estoque), with the stock kept by the database: a page of the list comes
 * from `movimentacoes_pagina` (migration 20261128000300: search on busca, the type filter, newest first,
 * the exact total), which counts the ledger itself and joins the names of the page's rows only, so a
 * ledger of 100,000 movements stays within the bench budgets; one movement (the edit page) is read
 * from movimentacoes_lista. A new movement is one call to registrar_movimentacoes (every line or
 * none); an edit or delete goes through atualizar_movimentacao / excluir_movimentacao, which
 * re-balance the stock.
 */
export const movimentacoesApi = api.injectEndpoints({
  endpoints: (build) => ({
    listMovimentacoes: build.query<ListPage<MovimentacaoListRow>, MovimentacoesArgs>({
      queryFn: async (args) => {
        const params: FunctionArgs<'movimentacoes_pagina'> = {
          p_busca: args.busca,
          p_tipo: args.tipo === 'todos' ? undefined : args.tipo,
          p_pagina: args.page,
          p_por_pagina: args.pageSize,
        };
        // GET: a read, which the browser and any cache in between may treat as one.
        const result = await toApiResult(getSupabase().rpc('movimentacoes_pagina', params, { get: true }));
        return result.error ? result : { data: paginaDoRazao(result.data, args) };
      },
      providesTags: (page) => [...(page?.rows.map(({ id }) => ({ type: 'Movimentacao' as const, id })) ?? []), LIST_TAG],
    }),
    getMovimentacao: build.query<MovimentacaoListRow, number>({
      queryFn: (id) => toApiResult(getSupabase().from('movimentacoes_lista').select(LIST_COLUMNS).eq('id', id).single()),
      providesTags: (_row, _error, id) => [{ type: 'Movimentacao', id }],
    }),
    registrarMovimentacao: build.mutation<Movimentacao[], LinhaMovimentacao[]>({
      queryFn: (linhas) => {
        const args: FunctionArgs<'registrar_movimentacoes'> = { p_itens: linhas };
        return toApiResult(getSupabase().rpc('registrar_movimentacoes', args), []);
      },
      invalidatesTags: (_rows, _error, linhas) => [LIST_TAG, PRODUTOS_LIST_TAG, ...estoqueDe(linhas.map((l) => l.produto_id))],
    }),
    updateMovimentacao: build.mutation<Movimentacao, AlteracaoMovimentacao>({
      queryFn: ({ id, tipo, quantidade, preco_unitario, observacoes }) =>
        toApiResult(
          getSupabase()
            .rpc('atualizar_movimentacao', {
              p_id: id,
              p_tipo: tipo,
              p_quantidade: quantidade,
              // The generated Args type every parameter as required and non-null; the function takes null.
              p_preco_unitario: preco_unitario as number,
              p_observacoes: observacoes as string,
            })
            .single(),
        ),
      invalidatesTags: (row, _error, { id }) => [{ type: 'Movimentacao', id }, LIST_TAG, PRODUTOS_LIST_TAG, ...estoqueDe(row ? [row.produto_id] : [])],
    }),
    /** Spec 001 §8: a failed delete is only logged by the page; here it is an error like any other. */
    deleteMovimentacao: build.mutation<void, { id: number; produtoId: number }>({
      queryFn: ({ id }) => toApiResult(getSupabase().rpc('excluir_movimentacao', { p_id: id })),
      invalidatesTags: (_r, _error, { id, produtoId }) => [{ type: 'Movimentacao', id }, LIST_TAG, PRODUTOS_LIST_TAG, ...estoqueDe([produtoId])],
    }),
  }),
});

export const {
  useListMovimentacoesQuery,
  useGetMovimentacaoQuery,
  useRegistrarMovimentacaoMutation,
  useUpdateMovimentacaoMutation,
  useDeleteMovimentacaoMutation,
} = movimentacoesApi;
