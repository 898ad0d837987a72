import { Badge } from '@loja/shared-ui';
import { STATUS_LABELS } from '../messages';

/** Aberto (still counting), Aplicado (stock adjusted, read-only), Cancelado (closed without changes). */
export function StatusBalancoBadge({ status }: { status: string | null }) {
  const variant = status === 'aplicado' ? 'success' : status === 'cancelado' ? 'secondary' : 'warning';
  return <Badge variant={variant}>{STATUS_LABELS[status ?? ''] ?? status ?? '-'}</Badge>;
}
