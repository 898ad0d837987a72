/**
 * Relatórios → Trocas and Financeiro on the local stack (issue 28), mounted as the shell mounts them (`./routes`
 * with section "relatorios" at /relatorios/*), signed in as the read-only staff login. The exchanges are made
 * today with sizes of this run's own; the títulos fall due in a month nobody else uses. Each screen shows the
 * database's figures, keeps its filters in the URL and exports the whole period as the CSV the kit writes.
 */
import { Suspense } from 'react';
import { screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, wideScreen } from '@loja/shared-ui/testing';
import { signInAs } from '@loja/local-supabase/testing';
import VendasRoutes from '../../routes';
import { FINANCEIRO_MESSAGES as F, TROCAS_MESSAGES as T } from './messages';
import { fazerTrocas, fecharCaixas, hojeLoja, lancarTitulos, mesLivre, pedidoEmAberto, type TrocasFeitas } from './test/dados';

let feitas: TrocasFeitas;
let hoje = '';
let mes = '';
beforeAll(async () => {
  feitas = await fazerTrocas();
  hoje = await hojeLoja();
  mes = await mesLivre();
  await lancarTitulos(mes);
});
afterAll(fecharCaixas);
afterEach(() => {
  vi.restoreAllMocks();
});

const texto = (el: Element) => (el.textContent ?? '').replace(/\u00a0/g, ' ').trim();
/** The table's header, body rows and foot, each as its cells' texts. */
function tabela(nome: string) {
  const t = screen.getByRole('table', { name: nome });
  const celulas = (r: Element) => [...r.querySelectorAll('th, td')].map(texto);
  const linhas = [...t.querySelectorAll('tbody tr')].map(celulas);
  const pe = t.querySelector('tfoot tr');
  return { cabecalho: celulas(t.querySelector('thead tr')!), linhas, pe: pe ? celulas(pe) : null };
}

/** The files the export buttons hand to the browser, read back as text. */
function capturarDownloads() {
  const arquivos: Blob[] = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    arquivos.push(blob as Blob);
    return 'blob:relatorio';
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  return async (n: number) => {
    await waitFor(() => expect(arquivos).toHaveLength(n), { timeout: 10_000 });
    return new TextDecoder('utf-8', { ignoreBOM: true }).decode(await arquivos[n - 1]!.arrayBuffer());
  };
}

async function abrir(url: string) {
  wideScreen();
  // jsdom lays nothing out: recharts warns that its box is 0 × 0 (the e2e draws it in a browser).
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const client = await signInAs('user');
  return renderWithProviders(
    <Suspense fallback={null}>
      <VendasRoutes section="relatorios" />
    </Suspense>,
    { client, url, path: '/relatorios/*' },
  );
}

const parametro = (router: { state: { location: { search: string } } }, nome: string) => new URLSearchParams(router.state.location.search).get(nome);
const fimDoMes = (m: string) => `${m.slice(0, 8)}${new Date(Date.UTC(Number(m.slice(0, 4)), Number(m.slice(5, 7)), 0)).getUTCDate()}`;

