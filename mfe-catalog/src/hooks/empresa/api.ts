import { api, getPublicClient, toApiResult, type Views } from '@loja/shared-ui/platform';

/**
 * The company's public face (view `empresa_publica`): what the storefront may show.
 * A view's columns all come out nullable from the generator, so readers fall back on blanks.
 * Public, so read with the anon-key client: the header, footer and WhatsApp links never wait for
 * supabase-js (issue 25 §2).
 */
export type EmpresaPublica = Views<'empresa_publica'>;

/** The one company of the product has id 1. */
export const EMPRESA_ID = 1;

export const empresaApi = api.injectEndpoints({
  endpoints: (build) => ({
    getEmpresaPublica: build.query<EmpresaPublica | null, void>({
      queryFn: () =>
        toApiResult(
          getPublicClient()
            .from('empresa_publica')
            .select('id, nome, whatsapp, telefone, email, website, instagram, endereco')
            .eq('id', EMPRESA_ID)
            .maybeSingle(),
          null,
        ),
      // The same tag the back-office's company form invalidates, so a new WhatsApp number reaches
      // the storefront of the same page without a reload (RTK matches an id'd tag only by its id).
      providesTags: [{ type: 'Empresa', id: EMPRESA_ID }],
    }),
  }),
});

export const { useGetEmpresaPublicaQuery } = empresaApi;
