import {
  api,
  getSupabase,
  jsonNumber,
  jsonRecords,
  jsonText,
  jsonTextOrNull,
  toApiResult,
  toListResult,
  withSearch,
  type Json,
  type ListPage,
  type ListPageArgs,
  type Tables,
  type Views,
} from '@loja/shared-ui/platform';
import { compareGrades } from '@loja/shared-ui/format';
import { KARDEX_LIMITE } from './messages';

/** One grade of a product as the overview shows it (an element of `estoque_produtos.grades`). */
export interface GradeEstoqueResumo {
  id: number;
  cor: string;
  tamanho: string;
  /** `#RRGGBB`, or null when the grade has no colour code. */
  cor_rgb: string | null;
  estoque_atual: number;
  estoque_minimo: number;
  /** Stock at or under the grade's minimum. */
  baixo: boolean;
}

type EstoqueProdutoView = Views<'estoque_produtos'>;

/** A row of the stock overview: the view's columns with its `grades` jsonb typed. */
export type EstoqueProdutoRow = Pick<
  EstoqueProdutoView,
  'id' | 'nome' | 'codigo_barras' | 'estoque_atual' | 'estoque_minimo' | 'categoria_id' | 'categoria_nome' | 'imagem_url' | 'baixo'
> & { grades: GradeEstoqueResumo[] };

const LIST_COLUMNS = 'id, nome, codigo_barras, estoque_atual, estoque_minimo, categoria_id, categoria_nome, imagem_url, baixo, grades';

export interface EstoqueProdutosArgs extends ListPageArgs {
  busca: string;
  /** Only the products whose stock (or a grade's) is at or under its minimum. */
  baixo: boolean;
  /** categorias.id, or null for every category. */
  categoria: number | null;
}

/** The overview is always by name (the view has no other useful order for a shop). */
export const ESTOQUE_PRODUTOS_SORT = { column: 'nome', ascending: true } as const;

/**
 * `estoque_produtos.grades` as typed grades, by colour and then size in the shop's one order (shared-ui's
 * compareGrades: the view's text order would put GG before M and 'unico' among the letters). The
 * generated types see jsonb as any JSON; the view builds each element with jsonb_build_object, so this
 * only gives the fields their TypeScript types.
 */
export function gradesDaView(grades: Json | null): GradeEstoqueResumo[] {
  return jsonRecords(grades).map((g) => ({
    id: jsonNumber(g.id),
    cor: jsonText(g.cor),
    tamanho: jsonText(g.tamanho),
    cor_rgb: jsonTextOrNull(g.cor_rgb),
    estoque_atual: jsonNumber(g.estoque_atual),
    estoque_minimo: jsonNumber(g.estoque_minimo),
    baixo: g.baixo === true,
  })).sort(compareGrades);
}

/** One line of a product's kardex (view estoque_kardex). */
export type KardexLinha = Pick<
  Views<'estoque_kardex'>,
  | 'id' | 'grade_id' | 'cor' | 'tamanho' | 'tipo' | 'quantidade' | 'preco_unitario' | 'motivo' | 'observacoes'
  | 'usuario_nome' | 'data_movimentacao' | 'efeito' | 'saldo' | 'saldo_grade' | 'compra_id' | 'balanco_id'
>;
const KARDEX_COLUMNS =
  'id, grade_id, cor, tamanho, tipo, quantidade, preco_unitario, motivo, observacoes, usuario_nome, data_movimentacao, efeito, saldo, saldo_grade, compra_id, balanco_id';

export interface Kardex {
  /** Oldest first: at most the latest KARDEX_LIMITE movements. */
  linhas: KardexLinha[];
  /** Every movement of the product; above KARDEX_LIMITE the oldest are not in `linhas`. */
  total: number;
}

/** The kardex page's header: the product (active or not) with its grades' current stock. */
export type ProdutoKardex = Pick<Tables<'produtos'>, 'id' | 'nome' | 'codigo_barras' | 'estoque_atual' | 'estoque_minimo' | 'ativo'> & {
  grades: Pick<Tables<'grades_produto'>, 'id' | 'cor' | 'tamanho' | 'cor_rgb' | 'estoque_atual' | 'estoque_minimo'>[];
};
const PRODUTO_KARDEX_COLUMNS = 'id, nome, codigo_barras, estoque_atual, estoque_minimo, ativo, grades:grades_produto(id, cor, tamanho, cor_rgb, estoque_atual, estoque_minimo)';

