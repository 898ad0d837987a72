import { Badge, type BadgeVariant } from '@loja/shared-ui';
import type { SituacaoOrcamento } from '../../../hooks';

export const SITUACAO_ORCAMENTO_ROTULO: Record<SituacaoOrcamento, string> = {
  pendente: 'Pendente',
  aprovado: 'Aprovado',
  expirado: 'Expirado',
};

// Spec 001 §4: green Aprovado, yellow Pendente, red Expirado.
const VARIANTE: Record<SituacaoOrcamento, BadgeVariant> = {
  aprovado: 'success',
  pendente: 'warning',
  expirado: 'destructive',
};

export function SituacaoOrcamentoBadge({ situacao }: { situacao: SituacaoOrcamento }) {
  return (
    <Badge variant={VARIANTE[situacao]} data-variant={VARIANTE[situacao]}>
      {SITUACAO_ORCAMENTO_ROTULO[situacao]}
    </Badge>
  );
}
