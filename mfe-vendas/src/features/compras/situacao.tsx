import { Badge, type BadgeVariant } from '@loja/shared-ui';

/**
 * A compra's situação as the database keeps it (migration 20261130001000): the quote is pendente or
 * rejeitado; "Aprovar" makes the same row a pedido de compra (aberto, parcial, recebido, cancelado).
 */
export const SITUACOES_COMPRA = ['pendente', 'rejeitado', 'aberto', 'parcial', 'recebido', 'cancelado'] as const;
export type SituacaoCompra = (typeof SITUACOES_COMPRA)[number];

export const isSituacaoCompra = (valor: string): valor is SituacaoCompra => (SITUACOES_COMPRA as readonly string[]).includes(valor);

/** A pedido de compra (the quote was approved). */
export const ehPedido = (situacao: SituacaoCompra) => situacao !== 'pendente' && situacao !== 'rejeitado';

/** The quote's status, spec 001 §4: Aprovado (green), Pendente (yellow), Rejeitado (red). */
type StatusOrcamento = 'Aprovado' | 'Pendente' | 'Rejeitado';
export const statusDoOrcamento = (situacao: SituacaoCompra): StatusOrcamento =>
  situacao === 'pendente' ? 'Pendente' : situacao === 'rejeitado' ? 'Rejeitado' : 'Aprovado';
const VARIANTE_ORCAMENTO: Record<StatusOrcamento, BadgeVariant> = { Aprovado: 'success', Pendente: 'warning', Rejeitado: 'destructive' };

/** The pedido's status: Em aberto, Parcialmente recebido, Recebido, Cancelado. */
export const STATUS_PEDIDO: Record<'aberto' | 'parcial' | 'recebido' | 'cancelado', string> = {
  aberto: 'Em aberto',
  parcial: 'Parcialmente recebido',
  recebido: 'Recebido',
  cancelado: 'Cancelado',
};
const VARIANTE_PEDIDO: Record<keyof typeof STATUS_PEDIDO, BadgeVariant> = {
  aberto: 'warning',
  parcial: 'accent',
  recebido: 'success',
  cancelado: 'destructive',
};

/** The quote's badge; for an approved one, the pedido's badge beside it. */
export function SituacaoCompraBadges({ situacao }: { situacao: SituacaoCompra }) {
  const status = statusDoOrcamento(situacao);
  return (
    <>
      <Badge variant={VARIANTE_ORCAMENTO[status]} data-variant={VARIANTE_ORCAMENTO[status]}>
        {status}
      </Badge>
      {situacao !== 'pendente' && situacao !== 'rejeitado' ? (
        <Badge variant={VARIANTE_PEDIDO[situacao]} data-variant={VARIANTE_PEDIDO[situacao]}>
          {STATUS_PEDIDO[situacao]}
        </Badge>
      ) : null}
    </>
  );
}
