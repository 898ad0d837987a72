/**
 * The Vendas report on the local stack (issue 28), mounted as the shell mounts it (`./routes` with section
 * "relatorios" at /relatorios/*), signed in as the read-only staff login, over the test month of
 * ./test/cenario.ts (four sales, one exchange: every figure known to the cent). The screen shows the database's
 * figures against the previous period, keeps period and grouping in the URL, and exports the whole period.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, wideScreen } from '@loja/shared-ui/testing';
import { signInAs } from '@loja/local-supabase/testing';
import VendasRoutes from '../../routes';
import { RELATORIO_VENDAS as M } from './messages';
import { criarCenarioVendas, type CenarioVendas } from './test/cenario';

let c: CenarioVendas;
beforeAll(async () => {
  c = await criarCenarioVendas();
});
afterEach(() => {
  vi.restoreAllMocks();
});

const texto = (el: Element) => (el.textContent ?? '').replace(/\u00a0/g, ' ').trim();
/** The table's body rows and its foot, each as its cells' texts. */
function tabela(nome: string) {
  const t = screen.getByRole('table', { name: nome });
  const celulas = (r: Element) => [...r.querySelectorAll('th, td')].map(texto);
  const pe = t.querySelector('tfoot tr');
  return { corpo: [...t.querySelectorAll('tbody tr')].map(celulas), pe: pe ? celulas(pe) : null };
}

/** The files the export buttons hand to the browser, read back as text. */
function capturarDownloads() {
  const arquivos: { nome: string; blob: Blob }[] = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    arquivos.push({ nome: '', blob: blob as Blob });
    return 'blob:relatorio';
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    arquivos[arquivos.length - 1].nome = this.download;
  });
  return async (n: number) => {
    await waitFor(() => expect(arquivos).toHaveLength(n), { timeout: 10_000 });
    const { nome, blob } = arquivos[n - 1];
    return { nome, texto: new TextDecoder('utf-8', { ignoreBOM: true }).decode(await blob.arrayBuffer()) };
  };
}

const dataBr = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
const parametro = (router: { state: { location: { search: string } } }, nome: string) => new URLSearchParams(router.state.location.search).get(nome);

