import { api, getSupabase, toApiResult, type Tables } from '@loja/shared-ui/platform';
import type { NovaGrade } from './combinations';

export type Grade = Tables<'grades_produto'>;
export type Cor = Tables<'cores_personalizadas'>;

/**
 * What the grade form writes through `salvar_grade`. estoque_atual is the figure the person typed:
 * the database records the difference as an "Ajuste de estoque" movement (migration 20261123000600).
 */
export type GradeDados = Pick<Grade, 'cor' | 'tamanho' | 'cor_rgb' | 'estoque_minimo' | 'codigo_barras' | 'estoque_atual'>;

/** The grades of one product (its own tag, so another product's tab is not refetched). */
export const gradesDoProdutoTag = (produtoId: number) => ({ type: 'Grade' as const, id: `produto-${produtoId}` });
/** The colour and size filter options of the product list (`listGradeOpcoes`). */
const GRADE_LIST_TAG = { type: 'Grade', id: 'LIST' } as const;
const CORES_TAG = { type: 'Cor', id: 'LIST' } as const;

/**
 * Every grade write changes the product row as well: the database keeps `produtos.estoque_atual`
 * (the sum of the grades; a first grade takes over the product's units, a removed grade takes its
 * units away) and the `cores`/`tamanhos` arrays the list filters on. So each one invalidates the
 * product (Informações' total), the product list, the product's grades and the filter options.
 */
const tagsDaEscrita = (produtoId: number) =>
  [gradesDoProdutoTag(produtoId), GRADE_LIST_TAG, { type: 'Produto' as const, id: produtoId }, { type: 'Produto' as const, id: 'LIST' }] as const;

/**
 * Spec 001 §7 (grades_produto, cores_personalizadas). A grade's stock is only written through
 * `salvar_grade` (the column grants leave it out of table writes); bulk inserts and deletes are plain
 * table writes that the database's triggers record in the ledger. Deletes ask for the rows back, so a
 * delete that row-level security hides (a read-only login) is an error, not a silent success.
 */
export const gradeApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Spec 001 §7: by produto_id, newest first (the id breaks ties within one bulk insert). */
    listGradesDoProduto: build.query<Grade[], number>({
      queryFn: (produtoId) =>
        toApiResult(
          getSupabase()
            .from('grades_produto')
            .select('*')
            .eq('produto_id', produtoId)
            .order('created_at', { ascending: false })
            .order('id', { ascending: false }),
          [],
        ),
      providesTags: (_grades, _error, produtoId) => [gradesDoProdutoTag(produtoId)],
    }),
    /** The bulk builder's insert: stock and minimum stock start at 0 (the table's defaults). */
    createGrades: build.mutation<Grade[], { produtoId: number; grades: NovaGrade[] }>({
      queryFn: ({ produtoId, grades }) =>
        toApiResult(
          getSupabase()
            .from('grades_produto')
            .insert(grades.map((grade) => ({ ...grade, produto_id: produtoId })))
            .select('*'),
          [],
        ),
      invalidatesTags: (_grades, _error, { produtoId }) => [...tagsDaEscrita(produtoId)],
    }),
    /** Adds (no id) or edits one grade, stock included, in one transaction with its ledger movement. */
    salvarGrade: build.mutation<Grade, { produtoId: number; id?: number; grade: GradeDados }>({
      queryFn: ({ produtoId, id, grade }) =>
        toApiResult(getSupabase().rpc('salvar_grade', { p_produto_id: produtoId, p_grade: grade, ...(id ? { p_id: id } : {}) }).single()),
      invalidatesTags: (_grade, _error, { produtoId }) => [...tagsDaEscrita(produtoId)],
    }),
    deleteGrade: build.mutation<Pick<Grade, 'id'>, { produtoId: number; id: number }>({
      queryFn: ({ produtoId, id }) =>
        toApiResult(getSupabase().from('grades_produto').delete().eq('id', id).eq('produto_id', produtoId).select('id').single()),
      invalidatesTags: (_grade, _error, { produtoId }) => [...tagsDaEscrita(produtoId)],
    }),
    /** "Excluir toda a grade": answers how many were removed; none removed is an error. */
    deleteGradesDoProduto: build.mutation<number, number>({
      queryFn: async (produtoId) => {
        const result = await toApiResult(getSupabase().from('grades_produto').delete().eq('produto_id', produtoId).select('id'), []);
        if (result.error) return result;
        if (result.data.length === 0) return { error: { message: 'Nenhuma grade removida' } };
        return { data: result.data.length };
      },
      invalidatesTags: (_count, _error, produtoId) => [...tagsDaEscrita(produtoId)],
    }),

    /** Spec 001 §7: the colour palette, by name (ids 1 to 5 are the default colours). */
    listCores: build.query<Cor[], void>({
      queryFn: () => toApiResult(getSupabase().from('cores_personalizadas').select('*').order('nome'), []),
      providesTags: [CORES_TAG],
    }),
    createCor: build.mutation<Cor, { nome: string; rgb_hex: string }>({
      queryFn: (cor) =>
        toApiResult(getSupabase().from('cores_personalizadas').insert({ nome: cor.nome.trim(), rgb_hex: cor.rgb_hex, empresa_id: 1 }).select('*').single()),
      invalidatesTags: [CORES_TAG],
    }),
    /** The database refuses the default colours ('Não é possível remover cores padrão'). */
    deleteCor: build.mutation<Pick<Cor, 'id'>, number>({
      queryFn: (id) => toApiResult(getSupabase().from('cores_personalizadas').delete().eq('id', id).select('id').single()),
      invalidatesTags: [CORES_TAG],
    }),
  }),
});

export const {
  useListGradesDoProdutoQuery,
  useCreateGradesMutation,
  useSalvarGradeMutation,
  useDeleteGradeMutation,
  useDeleteGradesDoProdutoMutation,
  useListCoresQuery,
  useCreateCorMutation,
  useDeleteCorMutation,
} = gradeApi;
