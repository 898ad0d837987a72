import { api, getSupabase, toApiResult } from '@loja/shared-ui/platform';

/**
 * The signed-in cliente's own orders (issue 24: Minha Conta → "Meus pedidos"). RLS gives a cliente
 * only the sales they ordered (`vendas.comprador_id = current_usuario_id()`) and their lines; the
 * menu offers this to a cliente only (staff read every sale under RLS, in /vendas). `vendas_situacao`
 * adds the printed number (V-000123) and the situação, expirada for a pending order past its deadline.
 */
const pedidosQuery = () =>
  getSupabase()
    .from('vendas_situacao')
    .select('id, codigo, criada_em, total, situacao')
    .eq('origem', 'catalogo')
    .order('criada_em', { ascending: false })
    .order('id', { ascending: false })
    .limit(100);

const itensQuery = (vendaId: number) =>
  getSupabase().from('itens_venda').select('id, descricao, quantidade, preco_unitario, total').eq('venda_id', vendaId).order('id');

type PedidoRow = NonNullable<Awaited<ReturnType<typeof pedidosQuery>>['data']>[number];

/** An order as the list shows it (the view's columns are typed nullable; an order always has them). */
export interface MeuPedido {
  id: number;
  codigo: string;
  criada_em: string;
  total: number;
  situacao: string;
}

export type ItemMeuPedido = NonNullable<Awaited<ReturnType<typeof itensQuery>>['data']>[number];

const meuPedido = (row: PedidoRow): MeuPedido => ({
  id: row.id ?? 0,
  codigo: row.codigo ?? '',
  criada_em: row.criada_em ?? '',
  total: row.total ?? 0,
  situacao: row.situacao ?? '',
});

export const meusPedidosApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Newest first. */
    getMeusPedidos: build.query<MeuPedido[], void>({
      queryFn: async () => {
        const result = await toApiResult(pedidosQuery(), []);
        return result.error ? result : { data: result.data.map(meuPedido) };
      },
      providesTags: (pedidos) => [...(pedidos ?? []).map(({ id }) => ({ type: 'Venda' as const, id })), { type: 'Venda', id: 'LIST' }],
    }),
    /** The lines of one order, as sold (descrição with colour and size, price of the day). */
    getItensMeuPedido: build.query<ItemMeuPedido[], number>({
      queryFn: (vendaId) => toApiResult(itensQuery(vendaId), []),
      providesTags: (_itens, _error, vendaId) => [{ type: 'Venda', id: vendaId }],
    }),
  }),
});

export const { useGetMeusPedidosQuery, useGetItensMeuPedidoQuery } = meusPedidosApi;