describe('Relatórios → Trocas', () => {
  it('shows motivo × tamanho as a matrix, follows "Ver por" in the URL, and exports the products with % returned', async () => {
    const baixado = capturarDownloads();
    const { user, router } = await abrir(`/relatorios/trocas?de=${hoje}&ate=${hoje}`);

    expect(await screen.findByRole('heading', { level: 1, name: T.title })).toBeInTheDocument();
    await screen.findByRole('table', { name: T.titulos.motivo_tamanho }, { timeout: 15_000 });
    const matriz = tabela(T.titulos.motivo_tamanho);
    const [colP, colM] = [matriz.cabecalho.indexOf(feitas.p), matriz.cabecalho.indexOf(feitas.m)];
    expect(colP).toBeGreaterThan(0);
    expect(colM).toBeGreaterThan(0);
    expect(matriz.cabecalho[0]).toBe(T.motivo);
    expect(matriz.cabecalho.at(-1)).toBe(T.total);
    const linha = (motivo: string) => matriz.linhas.find((l) => l[0] === motivo)!;
    expect([linha('Tamanho')[colP], linha('Tamanho')[colM], linha('Defeito')[colP], linha('Defeito')[colM]]).toEqual(['1', '1', '1', '0']);
    // The totals row: each of these sizes came back twice (P: Tamanho + Defeito; M: Tamanho).
    expect([matriz.pe![0], matriz.pe![colP], matriz.pe![colM]]).toEqual([T.total, '2', '1']);
    expect(screen.getByRole('region', { name: T.graficoMatriz })).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText(T.agrupar), T.agrupamentos.produto);
    await waitFor(() => expect(parametro(router, 'agrupar')).toBe('produto'));
    await screen.findByRole('table', { name: T.titulos.produto }, { timeout: 15_000 });
    const porProduto = tabela(T.titulos.produto);
    const produto = porProduto.linhas.find((l) => l[0] === feitas.produto.nome)!;
    const col = (titulo: string) => porProduto.cabecalho.indexOf(titulo);
    expect([produto[col(T.trocas)], produto[col(T.unidades)], produto[col(T.vendidas)], produto[col(T.percentual)], produto[col(T.valor)]]).toEqual([
      '2',
      '3',
      '5',
      '60,0 %',
      'R$ 300,00',
    ]);
    expect([produto[col(T.colunaMotivo('Tamanho'))], produto[col(T.colunaMotivo('Defeito'))]]).toEqual(['2', '1']);

    await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    const csv = await baixado(1);
    expect(csv.startsWith('\uFEFFProduto;Trocas;Unidades devolvidas;Vendidas no período;Devolvido (%);')).toBe(true);
    expect(csv).toContain(`${feitas.produto.nome};2;3;5;60,00;`);
  });

  it('a period the database would refuse: its message at the field and in place of the table, no query', async () => {
    const { router } = await abrir('/relatorios/trocas?de=2020-01-01&ate=2026-01-01');
    expect(await screen.findAllByText('Escolha um período de até 3 anos.')).toHaveLength(2);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Exportar CSV' })).not.toBeInTheDocument();
    expect(parametro(router, 'de')).toBe('2020-01-01');
  });
});

