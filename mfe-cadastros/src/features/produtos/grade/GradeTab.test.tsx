/**
 * The Grade tab without a backend: the list at 1366 and 390 px, the total, read-only staff, the
 * form's refusals (spec 001 §5), the bulk builder's preview and messages, and the custom colours'
 * checks. The grades and the palette are put in the store before mounting; nothing answers a write,
 * so a test can also see that a refused form sent nothing. Saving for real is in
 * GradeTab.integration.test.tsx.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createClient } from '@supabase/supabase-js';
import { makeStore, setSupabaseClient, type Database } from '@loja/shared-ui/platform';
import { renderWithProviders, viewportWidth, type TestRole } from '@loja/shared-ui/testing';
import { produtosApi, type Produto } from '../api';
import { gradeApi, type Cor, type Grade } from './api';
import { GradeTab } from './GradeTab';

const PRODUTO = 41;
const AGORA = '2026-03-10T12:00:00Z';

function grade(id: number, cor: string, tamanho: string, estoque: number, extra: Partial<Grade> = {}): Grade {
  return {
    id,
    produto_id: PRODUTO,
    cor,
    tamanho,
    cor_rgb: cor === 'Azul' ? '#1E5AA8' : '#000000',
    estoque_atual: estoque,
    estoque_minimo: 0,
    codigo_barras: null,
    created_at: AGORA,
    updated_at: AGORA,
    ...extra,
  };
}

// Newest first, as the database answers (spec 001 §7).
const GRADES: Grade[] = [
  grade(5, 'Preto', 'G', 0),
  grade(4, 'Azul', 'GG', 2, { estoque_minimo: 3 }),
  grade(3, 'Azul', 'M', 7, { codigo_barras: '7891234567890' }),
  grade(2, 'Azul', 'unico', 3),
];

const CORES: Cor[] = [
  { id: 3, nome: 'Azul', rgb_hex: '#1E5AA8', empresa_id: 1, created_at: AGORA },
  { id: 2, nome: 'Branco', rgb_hex: '#FFFFFF', empresa_id: 1, created_at: AGORA },
  { id: 9, nome: 'Lilás', rgb_hex: '#C8A2C8', empresa_id: 1, created_at: AGORA },
  { id: 1, nome: 'Preto', rgb_hex: '#000000', empresa_id: 1, created_at: AGORA },
];

async function renderTab({
  role = 'funcionario',
  grades = GRADES,
  canWrite = true,
  estoqueDoProduto,
}: { role?: TestRole; grades?: Grade[]; canWrite?: boolean; estoqueDoProduto?: number } = {}) {
  const store = makeStore();
  if (estoqueDoProduto !== undefined) {
    await store.dispatch(produtosApi.util.upsertQueryData('getProduto', PRODUTO, { id: PRODUTO, estoque_atual: estoqueDoProduto } as Produto));
  }
  await store.dispatch(gradeApi.util.upsertQueryData('listGradesDoProduto', PRODUTO, grades));
  await store.dispatch(gradeApi.util.upsertQueryData('listCores', undefined, CORES));
  return renderWithProviders(<GradeTab produtoId={PRODUTO} canWrite={canWrite} />, { role, store });
}

interface Pedido {
  method: string;
  path: string;
  body: unknown;
}
let pedidos: Pedido[] = [];

/**
 * A supabase-js client that records every request and never answers it: the tab stays as it was
 * and a test reads what would have gone to the database.
 */
function installRecordingClient() {
  pedidos = [];
  const client = createClient<Database>('http://sem-backend.invalid', 'sem-chave', {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false, storageKey: 'grade-tab-test' },
    global: {
      fetch: (input, init) => {
        const url = new URL(String(input instanceof Request ? input.url : input));
        pedidos.push({ method: init?.method ?? 'GET', path: url.pathname, body: init?.body ? JSON.parse(String(init.body)) : undefined });
        return new Promise<Response>(() => undefined);
      },
    },
  });
  setSupabaseClient(client);
}

