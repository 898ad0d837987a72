import { api, getSupabase, toApiResult, type Tables } from '@loja/shared-ui/platform';

/** What a receipt prints of the shop and what the counter needs of its settings (Configuração). */
export type LojaVenda = Pick<
  Tables<'empresa'>,
  'nome' | 'cnpj' | 'endereco' | 'telefone' | 'whatsapp' | 'pix_chave' | 'pix_cidade' | 'desconto_maximo_funcionario'
>;

export const lojaApi = api.injectEndpoints({
  endpoints: (build) => ({
    getLojaParaVenda: build.query<LojaVenda, void>({
      queryFn: () =>
        toApiResult(
          getSupabase()
            .from('empresa')
            .select('nome, cnpj, endereco, telefone, whatsapp, pix_chave, pix_cidade, desconto_maximo_funcionario')
            .eq('id', 1)
            .single(),
        ),
      providesTags: [{ type: 'Empresa', id: 1 }],
    }),
  }),
});

export const { useGetLojaParaVendaQuery } = lojaApi;
