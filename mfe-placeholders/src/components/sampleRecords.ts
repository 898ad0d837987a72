// Spec 001 §3 "Sample-only records" and §4 "Sample statuses": the fixed sales the dashboard's recent
// sales show until it reads the real ones (the quotes' sample lists moved to mfe-vendas). Every screen that shows them says they are sample data (SampleBadge). Dates are ISO days
// (formatted where shown); each status set is the spec's, in its order green, yellow, red.
import type { BadgeVariant } from '@loja/shared-ui';

export const VENDA_STATUS = ['Finalizada', 'Pendente', 'Cancelada'] as const;

export type VendaStatus = (typeof VENDA_STATUS)[number];
export type SampleStatus = VendaStatus;

/** Spec 001 §4: green, yellow, red. */
export const STATUS_VARIANT = {
  Finalizada: 'success',
  Pendente: 'warning',
  Cancelada: 'destructive',
} as const satisfies Record<SampleStatus, BadgeVariant>;

export interface VendaExemplo {
  numero: string;
  cliente: string;
  /** yyyy-MM-dd */
  data: string;
  valor: number;
  status: VendaStatus;
  itens: number;
}

// Values are sums of the shop's usual prices (biquíni 129,90, saída de praia 189,90, canga 59,90,
// chapéu de palha 89,90, bolsa de palha 149,90, óculos 99,90, chinelo 49,90, maiô 219,90), so the
// item counts agree with them. Newest first.
export const VENDAS_EXEMPLO: readonly VendaExemplo[] = [
  { numero: 'V-1048', cliente: 'Ana Paula Ribeiro', data: '2026-11-24', valor: 279.7, status: 'Finalizada', itens: 3 },
  { numero: 'V-1047', cliente: 'Camila Duarte', data: '2026-11-23', valor: 129.9, status: 'Pendente', itens: 1 },
  { numero: 'V-1046', cliente: 'Bruno Carvalho', data: '2026-11-22', valor: 219.9, status: 'Finalizada', itens: 1 },
  { numero: 'V-1045', cliente: 'Gabriela Rocha', data: '2026-11-21', valor: 109.8, status: 'Cancelada', itens: 2 },
  { numero: 'V-1044', cliente: 'Érica Gonçalves', data: '2026-11-19', valor: 469.6, status: 'Finalizada', itens: 4 },
  { numero: 'V-1043', cliente: 'João Pedro Almeida', data: '2026-11-17', valor: 149.9, status: 'Finalizada', itens: 1 },
  { numero: 'V-1042', cliente: 'Luana Ferreira', data: '2026-11-14', valor: 339.8, status: 'Pendente', itens: 2 },
  { numero: 'V-1041', cliente: 'Marcos Vinícius Lima', data: '2026-11-10', valor: 99.9, status: 'Finalizada', itens: 1 },
];
