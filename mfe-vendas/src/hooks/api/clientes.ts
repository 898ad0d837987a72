import { api, getSupabase, toApiResult, withSearch, type Tables } from '@loja/shared-ui/platform';

export type ClienteVenda = Pick<Tables<'clientes'>, 'id' | 'nome' | 'cpf' | 'telefone'>;

/** The counter's customer lookup: active clientes whose name, CPF or phone has every word, at most 8. */
export const clientesVendaApi = api.injectEndpoints({
  endpoints: (build) => ({
    buscarClientesParaVenda: build.query<ClienteVenda[], string>({
      queryFn: (texto) =>
        toApiResult(
          withSearch(getSupabase().from('clientes').select('id, nome, cpf, telefone').eq('ativo', true), texto)
            .order('nome')
            .order('id')
            .limit(8),
          [],
        ),
      providesTags: [{ type: 'Cliente', id: 'LIST' }],
    }),
  }),
});

export const { useBuscarClientesParaVendaQuery } = clientesVendaApi;
