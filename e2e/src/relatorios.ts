// The report screens' exports (issue 28), as every report e2e file checks them: the download the
// "Exportar CSV" / "Exportar PDF" button starts, read whole.
import type { Download, Page } from 'playwright-core';
import { expect } from 'vitest';

export type BotaoExportar = 'Exportar CSV' | 'Exportar PDF';

/** The browser runs behind a remote connection: the file is read through a stream, not a local path. */
export async function bytesDe(download: Download): Promise<Buffer> {
  const partes: Buffer[] = [];
  for await (const parte of await download.createReadStream()) partes.push(Buffer.from(parte as Uint8Array));
  return Buffer.concat(partes);
}

/** Clicks an export button and returns the file it downloads (a PDF of many pages takes seconds). */
export async function baixar(page: Page, botao: BotaoExportar): Promise<{ nome: string; bytes: Buffer }> {
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: 30_000 }), page.getByRole('button', { name: botao }).click()]);
  return { nome: download.suggestedFilename(), bytes: await bytesDe(download) };
}

/** jsPDF writes its text uncompressed with the standard fonts: a text such as the shop's name is in the file as written. */
export const pdfContem = (pdf: Buffer, texto: string): boolean => pdf.toString('latin1').includes(texto);

/** Both exports of the report on screen: the CSV's lines (its BOM checked, then left out) and the PDF's bytes (a PDF's header checked). */
export async function exportarCsvEPdf(page: Page): Promise<{ csv: string[]; nomeCsv: string; pdf: Buffer; nomePdf: string }> {
  const csv = await baixar(page, 'Exportar CSV');
  expect([...csv.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const pdf = await baixar(page, 'Exportar PDF');
  expect(pdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  return { csv: csv.bytes.toString('utf8').slice(1).split('\r\n'), nomeCsv: csv.nome, pdf: pdf.bytes, nomePdf: pdf.nome };
}
