/** Every text the sacola's checkout shows (spec 000 §7, issue 24). */

/** The shop has no WhatsApp number (or it could not be read): no order is recorded and no broken chat link is opened. */
export const CHECKOUT_UNAVAILABLE = {
  title: 'Não foi possível finalizar a compra',
  description: 'O WhatsApp da loja não está disponível no momento. Tente novamente mais tarde.',
} as const;

/** The order is recorded and the chat opens with its number. */
export const pedidoRegistrado = (codigo: string) =>
  ({
    title: `Pedido ${codigo} registrado`,
    description: 'Envie a mensagem no WhatsApp para a loja combinar o pagamento e a entrega.',
  }) as const;

/** A line is no longer available as it was: the database's own words, then what changed in the bag. */
export const estoqueMudou = (motivo: string) =>
  ({ title: 'Sua sacola mudou', description: `${motivo}. Atualizamos a sua sacola com o que está disponível.` }) as const;

/** No answer from the server (offline, timeout): nothing was recorded and nothing opened. */
export const PEDIDO_SEM_CONEXAO = {
  title: 'Não foi possível registrar o pedido',
  description: 'Verifique sua conexão e tente novamente. Nenhum pedido foi registrado.',
} as const;

/** A refusal the buyer can act on (the limit of pending orders, an empty bag): the database's sentence. */
export const pedidoRecusado = (motivo: string) => ({ title: 'Não foi possível registrar o pedido', description: motivo }) as const;

/** Anything else: no technical text reaches the buyer. */
export const PEDIDO_FALHOU = {
  title: 'Não foi possível registrar o pedido',
  description: 'Tente novamente em instantes. Nenhum pedido foi registrado.',
} as const;

/** "Limpar sacola" asks first (issue 25): the bag was emptied by one press, with no way back. */
export const LIMPAR_SACOLA = {
  title: 'Limpar sacola?',
  description: 'Todos os itens serão removidos da sua sacola.',
  confirm: 'Sim, limpar',
  cancel: 'Cancelar',
} as const;
