// Issue 28, the stock reports in Chromium at 1366 and 390 px, as the read-only staff login (leitura), signed in
// through the API: /relatorios/estoque-valorizado (by category, with the chart of the value per category) and
// /relatorios/produtos-parados, each opened, a filter changed (grouping by product; 30 days without a sale),
// the filter in the URL, and both exports downloaded: the CSV starts with the BOM and has the header row with its
// accents, the PDF carries the shop's name. Nothing scrolls sideways. Read-only (the seed's stock), so the file
// sits in the e2e-acesso group; the figures to the cent are the remote's integration tests'.
import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { serviceRows } from '../src/backend.ts';
import { clientNavigate, closePage, expectNoSidewaysScroll, newPage, saveScreenshot, signInThroughApi, waitForSettled, type OpenedPage } from '../src/harness.ts';
import { baixar } from '../src/relatorios.ts';

const abertas: OpenedPage[] = [];
afterAll(async () => {
  for (const opened of abertas) await closePage(opened);
});

const CABECALHO_CATEGORIA = 'Categoria;Produtos;Unidades;Valor a custo (R$);Valor de venda (R$);Vendidas em 90 dias;Giro (90 dias);Cobertura (dias)';
const CABECALHO_PRODUTO = 'Produto;Categoria;Unidades;Valor a custo (R$);Valor de venda (R$);Vendidas em 90 dias;Giro (90 dias);Cobertura (dias);Última venda';
const CABECALHO_PARADOS = 'Produto;Categoria;Unidades;Parado a custo (R$);Valor de venda (R$);Última venda';



/** CSV: the BOM, then the header row as written (accents in UTF-8), then at least one row and the totals. */
async function conferirCsv(page: Page, cabecalho: string, prefixo: string): Promise<void> {
  const { nome, bytes } = await baixar(page, 'Exportar CSV');
  expect(nome).toMatch(new RegExp(`^${prefixo}-\\d{4}-\\d{2}-\\d{2}-a-\\d{4}-\\d{2}-\\d{2}\\.csv$`));
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const linhas = bytes.toString('utf8').slice(1).split('\r\n');
  expect(linhas[0]).toBe(cabecalho);
  expect(linhas.length).toBeGreaterThanOrEqual(3);
  expect(linhas.at(-1)).toMatch(/^Total;/);
}

/** PDF: a real one (jsPDF writes its text uncompressed) with the shop's name in the header, and the chart as an image when the screen has one. */
async function conferirPdf(page: Page, nomeLoja: string, prefixo: string, comGrafico: boolean): Promise<void> {
  const { nome, bytes } = await baixar(page, 'Exportar PDF');
  expect(nome).toMatch(new RegExp(`^${prefixo}-.*\\.pdf$`));
  const conteudo = bytes.toString('latin1');
  expect(conteudo.slice(0, 5)).toBe('%PDF-');
  expect(conteudo).toContain(`(${nomeLoja}) Tj`);
  expect(conteudo.includes('/Subtype /Image')).toBe(comGrafico);
}

const parametro = (page: Page, nome: string) => new URL(page.url()).searchParams.get(nome);

describe('Relatórios de estoque', () => {
  for (const width of [1366, 390]) {
    it(`Estoque valorizado and Produtos parados open, change a filter and export CSV and PDF (${width} px)`, async () => {
      const [{ nome: nomeLoja }] = await serviceRows<{ nome: string }>('empresa?select=nome&id=eq.1');
      const opened = await newPage({ width });
      abertas.push(opened);
      const { page, url } = opened;
      await signInThroughApi(page, url, 'leitura@lojapraia.com.br', 'leitura123');

      // Estoque valorizado: by category, with the chart; then by product.
      await page.goto(url('/relatorios/estoque-valorizado'));
      await waitForSettled(page);
      await page.getByRole('heading', { level: 1, name: 'Estoque valorizado' }).waitFor();
      await page.getByRole('table', { name: 'Estoque valorizado por categoria' }).waitFor({ timeout: 20_000 });
      const grafico = page.getByRole('region', { name: 'Valor em estoque por categoria' });
      await grafico.locator('svg.recharts-surface').first().waitFor();
      await expect.poll(() => grafico.locator('.recharts-bar-rectangle').count()).toBeGreaterThan(0);
      await expectNoSidewaysScroll(page);
      await saveScreenshot(page, `relatorios-estoque-valorizado-${width}`, { fullPage: true });
      await conferirCsv(page, CABECALHO_CATEGORIA, 'estoque-valorizado-por-categoria');
      await conferirPdf(page, nomeLoja, 'estoque-valorizado-por-categoria', true);

      await page.getByRole('combobox', { name: 'Agrupar por' }).selectOption({ label: 'Produto' });
      await expect.poll(() => parametro(page, 'agrupar')).toBe('produto');
      await page.getByRole('table', { name: 'Estoque valorizado por produto' }).waitFor({ timeout: 20_000 });
      await expectNoSidewaysScroll(page);
      await conferirCsv(page, CABECALHO_PRODUTO, 'estoque-valorizado-por-produto');
      await conferirPdf(page, nomeLoja, 'estoque-valorizado-por-produto', true);

      // Produtos parados: 90 days by default, then 30.
      await clientNavigate(page, '/relatorios/produtos-parados');
      await page.getByRole('heading', { level: 1, name: 'Produtos parados' }).waitFor();
      await page.getByRole('table', { name: 'Produtos parados há 90 dias' }).waitFor({ timeout: 20_000 });
      await page.getByRole('combobox', { name: 'Sem venda há' }).selectOption({ label: '30 dias' });
      await expect.poll(() => parametro(page, 'dias')).toBe('30');
      await page.getByRole('table', { name: 'Produtos parados há 30 dias' }).waitFor({ timeout: 20_000 });
      await expectNoSidewaysScroll(page);
      await saveScreenshot(page, `relatorios-produtos-parados-${width}`, { fullPage: true });
      await conferirCsv(page, CABECALHO_PARADOS, 'produtos-parados-ha-30-dias');
      await conferirPdf(page, nomeLoja, 'produtos-parados-ha-30-dias', false);

      // A reload shows the same report (the filter lives in the URL).
      await page.reload();
      await waitForSettled(page);
      await page.getByRole('table', { name: 'Produtos parados há 30 dias' }).waitFor({ timeout: 20_000 });
      expect(await page.getByRole('combobox', { name: 'Sem venda há' }).inputValue()).toBe('30');
    });
  }
});
