// Issue 12, stock end to end in Chromium as the demo funcionario, on a phone (390 px: the stacked
// form, the picker, and cards instead of the tables; issue 23 §5): an entrada of two products (one by
// the picker with its grade, one read as a barcode) raises both stocks in /estoque/produtos and in
// the storefront; a saída beyond stock is refused; a movement is edited through both edit routes
// and deleted, and the stock follows each time; a saída that takes the last units makes the
// storefront say ESGOTADO.
import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { cardField, closeToasts, expectToast, field, listRows, signInAsStaff } from '../src/backoffice.ts';
import { restAs, serviceRows } from '../src/backend.ts';
import { DEMO, PHONE, closePage, newPage, waitForPath, waitForSettled, type OpenedPage } from '../src/harness.ts';
import { waitForGrid } from '../src/storefront.ts';

interface Produto {
  id: number;
  nome: string;
  codigo_barras: string;
}

/** A product (and, for `cor`, its one grade of size M) with no stock, written as the admin through the API. */
async function produto(nome: string, codigo: string, cor?: string): Promise<Produto & { grade: number | null }> {
  const admin = await restAs(DEMO.admin.email, DEMO.admin.password);
  const resposta = await admin('produtos', {
    method: 'POST',
    body: JSON.stringify({ nome, codigo_barras: codigo, preco_venda: 89.9, categoria_id: 1, empresa_id: 1 }),
  });
  expect(resposta.status, await resposta.clone().text()).toBe(201);
  const [criado] = (await resposta.json()) as Produto[];
  if (!cor) return { ...criado, grade: null };
  const grade = await admin('grades_produto', { method: 'POST', body: JSON.stringify({ produto_id: criado.id, cor, tamanho: 'M' }) });
  expect(grade.status).toBe(201);
  return { ...criado, grade: ((await grade.json()) as { id: number }[])[0].id };
}

const estoque = async (id: number) => (await serviceRows<{ estoque_atual: number }>(`produtos?select=estoque_atual&id=eq.${id}`))[0].estoque_atual;
const movimentos = (id: number) =>
  serviceRows<{ id: number; tipo: string; quantidade: number }>(`movimentacoes_estoque?select=id,tipo,quantidade&produto_id=eq.${id}&order=id`);

async function novaMovimentacao(page: Page, url: (path: string) => string, tipo: 'Entrada' | 'Saída'): Promise<void> {
  await page.goto(url('/estoque/movimentacao/nova'));
  await waitForSettled(page);
  await expect.poll(() => field(page, 'Tipo').isEnabled()).toBe(true);
  await field(page, 'Tipo').selectOption({ label: tipo });
  // The signed-in person answers for the movement unless someone else is chosen.
  const [eu] = await serviceRows<{ nome: string }>(`usuarios?select=nome&email=eq.${encodeURIComponent(DEMO.funcionario.email)}`);
  await expect.poll(async () => (await field(page, 'Responsável').locator('option:checked').textContent()) ?? '').toBe(eu.nome);
}

/** Picks a product in the picker by name, its grade (if any), and a quantity; then Adicionar. */
async function adicionar(page: Page, nome: string, quantidade: number, grade?: RegExp): Promise<void> {
  await page.getByRole('searchbox', { name: 'Buscar produto' }).or(page.getByLabel('Buscar produto')).first().fill(nome);
  await page.getByRole('button', { name: `Escolher ${nome}` }).click();
  const caixa = page.getByRole('group', { name: `Adicionar ${nome}` });
  if (grade) {
    const select = caixa.getByLabel(/^Grade/);
    await select.selectOption((await select.locator('option', { hasText: grade }).getAttribute('value')) ?? '');
  }
  await caixa.getByLabel(/^Quantidade/).fill(String(quantidade));
  await caixa.getByRole('button', { name: 'Adicionar', exact: true }).click();
}

