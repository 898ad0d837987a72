// Issue 27, CSV import/export of products in Chromium. At 1366 px: a product CSV (two grades of one
// product, one product without grades, one bad row at R$ 0,00) is previewed with that row's message and
// cannot be imported (nothing written); the fixed file is imported in one go, the products appear in the
// list, and "Exportar CSV" downloads a file that starts with the BOM and has the headers. At 390 px: the
// same preview renders, its wide table scrolls inside its box (the page does not scroll sideways) and
// the page's actions stay reachable. Screenshots of the preview at both widths in e2e/.artifacts.
import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectToast, listRows, searchList, signInAsStaff } from '../src/backoffice.ts';
import { serviceRows } from '../src/backend.ts';
import { closePage, expectNoSidewaysScroll, newPage, saveScreenshot, waitForSettled, type OpenedPage } from '../src/harness.ts';

const tag = `imp${Date.now().toString(36)}`;
const abertas: OpenedPage[] = [];
afterAll(async () => {
  for (const opened of abertas) await closePage(opened);
});

const CABECALHO = 'Código;Nome;Descrição;Categoria;Fornecedor;Preço de venda;Preço de custo;Preço de compra;Ativo;Cor;Tamanho;Código da grade;Estoque;Estoque mínimo';

/** The file as a spreadsheet saves it: BOM, ';', one row per grade; `precoChapeu` is the bad row's price. */
const arquivo = (precoChapeu: string) =>
  Buffer.from(
    [
      `\uFEFF${CABECALHO}`,
      `${tag}-BIQ;Biquíni ${tag};;Biquínis;Tecidos Maré Alta Ltda;1.129,90;35,00;;Sim;Azul;P;;3;1`,
      `${tag}-BIQ;Biquíni ${tag};;Biquínis;Tecidos Maré Alta Ltda;1129,90;35,00;;Sim;Azul;M;;2;1`,
      `${tag}-CHA;Chapéu ${tag};;Chapéus;;${precoChapeu};;;Sim;;;;4;0`,
      '',
    ].join('\r\n'),
    'utf8',
  );

async function abrirImportacao(page: Page, url: (path: string) => string, precoChapeu: string): Promise<void> {
  await page.goto(url('/cadastros/produtos/importar'));
  await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Importar produtos' }).isVisible()).toBe(true);
  await page.getByLabel('Escolher arquivo CSV').setInputFiles({ name: `produtos-${tag}.csv`, mimeType: 'text/csv', buffer: arquivo(precoChapeu) });
  await page.getByRole('table', { name: 'Prévia da importação' }).waitFor();
}

