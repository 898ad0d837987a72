import { BOM, FIM_DE_LINHA, celulaCsv, linhasCsv } from './formato';
import { ceder, faixa, mapearEmLotes } from './progresso';
import type { OpcoesExportacao, Relatorio } from './tipos';

/**
 * A report as a CSV file in the shop's format (BOM, `;`, CRLF, "1234,56", dd/mm/aaaa), built in batches
 * that yield to the browser and report progress; the totals row, if any, comes last.
 */
export async function exportarCsv(relatorio: Relatorio, opcoes: OpcoesExportacao = {}): Promise<Blob> {
  const texto = await gerarCsvRelatorio(relatorio, opcoes);
  return new Blob([texto], { type: 'text/csv;charset=utf-8' });
}

/** The CSV's text (with the BOM): what `exportarCsv` puts in the file. */
export async function gerarCsvRelatorio(relatorio: Relatorio, opcoes: OpcoesExportacao = {}): Promise<string> {
  const { colunas } = relatorio;
  const lotes = { tamanho: opcoes.tamanhoDoLote ?? 500, sinal: opcoes.sinal, ceder: opcoes.ceder ?? ceder };
  const paraCelulas = (linha: Relatorio['linhas'][number]) => colunas.map((c) => celulaCsv(linha[c.chave], c.tipo));
  opcoes.aoProgredir?.(0);
  const partes: string[] = [linhasCsv([colunas.map((c) => c.titulo)])];
  const progresso = faixa(opcoes.aoProgredir, 0, 0.99);
  for (let inicio = 0; inicio < relatorio.linhas.length; inicio += lotes.tamanho) {
    const lote = relatorio.linhas.slice(inicio, inicio + lotes.tamanho);
    // Each batch's cells are formatted and quoted before the next; the browser gets its turn between.
    const celulas = await mapearEmLotes(lote, paraCelulas, { ...lotes, tamanho: lote.length }, () =>
      progresso(inicio + lote.length, relatorio.linhas.length),
    );
    partes.push(linhasCsv(celulas));
  }
  if (relatorio.totais) partes.push(linhasCsv([paraCelulas(relatorio.totais)]));
  opcoes.aoProgredir?.(1);
  return BOM + partes.join(FIM_DE_LINHA);
}
