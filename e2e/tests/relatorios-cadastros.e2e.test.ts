// Issue 28, the register reports in Chromium at 1366 and 390 px, staff signed in through the API: one page load
// per width, then the three reports by client-side navigation. Relatório de Clientes (/relatorios/clientes) over a
// month of the 1990s no other test uses, where this file's customer bought R$ 250,00; Aniversariantes
// (/relatorios/aniversariantes) of next month, where she has her birthday, with the customer list's WhatsApp
// link; Relatório de Fornecedores (/relatorios/fornecedores). Each one: the period (or month) changed through its
// filter and kept in the URL, CSV and PDF downloaded (the CSV with the BOM and its accented header, the PDF with
// the shop's name), nothing scrolling sideways, screenshots in e2e/.artifacts.
import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { novoCpf } from '@loja/local-supabase/testing/documentos';
import { signInAsStaff } from '../src/backoffice.ts';
import { serviceRequest, serviceRows } from '../src/backend.ts';
import { clientNavigate, closePage, expectNoSidewaysScroll, newPage, saveScreenshot, waitForSettled, type OpenedPage } from '../src/harness.ts';
import { exportarCsvEPdf as exportar, pdfContem } from '../src/relatorios.ts';

const tag = Date.now().toString(36);
const NOME = `Cliente Relatório ${tag}`;
const abertas: OpenedPage[] = [];
let clienteId = 0;

afterAll(async () => {
  for (const opened of abertas) await closePage(opened);
  // She leaves the birthdays of next month (other runs of this file add their own).
  if (clienteId) await serviceRequest(`clientes?id=eq.${clienteId}`, { method: 'PATCH', body: JSON.stringify({ ativo: false }) });
});

const hojeLoja = () => new Date().toLocaleDateString('sv', { timeZone: 'America/Sao_Paulo' });
const br = (dia: string) => dia.split('-').reverse().join('/');

async function inserir<T>(tabela: string, linha: object): Promise<T> {
  const resposta = await serviceRequest(tabela, { method: 'POST', body: JSON.stringify(linha) });
  expect(resposta.status, await resposta.clone().text()).toBe(201);
  return ((await resposta.json()) as T[])[0];
}

/** The first month from 1995 to 1999 with no confirmed sale: this file's own (the integration tests use 1990–94). */
async function mesLivre(): Promise<string> {
  for (let n = 0; n < 60; n++) {
    const de = new Date(Date.UTC(1995, n, 1)).toISOString().slice(0, 10);
    const ate = new Date(Date.UTC(1995, n + 1, 1)).toISOString().slice(0, 10);
    const vendas = await serviceRows(`vendas?select=id&confirmada_em=gte.${de}T00:00:00Z&confirmada_em=lt.${ate}T12:00:00Z&limit=1`);
    if (vendas.length === 0) return de.slice(0, 7);
  }
  throw new Error('nenhum mês livre entre 1995 e 1999');
}

let preparado: Promise<{ mes: string; fim: string; mesAniversario: number; nomeLoja: string }> | null = null;

/** Once per file: the customer (born next month) and her sale of R$ 250,00 on the 10th of a free month. */
function preparar() {
  preparado ??= (async () => {
    const mes = await mesLivre();
    const fim = new Date(Date.UTC(Number(mes.slice(0, 4)), Number(mes.slice(5, 7)), 0)).toISOString().slice(0, 10);
    const mesAniversario = (Number(hojeLoja().slice(5, 7)) % 12) + 1;
    const cliente = await inserir<{ id: number }>('clientes', {
      nome: NOME,
      cpf: novoCpf(),
      telefone: '(48) 99202-3030',
      email: `relatorio.${tag}@loja.test`,
      data_nascimento: `1985-${String(mesAniversario).padStart(2, '0')}-10`,
    });
    clienteId = cliente.id;
    await inserir('vendas', { origem: 'balcao', status: 'confirmada', subtotal: 250, cliente_id: cliente.id, confirmada_em: `${mes}-10T15:00:00Z` });
    const [empresa] = await serviceRows<{ nome: string }>('empresa?select=nome&id=eq.1');
    return { mes, fim, mesAniversario, nomeLoja: empresa.nome };
  })();
  return preparado;
}



/** Client-side navigation to a path with its query (harness' clientNavigate compares the path alone). */
async function navegar(page: Page, destino: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: {} }));
  }, destino);
  await page.waitForURL((u) => `${u.pathname}${u.search}` === destino);
}