describe('CSV import/export of products', () => {
  it('previews a bad row with its message and writes nothing; imports the fixed file; exports with the BOM and headers (1366 px)', async () => {
    const opened = await newPage({ width: 1366 });
    abertas.push(opened);
    const { page, url } = opened;
    await signInAsStaff(page, url, 'funcionario');

    await abrirImportacao(page, url, '0,00');
    const previa = page.getByRole('table', { name: 'Prévia da importação' });
    // Only the bad row is listed (the "Somente linhas com erro" switch starts on), with the form's message.
    await expect.poll(() => previa.locator('tbody tr').count()).toBe(1);
    expect(await previa.locator('tbody tr').first().textContent()).toContain('Preço deve ser maior que zero');
    expect(await page.getByText('1 linha com erro').isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Importar 3 linhas' }).isDisabled()).toBe(true);
    await saveScreenshot(page, 'importacao-previa-1366', { fullPage: true });
    expect(await serviceRows(`produtos?select=id&nome=like.*${tag}*`)).toEqual([]);

    // Fixed and chosen again: no errors, imported in one call, back on the list.
    await page.getByLabel('Escolher arquivo CSV').setInputFiles({ name: `produtos-${tag}.csv`, mimeType: 'text/csv', buffer: arquivo('89,90') });
    await expect.poll(() => page.getByText('Sem erros').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Importar 3 linhas' }).click();
    await expectToast(page, '3 linhas importadas com sucesso');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/cadastros/produtos');
    await waitForSettled(page);
    await searchList(page, tag);
    await expect.poll(() => listRows(page, 'Produtos').count()).toBe(2);
    const estoque = await serviceRows<{ nome: string; estoque_atual: number }>(`produtos?select=nome,estoque_atual&nome=like.*${tag}*&order=nome`);
    expect(estoque).toEqual([
      { nome: `Biquíni ${tag}`, estoque_atual: 5 },
      { nome: `Chapéu ${tag}`, estoque_atual: 4 },
    ]);

    // The export keeps the list's search: the header and one row per grade, after the BOM.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar CSV' }).click()]);
    // The browser runs behind a remote connection: the file is read through a stream, not a local path.
    const partes: Buffer[] = [];
    for await (const parte of await download.createReadStream()) partes.push(Buffer.from(parte as Uint8Array));
    const bytes = Buffer.concat(partes);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const linhas = bytes.toString('utf8').slice(1).split('\r\n');
    expect(linhas[0]).toBe(CABECALHO);
    expect(linhas.slice(1)).toEqual([
      expect.stringMatching(new RegExp(`^${tag}-BIQ;Biquíni ${tag};;Biquínis;Tecidos Maré Alta Ltda;1129,90;35,00;0,00;Sim;Azul;M;\\d*;2;1$`)),
      expect.stringMatching(new RegExp(`^${tag}-BIQ;Biquíni ${tag};;Biquínis;Tecidos Maré Alta Ltda;1129,90;35,00;0,00;Sim;Azul;P;\\d*;3;1$`)),
      `${tag}-CHA;Chapéu ${tag};;Chapéus;;89,90;0,00;0,00;Sim;;;;4;0`,
    ]);
  });

  it('a 2,000-row preview and the preview of errors render on a phone: the table scrolls inside its box, the page does not (390 px)', async () => {
    const opened = await newPage({ width: 390 });
    abertas.push(opened);
    const { page, url } = opened;
    await signInAsStaff(page, url, 'funcionario');

    // 2,000 rows (1,000 products × 2 grades, none written): the preview answers in one call and draws
    // 200 rows at a time, so a phone stays responsive. The time is logged for the README.
    await page.goto(url('/cadastros/produtos/importar'));
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Importar produtos' }).isVisible()).toBe(true);
    const grande = [`\uFEFF${CABECALHO}`];
    for (let i = 0; i < 2000; i++) grande.push(`${tag}-L${i >> 1};Lote ${tag} ${i >> 1};;Biquínis;;49,90;;;Sim;Azul;${i % 2 ? 'M' : 'P'};;1;0`);
    const inicio = Date.now();
    await page.getByLabel('Escolher arquivo CSV').setInputFiles({ name: 'grande.csv', mimeType: 'text/csv', buffer: Buffer.from(grande.join('\r\n'), 'utf8') });
    await page.getByText('Mostrando 200 de 2000 linhas').waitFor();
    console.info(`[importacao] prévia de 2000 linhas na tela a 390 px: ${Date.now() - inicio} ms`);
    expect(await page.getByRole('table', { name: 'Prévia da importação' }).locator('tbody tr').count()).toBe(200);

    await abrirImportacao(page, url, '-5');
    expect(await page.getByRole('table', { name: 'Prévia da importação' }).textContent()).toContain('Preço deve ser maior que zero');
    await expectNoSidewaysScroll(page);
    for (const nome of ['Baixar modelo', 'Importar 3 linhas']) {
      const botao = page.getByRole('button', { name: nome });
      await botao.scrollIntoViewIfNeeded();
      const caixa = await botao.boundingBox();
      expect(caixa && caixa.x >= 0 && caixa.x + caixa.width <= 390, nome).toBe(true);
    }
    await saveScreenshot(page, 'importacao-previa-390', { fullPage: true });

    // The list's header keeps its three buttons on the screen.
    await page.getByRole('button', { name: 'Voltar para a lista' }).click();
    await waitForSettled(page);
    for (const nome of ['Exportar CSV', 'Importar CSV', 'Novo Produto']) {
      await expect.poll(() => page.getByRole('button', { name: nome }).isVisible(), { message: nome }).toBe(true);
    }
    await saveScreenshot(page, 'importacao-lista-390');
  });
});
