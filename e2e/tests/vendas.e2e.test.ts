// Issue 24, sales end to end in Chromium. On a laptop, the demo funcionário opens the cash session,
// sells at the counter (a scanned code, split dinheiro + Pix with troco and the Pix QR code), gets
// the receipt; the admin cancels the sale (stock and money back); the cash closes with a difference.
// On a phone, a cliente's storefront order (placed through the API: the storefront's own flow and its
// WhatsApp message are storefront.e2e's) is edited and confirmed by staff: the kardex shows the Venda
// and the disponível is the physical stock again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { closeToasts, expectToast, field, signInAsStaff, typeMasked } from '../src/backoffice.ts';
import { restAs, serviceRequest, serviceRows } from '../src/backend.ts';
import { DEMO, PHONE, closePage, newPage, saveScreenshot, waitForPath, waitForSettled, type OpenedPage } from '../src/harness.ts';

const tag = Date.now().toString(36);

/** A product at R$ 89,90 with a grade Coral/M holding `estoque` units (an entrada in the ledger), its code `codigo`. */
async function produto(nome: string, codigo: string, estoque: number): Promise<{ id: number; grade: number }> {
  const admin = await restAs(DEMO.admin.email, DEMO.admin.password);
  const criado = await admin('produtos', { method: 'POST', body: JSON.stringify({ nome, preco_venda: 89.9, preco_custo: 30, categoria_id: 1, empresa_id: 1 }) });
  expect(criado.status, await criado.clone().text()).toBe(201);
  const [{ id }] = (await criado.json()) as { id: number }[];
  const grade = await admin('grades_produto', { method: 'POST', body: JSON.stringify({ produto_id: id, cor: 'Coral', tamanho: 'M', codigo_barras: codigo }) });
  expect(grade.status).toBe(201);
  const [{ id: gradeId }] = (await grade.json()) as { id: number }[];
  const entrada = await admin('rpc/registrar_movimentacoes', {
    method: 'POST',
    body: JSON.stringify({ p_itens: [{ produto_id: id, grade_id: gradeId, tipo: 'entrada', quantidade: estoque, preco_unitario: 30, motivo: 'Compra' }] }),
  });
  expect(entrada.status, await entrada.clone().text()).toBe(200);
  return { id, grade: gradeId };
}

const estoqueDaGrade = async (grade: number) => (await serviceRows<{ estoque_atual: number }>(`grades_produto?select=estoque_atual&id=eq.${grade}`))[0].estoque_atual;
const reservadoDaGrade = async (grade: number) =>
  (await serviceRows<{ reservado: number }>(`estoque_reservado?select=reservado&grade_id=eq.${grade}`)).reduce((s, r) => s + r.reservado, 0);

/** Leaves no cash session open (a previous run's, or another file's): each flow opens its own. */
async function fecharCaixas(): Promise<void> {
  const [admin] = await serviceRows<{ id: number }>(`usuarios?select=id&email=eq.${encodeURIComponent(DEMO.admin.email)}`);
  const resposta = await serviceRequest('caixas?fechado_em=is.null', {
    method: 'PATCH',
    body: JSON.stringify({ fechado_em: new Date().toISOString(), dinheiro_contado: 0, dinheiro_esperado: 0, diferenca: 0, fechado_por: admin.id }),
  });
  expect(resposta.ok, await resposta.text()).toBe(true);
}

async function cancelarPedidosDoCliente(): Promise<void> {
  const [cliente] = await serviceRows<{ id: number }>(`usuarios?select=id&email=eq.${encodeURIComponent(DEMO.cliente.email)}`);
  await serviceRequest(`vendas?comprador_id=eq.${cliente.id}&status=eq.pendente`, {
    method: 'PATCH',
    body: JSON.stringify({ status: 'cancelada', cancelada_em: new Date().toISOString(), motivo_cancelamento: 'Fim do teste' }),
  });
}

const abertas: OpenedPage[] = [];
/** A text as a person reads it: Intl puts a no-break space after "R$". */
const texto = async (locator: Locator) => ((await locator.textContent()) ?? '').replace(/\u00a0/g, ' ');

