import { api, getSupabase, toApiResult, withSearch, type Tables } from '@loja/shared-ui/platform';
import { compareGrades } from '@loja/shared-ui/format';

/**
 * Products as the stock screens need them (spec 001 §7, picker): the movement form's search and
 * barcode lookup, and a product's grades. Here once, because several pages of this remote use them
 * (DESIGN: no imports between features).
 */
export type ProdutoEstoque = Pick<Tables<'produtos'>, 'id' | 'nome' | 'codigo_barras' | 'estoque_atual' | 'preco_venda' | 'preco_custo'>;
export type GradeEstoque = Pick<Tables<'grades_produto'>, 'id' | 'produto_id' | 'cor' | 'tamanho' | 'estoque_atual' | 'estoque_minimo' | 'codigo_barras'>;

// preco_custo: a Compra starts its unit price at the cost (staff read it; clients never do).
const PRODUTO_COLUMNS = 'id, nome, codigo_barras, estoque_atual, preco_venda, preco_custo';
const GRADE_COLUMNS = 'id, produto_id, cor, tamanho, estoque_atual, estoque_minimo, codigo_barras';

/** Spec 001 §9: the picker shows at most 10 products. */
export const PICKER_LIMIT = 10;

/** What a scanned or typed code matched: a product (when its Referência is the code) or one grade of it. */
export interface CodigoEncontrado {
  produto: ProdutoEstoque;
  grade: GradeEstoque | null;
}

export const estoqueProdutosApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Active products whose name or Referência contains the text (accent-free), by name, at most 10. */
    buscarProdutosParaMovimentacao: build.query<ProdutoEstoque[], string>({
      queryFn: (texto) =>
        toApiResult(
          withSearch(getSupabase().from('produtos').select(PRODUTO_COLUMNS).eq('ativo', true), texto)
            .order('nome')
            .order('id')
            .limit(PICKER_LIMIT),
          [],
        ),
      providesTags: (produtos) => [...(produtos ?? []).map(({ id }) => ({ type: 'Produto' as const, id })), { type: 'Produto', id: 'LIST' }],
    }),
    /**
     * Active products and grades whose barcode is exactly `codigo`: a grade's code names the grade, a
     * product's Referência the product. The caller adds the line when exactly one thing matched.
     */
    buscarCodigoDeBarras: build.query<CodigoEncontrado[], string>({
      queryFn: async (codigo) => {
        const supabase = getSupabase();
        const [grades, produtos] = await Promise.all([
          toApiResult(
            supabase
              .from('grades_produto')
              .select(`${GRADE_COLUMNS}, produto:produtos!inner(${PRODUTO_COLUMNS}, ativo)`)
              .eq('codigo_barras', codigo)
              .eq('produto.ativo', true)
              .limit(2),
            [],
          ),
          toApiResult(supabase.from('produtos').select(PRODUTO_COLUMNS).eq('ativo', true).eq('codigo_barras', codigo).limit(2), []),
        ]);
        if (grades.error) return { error: grades.error };
        if (produtos.error) return { error: produtos.error };
        const porGrade = grades.data.map(({ produto, ...grade }) => ({
          produto: { id: produto.id, nome: produto.nome, codigo_barras: produto.codigo_barras, estoque_atual: produto.estoque_atual, preco_venda: produto.preco_venda, preco_custo: produto.preco_custo },
          grade,
        }));
        return { data: [...porGrade, ...produtos.data.map((produto) => ({ produto, grade: null }))] };
      },
      providesTags: [{ type: 'Produto', id: 'LIST' }, { type: 'Grade', id: 'LIST' }],
    }),
    /**
     * A product's grades (spec 001 §7 selects them by produto_id), by colour and then size in the
     * shop's one order, as the product's Grade tab lists them (the text order would put GG before M).
     */
    listGradesParaMovimentacao: build.query<GradeEstoque[], number>({
      queryFn: async (produtoId) => {
        const result = await toApiResult(getSupabase().from('grades_produto').select(GRADE_COLUMNS).eq('produto_id', produtoId).order('id'), []);
        return result.error ? result : { data: [...result.data].sort(compareGrades) };
      },
      providesTags: (_grades, _error, produtoId) => [{ type: 'Produto', id: produtoId }, { type: 'Grade', id: 'LIST' }],
    }),
    /** One product, for a new movement opened from the stock overview (?produto=). */
    getProdutoParaMovimentacao: build.query<ProdutoEstoque, number>({
      queryFn: (id) => toApiResult(getSupabase().from('produtos').select(PRODUTO_COLUMNS).eq('id', id).single()),
      providesTags: (_produto, _error, id) => [{ type: 'Produto', id }],
    }),
  }),
});

export const {
  useBuscarProdutosParaMovimentacaoQuery,
  useLazyBuscarCodigoDeBarrasQuery,
  useListGradesParaMovimentacaoQuery,
  useGetProdutoParaMovimentacaoQuery,
} = estoqueProdutosApi;
