import type { ColunaRelatorio, LinhaRelatorio } from '@loja/shared-ui/relatorios';
import type { Dre } from './api';
import { linhasDre } from './DrePage';
import { DRE_MESSAGES as M } from './messages';

export const COLUNAS_DRE: readonly ColunaRelatorio[] = [
  { chave: 'descricao', titulo: M.descricao, tipo: 'texto' },
  { chave: 'valor', titulo: `${M.valor} (R$)`, tipo: 'dinheiro' },
  { chave: 'percentual', titulo: M.percentual, tipo: 'percentual' },
];

/**
 * The DRE as Relatórios shows, prints and exports it (issue 28): the statement's lines of /financeiro/dre, in
 * order; a detail line starts with "· "; what a line takes off is negative (so a spreadsheet reads the statement as it is); the share of the
 * receita líquida in points (empty without a receita líquida). Every amount is dre_mensal's.
 */
export function tabelaDre(dre: Dre): LinhaRelatorio[] {
  const base = dre.receita_liquida;
  return linhasDre(dre).map((l, i) => {
    // A zero stays unsigned (never "-R$ 0,00").
    const centavos = l.subtrai && l.valor !== 0 ? -l.valor : l.valor;
    return {
      chave: String(i),
      descricao: l.nivel === 1 ? `· ${l.rotulo}` : l.rotulo,
      valor: centavos / 100,
      percentual: base === 0 ? null : Math.round((centavos * 1000) / base) / 10 || 0,
    };
  });
}
