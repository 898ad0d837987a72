import { statusToAtivo, type StatusFilterValue } from '@loja/shared-ui';
import {
  api,
  getSupabase,
  toApiResult,
  toListResult,
  withSearch,
  type ListPage,
  type ListPageArgs,
  type Tables,
  type TablesUpdate,
  type Views,
} from '@loja/shared-ui/platform';
import { IMAGENS_BUCKET } from './storagePaths';

export type Produto = Tables<'produtos'>;
export type Categoria = Tables<'categorias'>;

/** What a row of the list shows: the principal image, the category's name, price and stock. */
const LIST_COLUMNS = 'id, nome, codigo_barras, preco_venda, estoque_atual, estoque_minimo, ativo, categoria_id, categoria_nome, imagem_url, created_at';
export type ProdutoListRow = Pick<
  Views<'produtos_lista'>,
  | 'id'
  | 'nome'
  | 'codigo_barras'
  | 'preco_venda'
  | 'estoque_atual'
  | 'estoque_minimo'
  | 'ativo'
  | 'categoria_id'
  | 'categoria_nome'
  | 'imagem_url'
  | 'created_at'
>;

export interface ProdutosArgs extends ListPageArgs {
  busca: string;
  status: StatusFilterValue;
  /** categorias.id, or null for every category. */
  categoria: number | null;
  /** A `grades_opcoes.valor` of campo 'cor' (lower case, accent-free), or '' for every colour. */
  cor: string;
  /** A `grades_opcoes.valor` of campo 'tamanho' (lower case), or '' for every size. */
  tamanho: string;
}

/**
 * The product columns a form writes. estoque_atual is the figure the person typed: the database
 * records the difference as an "Ajuste de estoque" movement (migration 20261123000600); leave it out
 * to keep the stock as it is (always, for a product with grades).
 */
export type ProdutoDados = Omit<TablesUpdate<'produtos'>, 'id' | 'empresa_id' | 'busca' | 'cores' | 'tamanhos' | 'created_at' | 'updated_at'>;

/** A filter option of the list: a colour or a size the grades use. */
export type GradeOpcao = { nome: string; valor: string };
export interface GradeOpcoes {
  cores: GradeOpcao[];
  tamanhos: GradeOpcao[];
}

export type FornecedorOpcao = Pick<Tables<'fornecedores'>, 'id' | 'nome'>;

const LIST_TAG = { type: 'Produto', id: 'LIST' } as const;

/** A one-element PostgreSQL array literal, quoted: a colour such as "Azul, claro" stays one element. */
function arrayLiteral(value: string): string {
  return `{"${value.replace(/["\\]/g, (c) => `\\${c}`)}"}`;
}

const CATEGORIAS_TAG = { type: 'Categoria', id: 'LIST' } as const;

/**
 * Spec 001 §7 (produtos, categorias, fornecedores). The list reads the owner-run `produtos_lista`
 * (staff only) with the accent-free search on nome and Referência, the status, category, colour and
 * size filters, an exact count and one page (DESIGN: one list). Writes go through `salvar_produto`,
 * so a stock figure is recorded in the ledger in the same transaction, and a delete through
 * `excluir_produto`, which refuses a product with movements or sales and answers its image paths.
 */
