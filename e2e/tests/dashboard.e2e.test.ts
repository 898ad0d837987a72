// Issue 23 §5, the dashboard's figures in a browser, on a phone (390 px: one column, short chart
// axes) and a laptop (1366 px): two products of a new category, written through the API (one with
// 9.000 units, the largest category by far; one sold out under a minimum of 900, the most urgent
// alert), then every real figure the page shows (the cards, the alerts, both charts' sentences, their
// first axis label, whole and wrapped as the width allows, and the category table) compared with the
// same figures counted here from the database's rows. The sales figures are labelled sample data.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { signInAsAdmin } from '../src/backoffice.ts';
import { restAs, serviceRows } from '../src/backend.ts';
import { DEMO, PHONE, expectNoSidewaysScroll, newPage } from '../src/harness.ts';

const LAPTOP_WIDTH = 1366;
/** How many alerts the dashboard lists (the total is counted apart). */
const LISTADOS = 8;

const numero = (n: number) => n.toLocaleString('pt-BR');
const contagem = (n: number, singular: string, plural: string) => `${numero(n)} ${n === 1 ? singular : plural}`;

interface Produto {
  id: number;
  nome: string;
  estoque_atual: number;
  estoque_minimo: number;
  categoria_id: number | null;
}

/** What the page must show, counted from the rows (not from the function the page calls). */
interface Figuras {
  clientes: string[];
  estoque: string[];
  alertasTotal: string;
  alertasListados: number;
  resumoBaixo: string;
  resumoCategorias: string;
}

async function figurasDoBanco(): Promise<Figuras> {
  const clientes = await serviceRows<{ ativo: boolean }>('clientes?select=ativo');
  const produtos = await serviceRows<Produto>('produtos?select=id,nome,estoque_atual,estoque_minimo,categoria_id&ativo=is.true');
  const gradesBaixas = await serviceRows<{ produto_id: number; estoque_atual: number; estoque_minimo: number }>(
    'grades_produto?select=produto_id,estoque_atual,estoque_minimo&estoque_minimo=gt.0',
  );
  const categorias = new Map((await serviceRows<{ id: number; nome: string }>('categorias?select=id,nome')).map((c) => [c.id, c.nome]));

  const comGradeBaixa = new Set(gradesBaixas.filter((g) => g.estoque_atual <= g.estoque_minimo).map((g) => g.produto_id));
  // Low: at or under a minimum that was set, on the product or on one of its grades (issue 23 §6).
  const baixos = produtos.filter((p) => (p.estoque_minimo > 0 && p.estoque_atual <= p.estoque_minimo) || comGradeBaixa.has(p.id));
  const listados = Math.min(LISTADOS, baixos.length);
  // The most urgent come first, sold-out ones before the rest: so the sold-out among the listed.
  const esgotados = Math.min(listados, baixos.filter((p) => p.estoque_atual <= 0).length);
  const quais =
    baixos.length > listados
      ? `Os ${numero(listados)} mais urgentes de ${contagem(baixos.length, 'produto', 'produtos')} com estoque baixo`
      : `${contagem(listados, 'produto', 'produtos')} com estoque baixo`;

  const porCategoria = new Map<string, number>();
  for (const p of produtos) {
    const nome = p.categoria_id === null ? 'Sem categoria' : (categorias.get(p.categoria_id) ?? '?');
    porCategoria.set(nome, (porCategoria.get(nome) ?? 0) + p.estoque_atual);
  }
  const [maior] = [...porCategoria].sort((a, b) => b[1] - a[1]);
  const unidades = produtos.reduce((soma, p) => soma + p.estoque_atual, 0);

  return {
    clientes: ['Total de Clientes', numero(clientes.length), contagem(clientes.filter((c) => c.ativo).length, 'ativo', 'ativos')],
    estoque: [
      'Produtos em Estoque',
      contagem(unidades, 'unidade', 'unidades'),
      `${contagem(produtos.filter((p) => p.estoque_atual > 0).length, 'produto com estoque', 'produtos com estoque')} de ${contagem(produtos.length, 'ativo', 'ativos')}`,
    ],
    alertasTotal: contagem(baixos.length, 'produto', 'produtos'),
    alertasListados: listados,
    resumoBaixo: `${quais}; ${esgotados === 0 ? 'nenhum esgotado' : contagem(esgotados, 'esgotado', 'esgotados')}.`,
    resumoCategorias:
      `${contagem(unidades, 'unidade', 'unidades')} em ${contagem(porCategoria.size, 'categoria', 'categorias')}; ` +
      `a maior é ${maior[0]}, com ${contagem(maior[1], 'unidade', 'unidades')}.`,
  };
}

/** The lines a block shows (innerText: what a person reads, one line per block). */
const linhas = async (locator: Locator) =>
  (await locator.innerText())
    .split('\n')
    .map((linha) => linha.trim())
    .filter(Boolean);

const painel = (page: Page, titulo: string) => page.getByRole('region', { name: titulo, exact: true });

/** The first label of a chart's category axis, as its lines (SVG text wrapped in tspans). */
const primeiroRotulo = (grafico: Locator) => grafico.locator('.recharts-yAxis-tick-labels .recharts-cartesian-axis-tick-label text').first().locator('tspan').allTextContents();