export type CategoriaOpcao = Pick<Tables<'categorias'>, 'id' | 'nome'>;

/** A movement changes these (movimentacoes' mutations invalidate Produto {id}, Produto LIST and Movimentacao LIST). */
const PRODUTOS_LIST_TAG = { type: 'Produto', id: 'LIST' } as const;
const MOVIMENTACOES_LIST_TAG = { type: 'Movimentacao', id: 'LIST' } as const;

/**
 * The stock overview and each product's kardex (issue 12). Both read the owner-run, staff-only views
 * of migration 20261124000100: `estoque_produtos` (active products, grades as jsonb, the low-stock
 * flag) and `estoque_kardex` (every movement with the running balance of the product and of its grade).
 */
export const estoqueProdutosPageApi = api.injectEndpoints({
  endpoints: (build) => ({
    listEstoqueProdutos: build.query<ListPage<EstoqueProdutoRow>, EstoqueProdutosArgs>({
      queryFn: async (args) => {
        let query = withSearch(getSupabase().from('estoque_produtos').select(LIST_COLUMNS, { count: 'exact' }), args.busca);
        if (args.baixo) query = query.eq('baixo', true);
        if (args.categoria !== null) query = query.eq('categoria_id', args.categoria);
        const result = await toListResult(query, args);
        if (result.error) return { error: result.error };
        return { data: { ...result.data, rows: result.data.rows.map((row) => ({ ...row, grades: gradesDaView(row.grades) })) } };
      },
      providesTags: (page) => [
        ...(page?.rows.flatMap(({ id }) => (id === null ? [] : [{ type: 'Produto' as const, id }])) ?? []),
        PRODUTOS_LIST_TAG,
        MOVIMENTACOES_LIST_TAG,
      ],
    }),
    /** The categories for the overview's filter, by name. */
    listCategoriasEstoque: build.query<CategoriaOpcao[], void>({
      queryFn: () => toApiResult(getSupabase().from('categorias').select('id, nome').order('nome').order('id'), []),
      providesTags: [{ type: 'Categoria', id: 'LIST' }],
    }),
    /** The product a kardex is about; null when no product has this id (or the person cannot read it). */
    getProdutoKardex: build.query<ProdutoKardex | null, number>({
      queryFn: async (id) => {
        const result = await toApiResult(getSupabase().from('produtos').select(PRODUTO_KARDEX_COLUMNS).eq('id', id).maybeSingle());
        if (result.error || !result.data) return result;
        // The grade filter lists them in the shop's size order, as every other stock screen.
        return { data: { ...result.data, grades: [...result.data.grades].sort(compareGrades) } };
      },
      providesTags: (_produto, _error, id) => [{ type: 'Produto', id }, MOVIMENTACOES_LIST_TAG],
    }),
    /**
     * A product's movements oldest first with the running balances. Above KARDEX_LIMITE movements only
     * the latest are read (newest first with a limit, then reversed): the balances stay right, since
     * the view computes them over every movement of the product.
     */
    getKardex: build.query<Kardex, number>({
      queryFn: async (produtoId) => {
        // The list kit's page 1 of KARDEX_LIMITE, newest first (id breaks ties the same way), with the exact count.
        const result = await toListResult(
          getSupabase().from('estoque_kardex').select(KARDEX_COLUMNS, { count: 'exact' }).eq('produto_id', produtoId),
          { page: 1, pageSize: KARDEX_LIMITE, sort: { column: 'data_movimentacao', ascending: false } },
        );
        if (result.error) return { error: result.error };
        return { data: { linhas: [...result.data.rows].reverse(), total: result.data.total } };
      },
      providesTags: (_kardex, _error, produtoId) => [{ type: 'Produto', id: produtoId }, MOVIMENTACOES_LIST_TAG],
    }),
  }),
});

export const { useListEstoqueProdutosQuery, useListCategoriasEstoqueQuery, useGetProdutoKardexQuery, useGetKardexQuery } = estoqueProdutosPageApi;