/** The overview's card of a product (a phone: no table, a card of Categoria, Estoque, Mínimo, Grades). */
async function linhaDoEstoque(page: Page, url: (path: string) => string, nome: string): Promise<{ estoque: string; grades: string }> {
  await page.goto(url(`/estoque/produtos?busca=${encodeURIComponent(nome)}`));
  await waitForSettled(page);
  const card = listRows(page, 'Estoque de Produtos').filter({ hasText: nome }).first();
  await card.waitFor();
  expect(await page.getByRole('table', { name: 'Estoque de Produtos' }).count()).toBe(0);
  return { estoque: (await cardField(card, 'Estoque').textContent()) ?? '', grades: (await cardField(card, 'Grades').textContent()) ?? '' };
}

/** The storefront card of a product, for a visitor (opened with `accountDialogSeen`: no dialog pops up). */
async function cartaoNaVitrine(visitante: OpenedPage, nome: string) {
  const { page, url } = visitante;
  await page.goto(url(`/catalogo?busca=${encodeURIComponent(nome)}`));
  await waitForGrid(page);
  const card = page.getByRole('article', { name: nome });
  await card.waitFor();
  return card;
}

const abertas: OpenedPage[] = [];
afterAll(async () => {
  for (const opened of abertas) await closePage(opened);
});

