import { Badge, type BadgeVariant } from '@loja/shared-ui';
import type { SituacaoTitulo } from '../api';
import type { Lado } from '../params';

const ROTULO: Record<SituacaoTitulo, string> = { aberto: 'Aberto', parcial: 'Parcial', pago: 'Pago', cancelado: 'Cancelado', vencido: 'Vencido' };
// Green settled, yellow waiting, red overdue, grey cancelled.
const VARIANTE: Record<SituacaoTitulo, BadgeVariant> = { aberto: 'warning', parcial: 'accent', pago: 'success', cancelado: 'secondary', vencido: 'destructive' };

/** A título's situação; a settled receivable reads "Recebido". */
export function SituacaoTituloBadge({ situacao, lado }: { situacao: SituacaoTitulo; lado: Lado }) {
  const rotulo = situacao === 'pago' && lado === 'receber' ? 'Recebido' : ROTULO[situacao];
  return (
    <Badge variant={VARIANTE[situacao]} data-variant={VARIANTE[situacao]}>
      {rotulo}
    </Badge>
  );
}
