// Issue 27, Compras end to end in Chromium. At 1366 px: a purchase quote typed as a colour × size grid
// (one colour new to the product), approved into a pedido de compra (WhatsApp and e-mail links to the
// supplier), received in two parts (the second with one unit more than ordered, confirmed): the stock,
// the weighted average cost (Precificação shows its history), the títulos a pagar, the labels link of
// each receipt and the ordem de fornecimento (reached from /relatorios/ordem-fornecimento). At 390 px:
// the list, the pedido and the receipt screen render without sideways scroll, their actions reachable.
import { afterAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { closeToasts, expectToast, field, signInAsStaff, typeMasked } from '../src/backoffice.ts';
import { novoCnpj } from '@loja/local-supabase/testing/documentos';
import { restAs, serviceRows } from '../src/backend.ts';
import { DEMO, PHONE, closePage, newPage, saveScreenshot, waitForPath, waitForSettled, type OpenedPage } from '../src/harness.ts';

const tag = Date.now().toString(36);
const abertas: OpenedPage[] = [];
const texto = async (locator: Locator) => ((await locator.textContent()) ?? '').replace(/\u00a0/g, ' ');

afterAll(async () => {
  for (const opened of abertas) await closePage(opened);
});

/** A supplier and a product with grades Azul/P (2 units at a cost of R$ 10,00, through the ledger) and Azul/M. */
async function dados(nomeProduto: string) {
  const admin = await restAs(DEMO.admin.email, DEMO.admin.password);
  const post = async <T,>(path: string, body: unknown): Promise<T> => {
    const r = await admin(path, { method: 'POST', body: JSON.stringify(body) });
    expect(r.status, await r.clone().text()).toBeLessThan(300);
    return (await r.json()) as T;
  };
  const [fornecedor] = await post<{ id: number; nome: string }[]>('fornecedores', {
    nome: `Malharia Maré ${nomeProduto.split(' ')[1]} ${tag}`,
    cnpj: novoCnpj(),
    telefone: '(48) 99876-5432',
    email: 'vendas@mare.example',
    empresa_id: 1,
  });
  const [produto] = await post<{ id: number }[]>('produtos', { nome: nomeProduto, preco_venda: 60, preco_compra: 10, categoria_id: 1, empresa_id: 1 });
  const azulP = await post<{ id: number }>('rpc/salvar_grade', { p_produto_id: produto.id, p_grade: { cor: 'Azul', tamanho: 'P' } });
  const azulM = await post<{ id: number }>('rpc/salvar_grade', { p_produto_id: produto.id, p_grade: { cor: 'Azul', tamanho: 'M' } });
  await post('rpc/registrar_movimentacoes', { p_itens: [{ produto_id: produto.id, grade_id: azulP.id, tipo: 'entrada', quantidade: 2, motivo: 'Ajuste de estoque' }] });
  return { admin, post, fornecedor, produtoId: produto.id, azulP: azulP.id, azulM: azulM.id };
}

const produtoNoBanco = async (id: number) =>
  (await serviceRows<{ estoque_atual: number; preco_compra: number }>(`produtos?select=estoque_atual,preco_compra&id=eq.${id}`))[0];

async function confirmar(page: Page, titulo: string, botao: string): Promise<void> {
  const dialogo = page.getByRole('alertdialog', { name: titulo });
  await dialogo.waitFor();
  await dialogo.getByRole('button', { name: botao }).click();
}

describe('compras', () => {
  it('quote as a grid → approved → received in two parts: stock, average cost, títulos a pagar, labels link (1366 px)', async () => {
    const nome = `Biquíni Compra ${tag}`;
    const { fornecedor, produtoId, azulP, azulM } = await dados(nome);
    const staff = await newPage({ width: 1366 });
    abertas.push(staff);
    const { page, url } = staff;
    await signInAsStaff(page, url, 'funcionario');
    await closeToasts(page);

    // The quote: Azul/P 4, Azul/M 2 and Verde/P 2 (a colour the product does not have) at R$ 12,50.
    await page.goto(url('/vendas/orcamento-compra'));
    await waitForSettled(page);
    await page.getByRole('button', { name: 'Novo Orçamento de Compra' }).click();
    await waitForPath(page, '/vendas/orcamento-compra/novo');
    await field(page, 'Fornecedor').selectOption({ label: fornecedor.nome });
    const busca = page.getByRole('searchbox', { name: 'Adicionar produto' });
    await busca.fill(nome);
    await busca.press('Enter');
    await page.getByRole('list', { name: 'Produtos encontrados' }).getByRole('button', { name: nome }).click();
    const grade = page.getByRole('region', { name: nome });
    await typeMasked(page, 'Custo unitário', '12,50');
    await grade.getByLabel('Nova cor').fill('Verde');
    await grade.getByRole('button', { name: 'Adicionar cor' }).click();
    await grade.getByRole('spinbutton', { name: 'Azul P', exact: true }).fill('4');
    await grade.getByRole('spinbutton', { name: 'Azul M', exact: true }).fill('2');
    await grade.getByRole('spinbutton', { name: 'Verde P', exact: true }).fill('2');
    await expect.poll(() => texto(grade)).toContain('8 peças · R$ 100,00');
    await saveScreenshot(page, 'compras-novo-1366', { fullPage: true });
    await page.getByRole('button', { name: 'Salvar orçamento' }).click();
    await expectToast(page, 'salvo.');
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/vendas\/orcamento-compra\/\d+$/);
    const compraId = Number(new URL(page.url()).pathname.split('/').pop());
    const [{ numero }] = await serviceRows<{ numero: number }>(`compras?select=numero&id=eq.${compraId}`);
    const codigo = `OC-${String(numero).padStart(6, '0')}`;
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(`Orçamento de Compra ${codigo}`);
    expect(await page.getByText('Pendente', { exact: true }).getAttribute('data-variant')).toBe('warning');

    // Aprovar: the same row is now a pedido de compra em aberto; WhatsApp and e-mail reach the supplier.
    await page.getByRole('button', { name: 'Aprovar' }).click();
    await confirmar(page, 'Aprovar', 'Aprovar');
    await expectToast(page, 'agora é um pedido de compra.');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(`Pedido de Compra ${codigo}`);
    expect(await page.getByText('Aprovado', { exact: true }).getAttribute('data-variant')).toBe('success');
    expect(await page.getByText('Em aberto', { exact: true }).count()).toBe(1);
    const whatsapp = (await page.getByRole('link', { name: 'Enviar por WhatsApp' }).getAttribute('href')) ?? '';
    expect(whatsapp.startsWith('https://wa.me/5548998765432?text=')).toBe(true);
    const mensagem = decodeURIComponent(whatsapp.split('text=')[1]).replace(/\u00a0/g, ' ');
    expect(mensagem).toContain(`pedido de compra ${codigo}`);
    expect(mensagem).toContain(`• ${nome} (R$ 12,50 cada): Azul/P: 4, Azul/M: 2, Verde/P: 2`);
    expect(await page.getByRole('link', { name: 'Enviar por e-mail' }).getAttribute('href')).toMatch(/^mailto:vendas@mare\.example\?subject=Pedido%20de%20compra%20OC-/);
    await saveScreenshot(page, 'compras-pedido-1366', { fullPage: true });

    // First receipt: Azul/P 3 and Verde/P 2 (the new grade), in 2 installments.
    await page.getByRole('button', { name: 'Receber mercadorias' }).click();
    await waitForPath(page, `/vendas/orcamento-compra/${compraId}/receber`);
    await waitForSettled(page);
    await page.getByRole('spinbutton', { name: `Chegou: ${nome} (Azul/P)` }).fill('3');
    await page.getByRole('spinbutton', { name: `Chegou: ${nome} (Verde/P)` }).fill('2');
    await expect.poll(() => texto(page.getByText('Total do recebimento'))).toContain('R$ 62,50');
    await field(page, 'Parcelas').fill('2');
    await expect.poll(() => field(page, 'Valor da parcela 2').inputValue()).toBe('31,25');
    await saveScreenshot(page, 'compras-recebimento-1366', { fullPage: true });
    await page.getByRole('button', { name: 'Confirmar recebimento' }).click();
    await expectToast(page, `Recebimento 1 do pedido ${codigo} registrado.`);
    await waitForPath(page, `/vendas/orcamento-compra/${compraId}`);
    await expect.poll(() => page.getByText('Parcialmente recebido', { exact: true }).count()).toBe(1);
    const [verdeP] = await serviceRows<{ id: number }>(`grades_produto?select=id&produto_id=eq.${produtoId}&cor=eq.Verde&tamanho=eq.P`);
    expect(await page.getByRole('link', { name: 'Imprimir etiquetas do recebimento 1' }).getAttribute('href')).toBe(
      `/estoque/etiquetas?itens=${azulP}x3,${verdeP.id}x2`,
    );
    // (2 × 10,00 + 5 × 12,50) / 7 = 11,79
    expect(await produtoNoBanco(produtoId)).toEqual({ estoque_atual: 7, preco_compra: 11.79 });

    // The ordem de fornecimento, in Relatórios (mfe-vendas' page there, issue 28): what is still to come from this supplier.
    await page.goto(url('/relatorios/ordem-fornecimento'));
    await waitForSettled(page);
    const ordem = page.getByRole('article', { name: fornecedor.nome });
    await expect.poll(() => texto(ordem)).toContain('Faltam 3 peças, R$ 37,50 a custo');
    await saveScreenshot(page, 'compras-ordem-fornecimento-1366', { fullPage: true });

    // Second receipt: everything missing plus one more Azul/P, confirmed as "receber a mais"; the default títulos (1, in 30 days).
    await page.goto(url(`/vendas/orcamento-compra/${compraId}/receber`));
    await waitForSettled(page);
    await page.getByRole('button', { name: 'Receber tudo o que falta' }).click();
    await page.getByRole('spinbutton', { name: `Chegou: ${nome} (Azul/P)` }).fill('2');
    await expect.poll(() => field(page, 'Valor da parcela 1').inputValue()).toBe('50,00');
    await page.getByRole('button', { name: 'Confirmar recebimento' }).click();
    await confirmar(page, 'Receber a mais?', 'Receber a mais');
    await expectToast(page, `Recebimento 2 do pedido ${codigo} registrado.`);
    await waitForPath(page, `/vendas/orcamento-compra/${compraId}`);
    await expect.poll(() => page.getByText('Recebido', { exact: true }).and(page.locator('[data-variant]')).getAttribute('data-variant')).toBe('success');
    expect(await page.getByRole('link', { name: 'Imprimir etiquetas do recebimento 2' }).getAttribute('href')).toBe(
      `/estoque/etiquetas?itens=${azulP}x2,${azulM}x2`,
    );
    // (7 × 11,79 + 4 × 12,50) / 11 = 12,05; the ledger explains the 11 units.
    expect(await produtoNoBanco(produtoId)).toEqual({ estoque_atual: 11, preco_compra: 12.05 });
    const razao = await serviceRows<{ tipo: string; quantidade: number }>(`movimentacoes_estoque?select=tipo,quantidade&produto_id=eq.${produtoId}`);
    expect(razao.reduce((s, m) => s + (m.tipo === 'entrada' ? m.quantidade : -m.quantidade), 0)).toBe(11);
    expect(
      await serviceRows(`titulos?select=lado,fornecedor_id,valor,parcela,parcelas,status&origem=eq.compra&origem_id=eq.${compraId}&order=id`),
    ).toEqual([
      { lado: 'pagar', fornecedor_id: fornecedor.id, valor: 31.25, parcela: 1, parcelas: 2, status: 'aberto' },
      { lado: 'pagar', fornecedor_id: fornecedor.id, valor: 31.25, parcela: 2, parcelas: 2, status: 'aberto' },
      { lado: 'pagar', fornecedor_id: fornecedor.id, valor: 50, parcela: 1, parcelas: 1, status: 'aberto' },
    ]);
    await expect.poll(() => page.getByRole('region', { name: 'Contas a pagar' }).getByRole('listitem').count()).toBe(3);
    await saveScreenshot(page, 'compras-recebido-1366', { fullPage: true });

    // Precificação: the weighted average cost and its history.
    await page.goto(url(`/cadastros/produtos/${produtoId}/editar?aba=precificacao`));
    await waitForSettled(page);
    const historico = page.getByRole('table', { name: 'Histórico do custo médio' });
    await expect.poll(() => historico.getByRole('row').count()).toBe(3);
    expect(await texto(historico.getByRole('row').nth(1))).toContain(`Compra ${codigo}`);
    expect(await texto(historico.getByRole('row').nth(1))).toContain('R$ 12,05');
    expect(await texto(historico.getByRole('row').nth(2))).toContain('R$ 11,79');
    await saveScreenshot(page, 'compras-precificacao-1366', { fullPage: true });
  });

  it('the list, the pedido and the receipt fit a phone, their actions reachable (390 px)', async () => {
    const nome = `Saída Compra ${tag}`;
    const { post, fornecedor, produtoId } = await dados(nome);
    const salvo = await post<{ id: number; codigo: string }>('rpc/salvar_compra', {
      p_fornecedor_id: fornecedor.id,
      p_itens: [
        { produto_id: produtoId, cor: 'Azul', tamanho: 'P', quantidade: 3, custo_unitario: 15 },
        { produto_id: produtoId, cor: 'Azul', tamanho: 'M', quantidade: 3, custo_unitario: 15 },
      ],
    });
    await post('rpc/aprovar_compra', { p_id: salvo.id });
    const staff = await newPage({ width: PHONE.width });
    abertas.push(staff);
    const { page, url } = staff;
    await signInAsStaff(page, url, 'funcionario');
    await closeToasts(page);

    await page.goto(url(`/vendas/orcamento-compra?busca=${salvo.codigo}`));
    await waitForSettled(page);
    const cards = page.getByRole('list', { name: 'Orçamentos de Compra' }).getByRole('listitem');
    await expect.poll(() => cards.count()).toBe(1);
    expect(await texto(cards.first())).toContain('Em aberto');
    await saveScreenshot(page, 'compras-lista-390', { fullPage: true });

    await page.goto(url(`/vendas/orcamento-compra/${salvo.id}`));
    await waitForSettled(page);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(`Pedido de Compra ${salvo.codigo}`);
    await saveScreenshot(page, 'compras-pedido-390', { fullPage: true });
    await page.getByRole('button', { name: 'Receber mercadorias' }).click();
    await waitForPath(page, `/vendas/orcamento-compra/${salvo.id}/receber`);
    await waitForSettled(page);
    await page.getByRole('button', { name: 'Receber tudo o que falta' }).click();
    await expect.poll(() => texto(page.getByText('Total do recebimento'))).toContain('R$ 90,00');
    const confirmarRecebimento = page.getByRole('button', { name: 'Confirmar recebimento' });
    await confirmarRecebimento.scrollIntoViewIfNeeded();
    expect(await confirmarRecebimento.isVisible()).toBe(true);
    await saveScreenshot(page, 'compras-recebimento-390', { fullPage: true });

    await page.goto(url('/vendas/orcamento-compra/novo'));
    await waitForSettled(page);
    const busca = page.getByRole('searchbox', { name: 'Adicionar produto' });
    await busca.fill(nome);
    await busca.press('Enter');
    await page.getByRole('list', { name: 'Produtos encontrados' }).getByRole('button', { name: nome }).click();
    await page.getByRole('region', { name: nome }).getByRole('spinbutton', { name: 'Azul P', exact: true }).fill('1');
    await waitForSettled(page);
    await saveScreenshot(page, 'compras-novo-390', { fullPage: true });
  });
});
