import { api, getSupabase, toApiResult, type Tables, type TablesUpdate } from '@loja/shared-ui/platform';

/** The company settings row (there is only id 1). */
export type Empresa = Tables<'empresa'>;

/** What the settings form saves: every editable column, '' already turned into null. */
export type EmpresaUpdate = Pick<
  TablesUpdate<'empresa'>,
  | 'nome'
  | 'cnpj'
  | 'endereco'
  | 'telefone'
  | 'email'
  | 'website'
  | 'instagram'
  | 'whatsapp'
  | 'reserva_horas'
  | 'desconto_maximo_funcionario'
  | 'vale_troca_validade_dias'
  | 'pix_chave'
  | 'pix_cidade'
>;

const EMPRESA_ID = 1;

/**
 * Company settings: staff read them, only an admin saves (row-level security decides, policy
 * empresa_alteracao; for anyone else the update matches no row and `.single()` fails). The sales
 * settings (reserva_horas, desconto_maximo_funcionario, vale_troca_validade_dias, pix_chave, pix_cidade) are columns of the
 * same row, covered by the same table-wide update grant (migration 20261122000200).
 */
export const empresaApi = api.injectEndpoints({
  endpoints: (build) => ({
    getEmpresa: build.query<Empresa, void>({
      queryFn: () => toApiResult(getSupabase().from('empresa').select('*').eq('id', EMPRESA_ID).single()),
      providesTags: [{ type: 'Empresa', id: EMPRESA_ID }],
    }),
    updateEmpresa: build.mutation<Empresa, EmpresaUpdate>({
      queryFn: (changes) =>
        toApiResult(getSupabase().from('empresa').update(changes).eq('id', EMPRESA_ID).select('*').single()),
      invalidatesTags: [{ type: 'Empresa', id: EMPRESA_ID }],
    }),
  }),
});

export const { useGetEmpresaQuery, useUpdateEmpresaMutation } = empresaApi;