describe('Relatório de vendas', () => {
  it('shows the month per day against the previous period, regroups by forma in the URL and exports the whole period as CSV', async () => {
    wideScreen();
    const baixado = capturarDownloads();
    const client = await signInAs('user');
    const { user, router } = renderWithProviders(<VendasRoutes section="relatorios" />, {
      client,
      url: `/relatorios/vendas?de=${c.de}&ate=${c.ate}`,
      path: '/relatorios/*',
    });

    expect(await screen.findByRole('heading', { level: 1, name: M.title })).toBeInTheDocument();
    await screen.findByRole('table', { name: 'Vendas por dia' }, { timeout: 15_000 });
    const porDia = tabela('Vendas por dia');
    const dias = Number(c.ate.slice(8, 10));
    // Every day of the month, zeros included; the 10th has A and B.
    expect(porDia.corpo).toHaveLength(dias);
    expect(porDia.corpo[0]).toEqual([dataBr(c.de), '0', 'R$ 0,00', 'R$ 0,00', 'R$ 0,00']);
    expect(porDia.corpo[9]).toEqual([`10${dataBr(c.de).slice(2)}`, '2', 'R$ 430,00', 'R$ 215,00', 'R$ 20,00']);
    expect(porDia.corpo[19]).toEqual([`20${dataBr(c.de).slice(2)}`, '1', 'R$ 90,00', 'R$ 90,00', 'R$ 10,00']);
    expect(porDia.pe).toEqual(['Total', '3', 'R$ 520,00', 'R$ 173,33', 'R$ 30,00']);

    const figura = (nome: string) => texto(screen.getByRole('region', { name: nome }));
    expect(figura('Vendas')).toBe('Vendas3+200,0 % vs. período anterior (1)');
    expect(figura('Faturamento')).toBe('FaturamentoR$ 520,00+160,0 % vs. período anterior (R$ 200,00)');
    expect(figura('Ticket médio')).toBe('Ticket médioR$ 173,33-13,3 % vs. período anterior (R$ 200,00)');
    expect(figura('Desconto dado')).toBe('Desconto dadoR$ 30,00Período anterior: R$ 0,00');
    expect(figura('Faturamento líquido')).toBe('Faturamento líquidoR$ 550,00Trocas: R$ 30,00 (novos R$ 80,00 − devolvidos R$ 50,00)');
    // jsdom lays nothing out, so recharts draws no SVG here (the e2e sees it): the chart's card is there.
    expect(screen.getByRole('region', { name: 'Faturamento por dia' })).toBeInTheDocument();
    expect(screen.getByText(`Período anterior: ${dataBr(c.anteriorDe)} a ${dataBr(c.anteriorAte)}.`)).toBeInTheDocument();

    // By forma de pagamento: B counts in both forms, each with what it paid; the totals stay the sales'.
    await user.selectOptions(screen.getByLabelText(M.agrupar), 'forma_pagamento');
    await waitFor(() => expect(parametro(router, 'agrupar')).toBe('forma_pagamento'));
    await screen.findByRole('table', { name: 'Vendas por forma de pagamento' }, { timeout: 15_000 });
    expect(tabela('Vendas por forma de pagamento')).toEqual({
      corpo: [
        ['Pix', '2', 'R$ 380,00', 'R$ 190,00', 'R$ 20,00', '1', 'R$ 200,00', '90,0 %'],
        ['Dinheiro', '2', 'R$ 140,00', 'R$ 70,00', 'R$ 10,00', '0', 'R$ 0,00', ''],
      ],
      pe: ['Total', '3', 'R$ 520,00', 'R$ 173,33', 'R$ 30,00', '1', 'R$ 200,00', '160,0 %'],
    });

    await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    const csv = await baixado(1);
    expect(csv.nome).toBe(`vendas-por-forma-de-pagamento-${c.de}-a-${c.ate}.csv`);
    expect(csv.texto.split('\r\n')).toEqual([
      '\uFEFFForma de pagamento;Vendas;Faturamento (R$);Ticket médio (R$);Desconto (R$);Vendas no período anterior;Faturamento no período anterior (R$);Variação do faturamento (%)',
      'Pix;2;380,00;190,00;20,00;1;200,00;90,00',
      'Dinheiro;2;140,00;70,00;10,00;0;0,00;',
      'Total;3;520,00;173,33;30,00;1;200,00;160,00',
    ]);
  }, 40_000);

  it('by seller and by origin, and a period the database refuses is said at the field without a call', async () => {
    wideScreen();
    const client = await signInAs('user');
    const rpc = vi.spyOn(client, 'rpc');
    const { user, router } = renderWithProviders(<VendasRoutes section="relatorios" />, {
      client,
      url: `/relatorios/vendas?de=${c.de}&ate=${c.ate}&agrupar=vendedor`,
      path: '/relatorios/*',
    });
    await screen.findByRole('table', { name: 'Vendas por vendedor' }, { timeout: 15_000 });
    expect(tabela('Vendas por vendedor').corpo).toEqual([
      [c.v1, '1', 'R$ 280,00', 'R$ 280,00', 'R$ 20,00', '1', 'R$ 200,00', '40,0 %'],
      [c.v2, '1', 'R$ 150,00', 'R$ 150,00', 'R$ 0,00', '0', 'R$ 0,00', ''],
      ['Sem vendedor', '1', 'R$ 90,00', 'R$ 90,00', 'R$ 10,00', '0', 'R$ 0,00', ''],
    ]);

    await user.selectOptions(screen.getByLabelText(M.agrupar), 'origem');
    await screen.findByRole('table', { name: 'Vendas por origem' }, { timeout: 15_000 });
    expect(tabela('Vendas por origem').corpo).toEqual([
      ['Balcão', '2', 'R$ 370,00', 'R$ 185,00', 'R$ 30,00', '1', 'R$ 200,00', '85,0 %'],
      ['Catálogo', '1', 'R$ 150,00', 'R$ 150,00', 'R$ 0,00', '0', 'R$ 0,00', ''],
    ]);

    const chamadas = rpc.mock.calls.length;
    // A start after the end (the next year's first day): the field says so and nothing is asked of the database.
    fireEvent.change(screen.getByLabelText('De'), { target: { value: `${Number(c.de.slice(0, 4)) + 1}-01-01` } });
    expect(await screen.findAllByText('A data inicial passa da final.')).not.toHaveLength(0);
    expect(within(screen.getByRole('group', { name: 'Filtros do relatório' })).getByLabelText('De')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Período')).toHaveValue('personalizado');
    expect(rpc.mock.calls.length).toBe(chamadas);
    expect(parametro(router, 'agrupar')).toBe('origem');
  }, 40_000);
});
