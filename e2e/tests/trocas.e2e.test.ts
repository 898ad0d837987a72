// Issue 26, trocas e devoluções end to end in Chromium. On a laptop (1366 px), the demo funcionário
// exchanges the P of a sale for an M from the sale's page ("Trocar / devolver", then "Trocar tamanho"):
// the P comes back at what was paid (the sale's discount shared), the customer pays the difference with
// Pix, the kardex shows both grades right. On a phone (390 px), a return issues a vale-troca, and the vale
// pays the next counter sale (the code typed at the payment step): its saldo goes to zero.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { closeToasts, expectToast, field, signInAsStaff, typeMasked } from '../src/backoffice.ts';
import { restAs, serviceRequest, serviceRows } from '../src/backend.ts';
import { DEMO, PHONE, closePage, expectNoSidewaysScroll, newPage, saveScreenshot, waitForPath, waitForSettled, type OpenedPage } from '../src/harness.ts';

const tag = Date.now().toString(36);

/** A product at R$ 89,90 with grades Azul/P and Azul/M of 3 units each (entradas in the ledger). */
async function produto(nome: string): Promise<{ id: number; p: number; m: number }> {
  const admin = await restAs(DEMO.admin.email, DEMO.admin.password);
  const criado = await admin('produtos', { method: 'POST', body: JSON.stringify({ nome, preco_venda: 89.9, preco_custo: 30, categoria_id: 1, empresa_id: 1 }) });
  expect(criado.status, await criado.clone().text()).toBe(201);
  const [{ id }] = (await criado.json()) as { id: number }[];
  const grades = await admin('grades_produto', {
    method: 'POST',
    body: JSON.stringify([
      { produto_id: id, cor: 'Azul', tamanho: 'P' },
      { produto_id: id, cor: 'Azul', tamanho: 'M' },
    ]),
  });
  expect(grades.status, await grades.clone().text()).toBe(201);
  const [{ id: p }, { id: m }] = (await grades.json()) as { id: number }[];
  const entrada = await admin('rpc/registrar_movimentacoes', {
    method: 'POST',
    body: JSON.stringify({
      p_itens: [p, m].map((grade) => ({ produto_id: id, grade_id: grade, tipo: 'entrada', quantidade: 3, preco_unitario: 30, motivo: 'Compra' })),
    }),
  });
  expect(entrada.status, await entrada.clone().text()).toBe(200);
  return { id, p, m };
}

/** A counter sale of one P by the funcionário through the API (the counter's own flow is vendas.e2e's), paid with Pix. */
async function vendaDeUmP(p: { id: number; p: number }, desconto: number): Promise<{ id: number; codigo: string }> {
  const funcionario = await restAs(DEMO.funcionario.email, DEMO.funcionario.password);
  const [pix] = await serviceRows<{ id: number }>('formas_pagamento?select=id&nome=eq.Pix');
  const venda = await funcionario('rpc/finalizar_venda', {
    method: 'POST',
    body: JSON.stringify({
      p_itens: [{ produto_id: p.id, grade_id: p.p, quantidade: 1 }],
      p_pagamentos: [{ forma_pagamento_id: pix.id, valor: (8990 - Math.round(desconto * 100)) / 100 }],
      p_desconto: desconto,
    }),
  });
  expect(venda.status, await venda.clone().text()).toBe(200);
  return (await venda.json()) as { id: number; codigo: string };
}

const estoqueDaGrade = async (grade: number) => (await serviceRows<{ estoque_atual: number }>(`grades_produto?select=estoque_atual&id=eq.${grade}`))[0].estoque_atual;

async function fecharCaixas(): Promise<void> {
  const [admin] = await serviceRows<{ id: number }>(`usuarios?select=id&email=eq.${encodeURIComponent(DEMO.admin.email)}`);
  const resposta = await serviceRequest('caixas?fechado_em=is.null', {
    method: 'PATCH',
    body: JSON.stringify({ fechado_em: new Date().toISOString(), dinheiro_contado: 0, dinheiro_esperado: 0, diferenca: 0, fechado_por: admin.id }),
  });
  expect(resposta.ok, await resposta.text()).toBe(true);
}

const abertas: OpenedPage[] = [];
/** A text as a person reads it: Intl puts a no-break space after "R$". */
const texto = async (locator: Locator) => ((await locator.textContent()) ?? '').replace(/\u00a0/g, ' ');

beforeAll(fecharCaixas);
afterAll(async () => {
  for (const opened of abertas) await closePage(opened);
  await fecharCaixas();
});

