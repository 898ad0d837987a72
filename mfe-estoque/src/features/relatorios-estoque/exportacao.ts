import type { Relatorio } from '@loja/shared-ui/relatorios';
import type { AgruparEstoque, RelatorioEstoqueValorizado } from './api';
import {
  COLUNAS_PRODUTOS_PARADOS,
  colunasEstoqueValorizado,
  linhaEstoqueValorizado,
  linhaProdutoParado,
  totaisEstoqueValorizado,
  totaisProdutosParados,
} from './colunas';
import { ESTOQUE_VALORIZADO_MESSAGES as EV, PRODUTOS_PARADOS_MESSAGES as PP } from './messages';

/** `dia` ('aaaa-mm-dd') moved `dias` days, at noon UTC so no time zone moves the day. */
export function somarDiasData(dia: string, dias: number): string {
  const d = new Date(`${dia}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + dias);
  return d.toISOString().slice(0, 10);
}

/** " — Biquínis" when the report is held to one category. */
const daCategoria = (categoria: string | null) => (categoria ? ` — ${categoria}` : '');

/**
 * Estoque valorizado as the CSV and the PDF write it: every line the filters keep, the function's totals,
 * and as the period the 90 days of sales behind giro and cover (the stock itself is today's).
 */
export function relatorioEstoqueValorizado(r: RelatorioEstoqueValorizado, agrupar: AgruparEstoque, nomeLoja: string, categoria: string | null): Relatorio {
  return {
    titulo: (agrupar === 'categoria' ? EV.tituloPorCategoria : EV.tituloPorProduto) + daCategoria(categoria),
    nomeLoja,
    periodo: r.periodo,
    colunas: colunasEstoqueValorizado(agrupar),
    linhas: r.linhas.map(linhaEstoqueValorizado),
    totais: totaisEstoqueValorizado(r.totais),
  };
}

/** The days without a sale, ending today: what "parados há N dias" means (the function's cut). */
export const periodoSemVenda = (hoje: string, dias: number) => ({ de: somarDiasData(hoje, 1 - dias), ate: hoje });

/** Produtos parados as the CSV and the PDF write it; the period is the N days without a sale. */
export function relatorioProdutosParados(r: RelatorioEstoqueValorizado, dias: number, nomeLoja: string, categoria: string | null): Relatorio {
  return {
    titulo: PP.titulo(dias) + daCategoria(categoria),
    nomeLoja,
    periodo: periodoSemVenda(r.periodo.ate, dias),
    colunas: COLUNAS_PRODUTOS_PARADOS,
    linhas: r.linhas.map(linhaProdutoParado),
    totais: totaisProdutosParados(r.totais),
  };
}
