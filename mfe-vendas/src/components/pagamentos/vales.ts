import { api, getSupabase, jsonNumber, jsonRecords, jsonText, jsonTextOrNull, toApiResult } from '@loja/shared-ui/platform';
import { centavos, type Centavos } from '../dinheiro';

/** A vale-troca as the counter sees it (vale_troca_consulta, migration 20261129002000). */
export interface ValeTroca {
  codigo: string;
  valor: Centavos;
  saldo: Centavos;
  /** YYYY-MM-DD, its last valid day. */
  valido_ate: string;
  vencido: boolean;
  cliente_nome: string | null;
}

/** One vale by its code, or the customer's vales with money left and still valid. */
export type ConsultaVale = { codigo: string } | { clienteId: number };

export const valesApi = api.injectEndpoints({
  endpoints: (build) => ({
    consultarVales: build.query<ValeTroca[], ConsultaVale>({
      queryFn: async (consulta) => {
        const args = 'codigo' in consulta ? { p_codigo: consulta.codigo } : { p_cliente_id: consulta.clienteId };
        const result = await toApiResult(getSupabase().rpc('vale_troca_consulta', args));
        if (result.error) return result;
        return {
          data: jsonRecords(result.data).map((v) => ({
            codigo: jsonText(v.codigo),
            valor: centavos(jsonNumber(v.valor)),
            saldo: centavos(jsonNumber(v.saldo)),
            valido_ate: jsonText(v.valido_ate),
            vencido: v.vencido === true,
            cliente_nome: jsonTextOrNull(v.cliente_nome),
          })),
        };
      },
      // A sale or an exchange spends or issues vales: read again every time.
      providesTags: [{ type: 'Venda', id: 'TROCAS' }, { type: 'Venda', id: 'LIST' }],
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useConsultarValesQuery, useLazyConsultarValesQuery } = valesApi;