export const produtosApi = api.injectEndpoints({
  endpoints: (build) => ({
    listProdutos: build.query<ListPage<ProdutoListRow>, ProdutosArgs>({
      queryFn: (args) => {
        let query = withSearch(getSupabase().from('produtos_lista').select(LIST_COLUMNS, { count: 'exact' }), args.busca);
        const ativo = statusToAtivo(args.status);
        if (ativo !== undefined) query = query.eq('ativo', ativo);
        if (args.categoria !== null) query = query.eq('categoria_id', args.categoria);
        if (args.cor) query = query.filter('cores', 'cs', arrayLiteral(args.cor));
        if (args.tamanho) query = query.filter('tamanhos', 'cs', arrayLiteral(args.tamanho));
        return toListResult(query, args);
      },
      providesTags: (page) => [...(page?.rows.map(({ id }) => ({ type: 'Produto' as const, id })) ?? []), LIST_TAG],
    }),
    getProduto: build.query<Produto, number>({
      queryFn: (id) => toApiResult(getSupabase().from('produtos').select('*').eq('id', id).single()),
      providesTags: (_produto, _error, id) => [{ type: 'Produto', id }],
    }),
    createProduto: build.mutation<Produto, ProdutoDados>({
      queryFn: (dados) => toApiResult(getSupabase().rpc('salvar_produto', { p_produto: dados }).single()),
      invalidatesTags: [LIST_TAG],
    }),
    updateProduto: build.mutation<Produto, { id: number; changes: ProdutoDados }>({
      queryFn: ({ id, changes }) => toApiResult(getSupabase().rpc('salvar_produto', { p_id: id, p_produto: changes }).single()),
      invalidatesTags: (_produto, _error, { id }) => [{ type: 'Produto', id }, LIST_TAG],
    }),
    /**
     * Deletes the product (its grades and image rows go with it), then removes its image files. The
     * files go after the rows: a refused delete keeps every image, and a file left behind by a failed
     * removal is only unused bytes, never a product pointing at a missing image.
     */
    deleteProduto: build.mutation<{ id: number; imagensRemovidas: number }, number>({
      queryFn: async (id) => {
        const result = await toApiResult(getSupabase().rpc('excluir_produto', { p_id: id }), []);
        if (result.error) return result;
        const paths = result.data;
        if (paths.length > 0) {
          const { error } = await getSupabase().storage.from(IMAGENS_BUCKET).remove(paths);
          // The product is gone either way; the leftover files are logged for the shop's admin.
          if (error) console.error('Imagens do produto não removidas do armazenamento', paths, error);
        }
        return { data: { id, imagensRemovidas: paths.length } };
      },
      invalidatesTags: (_result, _error, id) => [{ type: 'Produto', id }, LIST_TAG],
    }),

    listCategorias: build.query<Pick<Categoria, 'id' | 'nome'>[], void>({
      queryFn: () => toApiResult(getSupabase().from('categorias').select('id, nome').order('nome'), []),
      providesTags: [CATEGORIAS_TAG],
    }),
    createCategoria: build.mutation<Categoria, { nome: string; descricao: string | null }>({
      queryFn: (categoria) => toApiResult(getSupabase().from('categorias').insert({ ...categoria, empresa_id: 1 }).select('*').single()),
      invalidatesTags: [CATEGORIAS_TAG],
    }),
    /** Spec 001 §7: the product form's supplier dropdown, active suppliers by name. */
    listFornecedoresAtivos: build.query<FornecedorOpcao[], void>({
      queryFn: () => toApiResult(getSupabase().from('fornecedores').select('id, nome').eq('ativo', true).order('nome'), []),
      providesTags: [{ type: 'Fornecedor', id: 'LIST' }],
    }),
    /**
     * The product's own supplier once it was deactivated (the dropdown lists active ones only), so
     * the form shows its name instead of an anonymous "Fornecedor inativo".
     */
    getFornecedorDoProduto: build.query<FornecedorOpcao, number>({
      queryFn: (id) => toApiResult(getSupabase().from('fornecedores').select('id, nome').eq('id', id).single()),
      providesTags: (_fornecedor, _error, id) => [{ type: 'Fornecedor', id }],
    }),
    /** The colours and sizes the grades use, for the list's filters. */
    listGradeOpcoes: build.query<GradeOpcoes, void>({
      queryFn: async () => {
        const result = await toApiResult(getSupabase().from('grades_opcoes').select('campo, nome, valor').order('nome'), []);
        if (result.error) return result;
        const opcoes = (campo: string) =>
          result.data.flatMap((o) => (o.campo === campo && o.nome && o.valor ? [{ nome: o.nome, valor: o.valor }] : []));
        return { data: { cores: opcoes('cor'), tamanhos: opcoes('tamanho') } };
      },
      providesTags: [{ type: 'Grade', id: 'LIST' }],
    }),
  }),
});

export const {
  useListProdutosQuery,
  useGetProdutoQuery,
  useCreateProdutoMutation,
  useUpdateProdutoMutation,
  useDeleteProdutoMutation,
  useListCategoriasQuery,
  useCreateCategoriaMutation,
  useListFornecedoresAtivosQuery,
  useGetFornecedorDoProdutoQuery,
  useListGradeOpcoesQuery,
} = produtosApi;
