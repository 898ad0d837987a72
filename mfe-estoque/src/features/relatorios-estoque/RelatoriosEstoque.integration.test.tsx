/**
 * The stock reports on the local stack (issue 28), mounted as the shell mounts them (this remote's `./routes`
 * with section "relatorios" at /relatorios/*), as the read-only staff login, over a category of the test's own
 * (three products, two past sales: every figure known to the cent). Each screen shows those rows and the
 * database's totals, keeps its filters in the URL, and exports everything as the CSV the kit writes.
 */
import { Suspense } from 'react';
import { screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { formatDate } from '@loja/shared-ui/format';
import { renderWithProviders, wideScreen } from '@loja/shared-ui/testing';
import { signInAs } from '@loja/local-supabase/testing';
import EstoqueRoutes from '../../routes';
import { ESTOQUE_VALORIZADO_MESSAGES as EV, PRODUTOS_PARADOS_MESSAGES as PP } from './messages';
import { criarDadosRelatorioEstoque, removerDadosRelatorioEstoque, type DadosRelatorioEstoque } from './test/dados';

let d: DadosRelatorioEstoque;
beforeAll(async () => {
  d = await criarDadosRelatorioEstoque();
});
afterAll(removerDadosRelatorioEstoque);
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

/** The files the export buttons hand to the browser, read back as text (the download itself is the browser's). */
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
    return new TextDecoder('utf-8', { ignoreBOM: true }).decode(await arquivos[n - 1].arrayBuffer());
  };
}

async function abrir(url: string) {
  wideScreen();
  const client = await signInAs('user');
  return renderWithProviders(
    <Suspense fallback={<p>Carregando...</p>}>
      <EstoqueRoutes section="relatorios" />
    </Suspense>,
    { client, url, path: '/relatorios/*' },
  );
}

const parametro = (router: { state: { location: { search: string } } }, nome: string) => new URLSearchParams(router.state.location.search).get(nome);

