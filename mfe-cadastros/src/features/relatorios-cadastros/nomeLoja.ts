import { api, getSupabase, toApiResult } from '@loja/shared-ui/platform';

/** Rows on one screen page of a register report (the functions' default). */
export const LIMITE_TELA = 50;

/** The one company of the product has id 1. */
const EMPRESA_ID = 1;

/** What the PDF prints when the company has no name yet (or it has not arrived). */
const NOME_PADRAO = 'Loja Praia';

const nomeLojaApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The shop's name for the PDF's header (view empresa_publica, the same the storefront reads). */
    getNomeLojaRelatoriosCadastros: build.query<string | null, void>({
      queryFn: async () => {
        const r = await toApiResult(getSupabase().from('empresa_publica').select('nome').eq('id', EMPRESA_ID).maybeSingle(), null);
        return r.error ? r : { data: r.data?.nome ?? null };
      },
      providesTags: [{ type: 'Empresa', id: EMPRESA_ID }],
    }),
  }),
});

/**
 * The shop's name as the company form saved it, for an export: read on the page's first render, or asked again
 * at the click if it had not arrived.
 */
export function useNomeLoja(): () => Promise<string> {
  const { data, isSuccess, refetch } = nomeLojaApi.useGetNomeLojaRelatoriosCadastrosQuery();
  return async () => (isSuccess ? data : await refetch().unwrap()) || NOME_PADRAO;
}
