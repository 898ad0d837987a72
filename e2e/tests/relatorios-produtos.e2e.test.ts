// Issue 28, the product reports in Chromium at 1366 and 390 px, staff signed in through the API: one page load per
// width, then the three reports by client-side navigation. In a month of 2013–2019 no other test sells in (this
// file's own), three sales of this file's three products (one with colour × size grades) in a category of its own:
// Mais vendidos (/relatorios/mais-vendidos) with the category filter and then one product's colours × sizes, Curva ABC
// (/relatorios/curva-abc) by unidades with classes A, B and C, Margem (/relatorios/margem) by categoria. Each one:
// opened on the current month, the period changed through "Personalizado" and its dates and kept in the URL, CSV and
// PDF downloaded (the CSV with the BOM and its accented header, the PDF with the shop's name), nothing scrolling
// sideways, screenshots in e2e/.artifacts.
import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { signInAsStaff } from '../src/backoffice.ts';
import { serviceRequest, serviceRows } from '../src/backend.ts';
import { clientNavigate, closePage, expectNoSidewaysScroll, newPage, saveScreenshot, waitForSettled, type OpenedPage } from '../src/harness.ts';
import { exportarCsvEPdf as exportar, pdfContem } from '../src/relatorios.ts';

// Named as the other tests' rows are (-<ms>-<random>), so the seed-only checks (the kardex's) leave them out.
const tag = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
const CATEGORIA = `Relatório RV-${tag}`;
const P1 = `Biquíni Relatório-${tag}`;
const P2 = `Saída Relatório-${tag}`;
const P3 = `Canga Relatório-${tag}`;
const abertas: OpenedPage[] = [];

afterAll(async () => {
  for (const opened of abertas) await closePage(opened);
});

const hojeLoja = () => new Date().toLocaleDateString('sv', { timeZone: 'America/Sao_Paulo' });

async function inserir<T>(tabela: string, linha: object | object[]): Promise<T[]> {
  const resposta = await serviceRequest(tabela, { method: 'POST', body: JSON.stringify(linha) });
  expect(resposta.status, await resposta.clone().text()).toBe(201);
  return (await resposta.json()) as T[];
}

/** The first month of 2013–2019 with no confirmed sale and no exchange: this file's own (the integration tests use 2004 on). */
async function mesLivre(): Promise<string> {
  for (let n = 0; n < 84; n++) {
    const de = new Date(Date.UTC(2013, n, 1)).toISOString().slice(0, 10);
    const ate = new Date(Date.UTC(2013, n + 1, 1)).toISOString().slice(0, 10);
    const [vendas, trocas] = await Promise.all([
      serviceRows(`vendas?select=id&confirmada_em=gte.${de}T00:00:00Z&confirmada_em=lt.${ate}T12:00:00Z&limit=1`),
      serviceRows(`trocas?select=id&criada_em=gte.${de}T00:00:00Z&criada_em=lt.${ate}T12:00:00Z&limit=1`),
    ]);
    if (vendas.length === 0 && trocas.length === 0) return de.slice(0, 7);
  }
  throw new Error('nenhum mês livre entre 2013 e 2019');
}

let preparado: Promise<{ mes: string; fim: string; nomeLoja: string }> | null = null;

/**
 * Once per file, on the 10th of the free month: P1 (R$ 100,00, cost 40,00) 3 × Azul/P and 1 × Azul/M, P2 (R$ 500,00,
 * cost 100,00) 1 in another category, P3 (R$ 10,00, cost 8,00) 5; then 2 × Rosa/P of P1 with R$ 20,00 off the sale.
 * P1: 6 units, receita 580,00, margem 340,00; P3: 5 units, 50,00; P2: 1 unit, 500,00.
 */
