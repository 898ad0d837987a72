import { Badge } from '@loja/shared-ui';
import { ArrowDownLeft, ArrowUpRight } from 'lucide-react';
import type { TipoMovimentacao } from '../api';

/** Spec 001 §2: the type badge of a movement, Entrada (green) or Saída (red), with an arrow so colour is not the only cue. */
export function TipoBadge({ tipo }: { tipo: TipoMovimentacao | string | null }) {
  const entrada = tipo === 'entrada';
  return (
    <Badge variant={entrada ? 'success' : 'destructive'}>
      {entrada ? <ArrowDownLeft size={12} aria-hidden /> : <ArrowUpRight size={12} aria-hidden />}
      {entrada ? 'Entrada' : 'Saída'}
    </Badge>
  );
}