async function figurasDaPagina(page: Page): Promise<Figuras> {
  const alertas = painel(page, 'Alertas de estoque');
  return {
    clientes: await linhas(page.getByRole('region', { name: 'Total de Clientes' })),
    estoque: await linhas(page.getByRole('region', { name: 'Produtos em Estoque' })),
    // the badge beside the panel's heading
    alertasTotal: (await alertas.locator('header h2 + *').textContent()) ?? '',
    alertasListados: await alertas.getByRole('list', { name: 'Alertas de estoque' }).getByRole('listitem').count(),
    resumoBaixo: (await painel(page, 'Produtos com estoque baixo').locator('figcaption').textContent()) ?? '',
    resumoCategorias: (await painel(page, 'Estoque por categoria').locator('figcaption').textContent()) ?? '',
  };
}

/** Waits until every real figure and both charts of the open /dashboard are drawn. */
async function esperarDashboard(page: Page): Promise<void> {
  await page.getByRole('heading', { name: 'Dashboard', exact: true }).waitFor();
  await expect.poll(() => page.locator('[aria-busy="true"]').count()).toBe(0);
  for (const titulo of ['Produtos com estoque baixo', 'Estoque por categoria']) {
    await expect.poll(async () => (await primeiroRotulo(painel(page, titulo))).length, { message: titulo }).toBeGreaterThan(0);
  }
  // The drawn charts fit the width too (the sign-in's settle check ran before they were drawn).
  await expectNoSidewaysScroll(page);
}

/**
 * The page's figures equal the database's. Customers are written by the other e2e group at the same
 * time (a register flow adds and removes one): if the rows changed while the page was read, it reads
 * both again, until a reading falls between two equal counts. The first reading is the sign-in's own
 * landing on /dashboard (signed in through the API); a second one reloads it.
 */
async function expectFigurasDoBanco(page: Page, url: (path: string) => string): Promise<void> {
  for (let tentativa = 1; ; tentativa++) {
    const antes = await figurasDoBanco();
    if (tentativa === 1) await signInAsAdmin(page, url);
    else await page.reload();
    await esperarDashboard(page);
    const mostradas = await figurasDaPagina(page);
    const depois = await figurasDoBanco();
    if (JSON.stringify(antes) === JSON.stringify(depois) || tentativa === 3) {
      expect(mostradas).toEqual(depois);
      return;
    }
  }
}

const tag = Date.now().toString(36);
const categoria = `Painel ${tag}`;
const farto = `Guarda-sol Painel ${tag}`;
const esgotado = `Viseira Painel ${tag}`;
const criados: number[] = [];

beforeAll(async () => {
  const admin = await restAs(DEMO.admin.email, DEMO.admin.password);
  const post = async <T,>(path: string, body: object): Promise<T> => {
    const resposta = await admin(path, { method: 'POST', body: JSON.stringify(body) });
    expect(resposta.status, await resposta.clone().text()).toBeLessThan(300);
    return (await resposta.json()) as T;
  };
  const [{ id: categoriaId }] = await post<{ id: number }[]>('categorias', { nome: categoria, empresa_id: 1 });
  for (const [nome, minimo] of [
    [farto, 0],
    [esgotado, 900],
  ] as const) {
    const [produto] = await post<{ id: number }[]>('produtos', {
      nome,
      codigo_barras: `PAINEL-${criados.length}-${tag}`,
      preco_venda: 59.9,
      estoque_minimo: minimo,
      categoria_id: categoriaId,
      empresa_id: 1,
    });
    criados.push(produto.id);
  }
  await post('rpc/registrar_movimentacoes', { p_itens: [{ tipo: 'entrada', produto_id: criados[0], quantidade: 9000, motivo: 'Compra' }] });
});

// Out of the catalogue again: 9.000 units and a sold-out product are no one else's data.
afterAll(async () => {
  if (criados.length === 0) return;
  const admin = await restAs(DEMO.admin.email, DEMO.admin.password);
  await admin(`produtos?id=in.(${criados.join(',')})`, { method: 'PATCH', body: JSON.stringify({ ativo: false }) });
});

describe.each([
  ['phone', PHONE.width],
  ['desktop', LAPTOP_WIDTH],
] as const)('dashboard at %s width', (width, pixels) => {
  it('shows the figures the database counts, the most urgent alert and the largest category, with whole axis labels', async () => {
    const { page, url } = await newPage({ width: pixels });
    await expectFigurasDoBanco(page, url);

    // The sold-out product (minimum 900) is the most urgent alert, and the first bar of its chart.
    const alertas = painel(page, 'Alertas de estoque').getByRole('list', { name: 'Alertas de estoque' }).getByRole('listitem');
    expect(await alertas.first().textContent()).toBe(`${esgotado}Esgotado`);
    const baixo = painel(page, 'Produtos com estoque baixo');
    const porCategoria = painel(page, 'Estoque por categoria');
    // Whole names on the axis: one line on a laptop, wrapped word by word on a phone (issue 23 §6).
    expect((await primeiroRotulo(baixo)).join(' ')).toBe(esgotado);
    expect((await primeiroRotulo(porCategoria)).join(' ')).toBe(categoria);
    expect((await primeiroRotulo(baixo)).length).toBe(width === 'phone' ? 2 : 1);

    // The category chart's table: the new category first, 9.000 units in 2 products.
    await porCategoria.getByText('Ver dados em tabela', { exact: true }).click();
    const primeira = porCategoria.getByRole('table', { name: 'Estoque por categoria' }).locator('tbody tr').first();
    expect(await primeira.locator('td').allTextContents()).toEqual([categoria, '9.000', '2']);

    // Sales are the database's since issue 24: no figure says it is sample data any more.
    for (const figura of ['Vendas do Mês', 'Faturamento do Mês', 'Ticket Médio']) {
      expect(await page.getByRole('region', { name: figura }).textContent(), figura).not.toContain('Dados de exemplo');
    }
  });
});
