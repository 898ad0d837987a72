// Issue 27, Balanço end to end in Chromium. A product with two grades (Azul/P: 3 units, Azul/M: 1) is
// created through the API, its stock through the ledger. On a laptop (1366 px) the demo admin opens a
// balanço of the product's category, scans P twice and M once in the scanner field (code + Enter; the
// second P says it is a repeated scan), while the demo funcionário, on another session, scans P and M
// through the API (another phone). The review shows P 3 = 3 and M 2 vs 1 (+1, R$ 25,00 at cost);
// "Aplicar" writes exactly that one Inventário movement, the closed session is read-only, and the
// product's kardex links the movement back to the session. On a phone (390 px) the counting screen of a
// new session renders without sideways scroll, counts a scan, and its review and "Aplicar" are reachable.
import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { closeToasts, expectToast, field, signInAsStaff } from '../src/backoffice.ts';
import { restAs, serviceRows } from '../src/backend.ts';
import { DEMO, PHONE, closePage, expectNoSidewaysScroll, newPage, saveScreenshot, waitForPath, waitForSettled, type OpenedPage } from '../src/harness.ts';

const tag = `bal${Date.now().toString(36)}`;
const nome = `Biquíni Balanço ${tag}`;
const codP = `${tag}P`;
const codM = `${tag}M`;

interface Cenario {
  categoria: string;
  produto: number;
  p: number;
  m: number;
}

/** The product, its grades and their stock, through the API (the count is the point, not the forms). */
async function cenario(): Promise<Cenario> {
  const admin = await restAs(DEMO.admin.email, DEMO.admin.password);
  const categoria = `Balanço ${tag}`;
  const cat = await admin('categorias', { method: 'POST', body: JSON.stringify({ nome: categoria }) });
  expect(cat.status, await cat.clone().text()).toBe(201);
  const [{ id: categoriaId }] = (await cat.json()) as { id: number }[];
  const prod = await admin('produtos', {
    method: 'POST',
    body: JSON.stringify({ nome, preco_venda: 80, preco_custo: 10, preco_compra: 15, categoria_id: categoriaId, empresa_id: 1 }),
  });
  expect(prod.status, await prod.clone().text()).toBe(201);
  const [{ id: produto }] = (await prod.json()) as { id: number }[];
  const grades = await admin('grades_produto', {
    method: 'POST',
    body: JSON.stringify([
      { produto_id: produto, cor: 'Azul', tamanho: 'P', codigo_barras: codP },
      { produto_id: produto, cor: 'Azul', tamanho: 'M', codigo_barras: codM },
    ]),
  });
  expect(grades.status, await grades.clone().text()).toBe(201);
  const [p, m] = ((await grades.json()) as { id: number; tamanho: string }[]).sort((a, b) => (a.tamanho === 'P' ? -1 : b.tamanho === 'P' ? 1 : 0));
  const entrada = await admin('rpc/registrar_movimentacoes', {
    method: 'POST',
    body: JSON.stringify({
      p_itens: [
        { produto_id: produto, grade_id: p.id, tipo: 'entrada', quantidade: 3, motivo: 'Compra' },
        { produto_id: produto, grade_id: m.id, tipo: 'entrada', quantidade: 1, motivo: 'Compra' },
      ],
    }),
  });
  expect(entrada.status, await entrada.clone().text()).toBe(200);
  return { categoria, produto, p: p.id, m: m.id };
}

async function ler(page: Page, codigo: string, quantidade?: number) {
  if (quantidade !== undefined) await field(page, 'Quantidade').fill(String(quantidade));
  await field(page, 'Código de barras').fill(codigo);
  await field(page, 'Código de barras').press('Enter');
}

const texto = async (page: Page, name: string) => ((await page.getByRole('table', { name }).textContent()) ?? '').replace(/\u00a0/g, ' ');

const abertas: OpenedPage[] = [];
afterAll(async () => {
  for (const opened of abertas) await closePage(opened);
});

let c: Cenario;

