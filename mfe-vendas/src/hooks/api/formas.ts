import { api, getSupabase, toApiResult, type Tables } from '@loja/shared-ui/platform';

export type FormaPagamento = Pick<Tables<'formas_pagamento'>, 'id' | 'nome' | 'tipo' | 'maximo_parcelas'>;

/** The active payment forms the counter offers (edited by an admin under Configuração), in their order. */
export const formasApi = api.injectEndpoints({
  endpoints: (build) => ({
    listFormasPagamentoAtivas: build.query<FormaPagamento[], void>({
      queryFn: () => toApiResult(getSupabase().from('formas_pagamento').select('id, nome, tipo, maximo_parcelas').eq('ativo', true).order('id'), []),
      providesTags: [{ type: 'FormaPagamento', id: 'LIST' }],
    }),
  }),
});

export const { useListFormasPagamentoAtivasQuery } = formasApi;
