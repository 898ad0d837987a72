/**
 * The shop's own settings the demo starts with (issue 24): the payment forms every small Brazilian
 * shop takes. Fees and terms are typical values of a card operator; the admin edits them under
 * Configuração.
 */
export interface FormaPagamentoSeed {
  nome: string;
  tipo: 'dinheiro' | 'pix' | 'debito' | 'credito' | 'vale';
  taxaPercentual: number;
  /** Days until the money reaches the shop. */
  prazoDias: number;
  maximoParcelas: number;
}

export const FORMAS_PAGAMENTO: FormaPagamentoSeed[] = [
  { nome: 'Dinheiro', tipo: 'dinheiro', taxaPercentual: 0, prazoDias: 0, maximoParcelas: 1 },
  { nome: 'Pix', tipo: 'pix', taxaPercentual: 0, prazoDias: 0, maximoParcelas: 1 },
  { nome: 'Cartão de débito', tipo: 'debito', taxaPercentual: 1.99, prazoDias: 1, maximoParcelas: 1 },
  { nome: 'Cartão de crédito', tipo: 'credito', taxaPercentual: 4.99, prazoDias: 30, maximoParcelas: 6 },
];
