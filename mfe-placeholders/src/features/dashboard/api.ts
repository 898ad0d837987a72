import { api, getSupabase, type ApiError, type Tables } from '@loja/shared-ui/platform';

export interface DashboardResumo {
  totalClientes: number;
  totalProdutos: number;
  unidadesEmEstoque: number;
  estoqueBaixo: Pick<Tables<'produtos'>, 'id' | 'nome' | 'estoque_atual' | 'estoque_minimo'>[];
}

/** The figures the database can give today (DESIGN): counts and low stock, read with the caller's rights. */
export const dashboardApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDashboardResumo: build.query<DashboardResumo, void>({
      queryFn: async () => {
        const supabase = getSupabase();
        const [clientes, produtos, estoque] = await Promise.all([
          supabase.from('clientes').select('id', { count: 'exact', head: true }).eq('ativo', true),
          supabase.from('produtos').select('id', { count: 'exact', head: true }).eq('ativo', true),
          supabase.from('produtos').select('id, nome, estoque_atual, estoque_minimo').eq('ativo', true).order('nome'),
        ]);
        const failed = clientes.error ?? produtos.error ?? estoque.error;
        if (failed) return { error: { message: failed.message, code: failed.code } satisfies ApiError };
        const linhas = estoque.data ?? [];
        return {
          data: {
            totalClientes: clientes.count ?? 0,
            totalProdutos: produtos.count ?? 0,
            unidadesEmEstoque: linhas.reduce((soma, p) => soma + p.estoque_atual, 0),
            estoqueBaixo: linhas.filter((p) => p.estoque_atual <= p.estoque_minimo).slice(0, 8),
          },
        };
      },
      providesTags: ['Dashboard'],
    }),
  }),
});

export const { useGetDashboardResumoQuery } = dashboardApi;