describe('Estoque valorizado', () => {
  it('lists the category’s products to the cent with giro, cover and last sale; by category one line; exports the CSV', async () => {
    const baixado = capturarDownloads();
    const { user, router } = await abrir(`/relatorios/estoque-valorizado?agrupar=produto&categoria=${d.categoria.id}`);

    expect(await screen.findByRole('heading', { level: 1, name: EV.title })).toBeInTheDocument();
    await screen.findByRole('table', { name: EV.tituloPorProduto }, { timeout: 15_000 });
    expect(tabela(EV.tituloPorProduto)).toEqual({
      corpo: [
        [d.giro.nome, d.categoria.nome, '8', 'R$ 320,00', 'R$ 800,00', '2', '0,25', '360', formatDate(d.vendaGiro)],
        [d.antigo.nome, d.categoria.nome, '2', 'R$ 90,00', 'R$ 240,00', '0', '0,00', 'Sem vendas', formatDate(d.vendaAntigo)],
        [d.parado.nome, d.categoria.nome, '3', 'R$ 61,50', 'R$ 179,70', '0', '0,00', 'Sem vendas', 'Nunca vendido'],
      ],
      pe: ['Total', '', '13', 'R$ 471,50', 'R$ 1.219,70', '2', '0,15', '585', ''],
    });
    expect(texto(screen.getByRole('region', { name: 'Valor a custo' }))).toBe('Valor a custoR$ 471,50');
    expect(texto(screen.getByRole('region', { name: 'Unidades' }))).toBe('Unidades13Em 3 produtos');
    expect(texto(screen.getByRole('region', { name: 'Cobertura (dias)' }))).toBe('Cobertura (dias)585Giro de 0,15 em 90 dias · 2 vendidas');
    // The chart of the value per category (this category alone, as filtered).
    expect(await screen.findByRole('region', { name: EV.grafico })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Categoria' })).toHaveValue(String(d.categoria.id));

    await user.selectOptions(screen.getByRole('combobox', { name: EV.agrupar }), 'Categoria');
    // The default grouping leaves the URL; the category stays.
    await waitFor(() => expect(parametro(router, 'agrupar')).toBeNull());
    expect(parametro(router, 'categoria')).toBe(String(d.categoria.id));
    await screen.findByRole('table', { name: EV.tituloPorCategoria }, { timeout: 15_000 });
    expect(tabela(EV.tituloPorCategoria)).toEqual({
      corpo: [[d.categoria.nome, '3', '13', 'R$ 471,50', 'R$ 1.219,70', '2', '0,15', '585']],
      pe: ['Total', '3', '13', 'R$ 471,50', 'R$ 1.219,70', '2', '0,15', '585'],
    });

    await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    const csv = await baixado(1);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual([
      'Categoria;Produtos;Unidades;Valor a custo (R$);Valor de venda (R$);Vendidas em 90 dias;Giro (90 dias);Cobertura (dias)',
      `${d.categoria.nome};3;13;471,50;1219,70;2;0,15;585`,
      'Total;3;13;471,50;1219,70;2;0,15;585',
    ]);
  });
});

describe('Produtos parados', () => {
  it('shows the products without a sale in 30 days, then in 15 typed days, with the money stuck at cost; exports the CSV', async () => {
    const baixado = capturarDownloads();
    const { user, router } = await abrir(`/relatorios/produtos-parados?dias=30&categoria=${d.categoria.id}`);

    const nome = PP.titulo(30);
    await screen.findByRole('table', { name: nome }, { timeout: 15_000 });
    expect(tabela(nome)).toEqual({
      corpo: [
        [d.antigo.nome, d.categoria.nome, '2', 'R$ 90,00', 'R$ 240,00', formatDate(d.vendaAntigo)],
        [d.parado.nome, d.categoria.nome, '3', 'R$ 61,50', 'R$ 179,70', 'Nunca vendido'],
      ],
      pe: ['Total', '', '5', 'R$ 151,50', 'R$ 419,70', ''],
    });
    expect(texto(screen.getByRole('region', { name: 'Parado a custo' }))).toBe('Parado a custoR$ 151,50');
    expect(texto(screen.getByRole('region', { name: 'Produtos parados' }))).toBe('Produtos parados2');
    expect(screen.getByRole('combobox', { name: PP.dias })).toHaveValue('30');

    // Another number of days, typed: a wrong one is refused at the field and the URL keeps 30.
    await user.selectOptions(screen.getByRole('combobox', { name: PP.dias }), PP.outro);
    const campo = screen.getByRole('textbox', { name: PP.diasPersonalizado });
    await user.clear(campo);
    await user.type(campo, '4000{Enter}');
    expect(await screen.findByText(PP.diasInvalidos)).toBeInTheDocument();
    expect(parametro(router, 'dias')).toBe('30');
    await user.clear(campo);
    await user.type(campo, '15{Enter}');
    await waitFor(() => expect(parametro(router, 'dias')).toBe('15'));
    // The one sold 20 days ago joins them.
    await screen.findByRole('table', { name: PP.titulo(15) }, { timeout: 15_000 });
    expect(tabela(PP.titulo(15)).corpo.map((linha) => linha[0])).toEqual([d.giro.nome, d.antigo.nome, d.parado.nome]);
    expect(tabela(PP.titulo(15)).pe).toEqual(['Total', '', '13', 'R$ 471,50', 'R$ 1.219,70', '']);

    await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    const csv = await baixado(1);
    expect(csv.slice(1).split('\r\n')).toEqual([
      'Produto;Categoria;Unidades;Parado a custo (R$);Valor de venda (R$);Última venda',
      `${d.giro.nome};${d.categoria.nome};8;320,00;800,00;${formatDate(d.vendaGiro)}`,
      `${d.antigo.nome};${d.categoria.nome};2;90,00;240,00;${formatDate(d.vendaAntigo)}`,
      `${d.parado.nome};${d.categoria.nome};3;61,50;179,70;Nunca vendido`,
      'Total;;13;471,50;1219,70;',
    ]);
  });

  it('a category with nothing stuck says so; a path under /relatorios this remote does not have is the not-found page', async () => {
    const { router } = await abrir(`/relatorios/produtos-parados?dias=60&categoria=${d.vazia.id}`);
    expect(await screen.findByText(PP.vazio(60), undefined, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Exportar CSV' })).not.toBeInTheDocument();
    await router.navigate('/relatorios/nao-existe');
    expect(await screen.findByText('Oops! Page not found')).toBeInTheDocument();
  });
});
