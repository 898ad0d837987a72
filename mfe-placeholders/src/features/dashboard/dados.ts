// Pure shaping of the dashboard's data: money in centavos, the chart rows and the sentences
// that stand in for the charts (their text alternative). No React here, so each rule has a unit test.
import { formatBRL, formatCount, formatNumber } from '@loja/shared-ui/format';
import type { AlertaEstoque, EstoqueCategoria, VendasDia } from './api';

// Money arrives from dashboard_vendas as text ("214.80") and lives here as integer centavos: sums are
// exact, and a real is made only to print or to draw.

/** "214.80" → 21480; anything that is not a decimal with at most two places gives 0 (as jsonNumber does). */
export function centavos(texto: string): number {
  const partes = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(texto.trim());
  if (!partes) return 0;
  const [, sinal, inteiros, fracao = ''] = partes;
  const valor = Number(inteiros) * 100 + Number(fracao.padEnd(2, '0'));
  return sinal === '-' ? -valor : valor;
}

/** 21480 → "R$ 214,80". */
export function formatCentavos(valor: number): string {
  return formatBRL(valor / 100);
}

const brlCompacto = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL', notation: 'compact', maximumFractionDigits: 1 });

/** A money axis' tick: "R$ 1,2 mil". */
export function formatReaisCompacto(reais: number): string {
  return brlCompacto.format(reais);
}

const nomeDoMes = new Intl.DateTimeFormat('pt-BR', { month: 'long', timeZone: 'UTC' });

/** "2026-11-01" → "novembro" (the day is São Paulo's already: read as a plain date). */
export function mesPorExtenso(dia: string): string {
  const data = new Date(`${dia}T00:00:00Z`);
  return Number.isNaN(data.getTime()) ? '' : nomeDoMes.format(data);
}

/** "2026-11-28" → "28/11" (a chart's axis; the table and the tooltip carry the year). */
export function diaCurto(dia: string): string {
  const [, mes = '', d = ''] = dia.split('-');
  return `${d}/${mes}`;
}

/** A sale's situação as the vendas screens name it. */
export const SITUACAO_VENDA = {
  pendente: { rotulo: 'Pendente', variant: 'warning' },
  confirmada: { rotulo: 'Confirmada', variant: 'success' },
  expirada: { rotulo: 'Expirada', variant: 'secondary' },
  cancelada: { rotulo: 'Cancelada', variant: 'destructive' },
} as const;

export type SituacaoVenda = keyof typeof SITUACAO_VENDA;

export const isSituacaoVenda = (valor: string): valor is SituacaoVenda => Object.hasOwn(SITUACAO_VENDA, valor);

export interface BarraVendasDia {
  dia: string;
  /** "28/11", the axis' label. */
  rotulo: string;
  vendas: number;
  centavos: number;
  /** What the bar's height draws (a real from the centavos; never summed). */
  reais: number;
}

/** The 30 days as chart rows, oldest first (the function's order). */
export function barrasVendasPorDia(dias: readonly VendasDia[]): BarraVendasDia[] {
  return dias.map((d) => ({ dia: d.dia, rotulo: diaCurto(d.dia), vendas: d.vendas, centavos: d.total_centavos, reais: d.total_centavos / 100 }));
}

/** The sentence under the sales chart: the period's count and money, and its best day. */
export function resumoVendasPorDia(dias: readonly VendasDia[]): string {
  const vendas = dias.reduce((s, d) => s + d.vendas, 0);
  const total = dias.reduce((s, d) => s + d.total_centavos, 0);
  if (vendas === 0) return 'Nenhuma venda confirmada nos últimos 30 dias.';
  // The latest of equal days: the one people remember.
  const melhor = dias.reduce((m, d) => (d.total_centavos >= m.total_centavos ? d : m));
  return (
    `${formatCount(vendas, 'venda confirmada', 'vendas confirmadas')}, ${formatCentavos(total)} nos últimos 30 dias; ` +
    `o melhor dia foi ${diaCurto(melhor.dia)}, com ${formatCentavos(melhor.total_centavos)}.`
  );
}

/** The stock page of one product, in mfe-estoque (another remote: an absolute path for the shell's router). */
export function kardexHref(produtoId: number): string {
  return `/estoque/produtos/${produtoId}/kardex`;
}

/** The stock overview filtered to low stock (all alerts, not just the ones listed). */
export const ESTOQUE_BAIXO_HREF = '/estoque/produtos?baixo=1';

/** "Esgotado" or "3 em estoque (mínimo 5)". */
export function situacaoEstoque(alerta: Pick<AlertaEstoque, 'estoque_atual' | 'estoque_minimo'>): string {
  return alerta.estoque_atual <= 0
    ? 'Esgotado'
    : `${formatNumber(alerta.estoque_atual)} em estoque (mínimo ${formatNumber(alerta.estoque_minimo)})`;
}

/** "1 grade baixa", "3 grades baixas"; null when none. */
export function gradesBaixas(n: number): string | null {
  return n > 0 ? formatCount(n, 'grade baixa', 'grades baixas') : null;
}

