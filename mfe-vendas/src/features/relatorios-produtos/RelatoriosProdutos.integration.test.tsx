/**
 * The product reports on the local stack (issue 28), mounted as the shell mounts them (`./routes` with section
 * "relatorios" at /relatorios/*), signed in as the read-only staff login, over the test month of ./test/cenario.ts
 * (three sales, three products, two new categories: every figure known to the cent). Each screen shows those rows
 * and the database's totals, keeps its filters in the URL, and exports the whole period as the CSV the kit writes.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, wideScreen } from '@loja/shared-ui/testing';
import { MENSAGEM_VAZIO } from '@loja/shared-ui/relatorios';
import { signInAs } from '@loja/local-supabase/testing';
import VendasRoutes from '../../routes';
import { CURVA_ABC, MAIS_VENDIDOS, MARGEM } from './messages';
import { criarCenario, type Cenario } from './test/cenario';

let c: Cenario;
beforeAll(async () => {
  c = await criarCenario();
});
afterEach(() => {
  vi.restoreAllMocks();
});

const texto = (el: Element) => (el.textContent ?? '').replace(/\u00a0/g, ' ').trim();
/** The table's body rows and its foot, each as its cells' texts. */
function tabela(nome: string) {
  const t = screen.getByRole('table', { name: nome });
  const [, ...resto] = within(t).getAllByRole('row');
  const celulas = (r: Element) => [...r.querySelectorAll('th, td')].map(texto);
  const pe = t.querySelector('tfoot tr');
  return { corpo: resto.filter((r) => r.closest('tfoot') === null).map(celulas), pe: pe ? celulas(pe) : null };
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
  return renderWithProviders(<VendasRoutes section="relatorios" />, { client, url, path: '/relatorios/*' });
}

const parametro = (router: { state: { location: { search: string } } }, nome: string) => new URLSearchParams(router.state.location.search).get(nome);

describe('Mais vendidos', () => {
  it('ranks the category’s products to the cent, follows category, order and product in the URL, and exports a product’s colours × sizes', async () => {
    const baixado = capturarDownloads();
    const { user, router } = await abrir(`/relatorios/mais-vendidos?de=${c.de}&ate=${c.ate}&categoria=${c.categoriaX.id}`);

    expect(await screen.findByRole('heading', { level: 1, name: MAIS_VENDIDOS.title })).toBeInTheDocument();
    await screen.findByRole('table', { name: MAIS_VENDIDOS.tabela }, { timeout: 15_000 });
    expect(tabela(MAIS_VENDIDOS.tabela)).toEqual({
      corpo: [
        ['1', c.p1.nome, '6', 'R$ 580,00', 'R$ 240,00', 'R$ 340,00', '58,6 %'],
        ['2', c.p3.nome, '5', 'R$ 50,00', 'R$ 40,00', 'R$ 10,00', '20,0 %'],
      ],
      pe: ['Total', '', '11', 'R$ 630,00', 'R$ 280,00', 'R$ 350,00', '55,6 %'],
    });
    expect(texto(screen.getByRole('region', { name: 'Receita' }))).toBe('ReceitaR$ 630,00');
    expect(screen.getByRole('region', { name: MAIS_VENDIDOS.grafico('Unidades', 2) })).toBeInTheDocument();

    // Every category, by margin: P2 (400,00) first.
    await user.selectOptions(screen.getByLabelText(MAIS_VENDIDOS.categoria), '');
    await waitFor(() => expect(parametro(router, 'categoria')).toBeNull());
    await user.selectOptions(screen.getByLabelText(MAIS_VENDIDOS.ordem), 'margem');
    await waitFor(() => expect(parametro(router, 'ordem')).toBe('margem'));
    await waitFor(() => expect(tabela(MAIS_VENDIDOS.tabela).corpo.map((l) => l[1])).toEqual([c.p2.nome, c.p1.nome, c.p3.nome]));
    expect(tabela(MAIS_VENDIDOS.tabela).pe).toEqual(['Total', '', '12', 'R$ 1.130,00', 'R$ 380,00', 'R$ 750,00', '66,4 %']);

    // Inside P1: which colour × size sells.
    await user.selectOptions(screen.getByLabelText(MAIS_VENDIDOS.produto), String(c.p1.id));
    await waitFor(() => expect(parametro(router, 'produto')).toBe(String(c.p1.id)));
    const grade = MAIS_VENDIDOS.tabelaGrade(c.p1.nome);
    await screen.findByRole('table', { name: grade }, { timeout: 15_000 });
    expect(tabela(grade)).toEqual({
      corpo: [
        ['1', 'Azul', 'P', '3', 'R$ 300,00', 'R$ 120,00', 'R$ 180,00', '60,0 %'],
        ['2', 'Rosa', 'P', '2', 'R$ 180,00', 'R$ 80,00', 'R$ 100,00', '55,6 %'],
        ['3', 'Azul', 'M', '1', 'R$ 100,00', 'R$ 40,00', 'R$ 60,00', '60,0 %'],
      ],
      pe: ['Total', '', '', '6', 'R$ 580,00', 'R$ 240,00', 'R$ 340,00', '58,6 %'],
    });

    await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    const csv = await baixado(1);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual([
      'Posição;Cor;Tamanho;Unidades;Receita (R$);Custo (R$);Margem (R$);Margem (%)',
      '1;Azul;P;3;300,00;120,00;180,00;60,00',
      '2;Rosa;P;2;180,00;80,00;100,00;55,56',
      '3;Azul;M;1;100,00;40,00;60,00;60,00',
      'Total;;;6;580,00;240,00;340,00;58,62',
    ]);
  });
});

