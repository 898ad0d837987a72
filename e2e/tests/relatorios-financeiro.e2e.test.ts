// Issue 28, Relatórios → Financeiro, Trocas and Ordem de fornecimento in Chromium at 1366 and 390 px, as the
// read-only staff login (leitura), signed in through the API. Financeiro: the títulos of a month of their own
// (three made by the admin through criar_titulo, due in a far month nobody uses), the period changed in the De/Até
// fields, the situação chart drawn, CSV (BOM, header with accents, totals) and PDF (the shop's name) downloaded;
// then, through "Relatório", the fluxo de caixa of the same period and the DRE, each exported. Trocas: the period
// changed to "Este ano", the motivo × tamanho matrix (or the empty state) and both exports. Ordem de fornecimento:
// an approved order of its own (no stock moves), the back link to Relatórios and both exports. Nothing scrolls
// sideways. Nothing here touches the catalogue or the stock, so the file sits in the e2e-acesso group; the
// figures to the cent are the remote's integration tests'.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { novoCnpj } from '@loja/local-supabase/testing/documentos';
import { restAs, serviceRows } from '../src/backend.ts';
import { clientNavigate, closePage, expectNoSidewaysScroll, newPage, saveScreenshot, signInThroughApi, waitForSettled, type OpenedPage } from '../src/harness.ts';
import { baixar } from '../src/relatorios.ts';

const abertas: OpenedPage[] = [];
afterAll(async () => {
  for (const opened of abertas) await closePage(opened);
});

/** The first month from 2045 in which no título falls due: the títulos made here are its only ones. */
async function mesLivre(): Promise<{ de: string; ate: string }> {
  for (let ano = 2045; ano < 2080; ano++) {
    for (let mes = 1; mes <= 12; mes++) {
      const de = `${ano}-${String(mes).padStart(2, '0')}-01`;
      const ate = new Date(Date.UTC(ano, mes, 0)).toISOString().slice(0, 10);
      const ja = await serviceRows(`titulos?select=id&vencimento=gte.${de}&vencimento=lte.${ate}&limit=1`);
      if (ja.length === 0) return { de, ate };
    }
  }
  throw new Error('Nenhum mês livre para os títulos do teste.');
}

let periodo = { de: '', ate: '' };
let fornecedor = '';
beforeAll(async () => {
  periodo = await mesLivre();
  const admin = await restAs('admin@lojapraia.com.br', 'admin123');
  const rpc = async (nome: string, body: object) => {
    const resposta = await admin(`rpc/${nome}`, { method: 'POST', body: JSON.stringify(body) });
    const json = (await resposta.json()) as unknown;
    if (!resposta.ok) throw new Error(`${nome}: ${JSON.stringify(json)}`);
    return json as { id: number };
  };
  const [receita] = await serviceRows<{ id: number }>('categorias_financeiras?select=id&tipo=eq.receita&limit=1');
  const [despesa] = await serviceRows<{ id: number }>('categorias_financeiras?select=id&tipo=eq.despesa&limit=1');
  const dia = (d: string) => `${periodo.de.slice(0, 8)}${d}`;
  // The competência in that month too: this month's DRE (the dre e2e, the conferência test) never sees them.
  const titulo = (lado: string, descricao: string, categoria: number, valor: number, vencimento: string) =>
    rpc('criar_titulo', { p_lado: lado, p_descricao: descricao, p_categoria_id: categoria, p_valor: valor, p_vencimento: vencimento, p_competencia: periodo.de });
  await titulo('receber', 'Crediário do relatório', receita!.id, 350.9, dia('10'));
  await titulo('receber', 'Crediário do relatório', receita!.id, 120, dia('20'));
  await titulo('pagar', 'Aluguel do relatório', despesa!.id, 1800, dia('05'));

  // A supplier of its own with an approved purchase order (nothing received: no stock moves) for the ordem de fornecimento.
  const resposta = await admin('fornecedores', {
    method: 'POST',
    body: JSON.stringify({ nome: `Confecções Relatório ${Date.now()}`, cnpj: novoCnpj(), telefone: '(48) 99876-5432', email: 'vendas@relatorio.example', empresa_id: 1 }),
  });
  if (!resposta.ok) throw new Error(`fornecedores: ${await resposta.text()}`);
  const [f] = (await resposta.json()) as { id: number; nome: string }[];
  fornecedor = f!.nome;
  const [g] = await serviceRows<{ produto_id: number; cor: string; tamanho: string }>('grades_produto?select=produto_id,cor,tamanho&order=id&limit=1');
  const compra = await rpc('salvar_compra', {
    p_fornecedor_id: f!.id,
    p_itens: [{ produto_id: g!.produto_id, cor: g!.cor, tamanho: g!.tamanho, quantidade: 4, custo_unitario: 25.5 }],
  });
  await rpc('aprovar_compra', { p_id: compra.id });
});



