import { describe, expect, it, vi } from 'vitest';
import { exportarCsv, gerarCsvRelatorio } from './csv';
import { celulaCsv, celulaTexto } from './formato';
import { descreverPeriodo, gerarPdf } from './pdf';
import type { Relatorio } from './tipos';

const novembro: Relatorio = {
  titulo: 'Vendas por dia',
  nomeLoja: 'Loja Praia',
  periodo: { de: '2026-11-01', ate: '2026-11-30' },
  colunas: [
    { chave: 'dia', titulo: 'Dia', tipo: 'data' },
    { chave: 'vendedor', titulo: 'Vendedor', tipo: 'texto' },
    { chave: 'vendas', titulo: 'Vendas', tipo: 'inteiro' },
    { chave: 'faturamento', titulo: 'Faturamento (R$)', tipo: 'dinheiro' },
    { chave: 'margem', titulo: 'Margem (%)', tipo: 'percentual' },
  ],
  linhas: [
    { dia: '2026-11-01', vendedor: 'Joana Conceição', vendas: 12, faturamento: 1234.56, margem: 41.5 },
    { dia: '2026-11-02', vendedor: 'Raí; "Caju"', vendas: 3, faturamento: 12345.6, margem: 0 },
    { dia: '2026-11-03', vendedor: null, vendas: 0, faturamento: 0, margem: null },
  ],
  totais: { dia: null, vendedor: 'Total', vendas: 15, faturamento: 13580.16, margem: 38.25 },
};

/** A report of `n` days of sales, for the long exports. */
function longo(n: number): Relatorio {
  const linhas = Array.from({ length: n }, (_, i) => ({
    dia: `2026-11-${String((i % 30) + 1).padStart(2, '0')}`,
    vendedor: `Vendedora ${i + 1}`,
    vendas: i,
    faturamento: i * 10.5,
    margem: 40,
  }));
  return { ...novembro, linhas };
}

describe('CSV de relatório', () => {
  it('writes the bytes a pt-BR spreadsheet reads: BOM, ";", CRLF, accents in UTF-8, "1234,56", dd/mm/aaaa, the totals last', async () => {
    const blob = await exportarCsv(novembro);
    expect(blob.type).toBe('text/csv;charset=utf-8');
    const bytes = new Uint8Array(await blob.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const texto = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    expect(texto.slice(1).split('\r\n')).toEqual([
      'Dia;Vendedor;Vendas;Faturamento (R$);Margem (%)',
      '01/11/2026;Joana Conceição;12;1234,56;41,50',
      '02/11/2026;"Raí; ""Caju""";3;12345,60;0,00',
      '03/11/2026;;0;0,00;',
      ';Total;15;13580,16;38,25',
    ]);
    // "ç" and "í" are two bytes each in UTF-8, not Latin-1's one.
    const joana = new TextEncoder().encode('Conceição');
    expect(joana.length).toBe(11);
    expect(Buffer.from(bytes).includes(Buffer.from(joana))).toBe(true);
  });

  it('reports progress up to 1 and yields to the browser between batches', async () => {
    const progresso: number[] = [];
    const ceder = vi.fn(() => Promise.resolve());
    const texto = await gerarCsvRelatorio(longo(1000), { tamanhoDoLote: 100, aoProgredir: (f) => progresso.push(f), ceder });
    expect(texto.split('\r\n')).toHaveLength(1 + 1000 + 1);
    expect(ceder).toHaveBeenCalledTimes(10);
    expect(progresso[0]).toBe(0);
    expect(progresso.at(-1)).toBe(1);
    expect(progresso.length).toBeGreaterThanOrEqual(12);
    expect(progresso).toEqual([...progresso].sort((a, b) => a - b));
  });

  it('stops at the next batch when cancelled', async () => {
    const controle = new AbortController();
    const ceder = vi.fn(async () => {
      controle.abort(new Error('Exportação cancelada'));
    });
    await expect(gerarCsvRelatorio(longo(1000), { tamanhoDoLote: 100, sinal: controle.signal, ceder })).rejects.toThrow('Exportação cancelada');
    expect(ceder).toHaveBeenCalledTimes(1);
  });
});

describe('células', () => {
  it('CSV: bare numbers; PDF: money, thousands and percent for a reader', () => {
    expect(celulaCsv(1234.567, 'dinheiro')).toBe('1234,57');
    expect(celulaCsv(1234, 'inteiro')).toBe('1234');
    expect(celulaCsv('2026-11-05', 'data')).toBe('05/11/2026');
    expect(celulaTexto(1234.5, 'dinheiro')).toBe('R$ 1.234,50');
    expect(celulaTexto(1234, 'inteiro')).toBe('1.234');
    expect(celulaTexto(12.5, 'percentual')).toBe('12,5 %');
    expect(celulaTexto(0.25, 'decimal')).toBe('0,25');
    expect(celulaCsv(1234.5, 'decimal')).toBe('1234,50');
    expect(celulaTexto('2026-11-05', 'data')).toBe('05/11/2026');
    expect(celulaTexto(null, 'dinheiro')).toBe('');
    expect(descreverPeriodo({ de: '2026-11-01', ate: '2026-11-30' })).toBe('01/11/2026 a 30/11/2026');
    expect(descreverPeriodo({ de: '2026-11-05', ate: '2026-11-05' })).toBe('05/11/2026');
  });
});

/** The text a PDF shows: jsPDF writes it uncompressed, each string in a "(…) Tj" operator. */
function textosDoPdf(pdf: string): string[] {
  return [...pdf.matchAll(/\(((?:\\.|[^\\)])*)\) Tj/g)].map((m) => m[1].replace(/\\(.)/g, '$1'));
}

