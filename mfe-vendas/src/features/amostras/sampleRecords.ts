// Spec 001 §3 "Sample-only records" and §4 "Sample statuses": the fixed quotes and purchase quotes the
// Orçamento and Orçamento de Compra lists show until their modules exist (the sales list is real since
// issue 24). Every screen that shows them says they are sample data (SampleBadge). Dates are ISO days
// (formatted where shown); each status set is the spec's, in its order green, yellow, red.
import type { BadgeVariant } from '@loja/shared-ui';

export const ORCAMENTO_STATUS = ['Aprovado', 'Pendente', 'Expirado'] as const;
export const ORCAMENTO_COMPRA_STATUS = ['Aprovado', 'Pendente', 'Rejeitado'] as const;

export type OrcamentoStatus = (typeof ORCAMENTO_STATUS)[number];
export type OrcamentoCompraStatus = (typeof ORCAMENTO_COMPRA_STATUS)[number];
export type SampleStatus = OrcamentoStatus | OrcamentoCompraStatus;

/** Spec 001 §4: green, yellow, red. */
export const STATUS_VARIANT = {
  Aprovado: 'success',
  Pendente: 'warning',
  Expirado: 'destructive',
  Rejeitado: 'destructive',
} as const satisfies Record<SampleStatus, BadgeVariant>;

export interface OrcamentoExemplo {
  numero: string;
  cliente: string;
  /** yyyy-MM-dd */
  data: string;
  valor: number;
  status: OrcamentoStatus;
  /** Last day the quote holds, yyyy-MM-dd (shown "até dd/MM/yyyy"). */
  validade: string;
}

export interface OrcamentoCompraExemplo {
  numero: string;
  fornecedor: string;
  /** yyyy-MM-dd */
  data: string;
  valor: number;
  status: OrcamentoCompraStatus;
  /** Lines of the quote (products asked of the supplier). */
  itens: number;
}

// A quote holds for 15 days; the expired ones ended before the newest quote's day.
export const ORCAMENTOS_EXEMPLO: readonly OrcamentoExemplo[] = [
  { numero: 'O-216', cliente: 'Henrique Prado', data: '2026-11-24', valor: 649.5, status: 'Pendente', validade: '2026-12-09' },
  { numero: 'O-215', cliente: 'Patrícia Nogueira', data: '2026-11-21', valor: 379.6, status: 'Aprovado', validade: '2026-12-06' },
  { numero: 'O-214', cliente: 'Fábio Nascimento', data: '2026-11-18', valor: 189.9, status: 'Pendente', validade: '2026-12-03' },
  { numero: 'O-213', cliente: 'Renata Assunção', data: '2026-11-12', valor: 1249, status: 'Aprovado', validade: '2026-11-27' },
  { numero: 'O-212', cliente: 'Diego Fernandes', data: '2026-11-06', valor: 99.9, status: 'Expirado', validade: '2026-11-21' },
  { numero: 'O-211', cliente: 'Tatiane Moura', data: '2026-11-03', valor: 259.8, status: 'Expirado', validade: '2026-11-18' },
  { numero: 'O-210', cliente: 'Sérgio Batista', data: '2026-11-02', valor: 539.4, status: 'Aprovado', validade: '2026-11-17' },
];

export const ORCAMENTOS_COMPRA_EXEMPLO: readonly OrcamentoCompraExemplo[] = [
  { numero: 'OC-93', fornecedor: 'Tecidos Maré Alta Ltda', data: '2026-11-23', valor: 4820, status: 'Pendente', itens: 12 },
  { numero: 'OC-92', fornecedor: 'Palha & Arte Artesanatos', data: '2026-11-20', valor: 1675.5, status: 'Aprovado', itens: 6 },
  { numero: 'OC-91', fornecedor: 'Acessórios Brisa do Mar', data: '2026-11-17', valor: 930, status: 'Rejeitado', itens: 4 },
  { numero: 'OC-90', fornecedor: 'Confecções Areia Branca', data: '2026-11-13', valor: 7340, status: 'Aprovado', itens: 18 },
  { numero: 'OC-89', fornecedor: 'Óculos Sol & Sal Distribuidora', data: '2026-11-09', valor: 2150, status: 'Pendente', itens: 5 },
  { numero: 'OC-88', fornecedor: 'Chinelos Itapuã Calçados', data: '2026-11-05', valor: 890, status: 'Aprovado', itens: 1 },
  { numero: 'OC-87', fornecedor: 'Bolsas Caiçara ME', data: '2026-11-02', valor: 1320, status: 'Rejeitado', itens: 3 },
];
