import type { ColunaRelatorio, LinhaRelatorio } from '@loja/shared-ui/relatorios';
import type { AgruparTitulos, AgruparTrocas, LadoTitulos, LinhaTitulos, LinhaTrocas, TotaisTitulos, TotaisTrocas } from './api';
import { FINANCEIRO_MESSAGES as F, TROCAS_MESSAGES as T } from './messages';

/**
 * What the Trocas and Títulos screens show, and what their CSV and PDF hold: the same columns and rows
 * (the scaffold formats each cell by its column's type). Every figure is the database's; these only
 * place them in rows and columns (the motivo × size matrix reshapes the cells, it adds nothing up).
 */
export interface Tabela {
  colunas: ColunaRelatorio[];
  linhas: LinhaRelatorio[];
  totais?: LinhaRelatorio;
}

/** The motivos in the order of the exchange screen (migration 20261129002000). */
export const MOTIVOS = ['Tamanho', 'Cor', 'Modelo', 'Defeito', 'Arrependimento (7 dias)', 'Outro'] as const;
const ordemMotivo = (m: string) => {
  const i = (MOTIVOS as readonly string[]).indexOf(m);
  return i < 0 ? MOTIVOS.length : i;
};
export const ordenarMotivos = (motivos: Iterable<string>): string[] =>
  [...new Set(motivos)].sort((a, b) => ordemMotivo(a) - ordemMotivo(b) || a.localeCompare(b, 'pt-BR'));

/** Letter sizes from the smallest; numbers ascending after them; anything else by name; "Sem grade" last. */
const LETRAS = ['RN', 'PP', 'P', 'M', 'G', 'GG', 'XG', 'XGG', 'EG', 'EGG', 'G1', 'G2', 'G3', 'G4'];
function pesoTamanho(t: string): [number, number, string] {
  const m = t.trim().toUpperCase();
  if (m === 'SEM GRADE') return [3, 0, m];
  const letra = LETRAS.indexOf(m);
  if (letra >= 0) return [0, letra, m];
  const numero = Number(m.replace(',', '.'));
  if (Number.isFinite(numero)) return [1, numero, m];
  return [2, 0, m];
}
export function ordenarTamanhos(tamanhos: Iterable<string>): string[] {
  return [...new Set(tamanhos)].sort((a, b) => {
    const [ga, na, ta] = pesoTamanho(a);
    const [gb, nb, tb] = pesoTamanho(b);
    return ga - gb || na - nb || ta.localeCompare(tb, 'pt-BR');
  });
}

/** The matrix's column key of a size (sizes are free text: the key must not clash with "motivo"/"total"). */
const chaveTamanho = (tamanho: string) => `tamanho:${tamanho}`;
const chaveMotivo = (motivo: string) => `motivo:${motivo}`;

/**
 * Motivo × tamanho as a matrix: a row per motivo, a column per size, each cell the units returned; the row
 * total is the motivo's units (totais.por_motivo), the totals row each size's units (the report by size)
 * and the period's units.
 */
export function matrizTrocas(celulas: readonly LinhaTrocas[], porTamanho: readonly LinhaTrocas[], totais: TotaisTrocas): Tabela {
  const tamanhos = ordenarTamanhos([...celulas.map((c) => c.tamanho ?? ''), ...porTamanho.map((t) => t.chave)]);
  const motivos = ordenarMotivos([...celulas.map((c) => c.motivo ?? ''), ...Object.keys(totais.por_motivo)]);
  const colunas: ColunaRelatorio[] = [
    { chave: 'motivo', titulo: T.motivo, tipo: 'texto' },
    ...tamanhos.map((t): ColunaRelatorio => ({ chave: chaveTamanho(t), titulo: T.colunaTamanho(t), tipo: 'inteiro' })),
    { chave: 'total', titulo: T.total, tipo: 'inteiro' },
  ];
  const linhas = motivos.map((motivo) => {
    const linha: LinhaRelatorio = { motivo };
    for (const c of celulas) if (c.motivo === motivo && c.tamanho !== null) linha[chaveTamanho(c.tamanho)] = c.unidades;
    for (const t of tamanhos) linha[chaveTamanho(t)] ??= 0;
    linha.total = totais.por_motivo[motivo] ?? 0;
    return linha;
  });
  const linhaTotais: LinhaRelatorio = { motivo: T.total, total: totais.unidades };
  for (const t of porTamanho) linhaTotais[chaveTamanho(t.chave)] = t.unidades;
  for (const t of tamanhos) linhaTotais[chaveTamanho(t)] ??= 0;
  return { colunas, linhas, totais: linhaTotais };
}