/** CSV: the file's name, the BOM, then the header row as written (accents in UTF-8); returns its lines. */
async function conferirCsv(page: Page, nome: string, cabecalho: string | RegExp): Promise<string[]> {
  const arquivo = await baixar(page, 'Exportar CSV');
  expect(arquivo.nome).toBe(`${nome}.csv`);
  expect([...arquivo.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const linhas = arquivo.bytes.toString('utf8').slice(1).split('\r\n');
  if (typeof cabecalho === 'string') expect(linhas[0]).toBe(cabecalho);
  else expect(linhas[0]).toMatch(cabecalho);
  return linhas;
}

/** PDF: a real one (jsPDF writes its text uncompressed) with the shop's name in the header. */
async function conferirPdf(page: Page, nome: string, nomeLoja: string): Promise<void> {
  const arquivo = await baixar(page, 'Exportar PDF');
  expect(arquivo.nome).toBe(`${nome}.pdf`);
  expect(arquivo.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(arquivo.bytes.toString('latin1')).toContain(`(${nomeLoja}) Tj`);
}

const parametro = (page: Page, nome: string) => new URL(page.url()).searchParams.get(nome);
const hojeLoja = () => new Date().toLocaleDateString('sv', { timeZone: 'America/Sao_Paulo' });

describe('Relatórios financeiros', () => {
  for (const width of [1366, 390]) {
    it(`Financeiro (títulos, fluxo de caixa, DRE), Trocas and Ordem de fornecimento: period changed, CSV and PDF (${width} px)`, async () => {
      const [{ nome: nomeLoja }] = await serviceRows<{ nome: string }>('empresa?select=nome&id=eq.1');
      const opened = await newPage({ width });
      abertas.push(opened);
      const { page, url } = opened;
      await signInThroughApi(page, url, 'leitura@lojapraia.com.br', 'leitura123');
      const faixa = `${periodo.de}-a-${periodo.ate}`;

      // Títulos: this month by default; the period typed (Até first, so De never passes it).
      await page.goto(url('/relatorios/financeiro'));
      await waitForSettled(page);
      await page.getByRole('heading', { level: 1, name: 'Financeiro' }).waitFor();
      await page.getByRole('group', { name: 'Filtros do relatório' }).waitFor();
      await page.getByLabel('Até', { exact: true }).fill(periodo.ate);
      await page.getByLabel('De', { exact: true }).fill(periodo.de);
      await expect.poll(() => [parametro(page, 'de'), parametro(page, 'ate')]).toEqual([periodo.de, periodo.ate]);
      const tabela = page.getByRole('table', { name: 'Títulos por situação' });
      await expect.poll(() => tabela.locator('tbody tr').allInnerTexts(), { timeout: 20_000 }).toEqual([
        expect.stringMatching(/^A receber\s+Em aberto\s+2\s+R\$\s470,90\s+R\$\s0,00\s+R\$\s470,90$/),
        expect.stringMatching(/^A pagar\s+Em aberto\s+1\s+R\$\s1\.800,00\s+R\$\s0,00\s+R\$\s1\.800,00$/),
      ]);
      const grafico = page.getByRole('region', { name: 'Saldo por situação' });
      await expect.poll(() => grafico.locator('.recharts-bar-rectangle').count()).toBeGreaterThan(0);
      await expectNoSidewaysScroll(page);
      await saveScreenshot(page, `relatorios-financeiro-titulos-${width}`, { fullPage: true });
      const titulos = await conferirCsv(page, `titulos-por-situacao-${faixa}`, 'Lado;Situação;Títulos;Valor (R$);Pago (R$);Saldo (R$)');
      expect(titulos.slice(1)).toEqual(['A receber;Em aberto;2;470,90;0,00;470,90', 'A pagar;Em aberto;1;1800,00;0,00;1800,00']);
      await conferirPdf(page, `titulos-por-situacao-${faixa}`, nomeLoja);

      // The fluxo de caixa of the same period, by day: the open títulos are the planned money.
      await page.getByRole('combobox', { name: 'Relatório' }).selectOption({ label: 'Fluxo de caixa' });
      await expect.poll(() => parametro(page, 'relatorio')).toBe('fluxo');
      await page.getByRole('table', { name: 'Fluxo de caixa por dia' }).waitFor({ timeout: 20_000 });
      await page.getByRole('region', { name: 'Entradas e saídas' }).locator('svg.recharts-surface').first().waitFor();
      await expectNoSidewaysScroll(page);
      await saveScreenshot(page, `relatorios-financeiro-fluxo-${width}`, { fullPage: true });
      const fluxo = await conferirCsv(page, `fluxo-de-caixa-por-dia-${faixa}`, /^Período;Entradas \(R\$\);Saídas \(R\$\);Entradas previstas \(R\$\);Saídas previstas \(R\$\);Saldo \(R\$\);Saldo previsto \(R\$\);/);
      expect(fluxo.at(-1)).toMatch(/^Total \(saldos no fim\);0,00;0,00;470,90;1800,00;/);
      await conferirPdf(page, `fluxo-de-caixa-por-dia-${faixa}`, nomeLoja);

      // The DRE: this month, a management report.
      await page.getByRole('combobox', { name: 'Relatório' }).selectOption({ label: 'DRE' });
      await expect.poll(() => parametro(page, 'relatorio')).toBe('dre');
      await page.getByText('Relatório gerencial: não substitui a demonstração contábil.').waitFor();
      await page.getByRole('cell', { name: '(=) Resultado do mês' }).waitFor({ timeout: 20_000 });
      await expectNoSidewaysScroll(page);
      await saveScreenshot(page, `relatorios-financeiro-dre-${width}`, { fullPage: true });
      const mes = hojeLoja().slice(0, 7);
      const fim = new Date(Date.UTC(Number(mes.slice(0, 4)), Number(mes.slice(5, 7)), 0)).toISOString().slice(0, 10);
      const nomeMes = new Intl.DateTimeFormat('pt-BR', { month: 'long', year: 'numeric', timeZone: 'UTC' })
        .format(new Date(`${mes}-01T12:00:00Z`))
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .replace(/ /g, '-');
      const dre = await conferirCsv(page, `dre-de-${nomeMes}-${mes}-01-a-${fim}`, 'Descrição;Valor (R$);% da receita líquida');
      expect(dre[1]).toMatch(/^Receita bruta;/);
      await conferirPdf(page, `dre-de-${nomeMes}-${mes}-01-a-${fim}`, nomeLoja);

      // Trocas: the period changed to this year; the matrix (or, with no exchange this year, the empty state).
      await clientNavigate(page, '/relatorios/trocas');
      await page.getByRole('heading', { level: 1, name: 'Trocas' }).waitFor();
      await page.getByRole('combobox', { name: 'Período' }).selectOption({ label: 'Este ano' });
      const ano = hojeLoja().slice(0, 4);
      await expect.poll(() => [parametro(page, 'de'), parametro(page, 'ate')]).toEqual([`${ano}-01-01`, `${ano}-12-31`]);
      const matriz = page.getByRole('table', { name: 'Trocas por motivo e tamanho' });
      const vazio = page.getByText('Nenhum resultado no período escolhido.');
      await expect.poll(async () => (await matriz.isVisible()) || (await vazio.isVisible()), { timeout: 20_000 }).toBe(true);
      await expectNoSidewaysScroll(page);
      await saveScreenshot(page, `relatorios-trocas-${width}`, { fullPage: true });
      const trocas = await conferirCsv(page, `trocas-por-motivo-e-tamanho-${ano}-01-01-a-${ano}-12-31`, /^Motivo;(.+;)?Total$/);
      expect(trocas.at(-1)).toMatch(/^Total;/);
      await conferirPdf(page, `trocas-por-motivo-e-tamanho-${ano}-01-01-a-${ano}-12-31`, nomeLoja);

      // Ordem de fornecimento under Relatórios: back to Relatórios, the order linked to Compras, both exports.
      await clientNavigate(page, '/relatorios/ordem-fornecimento');
      await page.getByRole('heading', { level: 1, name: 'Ordem de Fornecimento' }).waitFor();
      await page.getByRole('main').getByRole('button', { name: 'Relatórios' }).waitFor();
      const bloco = page.getByRole('article', { name: fornecedor });
      await bloco.waitFor({ timeout: 20_000 });
      expect(await bloco.getByRole('link').first().getAttribute('href')).toMatch(/^\/vendas\/orcamento-compra\/\d+$/);
      await expectNoSidewaysScroll(page);
      await saveScreenshot(page, `relatorios-ordem-fornecimento-${width}`);
      const hoje = hojeLoja();
      const ordem = await conferirCsv(
        page,
        `ordem-de-fornecimento-${hoje}`,
        'Fornecedor;Pedido de compra;Situação;Aprovado em;Produto;Cor;Tamanho;Pedido (un.);Recebido (un.);Falta (un.);Custo unitário (R$)',
      );
      expect(ordem.some((l) => l.startsWith(`${fornecedor};OC-`) && l.endsWith(';4;0;4;25,50'))).toBe(true);
      await conferirPdf(page, `ordem-de-fornecimento-${hoje}`, nomeLoja);
    });
  }
});