describe('Curva ABC', () => {
  it('classes the month’s products by unidades (A, B, C) and by receita (A, C, C), counts each class, and exports the curve', async () => {
    const baixado = capturarDownloads();
    const { user, router } = await abrir(`/relatorios/curva-abc?de=${c.de}&ate=${c.ate}&criterio=unidades`);

    const porUnidades = CURVA_ABC.tabela('Unidades');
    await screen.findByRole('table', { name: porUnidades }, { timeout: 15_000 });
    expect(tabela(porUnidades)).toEqual({
      corpo: [
        ['1', c.p1.nome, 'A', '6', '50,0 %', '50,0 %'],
        ['2', c.p3.nome, 'B', '5', '41,7 %', '91,7 %'],
        ['3', c.p2.nome, 'C', '1', '8,3 %', '100,0 %'],
      ],
      pe: ['Total', '', '', '12', '100,0 %', ''],
    });
    expect(texto(screen.getByRole('region', { name: 'Classe A' }))).toBe('Classe A16 unidades · 50,0 % das unidades');
    expect(texto(screen.getByRole('region', { name: 'Classe B' }))).toBe('Classe B15 unidades · 41,7 % das unidades');
    expect(texto(screen.getByRole('region', { name: CURVA_ABC.produtos }))).toBe(`${CURVA_ABC.produtos}3`);
    expect(screen.getByRole('region', { name: CURVA_ABC.grafico })).toBeInTheDocument();

    // By receita (the default leaves the URL): P1 alone is A; P2 takes the cumulative past 95 %.
    await user.selectOptions(screen.getByLabelText(CURVA_ABC.criterio), 'receita');
    await waitFor(() => expect(parametro(router, 'criterio')).toBeNull());
    const porReceita = CURVA_ABC.tabela('Receita');
    await screen.findByRole('table', { name: porReceita }, { timeout: 15_000 });
    expect(tabela(porReceita).corpo).toEqual([
      ['1', c.p1.nome, 'A', 'R$ 580,00', '51,3 %', '51,3 %'],
      ['2', c.p2.nome, 'C', 'R$ 500,00', '44,3 %', '95,6 %'],
      ['3', c.p3.nome, 'C', 'R$ 50,00', '4,4 %', '100,0 %'],
    ]);
    expect(texto(screen.getByRole('region', { name: 'Classe B' }))).toBe('Classe B0R$ 0,00 · 0,0 % da receita');
    expect(texto(screen.getByRole('region', { name: 'Classe C' }))).toBe('Classe C2R$ 550,00 · 48,7 % da receita');

    await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    expect((await baixado(1)).slice(1).split('\r\n')).toEqual([
      'Posição;Produto;Classe;Receita (R$);Participação (%);Acumulado (%)',
      `1;${c.p1.nome};A;580,00;51,33;51,33`,
      `2;${c.p2.nome};C;500,00;44,25;95,58`,
      `3;${c.p3.nome};C;50,00;4,42;100,00`,
      'Total;;;1130,00;100,00;',
    ]);
  });
});

