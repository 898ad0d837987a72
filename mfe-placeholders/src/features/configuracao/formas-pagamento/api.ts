import type { RowOf } from '@loja/shared-ui';
import { api, getSupabase, toApiResult, type Tables } from '@loja/shared-ui/platform';
import type { FormaPagamentoValues } from './schema';

/** A payment form (Dinheiro, Pix, Cartão de crédito até 6x...), as the counter sale offers it. */
export type FormaPagamento = Tables<'formas_pagamento'>;

/** What the form saves: its fields, '' already null (toRow). */
export type FormaPagamentoDados = RowOf<FormaPagamentoValues>;

const TAG = 'FormaPagamento' as const;
const LIST = { type: TAG, id: 'LIST' } as const;

/** The row to write: a fixed fee left empty is no fee (the column is not null, default 0). */
const toColumns = ({ taxa_fixa, ...dados }: FormaPagamentoDados) => ({ ...dados, taxa_fixa: taxa_fixa ?? 0 });

/**
 * Configuração > Formas de pagamento (issue 24). Staff read them (policy formas_pagamento_leitura);
 * only an admin inserts or updates (formas_pagamento_inclusao / _alteracao); nobody deletes, since past
 * payments keep their form: a form leaves the counter sale by being made inactive. An update RLS hides
 * matches no row, so `.single()` makes it an error, never a silent success. The names say they are
 * Configuração's: the sales remote reads the active forms through its own endpoint
 * (listFormasPagamentoAtivas), which provides the same `FormaPagamento` LIST tag, so a save here
 * refreshes the counter sale's choices too.
 */
export const formasPagamentoApi = api.injectEndpoints({
  endpoints: (build) => ({
    listFormasPagamentoConfiguracao: build.query<FormaPagamento[], void>({
      // a handful of rows: the whole list, active ones first, by name
      queryFn: () =>
        toApiResult(getSupabase().from('formas_pagamento').select('*').order('ativo', { ascending: false }).order('nome'), []),
      providesTags: (rows) => [...(rows ?? []).map(({ id }) => ({ type: TAG, id })), LIST],
    }),
    getFormaPagamentoConfiguracao: build.query<FormaPagamento, number>({
      queryFn: (id) => toApiResult(getSupabase().from('formas_pagamento').select('*').eq('id', id).single()),
      providesTags: (_row, _error, id) => [{ type: TAG, id }],
    }),
    createFormaPagamentoConfiguracao: build.mutation<FormaPagamento, FormaPagamentoDados>({
      queryFn: (dados) => toApiResult(getSupabase().from('formas_pagamento').insert(toColumns(dados)).select('*').single()),
      invalidatesTags: [LIST],
    }),
    updateFormaPagamentoConfiguracao: build.mutation<FormaPagamento, { id: number; changes: FormaPagamentoDados }>({
      queryFn: ({ id, changes }) =>
        toApiResult(getSupabase().from('formas_pagamento').update(toColumns(changes)).eq('id', id).select('*').single()),
      invalidatesTags: (_row, _error, { id }) => [{ type: TAG, id }, LIST],
    }),
  }),
});

export const {
  useListFormasPagamentoConfiguracaoQuery,
  useGetFormaPagamentoConfiguracaoQuery,
  useCreateFormaPagamentoConfiguracaoMutation,
  useUpdateFormaPagamentoConfiguracaoMutation,
} = formasPagamentoApi;