/** By motivo, by size or by product: a row per group with its units and value (by product, its sales too). */
export function tabelaTrocas(agrupar: Exclude<AgruparTrocas, 'motivo_tamanho'>, linhas: readonly LinhaTrocas[], totais: TotaisTrocas): Tabela {
  const primeira: ColunaRelatorio = { chave: 'rotulo', titulo: agrupar === 'motivo' ? T.motivo : agrupar === 'tamanho' ? T.tamanho : T.produto, tipo: 'texto' };
  const comuns: ColunaRelatorio[] = [
    { chave: 'trocas', titulo: T.trocas, tipo: 'inteiro' },
    { chave: 'unidades', titulo: T.unidades, tipo: 'inteiro' },
  ];
  const valor: ColunaRelatorio = { chave: 'valor', titulo: T.valor, tipo: 'dinheiro' };
  const totaisLinha: LinhaRelatorio = { rotulo: T.total, trocas: totais.trocas, unidades: totais.unidades, valor: totais.valor_devolvido };
  if (agrupar !== 'produto') {
    return {
      colunas: [primeira, ...comuns, valor],
      linhas: linhas.map((l) => ({ rotulo: l.rotulo, trocas: l.trocas, unidades: l.unidades, valor: l.valor })),
      totais: totaisLinha,
    };
  }
  const motivos = ordenarMotivos(Object.keys(totais.por_motivo));
  return {
    colunas: [
      primeira,
      ...comuns,
      { chave: 'vendidas', titulo: T.vendidas, tipo: 'inteiro' },
      { chave: 'percentual', titulo: T.percentual, tipo: 'percentual' },
      ...motivos.map((m): ColunaRelatorio => ({ chave: chaveMotivo(m), titulo: T.colunaMotivo(m), tipo: 'inteiro' })),
      valor,
    ],
    linhas: linhas.map((l) => ({
      rotulo: l.rotulo,
      trocas: l.trocas,
      unidades: l.unidades,
      vendidas: l.vendidas,
      percentual: l.percentual_devolvido,
      ...Object.fromEntries(motivos.map((m) => [chaveMotivo(m), l.por_motivo[m] ?? 0])),
      valor: l.valor,
    })),
    totais: { ...totaisLinha, ...Object.fromEntries(motivos.map((m) => [chaveMotivo(m), totais.por_motivo[m] ?? 0])) },
  };
}

const situacaoTexto = (s: string | null) => (s === null ? '' : (F.situacoes[s] ?? s));

/**
 * Títulos by side × situação, by due day or one by one. The totals row only for one side: receivable and
 * payable money is never added together (with both sides, the summary shows each side's totals).
 */
export function tabelaTitulos(agrupar: AgruparTitulos, lado: LadoTitulos, linhas: readonly LinhaTitulos[], totais: TotaisTitulos): Tabela {
  const ladoColuna: ColunaRelatorio = { chave: 'lado', titulo: F.lado, tipo: 'texto' };
  const valores: ColunaRelatorio[] = [
    { chave: 'valor', titulo: F.valor, tipo: 'dinheiro' },
    { chave: 'pago', titulo: F.pago, tipo: 'dinheiro' },
    { chave: 'saldo', titulo: F.saldo, tipo: 'dinheiro' },
  ];
  const quantidade: ColunaRelatorio = { chave: 'titulos', titulo: F.quantidade, tipo: 'inteiro' };
  const colunas: ColunaRelatorio[] =
    agrupar === 'situacao'
      ? [ladoColuna, { chave: 'situacao', titulo: F.situacao, tipo: 'texto' }, quantidade, ...valores]
      : agrupar === 'dia'
        ? [{ chave: 'vencimento', titulo: F.vencimento, tipo: 'data' }, ladoColuna, quantidade, ...valores]
        : [
            { chave: 'vencimento', titulo: F.vencimento, tipo: 'data' },
            ladoColuna,
            { chave: 'descricao', titulo: F.descricao, tipo: 'texto' },
            { chave: 'pessoa', titulo: F.pessoa, tipo: 'texto' },
            { chave: 'situacao', titulo: F.situacao, tipo: 'texto' },
            ...valores,
          ];
  const unicoLado = lado === 'ambos' ? null : totais[lado];
  return {
    colunas,
    linhas: linhas.map((l) => ({
      lado: F.lados[l.lado],
      situacao: situacaoTexto(l.situacao),
      vencimento: l.vencimento,
      descricao: l.rotulo,
      pessoa: l.pessoa,
      titulos: l.titulos,
      valor: l.valor,
      pago: l.pago,
      saldo: l.saldo,
    })),
    totais: unicoLado
      ? {
          [colunas[0]!.chave]: F.totalSemCancelados,
          titulos: unicoLado.titulos,
          valor: unicoLado.valor,
          pago: unicoLado.pago,
          saldo: unicoLado.saldo,
        }
      : undefined,
  };
}