/** A name cut to fit an axis: "Saída de praia crochê…" (the full name is in the tooltip and the table). */
export function rotuloCurto(nome: string, max: number): string {
  const texto = nome.trim();
  return texto.length <= max ? texto : `${texto.slice(0, Math.max(1, max - 1)).trimEnd()}…`;
}

/**
 * A name wrapped on an axis, word by word, in at most `linhas` lines of `max` characters (issue 23
 * §6: cut to one line of ~12 characters, two products both read "Saída Kimono…"). A word longer than
 * a line is split; only what does not fit in the last line is cut, with "…".
 */
export function rotuloEmLinhas(nome: string, max: number, linhas: number): string[] {
  const palavras = nome.trim().split(/\s+/).filter(Boolean).flatMap((palavra) => {
    const partes: string[] = [];
    for (let i = 0; i < palavra.length; i += max) partes.push(palavra.slice(i, i + max));
    return partes;
  });
  const resultado: string[] = [];
  for (const [i, palavra] of palavras.entries()) {
    const atual = resultado.at(-1);
    if (atual !== undefined && atual.length + 1 + palavra.length <= max) resultado[resultado.length - 1] = `${atual} ${palavra}`;
    else if (resultado.length < linhas) resultado.push(palavra);
    else {
      // Out of lines: the rest of the name is cut from the last one.
      resultado[resultado.length - 1] = rotuloCurto(`${atual ?? ''} ${palavras.slice(i).join(' ')}`, max);
      break;
    }
  }
  return resultado;
}

export interface BarraCategoria {
  chave: string;
  categoria: string;
  unidades: number;
  produtos: number;
  /** The overview of that category; null for "Sem categoria" and the grouped rest (no filter for them). */
  href: string | null;
}

/** Above this many bars the chart gets too tall on a phone; the rest become one "Outras categorias" bar. */
export const CATEGORIAS_NO_GRAFICO = 8;

/** Categories by units, most first, the tail grouped so the chart keeps at most `limite` bars. */
export function barrasPorCategoria(categorias: readonly EstoqueCategoria[], limite = CATEGORIAS_NO_GRAFICO): BarraCategoria[] {
  const ordenadas = [...categorias].sort((a, b) => b.unidades - a.unidades);
  const barra = (c: EstoqueCategoria): BarraCategoria => ({
    chave: c.categoria_id === null ? 'sem-categoria' : String(c.categoria_id),
    categoria: c.categoria,
    unidades: c.unidades,
    produtos: c.produtos,
    href: c.categoria_id === null ? null : `/estoque/produtos?categoria=${c.categoria_id}`,
  });
  if (ordenadas.length <= limite) return ordenadas.map(barra);
  const resto = ordenadas.slice(limite - 1);
  return [
    ...ordenadas.slice(0, limite - 1).map(barra),
    {
      chave: 'outras',
      categoria: `Outras categorias (${resto.length})`,
      unidades: resto.reduce((s, c) => s + c.unidades, 0),
      produtos: resto.reduce((s, c) => s + c.produtos, 0),
      href: null,
    },
  ];
}

/** The sentence under the category chart (and its svg description). */
export function resumoCategorias(categorias: readonly EstoqueCategoria[]): string {
  const total = categorias.reduce((s, c) => s + c.unidades, 0);
  if (categorias.length === 0 || total === 0) return 'Nenhuma unidade em estoque.';
  const [maior] = [...categorias].sort((a, b) => b.unidades - a.unidades);
  return (
    `${formatCount(total, 'unidade', 'unidades')} em ${formatCount(categorias.length, 'categoria', 'categorias')}; ` +
    `a maior é ${maior.categoria}, com ${formatCount(maior.unidades, 'unidade', 'unidades')}.`
  );
}

export interface BarraEstoqueBaixo {
  id: number;
  nome: string;
  estoque: number;
  minimo: number;
  href: string;
}

/** The listed alerts as chart rows, in the function's order (most urgent first, top of the chart). */
export function barrasEstoqueBaixo(alertas: readonly AlertaEstoque[]): BarraEstoqueBaixo[] {
  return alertas.map((a) => ({
    id: a.id,
    nome: a.nome,
    // a negative balance cannot happen (the database checks it); a bar below zero would read as one
    estoque: Math.max(0, a.estoque_atual),
    minimo: a.estoque_minimo,
    href: kardexHref(a.id),
  }));
}

/** The sentence under the low-stock chart: how many are shown of how many, and how many sold out. */
export function resumoEstoqueBaixo(alertas: readonly AlertaEstoque[], total: number): string {
  if (alertas.length === 0) return 'Nenhum produto com estoque baixo.';
  const esgotados = alertas.filter((a) => a.estoque_atual <= 0).length;
  const quais =
    total > alertas.length
      ? `Os ${formatNumber(alertas.length)} mais urgentes de ${formatCount(total, 'produto', 'produtos')} com estoque baixo`
      : `${formatCount(alertas.length, 'produto', 'produtos')} com estoque baixo`;
  const situacao = esgotados === 0 ? 'nenhum esgotado' : formatCount(esgotados, 'esgotado', 'esgotados');
  return `${quais}; ${situacao}.`;
}