describe('estoque', () => {
  it('records, refuses, edits on both routes and deletes movements; stock follows in the overview and in the storefront', async () => {
    const tag = Date.now().toString(36);
    const maio = await produto(`Maiô Estoque ${tag}`, `E2E-M-${tag}`, 'Coral');
    const canga = await produto(`Canga Estoque ${tag}`, `E2E-C-${tag}`);

    const staff = await newPage({ width: PHONE.width });
    abertas.push(staff);
    const { page, url } = staff;
    await signInAsStaff(page, url, 'funcionario');
    await closeToasts(page);

    // An entrada: the maiô through the picker (its grade), the canga read as a barcode + Enter.
    await novaMovimentacao(page, url, 'Entrada');
    await field(page, 'Motivo').selectOption('Compra');
    await adicionar(page, maio.nome, 4, /^Coral \/ M/);
    const busca = page.getByLabel('Buscar produto');
    await busca.fill(canga.codigo_barras);
    await busca.press('Enter');
    const linhas = page.getByRole('list', { name: 'Produtos selecionados' });
    await expect.poll(() => linhas.getByRole('listitem').count()).toBe(2);
    await linhas.getByLabel(`Quantidade de ${canga.nome}`).fill('3');
    await page.getByRole('button', { name: 'Salvar e Confirmar' }).click();
    await expectToast(page, 'Movimentação registrada com sucesso!');
    await waitForPath(page, '/estoque/movimentacao');
    expect(await estoque(maio.id)).toBe(4);
    expect(await estoque(canga.id)).toBe(3);
    const [entradaMaio] = await movimentos(maio.id);
    const [entradaCanga] = await movimentos(canga.id);
    expect([entradaMaio, entradaCanga]).toMatchObject([
      { tipo: 'entrada', quantidade: 4 },
      { tipo: 'entrada', quantidade: 3 },
    ]);

    const linhaMaio = await linhaDoEstoque(page, url, maio.nome);
    expect(linhaMaio.estoque).toMatch(/^4(?!\d)/);
    expect(linhaMaio.grades).toMatch(/Coral \/ M\D+4/);
    expect((await linhaDoEstoque(page, url, canga.nome)).estoque).toMatch(/^3(?!\d)/);

    const visitante = await newPage({ width: PHONE.width, accountDialogSeen: true });
    abertas.push(visitante);
    for (const nome of [maio.nome, canga.nome]) {
      const card = await cartaoNaVitrine(visitante, nome);
      expect(await card.getByText('ESGOTADO', { exact: true }).count(), nome).toBe(0);
    }

    // A saída beyond the stock is refused before it can be added.
    await novaMovimentacao(page, url, 'Saída');
    await adicionar(page, canga.nome, 5);
    await expectToast(page, 'Quantidade indisponível em estoque. Estoque atual: 3');
    expect(await page.getByRole('list', { name: 'Produtos selecionados' }).getByRole('listitem').count()).toBe(0);
    expect(await movimentos(canga.id)).toHaveLength(1);

    // Edit from the list (its button goes to editar/{id}): the canga's entrada 3 becomes 5.
    await page.goto(url(`/estoque/movimentacao?busca=${encodeURIComponent(canga.nome)}`));
    await waitForSettled(page);
    // A phone lists the movements as cards, not the table.
    await expect.poll(() => listRows(page, 'Movimentação de Estoque').filter({ hasText: canga.nome }).count()).toBe(1);
    expect(await page.getByRole('table', { name: 'Movimentação de Estoque' }).count()).toBe(0);
    await page.getByRole('link', { name: `Editar movimentação de ${canga.nome}` }).click();
    await waitForPath(page, `/estoque/movimentacao/editar/${entradaCanga.id}`);
    await expect.poll(() => field(page, 'Quantidade').inputValue()).toBe('3');
    await field(page, 'Quantidade').fill('5');
    await page.getByRole('button', { name: 'Salvar Alterações' }).click();
    await expectToast(page, 'Movimentação atualizada com sucesso!');
    await waitForPath(page, '/estoque/movimentacao');
    expect(await estoque(canga.id)).toBe(5);

    // The route table's shape: the maiô's entrada 4 becomes a saída of 4 — refused, the grade holds 4, not 8.
    await page.goto(url(`/estoque/movimentacao/${entradaMaio.id}/editar`));
    await waitForSettled(page);
    await expect.poll(() => field(page, 'Quantidade').inputValue()).toBe('4');
    await field(page, 'Tipo').selectOption({ label: 'Saída' });
    await page.getByRole('button', { name: 'Salvar Alterações' }).click();
    await expectToast(page, 'Erro ao atualizar movimentação.');
    expect(await page.getByText(/o estoque atual é 4 e ficaria em -4 com esta alteração/).first().isVisible()).toBe(true);
    expect(await estoque(maio.id)).toBe(4);
    // ... and as 2 units it is accepted: 4 - 2 = 2.
    await field(page, 'Tipo').selectOption({ label: 'Entrada' });
    await field(page, 'Quantidade').fill('2');
    await page.getByRole('button', { name: 'Salvar Alterações' }).click();
    await expectToast(page, 'Movimentação atualizada com sucesso!');
    expect(await estoque(maio.id)).toBe(2);

    // Deleting the canga's movement takes its 5 units back out.
    await page.goto(url(`/estoque/movimentacao?busca=${encodeURIComponent(canga.nome)}`));
    await waitForSettled(page);
    await page.getByRole('button', { name: `Excluir movimentação de ${canga.nome}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: /Excluir|Remover|Confirmar/ }).click();
    await expectToast(page, 'Movimentação excluída com sucesso');
    expect(await movimentos(canga.id)).toEqual([]);
    expect(await estoque(canga.id)).toBe(0);

    // A saída of the maiô's last 2 units: sold out in the storefront.
    await novaMovimentacao(page, url, 'Saída');
    await field(page, 'Motivo').selectOption('Venda');
    await adicionar(page, maio.nome, 2, /^Coral \/ M/);
    await page.getByRole('button', { name: 'Salvar e Confirmar' }).click();
    await expectToast(page, 'Movimentação registrada com sucesso!');
    expect(await estoque(maio.id)).toBe(0);
    const esgotado = await cartaoNaVitrine(visitante, maio.nome);
    await expect.poll(() => esgotado.getByText('ESGOTADO', { exact: true }).isVisible()).toBe(true);

    // The kardex tells the maiô's story and ends at its stock.
    await page.goto(url(`/estoque/produtos/${maio.id}/kardex`));
    await waitForSettled(page);
    await expect.poll(() => page.getByText('Estoque atual: 0').first().isVisible()).toBe(true);
  }, 180_000); // one long flow (two products, five movements, both routes): 32 s alone, past 90 s beside the unit lane
});
