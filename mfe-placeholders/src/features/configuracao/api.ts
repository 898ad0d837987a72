import { api, getSupabase, toApiResult } from '@loja/shared-ui/platform';

export interface Empresa {
  id: number;
  nome: string;
  cnpj: string | null;
  endereco: string | null;
  telefone: string | null;
  email: string | null;
  website: string | null;
  whatsapp: string;
}

export type EmpresaForm = Omit<Empresa, 'id'>;

const COLUMNS = 'id, nome, cnpj, endereco, telefone, email, website, whatsapp';

/** Company settings (id 1): staff read them, only an admin saves (row-level security decides). */
export const empresaApi = api.injectEndpoints({
  endpoints: (build) => ({
    getEmpresa: build.query<Empresa, void>({
      queryFn: () => toApiResult(getSupabase().from('empresa').select(COLUMNS).eq('id', 1).single<Empresa>()),
      providesTags: ['Empresa'],
    }),
    updateEmpresa: build.mutation<Empresa, EmpresaForm>({
      queryFn: (values) => toApiResult(getSupabase().from('empresa').update(values).eq('id', 1).select(COLUMNS).single<Empresa>()),
      invalidatesTags: ['Empresa'],
    }),
  }),
});

export const { useGetEmpresaQuery, useUpdateEmpresaMutation } = empresaApi;
