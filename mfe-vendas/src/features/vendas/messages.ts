/** The sales screens' texts (issue 24): every message a person reads here, asserted by the tests. */
export const VENDAS_MESSAGES = {
  title: 'Vendas',
  description: 'Vendas no balcão e pedidos do catálogo',
  loading: 'Carregando vendas...',
  loadList: 'Não foi possível carregar as vendas.',
  empty: 'Nenhuma venda encontrada',
  emptyFiltered: 'Tente outra busca, situação, origem ou período.',
  consumidorFinal: 'Consumidor final',
  loadVenda: 'Não foi possível carregar a venda.',
  vendaNaoEncontrada: 'Venda não encontrada',
  cancelada: 'Venda cancelada.',
  pedidoCancelado: 'Pedido cancelado.',
  cancelFailed: 'Não foi possível cancelar.',
  motivoObrigatorio: 'Informe o motivo do cancelamento.',
  confirmado: 'Pedido confirmado.',
  confirmFailed: 'Não foi possível confirmar o pedido.',
} as const;
