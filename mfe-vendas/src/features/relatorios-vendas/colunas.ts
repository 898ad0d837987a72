import type { ColunaRelatorio, LinhaRelatorio } from '@loja/shared-ui/relatorios';
import { porTempo, type AgruparVendas, type LinhaVendas, type NumerosVendas, type RelatorioVendas } from './api';
import { RELATORIO_VENDAS as M } from './messages';

const C = M.colunas;

/**
 * The table's (and the CSV's/PDF's) columns: the bucket or name, then count, revenue, average ticket and
 * discount; by forma/vendedor/origem also the previous period's count and revenue and the variation.
 */
export function colunasVendas(agrupar: AgruparVendas): ColunaRelatorio[] {
  const base: ColunaRelatorio[] = [
    { chave: 'rotulo', titulo: M.agrupamentos[agrupar], tipo: 'texto' },
    { chave: 'vendas', titulo: C.vendas, tipo: 'inteiro' },
    { chave: 'faturamento', titulo: C.faturamento, tipo: 'dinheiro' },
    { chave: 'ticket_medio', titulo: C.ticket, tipo: 'dinheiro' },
    { chave: 'desconto', titulo: C.desconto, tipo: 'dinheiro' },
  ];
  if (porTempo(agrupar)) return base;
  return [
    ...base,
    { chave: 'vendas_anterior', titulo: C.vendasAnterior, tipo: 'inteiro' },
    { chave: 'faturamento_anterior', titulo: C.faturamentoAnterior, tipo: 'dinheiro' },
    { chave: 'variacao', titulo: C.variacao, tipo: 'percentual' },
  ];
}

/** (atual − anterior) ÷ anterior in points, two decimals; null without a previous figure. Both figures are the database's. */
export function variacao(atual: number, anterior: number | null | undefined): number | null {
  if (anterior === null || anterior === undefined || anterior === 0) return null;
  return Math.round(((atual - anterior) / Math.abs(anterior)) * 10_000) / 100;
}

const numeros = (n: NumerosVendas) => ({ vendas: n.vendas, faturamento: n.faturamento, ticket_medio: n.ticket_medio, desconto: n.desconto });

/** One line as the table and the export show it. */
export function linhaVendas(l: LinhaVendas): LinhaRelatorio {
  return {
    chave: l.chave,
    rotulo: l.rotulo,
    ...numeros(l),
    ...(l.anterior
      ? { vendas_anterior: l.anterior.vendas, faturamento_anterior: l.anterior.faturamento, variacao: variacao(l.faturamento, l.anterior.faturamento) }
      : {}),
  };
}

/** The totals row: the whole period's figures (the database's, not a sum of the page). */
export function totaisVendas(r: RelatorioVendas): LinhaRelatorio {
  return {
    rotulo: 'Total',
    ...numeros(r.totais),
    ...(porTempo(r.agrupar)
      ? {}
      : { vendas_anterior: r.totais_anterior.vendas, faturamento_anterior: r.totais_anterior.faturamento, variacao: r.variacao.faturamento }),
  };
}