function preparar() {
  preparado ??= (async () => {
    const mes = await mesLivre();
    const fim = new Date(Date.UTC(Number(mes.slice(0, 4)), Number(mes.slice(5, 7)), 0)).toISOString().slice(0, 10);
    const [categoria] = await inserir<{ id: number }>('categorias', { nome: CATEGORIA });
    const [p1, p2, p3] = await inserir<{ id: number }>('produtos', [
      // Inactive: the sales reports read the sold lines whatever the product's state, and the storefront, the
      // dashboard's low-stock list and the files counting them (run alongside) never see these.
      { nome: P1, preco_venda: 100, preco_custo: 40, estoque_atual: 10, categoria_id: categoria.id, empresa_id: 1, ativo: false },
      { nome: P2, preco_venda: 500, preco_custo: 100, estoque_atual: 10, categoria_id: 1, empresa_id: 1, ativo: false },
      { nome: P3, preco_venda: 10, preco_custo: 8, estoque_atual: 10, categoria_id: categoria.id, empresa_id: 1, ativo: false },
    ]);
    const [azulP, azulM, rosaP] = await inserir<{ id: number }>('grades_produto', [
      { produto_id: p1.id, cor: 'Azul', tamanho: 'P', estoque_atual: 10 },
      { produto_id: p1.id, cor: 'Azul', tamanho: 'M', estoque_atual: 10 },
      { produto_id: p1.id, cor: 'Rosa', tamanho: 'P', estoque_atual: 10 },
    ]);
    const vender = async (subtotal: number, desconto: number, itens: [number, number | null, number, number, number][]) => {
      const [venda] = await inserir<{ id: number }>('vendas', { origem: 'balcao', status: 'confirmada', subtotal, desconto, confirmada_em: `${mes}-10T15:00:00Z` });
      await inserir(
        'itens_venda',
        itens.map(([produto_id, grade_id, quantidade, preco_unitario, custo_unitario]) => ({
          venda_id: venda.id,
          produto_id,
          grade_id,
          quantidade,
          preco_unitario,
          custo_unitario,
          descricao: 'Item do relatório',
        })),
      );
    };
    await vender(950, 0, [
      [p1.id, azulP.id, 3, 100, 40],
      [p1.id, azulM.id, 1, 100, 40],
      [p2.id, null, 1, 500, 100],
      [p3.id, null, 5, 10, 8],
    ]);
    await vender(200, 20, [[p1.id, rosaP.id, 2, 100, 40]]);
    const [empresa] = await serviceRows<{ nome: string }>('empresa?select=nome&id=eq.1');
    return { mes, fim, nomeLoja: empresa.nome };
  })();
  return preparado;
}




/** Opened on the current month ("Este mês"), then the free month through "Personalizado" and the two dates. */
async function escolherPeriodo(page: Page, de: string, ate: string): Promise<void> {
  const hoje = hojeLoja();
  await expect.poll(() => page.getByLabel('Período').inputValue()).toBe('este-mes');
  await expect.poll(() => page.getByLabel('De', { exact: true }).inputValue()).toBe(`${hoje.slice(0, 7)}-01`);
  await page.getByLabel('Período').selectOption('personalizado');
  await page.getByLabel('De', { exact: true }).fill(de);
  await page.getByLabel('Até', { exact: true }).fill(ate);
  await expect.poll(() => new URL(page.url()).searchParams.get('de')).toBe(de);
  await expect.poll(() => new URL(page.url()).searchParams.get('ate')).toBe(ate);
}

/** The rows of a table by its name, each as its cells' texts (Intl's no-break space read as a space). */
async function linhas(page: Page, nome: string): Promise<string[][]> {
  const tabela = page.getByRole('table', { name: nome, exact: true });
  await tabela.waitFor();
  return tabela.locator('tbody tr').evaluateAll((trs) => trs.map((tr) => Array.from(tr.querySelectorAll('th, td')).map((c) => (c.textContent ?? '').replace(/\u00a0/g, ' ').trim())));
}

/** Done loading: no skeleton, and the figures on screen are the table's. */
const carregado = (page: Page) => expect.poll(() => page.getByLabel('Carregando o relatório').count()).toBe(0);