async function abrirCaixa(page: Page, url: (path: string) => string): Promise<void> {
  await fecharCaixas();
  await page.goto(url('/vendas/caixa'));
  await waitForSettled(page);
  await typeMasked(page, 'Valor de abertura', '100,00');
  await page.getByRole('button', { name: 'Abrir caixa' }).click();
  await expectToast(page, 'Caixa aberto.');
}

/** Adds a payment in the payment editor: the form, then (a vale) its code. */
async function pagar(page: Page, forma: string, valeCodigo?: string): Promise<void> {
  const form = page.getByRole('form', { name: 'Adicionar pagamento' });
  await form.getByLabel('Forma de pagamento').selectOption({ label: forma });
  if (valeCodigo) await form.getByLabel('Código do vale-troca').fill(valeCodigo);
  await form.getByRole('button', { name: 'Adicionar pagamento' }).click();
}

describe('trocas', () => {
  it('exchanges P for M from the sale\'s page: the P back at what was paid, the difference paid with Pix, the kardex right for both grades', async () => {
    const nome = `Maiô Troca ${tag}`;
    const p = await produto(nome);
    const staff = await newPage({ width: 1366 });
    abertas.push(staff);
    const { page, url } = staff;
    await signInAsStaff(page, url, 'funcionario');
    await closeToasts(page);
    await abrirCaixa(page, url);
    // R$ 89,90 − R$ 8,99 (10 % on the sale): the P was paid R$ 80,91.
    const venda = await vendaDeUmP(p, 8.99);

    await page.goto(url(`/vendas/vendas/${venda.id}`));
    await waitForSettled(page);
    await page.getByRole('button', { name: 'Trocar / devolver' }).click();
    await waitForPath(page, '/vendas/trocas/nova');
    await page.getByRole('button', { name: 'Trocar tamanho' }).click();
    await page.getByRole('group', { name: `Outros tamanhos e cores de ${nome}` }).getByRole('button', { name: `${nome} Azul/M, disponível 3` }).click();
    await expect.poll(() => texto(page.getByTestId('valor-devolvido'))).toBe('R$ 80,91');
    expect(await texto(page.getByTestId('valor-novo'))).toBe('R$ 89,90');
    expect(await texto(page.getByTestId('diferenca'))).toBe('R$ 8,99');
    expect(await page.getByLabel(`Motivo de ${nome} (Azul/P)`).inputValue()).toBe('Tamanho');
    await saveScreenshot(page, 'trocas-nova-1366', { fullPage: true });
    await pagar(page, 'Pix');
    await expect.poll(() => texto(page.getByTestId('falta-pagar'))).toBe('R$ 0,00');
    await page.getByRole('button', { name: 'Registrar troca' }).click();
    await expectToast(page, 'registrada.');

    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/vendas\/trocas\/\d+$/);
    const trocaId = Number(new URL(page.url()).pathname.split('/')[3]);
    const recibo = page.getByRole('article', { name: 'COMPROVANTE DE TROCA' });
    await expect.poll(() => texto(recibo)).toContain(`Venda original: ${venda.codigo}`);
    const textoRecibo = await texto(recibo);
    for (const parte of [`1 x ${nome} (Azul/P)`, 'Tamanho', 'R$ 80,91', `1 x ${nome} (Azul/M)`, 'R$ 89,90', '+ R$ 8,99', 'Pix']) expect(textoRecibo).toContain(parte);
    await saveScreenshot(page, 'trocas-recibo-1366', { fullPage: true });
    await page.getByLabel('Formato').selectOption({ label: 'A4' });
    await expect.poll(() => new URL(page.url()).searchParams.get('formato')).toBe('a4');
    await saveScreenshot(page, 'trocas-recibo-a4-1366', { fullPage: true });

    // Stock: the P back (3), the M out (2), each a ledger line of the exchange; the kardex shows them.
    expect(await estoqueDaGrade(p.p)).toBe(3);
    expect(await estoqueDaGrade(p.m)).toBe(2);
    const [{ numero }] = await serviceRows<{ numero: number }>(`trocas?select=numero&id=eq.${trocaId}`);
    const codigo = `T-${String(numero).padStart(6, '0')}`;
    expect(await serviceRows(`movimentacoes_estoque?select=tipo,grade_id,quantidade,motivo&troca_id=eq.${trocaId}&order=id`)).toEqual([
      { tipo: 'entrada', grade_id: p.p, quantidade: 1, motivo: 'Devolução' },
      { tipo: 'saida', grade_id: p.m, quantidade: 1, motivo: 'Venda' },
    ]);
    await page.goto(url(`/estoque/produtos/${p.id}/kardex`));
    await waitForSettled(page);
    await expect.poll(() => page.getByText('Estoque atual: 5').first().isVisible()).toBe(true);
    await expect.poll(async () => (await page.locator('main').textContent()) ?? '').toContain(`Troca ${codigo}`);
    await saveScreenshot(page, 'trocas-kardex-1366', { fullPage: true });

    // The list finds it by the sale's number.
    await page.goto(url(`/vendas/trocas?busca=${venda.codigo}`));
    await waitForSettled(page);
    const linha = page.getByRole('table', { name: 'Trocas e devoluções' }).getByRole('row', { name: new RegExp(codigo) });
    await expect.poll(() => linha.count()).toBe(1);
    expect(await texto(linha)).toContain('Cliente pagou');
    await saveScreenshot(page, 'trocas-lista-1366');
  }, 180_000);

  it('on a phone, a return issues a vale-troca and the vale pays the next counter sale', async () => {
    const nome = `Canga Vale ${tag}`;
    const p = await produto(nome);
    const staff = await newPage({ width: PHONE.width });
    abertas.push(staff);
    const { page, url } = staff;
    await signInAsStaff(page, url, 'funcionario');
    await closeToasts(page);
    await abrirCaixa(page, url);
    const venda = await vendaDeUmP(p, 0);

    // The sale found by its number on the exchange screen.
    await page.goto(url('/vendas/trocas/nova'));
    await waitForSettled(page);
    await field(page, 'Venda original').fill(venda.codigo);
    await page.getByRole('list', { name: 'Vendas encontradas' }).getByRole('button', { name: new RegExp(venda.codigo) }).click();
    await page.getByLabel(`Quantidade de ${nome} (Azul/P) que volta`).fill('1');
    await page.getByLabel(`Motivo de ${nome} (Azul/P)`).selectOption('Arrependimento (7 dias)');
    await expect.poll(() => texto(page.getByTestId('diferenca'))).toBe('R$ 89,90');
    expect(await page.getByLabel('Como devolver a diferença').inputValue()).toBe('vale');
    await expectNoSidewaysScroll(page);
    await saveScreenshot(page, 'trocas-nova-390', { fullPage: true });
    await page.getByRole('button', { name: 'Registrar troca' }).click();
    await expectToast(page, 'registrada.');

    const vale = page.getByRole('article', { name: 'COMPROVANTE DE TROCA' }).getByLabel('VALE-TROCA');
    await expect.poll(() => texto(vale)).toMatch(/^VALE-TROCAVT-[0-9A-Z]{8}R\$ 89,90Válido até \d{2}\/\d{2}\/\d{4}$/);
    const codigoVale = /VT-[0-9A-Z]{8}/.exec(await texto(vale))![0];
    await expectNoSidewaysScroll(page);
    await saveScreenshot(page, 'trocas-recibo-390', { fullPage: true });
    expect(await estoqueDaGrade(p.p)).toBe(3);

    // The next counter sale: one M, paid with the vale's code.
    await page.goto(url('/vendas/vendas/nova'));
    await waitForSettled(page);
    await field(page, 'Código de barras ou produto').fill(`vale ${tag}`);
    await field(page, 'Código de barras ou produto').press('Enter');
    await page.getByRole('table', { name: `Grade de ${nome}` }).getByRole('button', { name: 'Adicionar Azul M (3 disponíveis)' }).click();
    await expect.poll(() => texto(page.getByTestId('total-venda'))).toBe('R$ 89,90');
    await pagar(page, 'Vale-troca', codigoVale.toLowerCase());
    await expect.poll(() => texto(page.getByTestId('falta-pagar'))).toBe('R$ 0,00');
    await saveScreenshot(page, 'trocas-pdv-vale-390', { fullPage: true });
    await page.getByRole('button', { name: 'Finalizar venda' }).click();
    await expectToast(page, 'registrada.');
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/vendas\/vendas\/\d+\/cupom$/);
    expect(await texto(page.getByRole('article', { name: 'Cupom' }))).toContain('Vale-troca');

    expect(await serviceRows(`vales_troca?select=saldo&codigo=eq.${codigoVale}`)).toEqual([{ saldo: 0 }]);
    expect(await estoqueDaGrade(p.m)).toBe(2);

    await page.goto(url('/vendas/trocas'));
    await waitForSettled(page);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Trocas e devoluções');
    await expectNoSidewaysScroll(page);
    await saveScreenshot(page, 'trocas-lista-390', { fullPage: true });
  }, 180_000);
});