describe('PDF de relatório', () => {
  it('A4 with the shop name, the title and the period on every page, "Página i de N", the cells and the totals', async () => {
    const doc = await gerarPdf(longo(200), { tamanhoDoLote: 50, ceder: () => Promise.resolve() });
    const paginas = doc.getNumberOfPages();
    expect(paginas).toBeGreaterThan(2);
    const [largura, altura] = [doc.internal.pageSize.getWidth(), doc.internal.pageSize.getHeight()];
    expect([Math.round(largura), Math.round(altura)]).toEqual([210, 297]);
    const textos = textosDoPdf(doc.output());
    expect(textos.filter((t) => t === 'Loja Praia')).toHaveLength(paginas);
    expect(textos.filter((t) => t === 'Período: 01/11/2026 a 30/11/2026')).toHaveLength(paginas);
    expect(textos).toContain(`Página 1 de ${paginas}`);
    expect(textos).toContain(`Página ${paginas} de ${paginas}`);
    // The header row repeats on each page, once per page (the batches' hidden headers print nothing).
    expect(textos.filter((t) => t === 'Faturamento (R$)')).toHaveLength(paginas);
    // Every row once, in order across the batches.
    const vendedoras = textos.filter((t) => t.startsWith('Vendedora '));
    expect(vendedoras).toEqual(Array.from({ length: 200 }, (_, i) => `Vendedora ${i + 1}`));
    expect(textos).toContain('R$ 2.089,50');
    expect(textos).toContain('Total');
    expect(textos).toContain('R$ 13.580,16');
  });

  it('a short report is one page, "Página 1 de 1", and prints the chart given as an image', async () => {
    // A 4 × 1 PNG in the theme's sea colour (as a chart's canvas would give).
    const png = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAQAAAABCAIAAAB2XpiaAAAADUlEQVR4nGPgK5kARwAZ2QRJ0xJwLAAAAABJRU5ErkJggg==';
    const doc = await gerarPdf(novembro, { grafico: png });
    expect(doc.getNumberOfPages()).toBe(1);
    const pdf = doc.output();
    expect(textosDoPdf(pdf)).toContain('Página 1 de 1');
    expect(pdf).toMatch(/\/Subtype \/Image/);
  });

  it('reports progress to 1 and yields between the batches of cells and of the table', async () => {
    const progresso: number[] = [];
    const ceder = vi.fn(() => Promise.resolve());
    await gerarPdf(longo(300), { tamanhoDoLote: 100, aoProgredir: (f) => progresso.push(f), ceder });
    // 3 batches of cell texts, 3 of the table.
    expect(ceder).toHaveBeenCalledTimes(6);
    expect(progresso[0]).toBe(0);
    expect(progresso.at(-1)).toBe(1);
    expect(progresso).toEqual([...progresso].sort((a, b) => a - b));
  });
});
