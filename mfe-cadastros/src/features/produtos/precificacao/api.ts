import { api, getSupabase, toApiResult } from '@loja/shared-ui/platform';

/** One change of the product's purchase cost (produtos.preco_compra), newest first. */
export interface CustoHistorico {
  id: number;
  motivo: 'Compra' | 'Alteração manual';
  /** OC-000123 when a purchase receipt moved it. */
  compra: string | null;
  compraId: number | null;
  estoqueAnterior: number | null;
  custoAnterior: number | null;
  quantidade: number | null;
  custoUnitario: number | null;
  custoNovo: number;
  alteradoEm: string;
  alteradoPor: string | null;
}

const codigoCompra = (numero: number) => `OC-${String(numero).padStart(6, '0')}`;

/**
 * The weighted average cost's history (issue 27, migration 20261130001000, table custos_historico):
 * each receipt of a purchase with the stock and cost before, the units and their cost; each cost
 * typed on this tab. Staff read it (RLS); the database writes it.
 */
export const custosHistoricoApi = api.injectEndpoints({
  endpoints: (build) => ({
    listCustosHistorico: build.query<CustoHistorico[], number>({
      queryFn: async (produtoId) => {
        const result = await toApiResult(
          getSupabase()
            .from('custos_historico')
            .select('id, motivo, compra_id, estoque_anterior, custo_anterior, quantidade, custo_unitario, custo_novo, alterado_em, compras(numero), usuarios(nome)')
            .eq('produto_id', produtoId)
            .order('alterado_em', { ascending: false })
            .order('id', { ascending: false })
            .limit(50),
        );
        if (result.error) return result;
        return {
          data: result.data.map((h) => ({
            id: h.id,
            motivo: h.motivo === 'Compra' ? 'Compra' : 'Alteração manual',
            compra: h.compras ? codigoCompra(h.compras.numero) : null,
            compraId: h.compra_id,
            estoqueAnterior: h.estoque_anterior,
            custoAnterior: h.custo_anterior,
            quantidade: h.quantidade,
            custoUnitario: h.custo_unitario,
            custoNovo: h.custo_novo,
            alteradoEm: h.alterado_em,
            alteradoPor: h.usuarios?.nome ?? null,
          })),
        };
      },
      // A receipt invalidates the products' LIST; a save on this tab, the product.
      providesTags: (_r, _e, produtoId) => [{ type: 'Produto', id: produtoId }, { type: 'Produto', id: 'LIST' }],
    }),
  }),
});

export const { useListCustosHistoricoQuery } = custosHistoricoApi;
