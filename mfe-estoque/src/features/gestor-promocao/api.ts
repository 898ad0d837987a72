import { api, getSupabase, toApiResult, type Tables } from '@loja/shared-ui/platform';
import { searchPatterns } from '@loja/shared-ui/platform';

/**
 * The Gestor de Promoção's data (issue 27, migration 20261130004000). Staff read the tables under RLS;
 * writes go through salvar_promocao / encerrar_promocao (checked, all or nothing, Portuguese refusals).
 * A promotion changes what products cost, so every write invalidates the product lists too.
 */
export type Promocao = Tables<'promocoes'> & {
  categoria: Pick<Tables<'categorias'>, 'id' | 'nome'> | null;
  produtos: { produto: Pick<Tables<'produtos'>, 'id' | 'nome' | 'preco_venda'> | null }[];
};

export type ProdutoPromocao = Pick<Tables<'produtos'>, 'id' | 'nome' | 'preco_venda' | 'codigo_barras'>;

/** What salvar_promocao takes: dates in the shop's time ('2026-12-01T08:00'). */
export interface PromocaoDados {
  nome: string;
  tipo: 'preco' | 'percentual';
  valor: string;
  categoria_id?: number;
  produtos?: number[];
  inicio: string;
  fim: string;
}

const PROMOCOES = { type: 'Produto' as const, id: 'PROMOCOES' };

export const gestorPromocaoApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPromocoes: build.query<Promocao[], void>({
      queryFn: () =>
        toApiResult(
          getSupabase()
            .from('promocoes')
            .select('*, categoria:categorias(id, nome), produtos:promocoes_produtos(produto:produtos(id, nome, preco_venda))')
            .order('fim', { ascending: false })
            .order('id', { ascending: false })
            .limit(200),
          [],
        ),
      providesTags: [PROMOCOES],
    }),
    getPromocaoCategorias: build.query<Pick<Tables<'categorias'>, 'id' | 'nome'>[], void>({
      queryFn: () => toApiResult(getSupabase().from('categorias').select('id, nome').order('nome'), []),
      providesTags: [{ type: 'Categoria', id: 'LIST' }],
    }),
    /** Active products whose busca has every word typed (or the code), at most 10, by name. */
    buscarProdutosPromocao: build.query<ProdutoPromocao[], string>({
      queryFn: (busca) => {
        let query = getSupabase().from('produtos').select('id, nome, preco_venda, codigo_barras').eq('ativo', true);
        for (const pattern of searchPatterns(busca)) query = query.like('busca', pattern);
        return toApiResult(query.order('nome').order('id').limit(10), []);
      },
      providesTags: [{ type: 'Produto', id: 'LIST' }],
    }),
    salvarPromocao: build.mutation<number, { id: number | null; dados: PromocaoDados }>({
      queryFn: ({ id, dados }) => toApiResult(getSupabase().rpc('salvar_promocao', { p_dados: { ...dados }, ...(id === null ? {} : { p_id: id }) })),
      invalidatesTags: [PROMOCOES, { type: 'Produto', id: 'LIST' }],
    }),
    encerrarPromocao: build.mutation<null, number>({
      queryFn: async (id) => {
        const result = await toApiResult(getSupabase().rpc('encerrar_promocao', { p_id: id }));
        return result.error ? result : { data: null };
      },
      invalidatesTags: [PROMOCOES, { type: 'Produto', id: 'LIST' }],
    }),
  }),
});

export const {
  useGetPromocoesQuery,
  useGetPromocaoCategoriasQuery,
  useBuscarProdutosPromocaoQuery,
  useSalvarPromocaoMutation,
  useEncerrarPromocaoMutation,
} = gestorPromocaoApi;
