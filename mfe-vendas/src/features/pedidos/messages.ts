/** Editing a storefront order before it is confirmed (issue 24). */
export const PEDIDO_MESSAGES = {
  title: (codigo: string) => `Editar pedido ${codigo}`,
  description: 'Troque cor e tamanho, mude quantidades, remova itens ou dê desconto antes de confirmar.',
  salvar: 'Salvar alterações',
  salvando: 'Salvando...',
  salvo: 'Pedido alterado.',
  falhou: 'Não foi possível alterar o pedido.',
  naoEditavel: 'Este pedido não pode mais ser alterado.',
} as const;
