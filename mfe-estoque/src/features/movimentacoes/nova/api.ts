import { api, getSupabase, toApiResult } from '@loja/shared-ui/platform';

/**
 * The signed-in person's own usuarios row, to start the form with them as the responsible. The
 * auth profile carries only nome and tipo, and the responsáveis list has no auth_user_id, so the
 * id is read here by the login's id (staff read usuarios: policy usuarios_leitura).
 */
export const novaMovimentacaoApi = api.injectEndpoints({
  endpoints: (build) => ({
    getResponsavelDaSessao: build.query<number | null, string>({
      queryFn: async (authUserId) => {
        const result = await toApiResult(getSupabase().from('usuarios').select('id').eq('auth_user_id', authUserId).maybeSingle());
        return result.error ? { error: result.error } : { data: result.data?.id ?? null };
      },
      providesTags: [{ type: 'Usuario', id: 'LIST' }],
    }),
  }),
});

export const { useGetResponsavelDaSessaoQuery } = novaMovimentacaoApi;