describe('Margem', () => {
  it('by categoria and by produto from the copied cost, the period in the URL, the empty and the inverted period', async () => {
    const { user, router } = await abrir(`/relatorios/margem?de=${c.de}&ate=${c.ate}&agrupar=categoria`);

    const porCategoria = MARGEM.tabela('Categoria');
    await screen.findByRole('table', { name: porCategoria }, { timeout: 15_000 });
    expect(tabela(porCategoria)).toEqual({
      corpo: [
        [c.categoriaY.nome, '1', 'R$ 500,00', 'R$ 100,00', 'R$ 400,00', '80,0 %'],
        [c.categoriaX.nome, '11', 'R$ 630,00', 'R$ 280,00', 'R$ 350,00', '55,6 %'],
      ],
      pe: ['Total', '12', 'R$ 1.130,00', 'R$ 380,00', 'R$ 750,00', '66,4 %'],
    });
    expect(screen.queryByLabelText(MARGEM.categoria)).toBeNull();

    await user.selectOptions(screen.getByLabelText(MARGEM.agrupar), 'produto');
    await waitFor(() => expect(parametro(router, 'agrupar')).toBeNull());
    const porProduto = MARGEM.tabela('Produto');
    await screen.findByRole('table', { name: porProduto }, { timeout: 15_000 });
    expect(tabela(porProduto).corpo).toEqual([
      [c.p2.nome, c.categoriaY.nome, '1', 'R$ 500,00', 'R$ 100,00', 'R$ 400,00', '80,0 %'],
      [c.p1.nome, c.categoriaX.nome, '6', 'R$ 580,00', 'R$ 240,00', 'R$ 340,00', '58,6 %'],
      [c.p3.nome, c.categoriaX.nome, '5', 'R$ 50,00', 'R$ 40,00', 'R$ 10,00', '20,0 %'],
    ]);
    await user.selectOptions(screen.getByLabelText(MARGEM.categoria), String(c.categoriaY.id));
    await waitFor(() => expect(parametro(router, 'categoria')).toBe(String(c.categoriaY.id)));
    await waitFor(() => expect(tabela(porProduto).corpo.map((l) => l[0])).toEqual([c.p2.nome]));

    // From the 11th nothing was sold (the sales are on the 10th).
    fireEvent.change(screen.getByLabelText('De'), { target: { value: `${c.de.slice(0, 8)}11` } });
    await waitFor(() => expect(parametro(router, 'de')).toBe(`${c.de.slice(0, 8)}11`));
    expect(await screen.findByText(MENSAGEM_VAZIO, {}, { timeout: 15_000 })).toBeInTheDocument();
    // A start after the end: the message at the field and in place of the table, nothing asked of the database.
    fireEvent.change(screen.getByLabelText('Até'), { target: { value: `${c.de.slice(0, 8)}05` } });
    expect(await screen.findAllByText('A data inicial passa da final.')).toHaveLength(2);
  });
});