describe('balanço', () => {
  it('two people count at once, the review shows the one difference, Aplicar writes it and the kardex links back', async () => {
    c = await cenario();
    const laptop = await newPage({ width: 1366 });
    abertas.push(laptop);
    const { page, url } = laptop;
    await signInAsStaff(page, url, 'admin');
    await closeToasts(page);
    await page.goto(url('/estoque/balanco/novo'));
    await waitForSettled(page);
    await field(page, 'O que será contado').selectOption({ label: 'Uma categoria' });
    await field(page, 'Categoria').selectOption({ label: c.categoria });
    await saveScreenshot(page, 'balanco-novo-1366');
    await page.getByRole('button', { name: 'Abrir balanço' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/estoque\/balanco\/\d+$/);
    const id = Number(new URL(page.url()).pathname.split('/').pop());
    const codigo = `B-${String(id).padStart(6, '0')}`;
    await expectToast(page, `Balanço ${codigo} aberto`);

    // The admin scans P, P again (said to be repeated) and M in the scanner field…
    await ler(page, codP);
    await expectToast(page, `${nome} (Azul/P): 1 contado`);
    await ler(page, codP);
    await expectToast(page, `Leitura repetida. ${nome} (Azul/P): agora 2`);
    await ler(page, codM);
    await expectToast(page, `${nome} (Azul/M): 1 contado`);
    // …while the funcionário counts the third P and a second M on another phone.
    const funcionario = await restAs(DEMO.funcionario.email, DEMO.funcionario.password);
    for (const cod of [codP, codM]) {
      const r = await funcionario('rpc/registrar_contagem', { method: 'POST', body: JSON.stringify({ p_balanco_id: id, p_codigo: cod }) });
      expect(r.status, await r.clone().text()).toBe(200);
    }
    await saveScreenshot(page, 'balanco-contagem-1366', { fullPage: true });

    await page.getByRole('tab', { name: /^Revisão/ }).click();
    await expect.poll(() => texto(page, 'Itens contados')).toContain('+1');
    const linhaM = await page.getByRole('table', { name: 'Itens contados' }).getByRole('row').filter({ hasText: 'Azul/M' }).textContent();
    expect(linhaM?.replace(/\u00a0/g, ' ')).toContain('21+1R$ 25,00');
    await saveScreenshot(page, 'balanco-revisao-1366', { fullPage: true });

    await page.getByRole('button', { name: 'Aplicar', exact: true }).click();
    const dialogo = page.getByRole('alertdialog', { name: 'Aplicar o balanço?' });
    await expect.poll(() => dialogo.textContent()).toContain('1 diferença vira movimentação de Inventário');
    await dialogo.getByRole('button', { name: 'Aplicar' }).click();
    await expectToast(page, 'Balanço aplicado: o estoque agora é o contado');
    await expect.poll(() => page.getByText('Aplicado', { exact: true }).count()).toBeGreaterThan(0);
    expect(await page.getByRole('tab').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Aplicar', exact: true }).count()).toBe(0);
    await saveScreenshot(page, 'balanco-aplicado-1366', { fullPage: true });

    expect(await serviceRows(`movimentacoes_estoque?select=tipo,grade_id,quantidade,motivo,preco_unitario&balanco_id=eq.${id}`)).toEqual([
      { tipo: 'entrada', grade_id: c.m, quantidade: 1, motivo: 'Inventário', preco_unitario: 25 },
    ]);
    expect(await serviceRows(`grades_produto?select=id,estoque_atual&produto_id=eq.${c.produto}&order=id`)).toEqual(
      [{ id: c.p, estoque_atual: 3 }, { id: c.m, estoque_atual: 2 }].sort((a, b) => a.id - b.id),
    );

    await page.goto(url('/estoque/balanco'));
    await waitForSettled(page);
    await expect.poll(() => page.getByRole('link', { name: codigo }).count()).toBe(1);
    await saveScreenshot(page, 'balanco-lista-1366');

    // The kardex links the adjustment back to the session.
    await page.goto(url(`/estoque/produtos/${c.produto}/kardex`));
    await waitForSettled(page);
    await page.getByRole('link', { name: `Balanço ${codigo}` }).click();
    await waitForPath(page, `/estoque/balanco/${id}`);
    await expect.poll(() => page.getByRole('heading', { level: 1, name: `Balanço ${codigo}` }).count()).toBe(1);
  });

  it('fits a phone: the counting screen counts a scan without sideways scroll; the review and Aplicar are reachable', async () => {
    const admin = await restAs(DEMO.admin.email, DEMO.admin.password);
    const aberto = await admin('rpc/abrir_balanco', { method: 'POST', body: JSON.stringify({ p_escopo: 'produtos', p_produtos: [c.produto] }) });
    expect(aberto.status, await aberto.clone().text()).toBe(200);
    const { id } = (await aberto.json()) as { id: number };

    const phone = await newPage({ width: PHONE.width });
    abertas.push(phone);
    const { page, url } = phone;
    await signInAsStaff(page, url, 'funcionario');
    await closeToasts(page);
    await page.goto(url(`/estoque/balanco/${id}`));
    await waitForSettled(page);
    await ler(page, codM, 2);
    await expectToast(page, `${nome} (Azul/M): 2 contados`);
    await expectNoSidewaysScroll(page);
    await saveScreenshot(page, 'balanco-contagem-390', { fullPage: true });

    await page.getByRole('tab', { name: /^Revisão/ }).click();
    await expect.poll(() => page.getByRole('region', { name: 'Não contados' }).textContent()).toContain('Azul/P');
    await expectNoSidewaysScroll(page);
    await page.getByRole('button', { name: 'Aplicar', exact: true }).scrollIntoViewIfNeeded();
    expect(await page.getByRole('button', { name: 'Aplicar', exact: true }).isVisible()).toBe(true);
    await saveScreenshot(page, 'balanco-revisao-390', { fullPage: true });

    await page.goto(url('/estoque/balanco'));
    await waitForSettled(page);
    await expect.poll(() => page.getByRole('link', { name: `B-${String(id).padStart(6, '0')}` }).count()).toBe(1);
    await expectNoSidewaysScroll(page);
    await saveScreenshot(page, 'balanco-lista-390', { fullPage: true });
  });
});