describe('Relatórios → Ordem de fornecimento', () => {
  it('under Relatórios: back to Relatórios, the order linked to its page in Compras, a CSV row per cell still to come', async () => {
    const pedido = await pedidoEmAberto();
    const baixado = capturarDownloads();
    const { user, router } = await abrir('/relatorios/ordem-fornecimento');

    expect(await screen.findByRole('heading', { level: 1, name: 'Ordem de Fornecimento' })).toBeInTheDocument();
    const bloco = await screen.findByRole('article', { name: pedido.fornecedor }, { timeout: 15_000 });
    expect(bloco.querySelector('a')).toHaveAttribute('href', `/vendas/orcamento-compra/${pedido.compraId}`);
    await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    const csv = (await baixado(1)).split('\r\n');
    expect(csv[0]).toBe('\uFEFFFornecedor;Pedido de compra;Situação;Aprovado em;Produto;Cor;Tamanho;Pedido (un.);Recebido (un.);Falta (un.);Custo unitário (R$)');
    const [d, m, a] = [hoje.slice(8), hoje.slice(5, 7), hoje.slice(0, 4)];
    expect(csv.filter((l) => l.startsWith(`${pedido.fornecedor};`))).toEqual([
      expect.stringMatching(new RegExp(`^${pedido.fornecedor};OC-\\d{6};Em aberto;${d}/${m}/${a};${pedido.produto};Azul;P;4;0;4;25,50$`)),
    ]);

    await user.click(screen.getByRole('button', { name: 'Relatórios' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/relatorios'));
  });
});

describe('Relatórios → Financeiro', () => {
  it('títulos by situação and side in the URL, then the fluxo de caixa and the DRE through "Relatório", same period', async () => {
    const baixado = capturarDownloads();
    const ate = fimDoMes(mes);
    const { user, router } = await abrir(`/relatorios/financeiro?de=${mes}&ate=${ate}`);

    expect(await screen.findByRole('heading', { level: 1, name: F.title })).toBeInTheDocument();
    await screen.findByRole('table', { name: F.tituloRelatorio.situacao }, { timeout: 15_000 });
    expect(tabela(F.tituloRelatorio.situacao)).toEqual({
      cabecalho: [F.lado, F.situacao, F.quantidade, F.valor, F.pago, F.saldo],
      linhas: [
        ['A receber', 'Em aberto', '2', 'R$ 200,00', 'R$ 0,00', 'R$ 200,00'],
        ['A pagar', 'Parcial', '1', 'R$ 2.500,00', 'R$ 1.000,00', 'R$ 1.500,00'],
        ['A pagar', 'Cancelado', '1', 'R$ 300,00', 'R$ 0,00', 'R$ 300,00'],
      ],
      pe: null,
    });
    expect(texto(screen.getByRole('region', { name: F.resumo.pagar }))).toContain('R$ 2.500,00');
    expect(texto(screen.getByRole('region', { name: F.resumo.pagar }))).toContain('R$ 1.000,00 pago · R$ 1.500,00 em aberto · R$ 0,00 vencido');

    // One side: the totals row (cancelled left out).
    await user.selectOptions(screen.getByLabelText(F.lado), F.lados.pagar);
    await waitFor(() => expect(parametro(router, 'lado')).toBe('pagar'));
    const titulo = `${F.tituloRelatorio.situacao} (a pagar)`;
    await screen.findByRole('table', { name: titulo }, { timeout: 15_000 });
    expect(tabela(titulo).pe).toEqual([F.totalSemCancelados, '', '1', 'R$ 2.500,00', 'R$ 1.000,00', 'R$ 1.500,00']);
    await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    const csv = await baixado(1);
    expect(csv).toBe(
      '\uFEFFLado;Situação;Títulos;Valor (R$);Pago (R$);Saldo (R$)\r\nA pagar;Parcial;1;2500,00;1000,00;1500,00\r\nA pagar;Cancelado;1;300,00;0,00;300,00\r\nTotal (sem cancelados);;1;2500,00;1000,00;1500,00',
    );

    // The fluxo de caixa of the same month, by day: the open títulos are planned money on their due day.
    await user.selectOptions(screen.getByLabelText(F.relatorio), F.relatorios.fluxo);
    await waitFor(() => expect(parametro(router, 'relatorio')).toBe('fluxo'));
    expect([parametro(router, 'de'), parametro(router, 'ate'), parametro(router, 'lado')]).toEqual([mes, ate, null]);
    await screen.findByRole('table', { name: 'Fluxo de caixa por dia' }, { timeout: 15_000 });
    const fluxo = tabela('Fluxo de caixa por dia');
    expect(fluxo.cabecalho.slice(0, 5)).toEqual(['Período', 'Entradas (R$)', 'Saídas (R$)', 'Entradas previstas (R$)', 'Saídas previstas (R$)']);
    const dia = (d: string) => fluxo.linhas.find((l) => l[0] === `${d}/${mes.slice(5, 7)}/${mes.slice(0, 4)}`)!;
    expect(dia('05').slice(1, 5)).toEqual(['R$ 0,00', 'R$ 0,00', 'R$ 0,00', 'R$ 1.500,00']);
    expect(dia('10').slice(1, 5)).toEqual(['R$ 0,00', 'R$ 0,00', 'R$ 200,00', 'R$ 0,00']);
    expect(fluxo.linhas).toHaveLength(Number(ate.slice(8)));

    // The DRE: a month, said to be a management report.
    await user.selectOptions(screen.getByLabelText(F.relatorio), F.relatorios.dre);
    await waitFor(() => expect(parametro(router, 'relatorio')).toBe('dre'));
    expect(await screen.findByText('Relatório gerencial: não substitui a demonstração contábil.')).toBeInTheDocument();
    expect(await screen.findByRole('cell', { name: '(=) Resultado do mês' }, { timeout: 15_000 })).toBeInTheDocument();
  });
});
