import { formatBRL, formatCount, formatNumber } from '@loja/shared-ui/format';
import type { FormaPagamento } from './api';
import { FORMA_PAGAMENTO_MESSAGES as M } from './messages';

/** The fee as the list shows it: '2,99%', 'R$ 0,50', '3,49% + R$ 0,40', or 'Sem taxa'. */
export function taxaDaForma({ taxa_percentual, taxa_fixa }: Pick<FormaPagamento, 'taxa_percentual' | 'taxa_fixa'>): string {
  const percentual = Number(taxa_percentual);
  const fixa = Number(taxa_fixa);
  const partes = [percentual > 0 ? `${formatNumber(percentual)}%` : null, fixa > 0 ? formatBRL(fixa) : null].filter(Boolean);
  return partes.length > 0 ? partes.join(' + ') : M.semTaxa;
}

/** When the money arrives: 'No mesmo dia', '1 dia', '30 dias'. */
export const prazoDaForma = (dias: number): string => (dias === 0 ? M.imediato : formatCount(dias, 'dia', 'dias'));

/** Installments: 'À vista' or 'Até 6x'. */
export const parcelasDaForma = (maximo: number): string => (maximo > 1 ? `Até ${maximo}x` : M.aVista);
