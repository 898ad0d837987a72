// Issue 26, Financeiro end to end in Chromium, at 1366 and 390 px. A counter sale paid by Cartão de
// crédito in 3x (4,99%) becomes three títulos a receber from the operator, each net of its share of
// the fee, due 30, 60 and 90 days later, found in /financeiro/contas-receber by the sale's number; the
// first is received in part, then the rest. On a phone, a conta a pagar entered by hand is paid in
// part and then in full from its page, and the list shows it as cards.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { closeToasts, expectToast, field, signInAsStaff, typeMasked } from '../src/backoffice.ts';
import { restAs, serviceRequest, serviceRows } from '../src/backend.ts';
import { DEMO, PHONE, closePage, expectNoSidewaysScroll, newPage, saveScreenshot, waitForSettled, type OpenedPage } from '../src/harness.ts';

const tag = Date.now().toString(36);
const abertas: OpenedPage[] = [];
/** A text as a person reads it: Intl puts a no-break space after "R$". */
const texto = async (locator: Locator) => ((await locator.textContent()) ?? '').replace(/\u00a0/g, ' ');

/** Today and `dias` later in the shop's time zone, dd/MM/yyyy as the screens print them. */
function diaDaLoja(dias = 0): string {
  const hoje = new Date().toLocaleDateString('sv', { timeZone: 'America/Sao_Paulo' });
  const d = new Date(`${hoje}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + dias);
  return d.toISOString().slice(0, 10).split('-').reverse().join('/');
}

async function fecharCaixas(): Promise<void> {
  const [admin] = await serviceRows<{ id: number }>(`usuarios?select=id&email=eq.${encodeURIComponent(DEMO.admin.email)}`);
  const resposta = await serviceRequest('caixas?fechado_em=is.null', {
    method: 'PATCH',
    body: JSON.stringify({ fechado_em: new Date().toISOString(), dinheiro_contado: 0, dinheiro_esperado: 0, diferenca: 0, fechado_por: admin.id }),
  });
  expect(resposta.ok, await resposta.text()).toBe(true);
}

beforeAll(fecharCaixas);
afterAll(async () => {
  for (const opened of abertas) await closePage(opened);
  await fecharCaixas();
});

/** The baixa dialog of the título on screen: `valor` typed (the saldo is offered), the conta chosen. */
async function baixar(page: Page, botao: string, conta: string, valor?: string): Promise<void> {
  await page.getByRole('button', { name: botao, exact: true }).click();
  const dialogo = page.getByRole('dialog', { name: botao });
  await dialogo.waitFor();
  if (valor) await typeMasked(page, 'Valor', valor);
  await dialogo.getByLabel(/^Conta financeira/).selectOption({ label: conta });
  await saveScreenshot(page, `financeiro-baixa-${page.viewportSize()?.width}`);
  await dialogo.getByRole('button', { name: 'Registrar' }).click();
}

describe('financeiro', () => {
  it('a credit sale in 3x becomes 3 títulos a receber net of the fee; the first is received in part, then the rest (1366 px)', async () => {
    const nome = `Saída Financeira ${tag}`;
    const codigoBarras = `789${Date.now()}`.slice(0, 13);
    const admin = await restAs(DEMO.admin.email, DEMO.admin.password);
    const criado = await admin('produtos', { method: 'POST', body: JSON.stringify({ nome, codigo_barras: codigoBarras, preco_venda: 100, categoria_id: 1, empresa_id: 1 }) });
    expect(criado.status, await criado.clone().text()).toBe(201);
    const [{ id: produtoId }] = (await criado.json()) as { id: number }[];
    const entrada = await admin('rpc/registrar_movimentacoes', {
      method: 'POST',
      body: JSON.stringify({ p_itens: [{ produto_id: produtoId, tipo: 'entrada', quantidade: 3, preco_unitario: 40, motivo: 'Compra' }] }),
    });
    expect(entrada.status, await entrada.clone().text()).toBe(200);

    const staff = await newPage({ width: 1366 });
    abertas.push(staff);
    const { page, url } = staff;
    await signInAsStaff(page, url, 'funcionario');
    await closeToasts(page);
    await page.goto(url('/vendas/caixa'));
    await waitForSettled(page);
    await typeMasked(page, 'Valor de abertura', '50,00');
    await page.getByRole('button', { name: 'Abrir caixa' }).click();
    await expectToast(page, 'Caixa aberto.');

    // The counter sale: one unit at R$ 100,00, Cartão de crédito in 3x.
    await page.goto(url('/vendas/vendas/nova'));
    await waitForSettled(page);
    const leitor = field(page, 'Código de barras ou produto');
    await leitor.fill(codigoBarras);
    await leitor.press('Enter');
    await expect.poll(() => texto(page.getByTestId('total-venda'))).toBe('R$ 100,00');
    const form = page.getByRole('form', { name: 'Adicionar pagamento' });
    await form.getByLabel('Forma de pagamento').selectOption({ label: 'Cartão de crédito' });
    await form.getByLabel('Parcelas').selectOption({ value: '3' });
    await form.getByRole('button', { name: 'Adicionar pagamento' }).click();
    await page.getByRole('button', { name: 'Finalizar venda' }).click();
    await expectToast(page, 'registrada.');
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/vendas\/vendas\/\d+\/cupom$/);
    const vendaId = Number(new URL(page.url()).pathname.split('/')[3]);
    const [{ numero }] = await serviceRows<{ numero: number }>(`vendas?select=numero&id=eq.${vendaId}`);
    const codigo = `V-${String(numero).padStart(6, '0')}`;

    // Contas a receber, found by the sale's number: three títulos of R$ 31,67 (R$ 33,34 + 33,33 + 33,33 less 4,99%).
    await page.goto(url('/financeiro'));
    await waitForSettled(page);
    await page.getByRole('link', { name: /Contas a Receber/ }).first().click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/financeiro/contas-receber');
    await page.getByRole('searchbox', { name: 'Buscar contas' }).fill(codigo);
    await page.getByRole('searchbox', { name: 'Buscar contas' }).press('Enter');
    const tabela = page.getByRole('table', { name: 'Contas a Receber' });
    await expect.poll(() => tabela.getByRole('row').count()).toBe(4);
    const linhas = await Promise.all([1, 2, 3].map((i) => texto(tabela.getByRole('row').nth(i))));
    expect(linhas[0]).toContain(`Venda ${codigo} — Cartão de crédito (3/3)`);
    expect(linhas[0]).toContain(diaDaLoja(90));
    expect(linhas[2]).toContain(diaDaLoja(30));
    for (const linha of linhas) {
      expect(linha).toContain('R$ 31,67');
      expect(linha).toContain('Aberto');
    }
    expect(await texto(page.getByRole('status').filter({ hasText: 'contas' }))).toContain('Em aberto: R$ 95,01');
    const titulos = await serviceRows<{ valor: number; taxa: number }>(`titulos?select=valor,taxa&origem=eq.venda&origem_id=eq.${vendaId}&order=parcela`);
    expect(titulos).toEqual([
      { valor: 31.67, taxa: 1.67 },
      { valor: 31.67, taxa: 1.66 },
      { valor: 31.67, taxa: 1.66 },
    ]);
    await saveScreenshot(page, 'financeiro-contas-receber-1366', { fullPage: true });

    // The first parcela: R$ 20,00 now into the Maquininha, then the rest.
    await tabela.getByRole('link', { name: `Venda ${codigo} — Cartão de crédito (1/3)` }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(`Venda ${codigo} — Cartão de crédito (1/3)`);
    await baixar(page, 'Receber', 'Maquininha', '20,00');
    await expectToast(page, 'Recebimento registrado.');
    await expect.poll(() => page.getByText('Parcial', { exact: true }).count()).toBe(1);
    await baixar(page, 'Receber', 'Maquininha');
    await expectToast(page, 'Recebimento registrado.');
    await expect.poll(() => page.getByText('Recebido', { exact: true }).count()).toBe(1);
    await expect.poll(() => page.getByRole('list', { name: 'Baixas' }).getByRole('listitem').count()).toBe(2);
    await saveScreenshot(page, 'financeiro-titulo-1366', { fullPage: true });
    expect(await serviceRows(`baixas?select=valor&order=id&titulo_id=in.(${(await serviceRows<{ id: number }>(`titulos?select=id&origem=eq.venda&origem_id=eq.${vendaId}&parcela=eq.1`))[0].id})`)).toEqual([
      { valor: 20 },
      { valor: 11.67 },
    ]);

    // The filters the spec's "Filtrar" opens, and "Nova Conta a Receber", on a laptop.
    await page.goto(url('/financeiro/contas-receber?situacao=em_aberto'));
    await waitForSettled(page);
    await expect.poll(() => page.getByRole('button', { name: 'Filtrar (1)' }).getAttribute('aria-expanded')).toBe('true');
    await saveScreenshot(page, 'financeiro-filtros-1366');
    await page.getByRole('button', { name: 'Nova Conta a Receber' }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Nova Conta a Receber');
    await page.getByRole('switch', { name: 'Repetir todo mês' }).click();
    await saveScreenshot(page, 'financeiro-nova-conta-1366', { fullPage: true });
  });

  it('a conta a pagar paid in part, then in full, on a phone (390 px)', async () => {
    const marca = `Aluguel ${tag}`;
    const staff = await newPage({ width: PHONE.width });
    abertas.push(staff);
    const { page, url } = staff;
    await signInAsStaff(page, url, 'funcionario');
    await closeToasts(page);

    // Nova Conta a Pagar.
    await page.goto(url('/financeiro/contas-pagar/nova'));
    await waitForSettled(page);
    await field(page, 'Descrição').fill(marca);
    await typeMasked(page, 'Valor', '1.800,00');
    await field(page, 'Categoria').selectOption({ label: 'Aluguel' });
    await field(page, 'Vencimento').fill(new Date().toLocaleDateString('sv', { timeZone: 'America/Sao_Paulo' }));
    await saveScreenshot(page, 'financeiro-nova-conta-390', { fullPage: true });
    await expectNoSidewaysScroll(page);
    await page.getByRole('button', { name: 'Salvar conta' }).click();
    await expectToast(page, 'Conta salva.');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(marca);

    await baixar(page, 'Pagar', 'Banco', '800,00');
    await expectToast(page, 'Pagamento registrado.');
    await expect.poll(() => page.getByText('Parcial', { exact: true }).count()).toBe(1);
    await expect.poll(async () => texto(page.locator('dd.saldo'))).toBe('R$ 1.000,00');
    await baixar(page, 'Pagar', 'Banco');
    await expectToast(page, 'Pagamento registrado.');
    await expect.poll(() => page.getByText('Pago', { exact: true }).count()).toBe(1);
    await expect.poll(async () => texto(page.locator('dd.saldo'))).toBe('R$ 0,00');
    await saveScreenshot(page, 'financeiro-titulo-390', { fullPage: true });
    await expectNoSidewaysScroll(page);

    // The list on a phone: cards, found by the description.
    await page.getByRole('button', { name: 'Voltar' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/financeiro/contas-pagar');
    await page.getByRole('searchbox', { name: 'Buscar contas' }).fill(marca);
    await page.getByRole('searchbox', { name: 'Buscar contas' }).press('Enter');
    await expect.poll(() => page.getByRole('table').count()).toBe(0);
    await expect.poll(() => page.getByRole('link', { name: marca }).count()).toBe(1);
    await page.getByRole('button', { name: 'Filtrar' }).click();
    await saveScreenshot(page, 'financeiro-contas-pagar-390', { fullPage: true });
    await expectNoSidewaysScroll(page);
  });
});
