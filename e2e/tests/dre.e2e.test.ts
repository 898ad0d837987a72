// Issue 26, DRE simples and fluxo de caixa in Chromium, at 1366 and 390 px. A counter sale of one unit at
// R$ 300,00 (cost R$ 120,00) paid by Cartão de crédito in 3x (4,99 %) is written as the sale functions
// leave it, confirmed on the 10th of a month no other test uses (the other e2e group sells today, side by
// side with this file), so the month's figures are exactly this sale's: the sales trigger turns its
// payment into three títulos net of the fee (3 × 4,99 = 14,97). /financeiro/dre?mes=… shows the sale, the
// CMV, the fee and the resultado with the management-report notice; the fluxo de caixa of that month and
// the default one (12 months, charts) render; the dashboard has its three finance cards. Nothing scrolls
// sideways on a phone.
import { afterAll, describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { signInAsStaff } from '../src/backoffice.ts';
import { serviceRequest, serviceRows } from '../src/backend.ts';
import { closePage, expectNoSidewaysScroll, newPage, saveScreenshot, waitForSettled, type OpenedPage } from '../src/harness.ts';

const tag = Date.now().toString(36);
const abertas: OpenedPage[] = [];
/** A text as a person reads it: Intl puts a no-break space after "R$". */
const texto = async (locator: Locator) => ((await locator.textContent()) ?? '').replace(/\u00a0/g, ' ').trim();

afterAll(async () => {
  for (const opened of abertas) await closePage(opened);
});

/** The first month from January 2002 with no sale, título or baixa: this file's own. */
async function mesLivre(): Promise<string> {
  for (let n = 0; n < 120; n++) {
    const d = new Date(Date.UTC(2002, n, 1));
    const de = d.toISOString().slice(0, 10);
    const ate = new Date(Date.UTC(2002, n + 1, 1)).toISOString().slice(0, 10);
    const [vendas, titulos, vencimentos] = await Promise.all([
      serviceRows(`vendas?select=id&confirmada_em=gte.${de}T00:00:00Z&confirmada_em=lt.${ate}T12:00:00Z&limit=1`),
      serviceRows(`titulos?select=id&competencia=gte.${de}&competencia=lt.${ate}&limit=1`),
      serviceRows(`titulos?select=id&vencimento=gte.${de}&vencimento=lt.${ate}&limit=1`),
    ]);
    if (vendas.length === 0 && titulos.length === 0 && vencimentos.length === 0) return de;
  }
  throw new Error('nenhum mês livre entre 2002 e 2011');
}

async function inserir<T>(tabela: string, linha: object): Promise<T> {
  const resposta = await serviceRequest(tabela, { method: 'POST', body: JSON.stringify(linha) });
  expect(resposta.status, await resposta.clone().text()).toBe(201);
  return ((await resposta.json()) as T[])[0];
}

/** The sale as finalizar_venda writes it: the sale confirmed at noon of `dia` (São Paulo), its line with the cost, its payment. */
async function vender(dia: string): Promise<void> {
  const produto = await inserir<{ id: number }>('produtos', { nome: `Kimono DRE ${tag}`, preco_venda: 300, preco_custo: 120, estoque_atual: 5, categoria_id: 1, empresa_id: 1 });
  const venda = await inserir<{ id: number }>('vendas', { origem: 'balcao', status: 'confirmada', subtotal: 300, confirmada_em: `${dia}T15:00:00Z` });
  await inserir('itens_venda', { venda_id: venda.id, produto_id: produto.id, quantidade: 1, preco_unitario: 300, custo_unitario: 120, descricao: `Kimono DRE ${tag}` });
  const [credito] = await serviceRows<{ id: number }>(`formas_pagamento?select=id&nome=eq.${encodeURIComponent('Cartão de crédito')}`);
  await inserir('pagamentos_venda', { venda_id: venda.id, forma_pagamento_id: credito.id, valor: 300, parcelas: 3 });
  const titulos = await serviceRows<{ valor: number; taxa: number }>(`titulos?select=valor,taxa&origem=eq.venda&origem_id=eq.${venda.id}&order=parcela`);
  expect(titulos).toEqual([
    { valor: 95.01, taxa: 4.99 },
    { valor: 95.01, taxa: 4.99 },
    { valor: 95.01, taxa: 4.99 },
  ]);
}

let mes = '';

describe('DRE', () => {
  for (const width of [1366, 390]) {
    it(`shows the month's sale, its CMV and the card fee, to the cent, as a management report (${width} px)`, async () => {
      if (!mes) {
        mes = (await mesLivre()).slice(0, 7);
        await vender(`${mes}-10`);
      }
      const staff = await newPage({ width });
      abertas.push(staff);
      const { page, url } = staff;
      await signInAsStaff(page, url, 'funcionario');
      await page.goto(url(`/financeiro/dre?mes=${mes}`));
      await waitForSettled(page);

      await expect.poll(() => page.getByRole('heading', { level: 1, name: 'DRE' }).isVisible()).toBe(true);
      await expect.poll(() => texto(page.getByRole('note'))).toContain('Relatório gerencial: não substitui a demonstração contábil.');
      const tabela = page.getByRole('table', { name: /^Demonstração do resultado de / });
      await tabela.waitFor();
      const valor = async (rotulo: string | RegExp) => texto(tabela.getByRole('row', { name: rotulo }).getByRole('cell').nth(1));
      expect(await valor(/^Receita bruta/)).toBe('R$ 300,00');
      expect(await valor(/^Vendas \(1 venda confirmada\)/)).toBe('R$ 300,00');
      expect(await valor(/^\(−\) CMV/)).toBe('−R$ 120,00');
      expect(await valor(/^\(=\) Lucro bruto/)).toBe('R$ 180,00');
      expect(await valor(/^Taxas de cartão/)).toBe('−R$ 14,97');
      expect(await valor(/^\(=\) Resultado do mês/)).toBe('R$ 165,03');
      await expectNoSidewaysScroll(page);
      await saveScreenshot(page, `dre-${width}`, { fullPage: true });

      // The fluxo de caixa of that month by day: nothing realised, the three parcelas (due after the month) not in it.
      await page.goto(url(`/financeiro/fluxo-de-caixa?agrupar=mes&de=${mes}-01&ate=${mes}-28`));
      await waitForSettled(page);
      const fluxo = page.getByRole('table', { name: 'Movimento por período' });
      await fluxo.waitFor();
      await expect.poll(() => fluxo.getByRole('row').count()).toBe(2);
      await expectNoSidewaysScroll(page);
      await saveScreenshot(page, `fluxo-de-caixa-${width}`, { fullPage: true });
    });
  }

  it('shows the fluxo de caixa of the last 12 months and the next by month, with its charts (1366 and 390 px)', async () => {
    for (const width of [1366, 390]) {
      const staff = await newPage({ width });
      abertas.push(staff);
      const { page, url } = staff;
      await signInAsStaff(page, url, 'admin');
      await page.goto(url('/financeiro/fluxo-de-caixa'));
      await waitForSettled(page);
      const tabela = page.getByRole('table', { name: 'Movimento por período' });
      await tabela.waitFor();
      // 12 months (5 back, this one, 6 ahead) and the header.
      await expect.poll(() => tabela.getByRole('row').count()).toBe(13);
      await expect.poll(() => page.locator('.recharts-wrapper').count()).toBe(2);
      await expectNoSidewaysScroll(page);
      await saveScreenshot(page, `fluxo-de-caixa-padrao-${width}`, { fullPage: true });
      // The dashboard's finance cards.
      await page.goto(url('/dashboard'));
      await waitForSettled(page);
      for (const nome of ['A receber hoje', 'A pagar hoje', 'Vencidas']) {
        await expect.poll(() => texto(page.getByRole('region', { name: nome }))).toMatch(/R\$|conta/);
      }
      await saveScreenshot(page, `dashboard-financeiro-${width}`, { fullPage: true });
    }
  });
});
