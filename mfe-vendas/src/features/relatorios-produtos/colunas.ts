import type { ColunaRelatorio, LinhaRelatorio } from '@loja/shared-ui/relatorios';
import type { AgruparMargem, CriterioAbc, LinhaCurvaAbc, LinhaMaisVendidos, LinhaMargem, NumerosProduto, TotaisCurvaAbc } from './api';

/**
 * The columns of the product reports and their rows as the table, the CSV and the PDF take them (one
 * definition, so the three show the same thing). Money in reais, percentages in points.
 */

const NUMEROS: readonly ColunaRelatorio[] = [
  { chave: 'unidades', titulo: 'Unidades', tipo: 'inteiro' },
  { chave: 'receita', titulo: 'Receita (R$)', tipo: 'dinheiro' },
  { chave: 'custo', titulo: 'Custo (R$)', tipo: 'dinheiro' },
  { chave: 'margem', titulo: 'Margem (R$)', tipo: 'dinheiro' },
  { chave: 'margem_percentual', titulo: 'Margem (%)', tipo: 'percentual' },
];

const numeros = (n: NumerosProduto): LinhaRelatorio => ({
  unidades: n.unidades,
  receita: n.receita,
  custo: n.custo,
  margem: n.margem,
  margem_percentual: n.margem_percentual,
});

// Mais vendidos ---------------------------------------------------------------------------------------------

export const COLUNAS_MAIS_VENDIDOS: readonly ColunaRelatorio[] = [
  { chave: 'posicao', titulo: 'Posição', tipo: 'inteiro' },
  { chave: 'produto', titulo: 'Produto', tipo: 'texto' },
  ...NUMEROS,
];

/** Inside one product: its colours × sizes (a line without grade shows "Sem grade" as its colour). */
export const COLUNAS_MAIS_VENDIDOS_GRADE: readonly ColunaRelatorio[] = [
  { chave: 'posicao', titulo: 'Posição', tipo: 'inteiro' },
  { chave: 'cor', titulo: 'Cor', tipo: 'texto' },
  { chave: 'tamanho', titulo: 'Tamanho', tipo: 'texto' },
  ...NUMEROS,
];

export const colunasMaisVendidos = (porGrade: boolean) => (porGrade ? COLUNAS_MAIS_VENDIDOS_GRADE : COLUNAS_MAIS_VENDIDOS);

export const linhaMaisVendidos = (l: LinhaMaisVendidos): LinhaRelatorio => ({
  posicao: l.posicao,
  produto: l.rotulo,
  cor: l.cor ?? l.rotulo,
  tamanho: l.tamanho,
  ...numeros(l),
});

/** The totals row: "Total" in the first column (the screen, the CSV and the PDF alike). */
export const totaisMaisVendidos = (t: NumerosProduto): LinhaRelatorio => ({ posicao: 'Total', ...numeros(t) });

// Curva ABC --------------------------------------------------------------------------------------------------

const TITULO_VALOR: Record<CriterioAbc, ColunaRelatorio> = {
  receita: { chave: 'valor', titulo: 'Receita (R$)', tipo: 'dinheiro' },
  margem: { chave: 'valor', titulo: 'Margem (R$)', tipo: 'dinheiro' },
  unidades: { chave: 'valor', titulo: 'Unidades', tipo: 'inteiro' },
};

export const colunasCurvaAbc = (criterio: CriterioAbc): readonly ColunaRelatorio[] => [
  { chave: 'posicao', titulo: 'Posição', tipo: 'inteiro' },
  { chave: 'produto', titulo: 'Produto', tipo: 'texto' },
  { chave: 'classe', titulo: 'Classe', tipo: 'texto' },
  TITULO_VALOR[criterio],
  { chave: 'percentual', titulo: 'Participação (%)', tipo: 'percentual' },
  { chave: 'percentual_acumulado', titulo: 'Acumulado (%)', tipo: 'percentual' },
];

export const linhaCurvaAbc = (l: LinhaCurvaAbc): LinhaRelatorio => ({
  posicao: l.posicao,
  produto: l.rotulo,
  classe: l.classe,
  valor: l.valor,
  percentual: l.percentual,
  percentual_acumulado: l.percentual_acumulado,
});

export const totaisCurvaAbc = (t: TotaisCurvaAbc): LinhaRelatorio => ({
  posicao: 'Total',
  valor: t.valor,
  percentual: t.itens > 0 ? 100 : null,
});

// Margem -----------------------------------------------------------------------------------------------------

export const colunasMargem = (agrupar: AgruparMargem): readonly ColunaRelatorio[] =>
  agrupar === 'produto'
    ? [{ chave: 'produto', titulo: 'Produto', tipo: 'texto' }, { chave: 'categoria', titulo: 'Categoria', tipo: 'texto' }, ...NUMEROS]
    : [{ chave: 'categoria', titulo: 'Categoria', tipo: 'texto' }, ...NUMEROS];

export const linhaMargem = (l: LinhaMargem): LinhaRelatorio => ({ produto: l.rotulo, categoria: l.categoria, ...numeros(l) });

export const totaisMargem = (t: NumerosProduto, agrupar: AgruparMargem): LinhaRelatorio => ({
  ...(agrupar === 'produto' ? { produto: 'Total' } : { categoria: 'Total' }),
  ...numeros(t),
});