beforeAll(async () => {
  await fecharCaixas();
  await cancelarPedidosDoCliente();
  // The shop's Pix key, so the counter shows the QR code.
  await serviceRequest('empresa?id=eq.1', { method: 'PATCH', body: JSON.stringify({ pix_chave: 'pix@lojapraia.com.br', pix_cidade: 'Florianopolis' }) });
});
afterAll(async () => {
  for (const opened of abertas) await closePage(opened);
  await fecharCaixas();
  await cancelarPedidosDoCliente();
});

async function abrirCaixa(page: Page, url: (path: string) => string, valor: string): Promise<void> {
  await fecharCaixas();
  await page.goto(url('/vendas/caixa'));
  await waitForSettled(page);
  await typeMasked(page, 'Valor de abertura', valor);
  await page.getByRole('button', { name: 'Abrir caixa' }).click();
  await expectToast(page, 'Caixa aberto.');
}

/** Adds a payment in the payment editor: the form, the amount (typed, or the rest as offered) and what was received. */
async function pagar(page: Page, forma: string, { valor, recebido }: { valor?: string; recebido?: string } = {}): Promise<void> {
  const form = page.getByRole('form', { name: 'Adicionar pagamento' });
  await form.getByLabel('Forma de pagamento').selectOption({ label: forma });
  if (valor) await typeMasked(page, 'Valor', valor);
  if (recebido) await typeMasked(page, 'Valor recebido', recebido);
  await form.getByRole('button', { name: 'Adicionar pagamento' }).click();
}