describe('Relatórios de cadastros', () => {
  for (const width of [1366, 390]) {
    it(`Clientes, Aniversariantes and Fornecedores: change the period, export CSV and PDF (${width} px)`, async () => {
      const { mes, fim, mesAniversario, nomeLoja } = await preparar();
      const opened = await newPage({ width });
      abertas.push(opened);
      const { page, url } = opened;
      await signInAsStaff(page, url, 'funcionario');

      // Clientes, in the free month: her purchase, first of the ranking.
      await navegar(page, `/relatorios/clientes?de=${mes}-01&ate=${fim}`);
      await waitForSettled(page);
      await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Relatório de Clientes' }).isVisible()).toBe(true);
      const tabelaClientes = page.getByRole('table', { name: 'Relatório de Clientes' });
      await expect.poll(() => tabelaClientes.getByRole('row', { name: new RegExp(NOME) }).count()).toBe(1);
      await expectNoSidewaysScroll(page);
      await saveScreenshot(page, `relatorios-clientes-${width}`, { fullPage: true });
      const clientes = await exportar(page);
      expect(clientes.nomeCsv).toBe(`clientes-que-mais-compraram-${mes}-01-a-${fim}.csv`);
      expect(clientes.csv[0]).toBe('Cliente;Posição;Compras;Faturamento (R$);Ticket médio (R$);Desconto (R$);Última compra;Telefone;Email');
      expect(clientes.csv[1]).toBe(`${NOME};1;1;250,00;250,00;0,00;${br(`${mes}-10`)};(48) 99202-3030;relatorio.${tag}@loja.test`);
      expect(pdfContem(clientes.pdf, nomeLoja)).toBe(true);
      // Another period through the filter: in the URL, and her purchase of the 1990s is not in it.
      await page.getByLabel('Período', { exact: true }).selectOption('mes-passado');
      await expect.poll(() => new URL(page.url()).searchParams.get('de')).not.toBe(`${mes}-01`);
      await expect.poll(() => page.getByRole('row', { name: new RegExp(NOME) }).count()).toBe(0);

      // Aniversariantes: this month by default; next month holds her birthday, with the WhatsApp greeting.
      await clientNavigate(page, '/relatorios/aniversariantes');
      await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Aniversariantes' }).isVisible()).toBe(true);
      await page.getByLabel('Mês', { exact: true }).selectOption(String(mesAniversario));
      await expect.poll(() => new URL(page.url()).searchParams.get('mes')).toBe(String(mesAniversario));
      const conversa = page.getByRole('link', { name: `Conversar com ${NOME} no WhatsApp` });
      await expect.poll(() => conversa.getAttribute('href')).toBe(`https://wa.me/5548992023030?text=${encodeURIComponent(`Olá, ${NOME}!`)}`);
      await expectNoSidewaysScroll(page);
      await saveScreenshot(page, `relatorios-aniversariantes-${width}`, { fullPage: true });
      const aniversariantes = await exportar(page);
      expect(aniversariantes.csv[0]).toBe('Cliente;Dia;Nascimento;Completa (anos);Última compra;Telefone;Email;WhatsApp');
      const idade = Number(hojeLoja().slice(0, 4)) - 1985;
      expect(aniversariantes.csv).toContain(
        `${NOME};10;10/${String(mesAniversario).padStart(2, '0')}/1985;${idade};${br(`${mes}-10`)};(48) 99202-3030;relatorio.${tag}@loja.test;5548992023030`,
      );
      expect(pdfContem(aniversariantes.pdf, nomeLoja)).toBe(true);

      // Fornecedores: this year, and the link to the open orders one by one.
      await clientNavigate(page, '/relatorios/fornecedores');
      await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Relatório de Fornecedores' }).isVisible()).toBe(true);
      await page.getByLabel('Período', { exact: true }).selectOption('este-ano');
      await expect.poll(() => new URL(page.url()).searchParams.get('de')).toBe(`${hojeLoja().slice(0, 4)}-01-01`);
      await expect.poll(() => page.getByRole('link', { name: 'Ver a ordem de fornecimento' }).getAttribute('href')).toBe('/relatorios/ordem-fornecimento');
      await expect.poll(() => page.getByLabel('Carregando o relatório').count()).toBe(0);
      await expectNoSidewaysScroll(page);
      await saveScreenshot(page, `relatorios-fornecedores-${width}`, { fullPage: true });
      const fornecedores = await exportar(page);
      expect(fornecedores.csv[0]).toBe('Fornecedor;Pedidos;Valor pedido (R$);Recebimentos;Valor recebido (R$);Pedidos em aberto;Unidades a receber;A receber (R$)');
      expect(fornecedores.csv.at(-1)).toMatch(/^Total;\d+;\d+,\d{2};\d+;\d+,\d{2};\d+;\d+;\d+,\d{2}$/);
      expect(pdfContem(fornecedores.pdf, nomeLoja)).toBe(true);
    });
  }
});