describe('Relatórios de produtos', () => {
  for (const width of [1366, 390]) {
    it(`Mais vendidos, Curva ABC and Margem: change the period, export CSV and PDF (${width} px)`, async () => {
      const { mes, fim, nomeLoja } = await preparar();
      const de = `${mes}-01`;
      const opened = await newPage({ width });
      abertas.push(opened);
      const { page, url } = opened;
      await signInAsStaff(page, url, 'funcionario');

      // Mais vendidos: this file's category in the free month; then P1's colours × sizes.
      await clientNavigate(page, '/relatorios/mais-vendidos');
      await waitForSettled(page);
      await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Mais vendidos' }).isVisible()).toBe(true);
      await escolherPeriodo(page, de, fim);
      await page.getByLabel('Categoria').selectOption({ label: CATEGORIA });
      await expect.poll(() => new URL(page.url()).searchParams.get('categoria')).not.toBeNull();
      await carregado(page);
      await expect
        .poll(() => linhas(page, 'Mais vendidos por produto'))
        .toEqual([
          ['1', P1, '6', 'R$ 580,00', 'R$ 240,00', 'R$ 340,00', '58,6 %'],
          ['2', P3, '5', 'R$ 50,00', 'R$ 40,00', 'R$ 10,00', '20,0 %'],
        ]);
      await expect.poll(() => page.locator('[data-grafico-relatorio] .recharts-bar-rectangle').count()).toBe(2);
      await expectNoSidewaysScroll(page);
      await saveScreenshot(page, `relatorios-mais-vendidos-${width}`, { fullPage: true });
      const maisVendidos = await exportar(page);
      expect(maisVendidos.nomeCsv).toBe(`mais-vendidos-por-produto-${de}-a-${fim}.csv`);
      expect(maisVendidos.csv).toEqual([
        'Posição;Produto;Unidades;Receita (R$);Custo (R$);Margem (R$);Margem (%)',
        `1;${P1};6;580,00;240,00;340,00;58,62`,
        `2;${P3};5;50,00;40,00;10,00;20,00`,
        'Total;;11;630,00;280,00;350,00;55,56',
      ]);
      expect(pdfContem(maisVendidos.pdf, nomeLoja)).toBe(true);

      await page.getByLabel('Produto', { exact: true }).selectOption({ label: P1 });
      await expect
        .poll(() => linhas(page, `${P1} por cor e tamanho`))
        .toEqual([
          ['1', 'Azul', 'P', '3', 'R$ 300,00', 'R$ 120,00', 'R$ 180,00', '60,0 %'],
          ['2', 'Rosa', 'P', '2', 'R$ 180,00', 'R$ 80,00', 'R$ 100,00', '55,6 %'],
          ['3', 'Azul', 'M', '1', 'R$ 100,00', 'R$ 40,00', 'R$ 60,00', '60,0 %'],
        ]);
      await carregado(page);
      await expectNoSidewaysScroll(page);
      await saveScreenshot(page, `relatorios-mais-vendidos-grade-${width}`, { fullPage: true });

      // Curva ABC by unidades over the free month: P1 A, P3 B, P2 C.
      await clientNavigate(page, '/relatorios/curva-abc');
      await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Curva ABC' }).isVisible()).toBe(true);
      await escolherPeriodo(page, de, fim);
      await page.getByLabel('Critério').selectOption('unidades');
      await expect.poll(() => new URL(page.url()).searchParams.get('criterio')).toBe('unidades');
      await carregado(page);
      await expect
        .poll(() => linhas(page, 'Curva ABC por unidades'))
        .toEqual([
          ['1', P1, 'A', '6', '50,0 %', '50,0 %'],
          ['2', P3, 'B', '5', '41,7 %', '91,7 %'],
          ['3', P2, 'C', '1', '8,3 %', '100,0 %'],
        ]);
      // The Pareto: three bars and the cumulative line.
      await expect.poll(() => page.locator('[data-grafico-relatorio] .recharts-bar-rectangle').count()).toBe(3);
      await expect.poll(() => page.locator('[data-grafico-relatorio] .recharts-line').count()).toBe(1);
      await expectNoSidewaysScroll(page);
      await saveScreenshot(page, `relatorios-curva-abc-${width}`, { fullPage: true });
      const abc = await exportar(page);
      expect(abc.csv[0]).toBe('Posição;Produto;Classe;Unidades;Participação (%);Acumulado (%)');
      expect(abc.csv.slice(1)).toEqual([`1;${P1};A;6;50,00;50,00`, `2;${P3};B;5;41,67;91,67`, `3;${P2};C;1;8,33;100,00`, 'Total;;;12;100,00;']);
      expect(pdfContem(abc.pdf, nomeLoja)).toBe(true);

      // Margem by categoria: this file's category (P1 + P3) and the other one of P2.
      await clientNavigate(page, '/relatorios/margem');
      await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Margem' }).isVisible()).toBe(true);
      await escolherPeriodo(page, de, fim);
      await page.getByLabel('Agrupar por').selectOption('categoria');
      await expect.poll(() => new URL(page.url()).searchParams.get('agrupar')).toBe('categoria');
      await carregado(page);
      await expect.poll(async () => (await linhas(page, 'Margem por categoria')).map((l) => l.slice(1))).toEqual([
        ['1', 'R$ 500,00', 'R$ 100,00', 'R$ 400,00', '80,0 %'],
        ['11', 'R$ 630,00', 'R$ 280,00', 'R$ 350,00', '55,6 %'],
      ]);
      expect((await linhas(page, 'Margem por categoria'))[1][0]).toBe(CATEGORIA);
      await expectNoSidewaysScroll(page);
      await saveScreenshot(page, `relatorios-margem-${width}`, { fullPage: true });
      const margem = await exportar(page);
      expect(margem.csv[0]).toBe('Categoria;Unidades;Receita (R$);Custo (R$);Margem (R$);Margem (%)');
      expect(margem.csv).toContain(`${CATEGORIA};11;630,00;280,00;350,00;55,56`);
      expect(margem.csv.at(-1)).toBe('Total;12;1130,00;380,00;750,00;66,37');
      expect(pdfContem(margem.pdf, nomeLoja)).toBe(true);
    });
  }
});