/** The writes the tab sent (method and path). */
const escritas = () => pedidos.filter((p) => p.method !== 'GET' && p.method !== 'HEAD').map((p) => `${p.method} ${p.path}`);

const campo = (nome: RegExp) => screen.getByLabelText(nome, { selector: 'input' });

beforeEach(() => installRecordingClient());
afterEach(() => {
  setSupabaseClient(null);
  vi.restoreAllMocks();
});

describe('GradeTab: the list', () => {
  it('on a wide screen: a table by colour then size (PP to GG), swatch, stock badges, barcode and the product total', async () => {
    viewportWidth(1366);
    await renderTab();
    const tabela = screen.getByRole('table', { name: 'Grades do produto' });
    const linhas = within(tabela).getAllByRole('row').slice(1);
    expect(linhas.map((linha) => within(linha).getAllByRole('cell').slice(0, 5).map((c) => c.textContent))).toEqual([
      ['Azul', 'M', '7', '0', '7891234567890'],
      ['Azul', 'GG', 'Estoque baixo2', '3', '—'],
      // spec 001 §9: 'unico' is shown as 'UNC'
      ['Azul', 'UNC', '3', '0', '—'],
      ['Preto', 'G', 'Sem estoque0', '0', '—'],
    ]);
    expect(within(tabela).getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Cor',
      'Tamanho',
      'Estoque',
      'Estoque mínimo',
      'Código de barras',
      'Ações',
    ]);
    const totais = screen.getByLabelText('Totais da grade');
    expect(totais).toHaveTextContent('Grades:4');
    expect(totais).toHaveTextContent('Estoque total:12 unidades');
    expect(screen.getByRole('button', { name: 'Editar grade Azul / UNC' })).toBeInTheDocument();
  });

  it('at 390 px: one compact row per grade with the stock in sight, and the same actions', async () => {
    viewportWidth(390);
    await renderTab();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const itens = within(screen.getByRole('list', { name: 'Grades do produto' })).getAllByRole('listitem');
    expect(itens).toHaveLength(4);
    expect(itens[0]).toHaveTextContent('AzulM7 un.Mínimo: 0Código: 7891234567890');
    expect(within(itens[3]!).getByText('Sem estoque')).toBeInTheDocument();
    expect(within(itens[3]!).getByRole('button', { name: 'Remover grade Preto / G' })).toBeInTheDocument();
  });

  it('read-only staff see the grades and the total, and no button that writes', async () => {
    viewportWidth(1366);
    await renderTab({ role: 'user', canWrite: false });
    expect(screen.getByRole('table', { name: 'Grades do produto' })).toBeInTheDocument();
    expect(screen.getByLabelText('Totais da grade')).toHaveTextContent('12 unidades');
    expect(screen.queryAllByRole('button')).toEqual([]);
    expect(screen.queryByRole('columnheader', { name: 'Ações' })).not.toBeInTheDocument();
  });

  it('a product without grades invites to build one', async () => {
    const { user } = await renderTab({ grades: [] });
    expect(screen.getByText('Este produto ainda não tem grade')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Excluir toda a grade' })).not.toBeInTheDocument();
    // the empty state's button and the toolbar's open the same dialog
    await user.click(screen.getAllByRole('button', { name: 'Montar grade' })[1]!);
    expect(await screen.findByRole('dialog', { name: 'Montar Grade do Produto' })).toBeInTheDocument();
  });

  it('a product with units and no grade is told the first grade takes them out through the ledger', async () => {
    await renderTab({ grades: [], estoqueDoProduto: 7 });
    expect(screen.getByText(/Hoje o produto tem 7 unidades sem grade: ao criar a primeira grade, elas saem como Ajuste de estoque/)).toBeInTheDocument();
  });

  it('removing asks first, naming the grade and the units that leave the stock', async () => {
    viewportWidth(1366);
    const { user } = await renderTab();
    await user.click(screen.getByRole('button', { name: 'Remover grade Azul / M' }));
    const confirmacao = await screen.findByRole('alertdialog', { name: 'Remover grade?' });
    expect(confirmacao).toHaveTextContent('A grade Azul / M será removida. As 7 unidades em estoque saem como Ajuste de estoque.');
    await user.click(within(confirmacao).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Excluir toda a grade' }));
    const todas = await screen.findByRole('alertdialog', { name: 'Tem certeza?' });
    expect(todas).toHaveTextContent('Todas as 4 grades deste produto serão removidas, e as 12 unidades em estoque saem como Ajuste de estoque.');
  });
});

describe('GradeTab: the grade form (spec 001 §5)', () => {
  it("empty colour and size: 'Cor e tamanho são obrigatórios', nothing sent", async () => {
    const { user } = await renderTab();
    await user.click(screen.getByRole('button', { name: 'Adicionar grade' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adicionar grade' });
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar' }));
    await waitFor(() => expect(campo(/^Cor\*?$/)).toHaveAccessibleDescription('Cor e tamanho são obrigatórios'));
    expect(campo(/^Tamanho/)).toHaveAccessibleDescription('Cor e tamanho são obrigatórios');
    expect(escritas()).toEqual([]);
  });

  it("a colour and size the product has, in another case and with spaces, is refused under Tamanho; nothing sent", async () => {
    const { user } = await renderTab();
    await user.click(screen.getByRole('button', { name: 'Adicionar grade' }));
    await screen.findByRole('dialog', { name: 'Adicionar grade' });
    await user.type(campo(/^Cor\*?$/), ' azul ');
    await user.type(campo(/^Tamanho/), 'm ');
    await user.click(screen.getByRole('button', { name: 'Adicionar' }));
    await waitFor(() => expect(campo(/^Tamanho/)).toHaveAccessibleDescription('Esta combinação de cor e tamanho já existe'));
    expect(escritas()).toEqual([]);
  });

  it('the palette fills the colour and its hex, the size chips fill the size; a new grade starts at stock 0 and #000000', async () => {
    const { user } = await renderTab();
    await user.click(screen.getByRole('button', { name: 'Adicionar grade' }));
    await screen.findByRole('dialog', { name: 'Adicionar grade' });
    expect(campo(/^Cor RGB/)).toHaveValue('#000000');
    expect(campo(/^Estoque$/)).toHaveValue(0);
    expect(campo(/^Estoque mínimo/)).toHaveValue(0);

    await user.click(within(screen.getByRole('group', { name: 'Cores da paleta' })).getByRole('button', { name: 'Lilás' }));
    expect(campo(/^Cor\*?$/)).toHaveValue('Lilás');
    expect(campo(/^Cor RGB/)).toHaveValue('#C8A2C8');
    expect(screen.getByRole('button', { name: 'Lilás' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(within(screen.getByRole('group', { name: 'Tamanhos padrão' })).getByRole('button', { name: 'GG' }));
    expect(campo(/^Tamanho/)).toHaveValue('GG');
  });

  it('the colour field takes an "R, G, B" paste and refuses anything else with the spec message', async () => {
    const { user } = await renderTab();
    await user.click(screen.getByRole('button', { name: 'Adicionar grade' }));
    await screen.findByRole('dialog', { name: 'Adicionar grade' });
    const rgb = campo(/^Cor RGB/);
    await user.clear(rgb);
    await user.type(rgb, '200, 162, 200');
    await user.tab();
    expect(rgb).toHaveValue('#C8A2C8');

    await user.clear(rgb);
    await user.type(rgb, '300, 1, 1');
    await user.click(screen.getByRole('button', { name: 'Adicionar' }));
    await waitFor(() => expect(rgb).toHaveAccessibleDescription(/Formato RGB inválido. Use o formato: 200, 162, 200/));
    expect(escritas()).toEqual([]);
  });

  it("'Editar Grade' opens with the grade's values; keeping its own colour and size is not a duplicate", async () => {
    viewportWidth(1366);
    const { user } = await renderTab();
    await user.click(screen.getByRole('button', { name: 'Editar grade Azul / M' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar Grade' });
    expect(campo(/^Cor\*?$/)).toHaveValue('Azul');
    expect(campo(/^Tamanho/)).toHaveValue('M');
    expect(campo(/^Estoque$/)).toHaveValue(7);
    expect(campo(/^Código de barras/)).toHaveValue('7891234567890');
    expect(campo(/^Cor RGB/)).toHaveValue('#1E5AA8');

    await user.clear(campo(/^Estoque$/));
    await user.type(campo(/^Estoque$/), '9');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    // valid: the save is under way (no answer comes in this test)
    await waitFor(() => expect(escritas()).toEqual(['POST /rest/v1/rpc/salvar_grade']));
    expect(campo(/^Tamanho/)).not.toHaveAttribute('aria-invalid');
    expect(pedidos.at(-1)!.body).toEqual({
      p_produto_id: PRODUTO,
      p_id: 3,
      p_grade: { cor: 'Azul', tamanho: 'M', cor_rgb: '#1E5AA8', estoque_atual: 9, estoque_minimo: 0, codigo_barras: '7891234567890' },
    });
  });

  it('changing an edited grade to another existing colour and size is refused', async () => {
    viewportWidth(1366);
    const { user } = await renderTab();
    await user.click(screen.getByRole('button', { name: 'Editar grade Azul / M' }));
    await screen.findByRole('dialog', { name: 'Editar Grade' });
    await user.clear(campo(/^Tamanho/));
    await user.type(campo(/^Tamanho/), 'gg');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(campo(/^Tamanho/)).toHaveAccessibleDescription('Esta combinação de cor e tamanho já existe'));
    expect(escritas()).toEqual([]);
  });
});

describe('GradeTab: Montar Grade do Produto', () => {
  async function abrir() {
    const view = await renderTab();
    await view.user.click(screen.getByRole('button', { name: 'Montar grade' }));
    const dialog = await screen.findByRole('dialog', { name: 'Montar Grade do Produto' });
    return { ...view, dialog };
  }

  it("nothing chosen: 'Selecione ao menos uma cor e um tamanho', nothing sent", async () => {
    const { user, dialog } = await abrir();
    expect(within(dialog).getByRole('status')).toHaveTextContent('Selecione ao menos uma cor e um tamanho');
    await user.click(within(dialog).getByRole('button', { name: 'Criar grades' }));
    expect(await screen.findByText('Selecione ao menos uma cor e um tamanho', { selector: '[data-sonner-toast] *' })).toBeInTheDocument();
    expect(escritas()).toEqual([]);
  });

  it('offers the palette and PP, P, M, G, GG; the preview counts new and existing combinations', async () => {
    const { user, dialog } = await abrir();
    const cores = within(within(dialog).getByRole('group', { name: 'Cores' }));
    expect(cores.getAllByRole('button').map((b) => b.textContent)).toEqual(['Azul', 'Branco', 'Lilás', 'Preto']);
    const tamanhos = within(within(dialog).getByRole('group', { name: 'Tamanhos' }));
    expect(tamanhos.getAllByRole('button').map((b) => b.textContent)).toEqual(['PP', 'P', 'M', 'G', 'GG']);

    await user.click(cores.getByRole('button', { name: 'Azul' }));
    await user.click(tamanhos.getByRole('button', { name: 'M' }));
    expect(within(dialog).getByRole('status')).toHaveTextContent('Todas as combinações selecionadas já existem');
    await user.click(within(dialog).getByRole('button', { name: 'Criar grades' }));
    expect(await screen.findByText('Todas as combinações selecionadas já existem', { selector: '[data-sonner-toast] *' })).toBeInTheDocument();
    expect(escritas()).toEqual([]);

    await user.click(cores.getByRole('button', { name: 'Preto' }));
    await user.click(tamanhos.getByRole('button', { name: 'P' }));
    expect(cores.getByRole('button', { name: 'Preto' })).toHaveAttribute('aria-pressed', 'true');
    // Azul×M exists; Azul×P, Preto×M, Preto×P are new
    expect(within(dialog).getByRole('status')).toHaveTextContent('3 grades serão criadas (1 combinação já existe e ficará de fora). Estoque inicial 0.');
    await user.click(within(dialog).getByRole('button', { name: 'Criar 3 grades' }));
    await waitFor(() => expect(escritas()).toEqual(['POST /rest/v1/grades_produto']));
    // stock and minimum stock are left to the table's defaults (0)
    expect(pedidos.at(-1)!.body).toEqual([
      { cor: 'Azul', tamanho: 'P', cor_rgb: '#1E5AA8', produto_id: PRODUTO },
      { cor: 'Preto', tamanho: 'P', cor_rgb: '#000000', produto_id: PRODUTO },
      { cor: 'Preto', tamanho: 'M', cor_rgb: '#000000', produto_id: PRODUTO },
    ]);
  });

  it("'Gerenciar cores' opens the custom colours over the builder", async () => {
    const { user, dialog } = await abrir();
    await user.click(within(dialog).getByRole('button', { name: 'Gerenciar cores' }));
    const cores = await screen.findByRole('dialog', { name: 'Cores personalizadas' });
    expect(within(cores).getByRole('button', { name: 'Remover cor Lilás' })).toBeInTheDocument();
    await user.click(within(cores).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Cores personalizadas' })).not.toBeInTheDocument());
    expect(screen.getByRole('dialog', { name: 'Montar Grade do Produto' })).toBeInTheDocument();
  });

  it("adds a custom size, chosen at once; a size already offered is 'Este tamanho já existe'", async () => {
    const { user, dialog } = await abrir();
    const novo = within(dialog).getByRole('textbox', { name: 'Novo tamanho' });
    await user.type(novo, 'gg');
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar tamanho' }));
    expect(novo).toHaveAccessibleDescription('Este tamanho já existe');

    await user.clear(novo);
    await user.type(novo, ' XGG {Enter}');
    const tamanhos = within(within(dialog).getByRole('group', { name: 'Tamanhos' }));
    expect(tamanhos.getByRole('button', { name: 'XGG' })).toHaveAttribute('aria-pressed', 'true');
    expect(novo).toHaveValue('');
  });
});

describe('GradeTab: custom colours', () => {
  async function abrir() {
    const view = await renderTab();
    await view.user.click(screen.getByRole('button', { name: 'Cores' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cores personalizadas' });
    return { ...view, dialog };
  }

  it('a default colour (ids 1 to 5) is marked "Padrão" and offers no remove button that could only fail; a custom one is removed', async () => {
    const { user, dialog } = await abrir();
    expect(within(dialog).getAllByText('Padrão')).toHaveLength(3);
    expect(within(dialog).queryByRole('button', { name: 'Remover cor Preto' })).not.toBeInTheDocument();
    expect(escritas()).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Remover cor Lilás' }));
    await waitFor(() => expect(escritas()).toEqual(['DELETE /rest/v1/cores_personalizadas']));
  });

  it("an \"R, G, B\" paste sets the colour ('Cor RGB aplicada com sucesso'); a bad one is the spec's message", async () => {
    const { user, dialog } = await abrir();
    const colar = within(dialog).getByLabelText('Colar RGB');
    await user.type(colar, '200; 162; 200');
    await user.click(within(dialog).getByRole('button', { name: 'Aplicar' }));
    expect(colar).toHaveAccessibleDescription('Formato RGB inválido. Use o formato: 200, 162, 200');

    await user.clear(colar);
    await user.type(colar, '30, 90, 168{Enter}');
    expect(await screen.findByText('Cor RGB aplicada com sucesso', { selector: '[data-sonner-toast] *' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Cor\*?$/, { selector: "input" })).toHaveValue('#1E5AA8');
    expect(within(dialog).getByLabelText('Escolher cor no seletor')).toHaveValue('#1e5aa8');
  });

  it("a name already in the palette, in any case, is 'Esta cor já existe'; nothing sent", async () => {
    const { user, dialog } = await abrir();
    await user.type(within(dialog).getByLabelText(/^Nome da cor/), ' lilás ');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar cor' }));
    await waitFor(() => expect(within(dialog).getByLabelText(/^Nome da cor/)).toHaveAccessibleDescription('Esta cor já existe'));
    expect(escritas()).toEqual([]);
  });
});
