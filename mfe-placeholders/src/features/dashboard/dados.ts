// Pure shaping of the dashboard's data: the sample sales' figures, the chart rows and the sentences
// that stand in for the charts (their text alternative). No React here, so each rule has a unit test.
import { formatCount, formatNumber } from '@loja/shared-ui/format';
import type { AlertaEstoque, EstoqueCategoria } from './api';

/** The sample figures (spec 001 §1: monthly sales and total revenue stay demo values). */
export interface ResumoVendas {
  quantidade: number;
  finalizadas: number;
  /** Sum of the finished sales only: a pending or cancelled sale is no revenue yet. */
  faturamento: number;
}

export function resumoVendas(vendas: readonly { valor: number; status: string }[]): ResumoVendas {
  const finalizadas = vendas.filter((v) => v.status === 'Finalizada');
  // In cents, so five sums of 0.1s do not come out as 1069.1999999.
  const centavos = finalizadas.reduce((soma, v) => soma + Math.round(v.valor * 100), 0);
  return { quantidade: vendas.length, finalizadas: finalizadas.length, faturamento: centavos / 100 };
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
