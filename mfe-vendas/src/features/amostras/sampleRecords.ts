// Spec 001 §3 "Sample-only records" and §4 "Sample statuses": the fixed purchase quotes the Orçamento de
// Compra list shows until purchasing is built (sales and quotes are real since issue 24). Every screen
// that shows them says they are sample data (SampleBadge). Dates are ISO days (formatted where shown);
// the status set is the spec's, in its order green, yellow, red.
import type { BadgeVariant } from '@loja/shared-ui';

export const ORCAMENTO_COMPRA_STATUS = ['Aprovado', 'Pendente', 'Rejeitado'] as const;

export type OrcamentoCompraStatus = (typeof ORCAMENTO_COMPRA_STATUS)[number];
export type SampleStatus = OrcamentoCompraStatus;

/** Spec 001 §4: green, yellow, red. */
export const STATUS_VARIANT = {
  Aprovado: 'success',
  Pendente: 'warning',
  Rejeitado: 'destructive',
} as const satisfies Record<SampleStatus, BadgeVariant>;

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

export const ORCAMENTOS_COMPRA_EXEMPLO: readonly OrcamentoCompraExemplo[] = [
  { numero: 'OC-93', fornecedor: 'Tecidos Maré Alta Ltda', data: '2026-11-23', valor: 4820, status: 'Pendente', itens: 12 },
  { numero: 'OC-92', fornecedor: 'Palha & Arte Artesanatos', data: '2026-11-20', valor: 1675.5, status: 'Aprovado', itens: 6 },
  { numero: 'OC-91', fornecedor: 'Acessórios Brisa do Mar', data: '2026-11-17', valor: 930, status: 'Rejeitado', itens: 4 },
  { numero: 'OC-90', fornecedor: 'Confecções Areia Branca', data: '2026-11-13', valor: 7340, status: 'Aprovado', itens: 18 },
  { numero: 'OC-89', fornecedor: 'Óculos Sol & Sal Distribuidora', data: '2026-11-09', valor: 2150, status: 'Pendente', itens: 5 },
  { numero: 'OC-88', fornecedor: 'Chinelos Itapuã Calçados', data: '2026-11-05', valor: 890, status: 'Aprovado', itens: 1 },
  { numero: 'OC-87', fornecedor: 'Bolsas Caiçara ME', data: '2026-11-02', valor: 1320, status: 'Rejeitado', itens: 3 },
];
