// Issue 27, Gestor de Promoção end to end in Chromium. On a laptop (1366 px) the demo funcionário creates
// "20 % off" on a product (R$ 100,00 for 60 days, from the API) running from a minute ago until tomorrow;
// the storefront's card then shows "de R$ 100,00 por R$ 80,00" and "-20%"; a counter sale (through the API:
// the counter's own flow is vendas.e2e's) charges R$ 80,00 and its line keeps R$ 100,00 and the promotion;
// "Encerrar agora" ends it and the card shows R$ 100,00 alone. On a phone (390 px) the Gestor and the card
// with "de/por" render without sideways scroll, "Nova promoção" reachable.
import { afterAll, describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { closeToasts, expectToast, field, signInAsStaff } from '../src/backoffice.ts';
import { restAs, serviceRequest, serviceRows } from '../src/backend.ts';
import { DEMO, PHONE, closePage, expectNoSidewaysScroll, newPage, saveScreenshot, waitForSettled, type OpenedPage } from '../src/harness.ts';

const tag = `pr${Date.now().toString(36)}`;
const nome = `Saída Promo ${tag}`;
const nomeCelular = `Viseira Promo ${tag}`;
const promocao = `Queima ${tag}`;

/** The product (5 units, no grades) with a price 60 days old, so the storefront may show its "de". */
async function produto(nome: string): Promise<number> {
  const admin = await restAs(DEMO.admin.email, DEMO.admin.password);
  const criado = await admin('produtos', {
    method: 'POST',
    body: JSON.stringify({ nome, preco_venda: 100, preco_custo: 20, preco_compra: 10, categoria_id: 1, empresa_id: 1 }),
  });
  expect(criado.status, await criado.clone().text()).toBe(201);
  const [{ id }] = (await criado.json()) as { id: number }[];
  const entrada = await admin('rpc/registrar_movimentacoes', {
    method: 'POST',
    body: JSON.stringify({ p_itens: [{ produto_id: id, tipo: 'entrada', quantidade: 5, preco_unitario: 30, motivo: 'Compra' }] }),
  });
  expect(entrada.status, await entrada.clone().text()).toBe(200);
  const antigo = await serviceRequest(`precos_historico?produto_id=eq.${id}`, {
    method: 'PATCH',
    body: JSON.stringify({ alterado_em: new Date(Date.now() - 60 * 86_400_000).toISOString() }),
  });
  expect(antigo.ok, await antigo.text()).toBe(true);
  return id;
}

/** "2026-12-01T08:00" in the shop's time (America/Sao_Paulo), `minutos` from now: what a datetime-local field takes. */
function horaDaLoja(minutos: number): string {
  const c = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(new Date(Date.now() + minutos * 60_000))
      .map((p) => [p.type, p.value]),
  );
  return `${c.year}-${c.month}-${c.day}T${c.hour}:${c.minute}`;
}

async function fecharCaixas(): Promise<void> {
  const [admin] = await serviceRows<{ id: number }>(`usuarios?select=id&email=eq.${encodeURIComponent(DEMO.admin.email)}`);
  const resposta = await serviceRequest('caixas?fechado_em=is.null', {
    method: 'PATCH',
    body: JSON.stringify({ fechado_em: new Date().toISOString(), dinheiro_contado: 0, dinheiro_esperado: 0, diferenca: 0, fechado_por: admin.id }),
  });
  expect(resposta.ok, await resposta.text()).toBe(true);
}

/** A text as a person reads it: Intl puts a no-break space after "R$". */
const texto = async (locator: Locator) => ((await locator.textContent()) ?? '').replace(/\u00a0/g, ' ');

const abertas: OpenedPage[] = [];
afterAll(async () => {
  for (const opened of abertas) await closePage(opened);
  await fecharCaixas();
});

