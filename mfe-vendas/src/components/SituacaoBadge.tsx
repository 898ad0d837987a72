import { Badge, type BadgeVariant } from '@loja/shared-ui';

/** A sale's situação as the database reads it (vendas_pagina, venda_detalhe): expirada is a pendente past its deadline. */
export type Situacao = 'pendente' | 'confirmada' | 'cancelada' | 'expirada';

export const SITUACAO_ROTULO: Record<Situacao, string> = {
  pendente: 'Pendente',
  confirmada: 'Confirmada',
  cancelada: 'Cancelada',
  expirada: 'Expirada',
};

// Spec 001 §4's colours: green done, yellow waiting, red ended without a sale.
const VARIANTE: Record<Situacao, BadgeVariant> = {
  confirmada: 'success',
  pendente: 'warning',
  cancelada: 'destructive',
  expirada: 'secondary',
};

export const isSituacao = (valor: string): valor is Situacao => valor in SITUACAO_ROTULO;

export function SituacaoBadge({ situacao }: { situacao: string }) {
  const s = isSituacao(situacao) ? situacao : 'pendente';
  return (
    <Badge variant={VARIANTE[s]} data-variant={VARIANTE[s]}>
      {SITUACAO_ROTULO[s]}
    </Badge>
  );
}
