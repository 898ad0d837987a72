// Issue 28, Relatórios → Vendas in Chromium at 1366 and 390 px, as the read-only staff login (leitura), signed in
// through the API. Two sales of a far month nobody uses (written with the service key while pendente, so they
// raise no títulos, then confirmed there): the report opens on this month, the period is typed in the De/Até
// fields, the per-day table, the figures and the chart show that month, then by forma de pagamento; CSV (BOM,
// header with accents, rows and totals to the cent) and PDF (the shop's name) downloaded. Nothing scrolls
// sideways. It only reads sales (the two written are far from any page the catalogue tests count), so the file
// sits in the e2e-acesso group; every grouping to the cent is the remote's integration test's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { serviceRequest, serviceRows } from '../src/backend.ts';
import { closePage, expectNoSidewaysScroll, newPage, saveScreenshot, signInThroughApi, waitForSettled, type OpenedPage } from '../src/harness.ts';
import { baixar } from '../src/relatorios.ts';

const abertas: OpenedPage[] = [];
afterAll(async () => {
  for (const opened of abertas) await closePage(opened);
});

/** The first month from 2085 in which (and in the month before which) no sale was confirmed. */
async function mesLivre(): Promise<{ de: string; ate: string }> {
  for (let ano = 2085; ano < 2120; ano++) {
    for (let mes = 2; mes <= 12; mes++) {
      const antes = `${ano}-${String(mes - 1).padStart(2, '0')}-01`;
      const de = `${ano}-${String(mes).padStart(2, '0')}-01`;
      const ate = new Date(Date.UTC(ano, mes, 0)).toISOString().slice(0, 10);
      const ja = await serviceRows(`vendas?select=id&confirmada_em=gte.${antes}&confirmada_em=lte.${ate}T23:59:59Z&limit=1`);
      if (ja.length === 0) return { de, ate };
    }
  }
  throw new Error('Nenhum mês livre para as vendas do teste.');
}

async function servico<T>(caminho: string, metodo: 'POST' | 'PATCH', corpo: object): Promise<T> {
  const resposta = await serviceRequest(caminho, { method: metodo, headers: { prefer: 'return=representation' }, body: JSON.stringify(corpo) });
  if (!resposta.ok) throw new Error(`${metodo} ${caminho}: ${await resposta.text()}`);
  return (await resposta.json()) as T;
}

/** A balcão sale confirmed at noon (São Paulo) of `dia`, paid as given. */
async function venda(dia: string, subtotal: number, desconto: number, pagamentos: [forma: number, valor: number][]) {
  const [v] = await servico<{ id: number }[]>('vendas', 'POST', {
    origem: 'balcao',
    status: 'pendente',
    subtotal,
    desconto,
    reserva_expira_em: new Date(Date.now() + 3_600_000).toISOString(),
    // Made "long ago": the sales list (newest first) the other files read never shows them on top.
    criada_em: '2000-01-03T12:00:00-03:00',
  });
  for (const [forma, valor] of pagamentos) await servico('pagamentos_venda', 'POST', { venda_id: v!.id, forma_pagamento_id: forma, valor });
  await servico(`vendas?id=eq.${v!.id}`, 'PATCH', { status: 'confirmada', reserva_expira_em: null, confirmada_em: `${dia}T12:00:00-03:00` });
}

let periodo = { de: '', ate: '' };
beforeAll(async () => {
  periodo = await mesLivre();
  const formas = await serviceRows<{ id: number; nome: string }>('formas_pagamento?select=id,nome');
  const forma = (nome: string) => formas.find((f) => f.nome === nome)!.id;
  await venda(`${periodo.de.slice(0, 8)}05`, 250, 10, [[forma('Pix'), 240]]);
  await venda(`${periodo.de.slice(0, 8)}12`, 89.9, 0, [[forma('Dinheiro'), 89.9]]);
});



const parametro = (page: Page, nome: string) => new URL(page.url()).searchParams.get(nome);
const hojeLoja = () => new Date().toLocaleDateString('sv', { timeZone: 'America/Sao_Paulo' });
const dataBr = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
const semEspacos = (texto: string) => texto.replace(/\s+/g, ' ').trim();

