// Issue 27, Gestor de Preço end to end in Chromium. On a laptop (1366 px) the demo funcionário finds two
// products the test created (R$ 50,00 and R$ 19,90) by their tag, asks +10 % rounded to ,90, sees the
// preview (R$ 55,90 and R$ 21,90, margins), applies it as a batch with a motivo, sees the product's price
// history, and reverts the batch from "Lotes aplicados": both prices back, every change in the history.
// On a phone (390 px) the same screen renders, the wide preview scrolls sideways inside its box (the page
// does not), and "Aplicar" is reachable.
import { afterAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { closeToasts, expectToast, field, signInAsStaff } from '../src/backoffice.ts';
import { restAs, serviceRows } from '../src/backend.ts';
import { DEMO, PHONE, closePage, expectNoSidewaysScroll, newPage, saveScreenshot, waitForSettled, type OpenedPage } from '../src/harness.ts';

const tag = `gp${Date.now().toString(36)}`;
const nomes = [`Canga Reajuste ${tag}`, `Viseira Reajuste ${tag}`];

/** The two products, created through the API (the Gestor is the point, not the product form). */
async function produtos(): Promise<number[]> {
  const admin = await restAs(DEMO.admin.email, DEMO.admin.password);
  const criado = await admin('produtos', {
    method: 'POST',
    body: JSON.stringify([
      { nome: nomes[0], preco_venda: 50, preco_custo: 15, preco_compra: 5, categoria_id: 1, empresa_id: 1 },
      { nome: nomes[1], preco_venda: 19.9, preco_custo: 8, preco_compra: 0, categoria_id: 1, empresa_id: 1 },
    ]),
  });
  expect(criado.status, await criado.clone().text()).toBe(201);
  return ((await criado.json()) as { id: number }[]).map((p) => p.id);
}

const precos = async (ids: number[]) =>
  (await serviceRows<{ preco_venda: number }>(`produtos?select=preco_venda&id=in.(${ids.join(',')})&order=nome`)).map((p) => p.preco_venda);

/** A text as a person reads it: Intl puts a no-break space after "R$". */
const texto = async (locator: Locator) => ((await locator.textContent()) ?? '').replace(/\u00a0/g, ' ');

const abertas: OpenedPage[] = [];
afterAll(async () => {
  for (const opened of abertas) await closePage(opened);
});

/** The funcionário on /estoque/gestor-preco searching the test's tag, the two products in the preview. */
async function abrirGestor(width: number): Promise<{ page: Page; previa: Locator }> {
  const opened = await newPage({ width });
  abertas.push(opened);
  const { page, url } = opened;
  await signInAsStaff(page, url, 'funcionario');
  await closeToasts(page);
  await page.goto(url(`/estoque/gestor-preco?busca=${tag}`));
  await waitForSettled(page);
  const previa = page.getByRole('table', { name: 'Prévia do reajuste' });
  await expect.poll(() => previa.getByRole('row').count()).toBe(3);
  return { page, previa };
}

describe('gestor de preço', () => {
  it('previews +10 % rounded to ,90 on the products found, applies it as a batch, shows the history, and reverts it', async () => {
    const ids = await produtos();
    const { page, previa } = await abrirGestor(1366);
    await field(page, 'Valor (%)').fill('10');
    await field(page, 'Arredondamento').selectOption({ label: 'Terminar em ,90' });
    await field(page, 'Motivo').fill('Coleção de verão e2e');
    // Canga: 50,00 + 10 % = 55,00 → 55,90 (cost 20,00: margin 64,2 %); Viseira: 19,90 → 21,89 → 21,90.
    await expect.poll(() => texto(previa)).toContain('R$ 55,90');
    const linhas = await Promise.all(nomes.map((nome) => texto(previa.getByRole('row').filter({ hasText: nome }))));
    expect(linhas[0]).toContain('R$ 50,00');
    expect(linhas[0]).toContain('R$ 55,90');
    expect(linhas[0]).toContain('64,2%');
    expect(linhas[1]).toContain('R$ 21,90');
    expect(await texto(page.getByRole('status').filter({ hasText: 'produtos encontrados' }))).toContain('2 produtos encontrados · 2 selecionados · 2 preços mudam');
    await saveScreenshot(page, 'gestor-preco-previa-1366', { fullPage: true });

    await page.getByRole('button', { name: 'Aplicar', exact: true }).click();
    const confirmacao = page.getByRole('alertdialog', { name: 'Aplicar o reajuste?' });
    expect(await texto(confirmacao)).toContain('2 produtos terão o preço alterado (+10% sobre o preço, arredondado para ,90)');
    await confirmacao.getByRole('button', { name: 'Aplicar' }).click();
    await expectToast(page, 'Preços atualizados: 2 produtos');
    await expect.poll(() => precos(ids)).toEqual([55.9, 21.9]);
    const [lote] = await serviceRows<{ id: number; descricao: string; motivo: string; produtos: number }>('lotes_preco?select=id,descricao,motivo,produtos&order=id.desc&limit=1');
    expect(lote).toMatchObject({ descricao: '+10% sobre o preço, arredondado para ,90', motivo: 'Coleção de verão e2e', produtos: 2 });

    // After Aplicar the batches tab opens, the new batch first.
    const lotes = page.getByRole('table', { name: 'Lotes aplicados' });
    await expect.poll(() => texto(lotes)).toContain(`#${lote.id}`);
    await saveScreenshot(page, 'gestor-preco-lotes-1366', { fullPage: true });

    // The product's history: who, from, to, why.
    await page.getByRole('tab', { name: 'Reajuste' }).click();
    await page.getByRole('button', { name: `Histórico de preço: ${nomes[0]}` }).click();
    const historico = page.getByRole('dialog', { name: `Histórico de preço de ${nomes[0]}` });
    await expect.poll(() => texto(historico)).toContain('Coleção de verão e2e');
    const ultima = await texto(historico.getByRole('row').nth(1));
    for (const parte of ['R$ 50,00', 'R$ 55,90', `Lote #${lote.id}`]) expect(ultima).toContain(parte);
    await saveScreenshot(page, 'gestor-preco-historico-1366');
    await page.keyboard.press('Escape');

    await page.getByRole('tab', { name: 'Lotes aplicados' }).click();
    await page.getByRole('button', { name: `Reverter o lote #${lote.id}` }).click();
    await page.getByRole('alertdialog', { name: `Reverter o lote #${lote.id}?` }).getByRole('button', { name: 'Reverter' }).click();
    await expectToast(page, `Lote #${lote.id} revertido: 2 produtos voltaram ao preço anterior`);
    await expect.poll(() => precos(ids)).toEqual([50, 19.9]);
    await expect.poll(() => texto(lotes)).toContain('Revertido pelo lote #');
    expect(await serviceRows(`precos_historico?select=preco_anterior,preco_novo&produto_id=eq.${ids[0]}&order=id`)).toEqual([
      { preco_anterior: null, preco_novo: 50 },
      { preco_anterior: 50, preco_novo: 55.9 },
      { preco_anterior: 55.9, preco_novo: 50 },
    ]);
  });

  it('fits a phone: the preview scrolls sideways in its box, the page does not, Aplicar is reachable', async () => {
    const { page, previa } = await abrirGestor(PHONE.width);
    await field(page, 'Valor (%)').fill('10');
    await expect.poll(() => texto(previa)).toContain('R$ 55,00');
    // The table is wider than the phone; its box scrolls, the page does not.
    const caixa = await previa.evaluate((tabela) => {
      const box = tabela.parentElement!;
      return { larguraTabela: tabela.scrollWidth, larguraCaixa: box.clientWidth, rola: getComputedStyle(box).overflowX };
    });
    expect(caixa.larguraTabela).toBeGreaterThan(caixa.larguraCaixa);
    expect(caixa.rola).toBe('auto');
    await expectNoSidewaysScroll(page);
    const aplicar = page.getByRole('button', { name: 'Aplicar', exact: true });
    await aplicar.scrollIntoViewIfNeeded();
    expect(await aplicar.isVisible()).toBe(true);
    await saveScreenshot(page, 'gestor-preco-390', { fullPage: true });
  });
});
