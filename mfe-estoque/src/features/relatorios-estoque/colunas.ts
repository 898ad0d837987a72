import { formatDate } from '@loja/shared-ui/format';
import type { ColunaRelatorio, LinhaRelatorio } from '@loja/shared-ui/relatorios';
import type { AgruparEstoque, LinhaEstoqueValorizado, TotaisEstoqueValorizado } from './api';
import { ESTOQUE_VALORIZADO_MESSAGES, PRODUTOS_PARADOS_MESSAGES } from './messages';

/** Days of cover: with stock and no sale in 90 days there is no rate to divide by, and the cell says so. */
function cobertura(l: Pick<TotaisEstoqueValorizado, 'unidades' | 'dias_cobertura'>): number | string | null {
  if (l.dias_cobertura !== null) return l.dias_cobertura;
  return l.unidades > 0 ? ESTOQUE_VALORIZADO_MESSAGES.semVendas : null;
}

/** The last sale as the reader sees it, dd/mm/aaaa, or "Nunca vendido" (a date column would leave it blank). */
const ultimaVenda = (data: string | null): string => (data === null ? PRODUTOS_PARADOS_MESSAGES.nuncaVendido : formatDate(data));

const UNIDADES: ColunaRelatorio = { chave: 'unidades', titulo: 'Unidades', tipo: 'inteiro' };
const VALOR_CUSTO: ColunaRelatorio = { chave: 'valor_custo', titulo: 'Valor a custo (R$)', tipo: 'dinheiro' };
const VALOR_VENDA: ColunaRelatorio = { chave: 'valor_venda', titulo: 'Valor de venda (R$)', tipo: 'dinheiro' };
const GIRO: ColunaRelatorio[] = [
  { chave: 'vendidas_90d', titulo: 'Vendidas em 90 dias', tipo: 'inteiro' },
  // A ratio (0.25: a quarter of the stock sold in 90 days): "0,25" on screen, in the PDF and in the CSV.
  { chave: 'giro', titulo: 'Giro (90 dias)', tipo: 'decimal' },
  { chave: 'dias_cobertura', titulo: 'Cobertura (dias)', tipo: 'inteiro' },
];
const ULTIMA_VENDA: ColunaRelatorio = { chave: 'ultima_venda', titulo: 'Última venda', tipo: 'texto' };

/** Estoque valorizado's columns: by category the number of products, by product its category and last sale. */
export function colunasEstoqueValorizado(agrupar: AgruparEstoque): ColunaRelatorio[] {
  return agrupar === 'categoria'
    ? [{ chave: 'rotulo', titulo: 'Categoria', tipo: 'texto' }, { chave: 'produtos', titulo: 'Produtos', tipo: 'inteiro' }, UNIDADES, VALOR_CUSTO, VALOR_VENDA, ...GIRO]
    : [{ chave: 'rotulo', titulo: 'Produto', tipo: 'texto' }, { chave: 'categoria', titulo: 'Categoria', tipo: 'texto' }, UNIDADES, VALOR_CUSTO, VALOR_VENDA, ...GIRO, ULTIMA_VENDA];
}

export function linhaEstoqueValorizado(l: LinhaEstoqueValorizado): LinhaRelatorio {
  return {
    chave: l.chave,
    rotulo: l.rotulo,
    categoria: l.categoria,
    produtos: l.produtos,
    unidades: l.unidades,
    valor_custo: l.valor_custo,
    valor_venda: l.valor_venda,
    vendidas_90d: l.vendidas_90d,
    giro: l.giro,
    dias_cobertura: cobertura(l),
    ultima_venda: ultimaVenda(l.ultima_venda),
  };
}

/** The totals row: the function's totals over every product the filters keep (never a sum made here). */
export function totaisEstoqueValorizado(t: TotaisEstoqueValorizado): LinhaRelatorio {
  return {
    rotulo: 'Total',
    produtos: t.produtos,
    unidades: t.unidades,
    valor_custo: t.valor_custo,
    valor_venda: t.valor_venda,
    vendidas_90d: t.vendidas_90d,
    giro: t.giro,
    dias_cobertura: cobertura(t),
  };
}

/** Produtos parados: what is stuck, the money in it at cost (and at price), and since when nothing sold. */
export const COLUNAS_PRODUTOS_PARADOS: ColunaRelatorio[] = [
  { chave: 'rotulo', titulo: 'Produto', tipo: 'texto' },
  { chave: 'categoria', titulo: 'Categoria', tipo: 'texto' },
  UNIDADES,
  { chave: 'valor_custo', titulo: 'Parado a custo (R$)', tipo: 'dinheiro' },
  VALOR_VENDA,
  ULTIMA_VENDA,
];

export function linhaProdutoParado(l: LinhaEstoqueValorizado): LinhaRelatorio {
  return {
    chave: l.chave,
    rotulo: l.rotulo,
    categoria: l.categoria,
    unidades: l.unidades,
    valor_custo: l.valor_custo,
    valor_venda: l.valor_venda,
    ultima_venda: ultimaVenda(l.ultima_venda),
  };
}

export function totaisProdutosParados(t: TotaisEstoqueValorizado): LinhaRelatorio {
  return { rotulo: 'Total', unidades: t.unidades, valor_custo: t.valor_custo, valor_venda: t.valor_venda };
}