describe('vendas', () => {
  it('a counter sale with a scanned code, dinheiro + Pix with troco and its receipt; the admin cancels it; the cash closes with a difference', async () => {
    const nome = `Biquíni Balcão ${tag}`;
    const codigo = `789${Date.now()}`.slice(0, 13);
    const p = await produto(nome, codigo, 5);

    const staff = await newPage({ width: 1366 });
    abertas.push(staff);
    const { page, url } = staff;
    await signInAsStaff(page, url, 'funcionario');
    await closeToasts(page);
    await abrirCaixa(page, url, '100,00');

    await page.goto(url('/vendas/vendas/nova'));
    await waitForSettled(page);
    const leitor = field(page, 'Código de barras ou produto');
    await leitor.fill(codigo);
    await leitor.press('Enter');
    const itens = page.getByRole('list', { name: 'Itens da venda' });
    await expect.poll(() => itens.getByRole('listitem').count()).toBe(1);
    // The scanner again: the same grade is the same line, two units.
    await leitor.fill(codigo);
    await leitor.press('Enter');
    await expect.poll(() => itens.getByLabel(`Quantidade de ${nome} (Coral/M)`).inputValue()).toBe('2');
    await expect.poll(() => texto(page.getByTestId('total-venda'))).toBe('R$ 179,80');

    // R$ 100,00 in cash out of R$ 120,00 handed over, the rest by Pix with its QR code.
    await pagar(page, 'Dinheiro', { valor: '100,00', recebido: '120,00' });
    await expect.poll(() => texto(page.getByTestId('troco'))).toBe('R$ 20,00');
    await page.getByRole('form', { name: 'Adicionar pagamento' }).getByLabel('Forma de pagamento').selectOption({ label: 'Pix' });
    await expect.poll(() => page.getByRole('img', { name: /^QR Code Pix de R\$\s79,80$/ }).isVisible()).toBe(true);
    const copiaECola = await page.getByLabel('Pix copia e cola').inputValue();
    expect(copiaECola).toContain('br.gov.bcb.pix');
    expect(copiaECola).toContain('pix@lojapraia.com.br');
    expect(copiaECola).toContain('540579.80');
    await saveScreenshot(page, 'vendas-pdv-1366', { fullPage: true });
    await pagar(page, 'Pix');
    await expect.poll(() => texto(page.getByTestId('falta-pagar'))).toBe('R$ 0,00');
    await page.getByRole('button', { name: 'Finalizar venda' }).click();
    await expectToast(page, 'registrada.');

    // The receipt, with the troco to hand back.
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/vendas\/vendas\/\d+\/cupom$/);
    const vendaId = Number(new URL(page.url()).pathname.split('/')[3]);
    const cupom = page.getByRole('article', { name: 'Cupom' });
    await expect.poll(() => texto(cupom)).toContain('NÃO É DOCUMENTO FISCAL');
    expect(await texto(page.getByRole('status').filter({ hasText: 'Troco' }))).toBe('Troco: R$ 20,00');
    const textoCupom = await texto(cupom);
    for (const parte of [`${nome} (Coral/M)`, '2 x R$ 89,90', 'R$ 179,80', 'Dinheiro', 'R$ 120,00', 'Pix', 'R$ 79,80', 'Troco', 'R$ 20,00']) expect(textoCupom).toContain(parte);
    await saveScreenshot(page, 'vendas-cupom-1366', { fullPage: true });
    await page.getByLabel('Formato').selectOption({ label: 'Via de troca' });
    await expect.poll(() => page.getByRole('article', { name: 'Via de troca' }).textContent()).not.toContain('R$');

    // Stock left the ledger as a Venda movement of the sale.
    expect(await estoqueDaGrade(p.grade)).toBe(3);
    expect(await serviceRows(`movimentacoes_estoque?select=tipo,quantidade,motivo&venda_id=eq.${vendaId}`)).toEqual([{ tipo: 'saida', quantidade: 2, motivo: 'Venda' }]);

    // A confirmed sale is cancelled by an admin only: stock and money come back.
    await page.goto(url(`/vendas/vendas/${vendaId}`));
    await waitForSettled(page);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toMatch(/^Venda V-\d{6}$/);
    expect(await page.getByRole('button', { name: 'Cancelar venda' }).count()).toBe(0);
    await signInAsStaff(page, url, 'admin');
    await closeToasts(page);
    await page.goto(url(`/vendas/vendas/${vendaId}`));
    await waitForSettled(page);
    await page.getByRole('button', { name: 'Cancelar venda' }).click();
    await page.getByRole('dialog').getByLabel(/^Motivo do cancelamento/).fill('Cliente desistiu da compra');
    await page.getByRole('dialog').getByRole('button', { name: 'Confirmar cancelamento' }).click();
    await expectToast(page, 'Venda cancelada.');
    expect(await estoqueDaGrade(p.grade)).toBe(5);
    await expect.poll(() => page.getByRole('list', { name: 'Movimentações de estoque' }).getByRole('listitem').count()).toBe(2);

    // Sangria, then closing: expected 100 + 100 (cash kept) − 100 (estorno) − 10 = R$ 90,00; counted R$ 88,00.
    await page.goto(url('/vendas/caixa'));
    await waitForSettled(page);
    await page.getByRole('button', { name: 'Sangria' }).click();
    await typeMasked(page, 'Valor', '10,00');
    await page.getByRole('dialog').getByLabel(/^Motivo/).fill('Depósito no banco');
    await page.getByRole('button', { name: 'Registrar sangria' }).click();
    await expectToast(page, 'Sangria registrada.');
    await expect.poll(() => page.getByRole('definition').filter({ hasText: /R\$\s90,00/ }).count()).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Fechar caixa' }).click();
    await typeMasked(page, 'Dinheiro contado', '88,00');
    await expect.poll(() => texto(page.getByRole('dialog'))).toContain('Falta de R$ 2,00');
    await saveScreenshot(page, 'vendas-fechar-caixa-1366');
    await page.getByRole('button', { name: 'Confirmar fechamento' }).click();
    await expectToast(page, 'Caixa fechado.');
    const [fechado] = await serviceRows<{ dinheiro_esperado: string; dinheiro_contado: string; diferenca: string }>(
      'caixas?select=dinheiro_esperado,dinheiro_contado,diferenca&order=id.desc&limit=1',
    );
    expect(fechado).toEqual({ dinheiro_esperado: 90, dinheiro_contado: 88, diferenca: -2 });
    await expect.poll(() => page.getByRole('button', { name: 'Abrir caixa' }).isVisible()).toBe(true);

    const [{ numero }] = await serviceRows<{ numero: number }>(`vendas?select=numero&id=eq.${vendaId}`);
    await page.goto(url(`/vendas/vendas?busca=V-${String(numero).padStart(6, '0')}`));
    await waitForSettled(page);
    await expect.poll(() => page.getByRole('table', { name: 'Vendas' }).getByText('Cancelada').count()).toBe(1);
    await saveScreenshot(page, 'vendas-lista-1366');
  }, 180_000);

  it('on a phone, staff edit and confirm a storefront order: the kardex shows the Venda and disponível is the stock again', async () => {
    const nome = `Saída Pedido ${tag}`;
    const p = await produto(nome, `790${Date.now()}`.slice(0, 13), 3);
    const cliente = await restAs(DEMO.cliente.email, DEMO.cliente.password);
    const pedido = await cliente('rpc/registrar_pedido', { method: 'POST', body: JSON.stringify({ p_itens: [{ produto_id: p.id, grade_id: p.grade, quantidade: 1 }] }) });
    expect(pedido.status, await pedido.clone().text()).toBe(200);
    const { id, codigo } = (await pedido.json()) as { id: number; codigo: string };
    expect(await reservadoDaGrade(p.grade)).toBe(1);

    const staff = await newPage({ width: PHONE.width });
    abertas.push(staff);
    const { page, url } = staff;
    await signInAsStaff(page, url, 'funcionario');
    await closeToasts(page);
    await abrirCaixa(page, url, '50,00');
    await saveScreenshot(page, 'vendas-caixa-390', { fullPage: true });

    // The queue: pending storefront orders, as cards on a phone.
    await page.goto(url('/vendas/pedidos'));
    await waitForSettled(page);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Pedidos do catálogo');
    await saveScreenshot(page, 'vendas-pedidos-390', { fullPage: true });
    await page.getByRole('link', { name: codigo }).click();
    await waitForPath(page, `/vendas/pedidos/${id}`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(`Pedido ${codigo}`);

    // Edited before confirming: two units instead of one.
    await page.getByRole('button', { name: 'Editar pedido' }).click();
    await waitForPath(page, `/vendas/pedidos/${id}/editar`);
    await page.getByLabel(`Quantidade de ${nome} (Coral/M)`).fill('2');
    await page.getByRole('button', { name: 'Salvar alterações' }).click();
    await expectToast(page, 'Pedido alterado.');
    await waitForPath(page, `/vendas/pedidos/${id}`);
    expect(await reservadoDaGrade(p.grade)).toBe(2);

    await page.getByRole('button', { name: 'Confirmar pedido' }).click();
    await pagar(page, 'Pix');
    await saveScreenshot(page, 'vendas-confirmar-pedido-390');
    await page.getByRole('dialog').getByRole('button', { name: 'Confirmar', exact: true }).click();
    await expectToast(page, 'Pedido confirmado.');
    await expect.poll(() => page.getByRole('list', { name: 'Movimentações de estoque' }).textContent()).toContain('Venda');
    await saveScreenshot(page, 'vendas-pedido-confirmado-390', { fullPage: true });

    // Stock out of the ledger, no reservation left: disponível = the physical stock.
    expect(await estoqueDaGrade(p.grade)).toBe(1);
    expect(await reservadoDaGrade(p.grade)).toBe(0);
    await page.goto(url(`/estoque/produtos/${p.id}/kardex`));
    await waitForSettled(page);
    await expect.poll(() => page.getByText('Estoque atual: 1').first().isVisible()).toBe(true);
    await expect.poll(async () => (await page.locator('main').textContent()) ?? '').toContain(`Venda ${codigo}`);

    // At the counter, a name search shows the grid with what is left: the one unit, now free.
    await page.goto(url('/vendas/vendas/nova'));
    await waitForSettled(page);
    await field(page, 'Código de barras ou produto').fill(`pedido ${tag}`);
    await field(page, 'Código de barras ou produto').press('Enter');
    await page.getByRole('table', { name: `Grade de ${nome}` }).getByRole('button', { name: 'Adicionar Coral M (1 disponível)' }).click();
    await expect.poll(() => page.getByRole('list', { name: 'Itens da venda' }).getByRole('listitem').count()).toBe(1);
    await saveScreenshot(page, 'vendas-pdv-390', { fullPage: true });
  }, 150_000);
});