describe('Relatório de vendas', () => {
  for (const width of [1366, 390]) {
    it(`this month, then a typed period per day and by forma de pagamento, CSV and PDF (${width} px)`, async () => {
      const [{ nome: nomeLoja }] = await serviceRows<{ nome: string }>('empresa?select=nome&id=eq.1');
      const opened = await newPage({ width });
      abertas.push(opened);
      const { page, url } = opened;
      await signInThroughApi(page, url, 'leitura@lojapraia.com.br', 'leitura123');

      // Opens on this month, per day: a line per day of the month.
      await page.goto(url('/relatorios/vendas'));
      await waitForSettled(page);
      await page.getByRole('heading', { level: 1, name: 'Vendas' }).waitFor();
      const hoje = hojeLoja();
      const diasDoMes = new Date(Date.UTC(Number(hoje.slice(0, 4)), Number(hoje.slice(5, 7)), 0)).getUTCDate();
      expect(await page.getByRole('combobox', { name: 'Período' }).inputValue()).toBe('este-mes');
      const porDia = page.getByRole('table', { name: 'Vendas por dia' });
      await expect.poll(() => porDia.locator('tbody tr').count(), { timeout: 20_000 }).toBe(diasDoMes);

      // The test month, typed (Até first, so De never passes it).
      await page.getByLabel('Até', { exact: true }).fill(periodo.ate);
      await page.getByLabel('De', { exact: true }).fill(periodo.de);
      await expect.poll(() => [parametro(page, 'de'), parametro(page, 'ate')]).toEqual([periodo.de, periodo.ate]);
      expect(await page.getByRole('combobox', { name: 'Período' }).inputValue()).toBe('personalizado');
      const dias = Number(periodo.ate.slice(8, 10));
      await expect.poll(() => porDia.locator('tbody tr').count(), { timeout: 20_000 }).toBe(dias);
      expect(semEspacos(await porDia.locator('tbody tr').nth(4).innerText())).toBe(`${dataBr(periodo.de).replace(/^01/, '05')} 1 R$ 240,00 R$ 240,00 R$ 10,00`);
      expect(semEspacos(await porDia.locator('tfoot tr').innerText())).toBe('Total 2 R$ 329,90 R$ 164,95 R$ 10,00');
      const faturamento = page.getByRole('region', { name: 'Faturamento', exact: true });
      expect(semEspacos(await faturamento.innerText())).toBe('Faturamento R$ 329,90 Período anterior: R$ 0,00');
      const grafico = page.getByRole('region', { name: 'Faturamento por dia' });
      await expect.poll(() => grafico.locator('.recharts-bar-rectangle').count()).toBeGreaterThan(0);
      await expectNoSidewaysScroll(page);
      await saveScreenshot(page, `relatorios-vendas-dia-${width}`, { fullPage: true });

      // By forma de pagamento: the previous period beside each form.
      await page.getByRole('combobox', { name: 'Agrupar por' }).selectOption('forma_pagamento');
      await expect.poll(() => parametro(page, 'agrupar')).toBe('forma_pagamento');
      const porForma = page.getByRole('table', { name: 'Vendas por forma de pagamento' });
      await expect.poll(async () => (await porForma.locator('tbody tr').allInnerTexts()).map(semEspacos), { timeout: 20_000 }).toEqual([
        'Pix 1 R$ 240,00 R$ 240,00 R$ 10,00 0 R$ 0,00',
        'Dinheiro 1 R$ 89,90 R$ 89,90 R$ 0,00 0 R$ 0,00',
      ]);
      await page.getByRole('region', { name: 'Faturamento por forma de pagamento' }).locator('svg.recharts-surface').first().waitFor();
      await expectNoSidewaysScroll(page);
      await saveScreenshot(page, `relatorios-vendas-forma-${width}`, { fullPage: true });

      const nome = `vendas-por-forma-de-pagamento-${periodo.de}-a-${periodo.ate}`;
      const csv = await baixar(page, 'Exportar CSV');
      expect(csv.nome).toBe(`${nome}.csv`);
      expect([...csv.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      expect(csv.bytes.toString('utf8').slice(1).split('\r\n')).toEqual([
        'Forma de pagamento;Vendas;Faturamento (R$);Ticket médio (R$);Desconto (R$);Vendas no período anterior;Faturamento no período anterior (R$);Variação do faturamento (%)',
        'Pix;1;240,00;240,00;10,00;0;0,00;',
        'Dinheiro;1;89,90;89,90;0,00;0;0,00;',
        'Total;2;329,90;164,95;10,00;0;0,00;',
      ]);
      const pdf = await baixar(page, 'Exportar PDF');
      expect(pdf.nome).toBe(`${nome}.pdf`);
      expect(pdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(pdf.bytes.toString('latin1')).toContain(`(${nomeLoja}) Tj`);
      // The chart on screen went in as an image.
      expect(pdf.bytes.toString('latin1')).toContain('/Subtype /Image');
    });
  }
});
