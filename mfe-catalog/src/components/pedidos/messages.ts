/** Every text of "Meus pedidos" (Minha Conta, issue 24). */
import type { BadgeVariant } from '@loja/shared-ui';

export const MEUS_PEDIDOS = {
  menu: 'Meus pedidos',
  titulo: 'Meus pedidos',
  vazio: 'Você ainda não fez pedidos.',
  carregando: 'Carregando pedidos...',
  erro: 'Não foi possível carregar seus pedidos.',
  tentarNovamente: 'Tentar novamente',
  itensErro: 'Não foi possível carregar os itens deste pedido.',
  itensCarregando: 'Carregando itens...',
  itensTitulo: 'Itens do pedido',
  colunaProduto: 'Produto',
  colunaQuantidade: 'Qtd.',
  colunaPreco: 'Preço',
  colunaTotal: 'Total',
} as const;

/**
 * The situação (vendas_situacao: the status, or expirada for a pending order past its deadline) as the
 * cliente reads it, with the badge's colour.
 */
export const SITUACOES: Record<string, { rotulo: string; variant: BadgeVariant }> = {
  pendente: { rotulo: 'Pendente', variant: 'warning' },
  confirmada: { rotulo: 'Confirmada', variant: 'success' },
  cancelada: { rotulo: 'Cancelada', variant: 'destructive' },
  expirada: { rotulo: 'Expirada', variant: 'secondary' },
};

/** Any other value the database might add later reads as itself, never as an English word. */
export const situacao = (valor: string) => SITUACOES[valor] ?? { rotulo: valor, variant: 'outline' as const };
