import { api, getSupabase, toApiResult } from '@loja/shared-ui/platform';

/** The company's public face (view `empresa_publica`): what the storefront may show. */
export interface EmpresaPublica {
  id: number;
  nome: string;
  whatsapp: string | null;
  telefone: string | null;
  email: string | null;
  website: string | null;
  instagram: string | null;
  endereco: string | null;
}

/** The one company of the product has id 1. */
export const EMPRESA_ID = 1;

export const empresaApi = api.injectEndpoints({
  endpoints: (build) => ({
    getEmpresaPublica: build.query<EmpresaPublica | null, void>({
      queryFn: () =>
        toApiResult(
          getSupabase()
            .from('empresa_publica')
            .select('id, nome, whatsapp, telefone, email, website, instagram, endereco')
            .eq('id', EMPRESA_ID)
            .maybeSingle<EmpresaPublica>(),
          null,
        ),
      providesTags: ['Empresa'],
    }),
  }),
});

export const { useGetEmpresaPublicaQuery } = empresaApi;