describe('gestor de promoção', () => {
  it('a promotion shows "de/por" in the storefront only while it runs, and a counter sale charges it', async () => {
    const id = await produto(nome);
    const staff = await newPage({ width: 1366 });
    abertas.push(staff);
    const { page, url } = staff;
    await signInAsStaff(page, url, 'funcionario');
    await closeToasts(page);
    await page.goto(url('/estoque/gestor-promocao'));
    await waitForSettled(page);
    await page.getByRole('button', { name: 'Nova promoção' }).click();
    const dialogo = page.getByRole('dialog', { name: 'Nova promoção' });
    await field(page, 'Nome').fill(promocao);
    await field(page, 'Desconto (%)').fill('20');
    await field(page, 'Início').fill(horaDaLoja(-1));
    await field(page, 'Fim').fill(horaDaLoja(24 * 60));
    await dialogo.getByRole('searchbox').fill(tag);
    await dialogo.getByRole('button', { name: `Adicionar ${nome}` }).click();
    await expect.poll(() => texto(dialogo.getByRole('list', { name: 'Produtos' }))).toContain('R$ 100,00 → R$ 80,00');
    await saveScreenshot(page, 'gestor-promocao-nova-1366');
    await dialogo.getByRole('button', { name: 'Salvar promoção' }).click();
    await expectToast(page, 'Promoção salva!');
    const cartao = page.getByRole('article', { name: promocao });
    await expect.poll(() => texto(cartao)).toContain('Em andamento');
    expect(await texto(cartao)).toContain('20% off');
    await saveScreenshot(page, 'gestor-promocao-1366', { fullPage: true });

    // The storefront, as a visitor.
    const vitrine = await newPage({ width: 1366 });
    abertas.push(vitrine);
    await vitrine.page.goto(vitrine.url(`/catalogo?busca=${tag}`));
    const card = vitrine.page.getByRole('article', { name: nome });
    await expect.poll(() => texto(card)).toContain('por R$ 80,00');
    const noCard = await texto(card);
    expect(noCard).toContain('de R$ 100,00');
    expect(noCard).toContain('-20%');
    await card.scrollIntoViewIfNeeded();
    await saveScreenshot(vitrine.page, 'promocao-card-1366');

    // A counter sale charges R$ 80,00; its line keeps R$ 100,00 and the promotion.
    await fecharCaixas();
    const funcionario = await restAs(DEMO.funcionario.email, DEMO.funcionario.password);
    expect((await funcionario('rpc/abrir_caixa', { method: 'POST', body: JSON.stringify({ p_valor_abertura: 100 }) })).status).toBe(200);
    const [pix] = await serviceRows<{ id: number }>('formas_pagamento?select=id&nome=eq.Pix');
    const venda = await funcionario('rpc/finalizar_venda', {
      method: 'POST',
      body: JSON.stringify({ p_itens: [{ produto_id: id, quantidade: 1 }], p_pagamentos: [{ forma_pagamento_id: pix.id, valor: 80 }] }),
    });
    expect(venda.status, await venda.clone().text()).toBe(200);
    const { id: vendaId } = (await venda.json()) as { id: number };
    const [promo] = await serviceRows<{ id: number }>(`promocoes?select=id&nome=eq.${encodeURIComponent(promocao)}`);
    expect(await serviceRows(`itens_venda?select=preco_unitario,preco_regular,promocao_id&venda_id=eq.${vendaId}`)).toEqual([
      { preco_unitario: 80, preco_regular: 100, promocao_id: promo.id },
    ]);

    // Ended now: the card shows the regular price alone.
    await cartao.getByRole('button', { name: `Encerrar agora: ${promocao}` }).click();
    await page.getByRole('alertdialog', { name: 'Encerrar promoção' }).getByRole('button', { name: 'Encerrar agora' }).click();
    await expectToast(page, 'Promoção encerrada.');
    await expect.poll(() => texto(cartao)).toContain('Encerrada');
    await vitrine.page.reload();
    await expect.poll(() => texto(card)).toContain('R$ 100,00');
    expect(await texto(card)).not.toContain('por R$');
  });

  it('fits a phone: the Gestor and a card with "de/por" render without sideways scroll', async () => {
    const id = await produto(nomeCelular);
    const admin = await restAs(DEMO.admin.email, DEMO.admin.password);
    const criada = await admin('rpc/salvar_promocao', {
      method: 'POST',
      body: JSON.stringify({ p_dados: { nome: `${promocao} celular`, tipo: 'preco', valor: '79.90', produtos: [id], inicio: horaDaLoja(-1), fim: horaDaLoja(60) } }),
    });
    expect(criada.status, await criada.clone().text()).toBe(200);

    const phone = await newPage({ width: PHONE.width });
    abertas.push(phone);
    const { page, url } = phone;
    await signInAsStaff(page, url, 'funcionario');
    await closeToasts(page);
    await page.goto(url('/estoque/gestor-promocao'));
    await waitForSettled(page);
    await expect.poll(() => texto(page.getByRole('article', { name: `${promocao} celular` }))).toContain('Por R$ 79,90');
    await expectNoSidewaysScroll(page);
    const nova = page.getByRole('button', { name: 'Nova promoção' });
    expect(await nova.isVisible()).toBe(true);
    await saveScreenshot(page, 'gestor-promocao-390', { fullPage: true });
    await nova.click();
    await expect.poll(() => page.getByRole('dialog', { name: 'Nova promoção' }).isVisible()).toBe(true);
    await expectNoSidewaysScroll(page);
    await saveScreenshot(page, 'gestor-promocao-nova-390');
    // The form's end is reachable and nothing covers "Salvar promoção" (the phone's bottom bar sits under the dialog).
    const salvar = page.getByRole('button', { name: 'Salvar promoção' });
    await salvar.scrollIntoViewIfNeeded();
    const coberto = await salvar.evaluate((botao) => {
      const r = botao.getBoundingClientRect();
      return !botao.contains(document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2));
    });
    expect(coberto).toBe(false);
    await saveScreenshot(page, 'gestor-promocao-nova-390-fim');
    await page.keyboard.press('Escape');

    const vitrine = await newPage({ width: PHONE.width });
    abertas.push(vitrine);
    await vitrine.page.goto(vitrine.url(`/catalogo?busca=${tag}`));
    const card = vitrine.page.getByRole('article', { name: nomeCelular });
    await expect.poll(() => texto(card)).toContain('por R$ 79,90');
    expect(await texto(card)).toContain('-20%');
    await expectNoSidewaysScroll(vitrine.page);
    await card.scrollIntoViewIfNeeded();
    await saveScreenshot(vitrine.page, 'promocao-card-390');
  });
});
