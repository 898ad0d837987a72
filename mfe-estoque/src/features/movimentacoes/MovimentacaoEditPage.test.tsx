/**
 * The movement edit page without a backend: the skeleton while loading, "Movimentação não
 * encontrada" (an id that cannot exist, and PostgREST's PGRST116), the form filled from the
 * movement, the spec's validation messages, Cancelar back to the list, and the read-only login.
 * Saving for real (and the database's refusal) is in MovimentacaoEditPage.integration.test.tsx.
 * The page is mounted under /estoque/movimentacao with both edit shapes, as routes.tsx does.
 */
import { createClient } from '@supabase/supabase-js';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeStore, setSupabaseClient, type AppStore, type Database } from '@loja/shared-ui/platform';
import { renderWithProviders, type TestRole, installOfflineClient } from '@loja/shared-ui/testing';
import { movimentacoesApi, type MovimentacaoListRow } from './api';
import { MovimentacaoEditPage } from './MovimentacaoEditPage';

const URL_LISTA = '/estoque/movimentacao';

const MOVIMENTACAO: MovimentacaoListRow = {
  id: 77,
  tipo: 'entrada',
  produto_id: 5,
  produto_nome: 'Biquíni Cortininha Tropical',
  grade_id: 2,
  cor: 'Coral',
  tamanho: 'M',
  quantidade: 5,
  preco_unitario: 49.9,
  motivo: 'Compra',
  observacoes: 'Nota 123',
  usuario_nome: 'Marina Souza',
  data_movimentacao: '2026-11-20T14:07:00-03:00',
};

function renderEdit({ url = `${URL_LISTA}/editar/77`, role = 'funcionario', store = makeStore() }: { url?: string; role?: TestRole; store?: AppStore } = {}) {
  return renderWithProviders(<></>, {
    role,
    url,
    path: '/nao-usado',
    store,
    routes: [
      {
        path: URL_LISTA,
        children: [
          { index: true, element: <h1>Lista de movimentações</h1> },
          { path: 'editar/:id', element: <MovimentacaoEditPage /> },
          { path: ':id/editar', element: <MovimentacaoEditPage /> },
        ],
      },
    ],
  });
}

async function comMovimentacao(store: AppStore, movimentacao = MOVIMENTACAO) {
  await store.dispatch(movimentacoesApi.util.upsertQueryData('getMovimentacao', movimentacao.id!, movimentacao));
}

const campo = (label: RegExp) => screen.getByLabelText(label, { selector: 'input, select, textarea' });
const path = (router: ReturnType<typeof renderEdit>['router']) => router.state.location.pathname;

let uninstall: () => void;
beforeEach(() => {
  uninstall = installOfflineClient();
});
afterEach(() => uninstall());

describe('MovimentacaoEditPage: loading and missing', () => {
  it('a skeleton under "Editar Movimentação" while the movement loads', async () => {
    renderEdit();
    expect(await screen.findByRole('heading', { name: 'Editar Movimentação' })).toBeInTheDocument();
    expect(screen.getByLabelText('Carregando movimentação')).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('button', { name: 'Salvar Alterações' })).not.toBeInTheDocument();
  });

  it("an id that cannot exist: 'Movimentação não encontrada', and the button goes back to the list", async () => {
    const { user, router } = renderEdit({ url: `${URL_LISTA}/abc/editar` });
    expect(await screen.findByText('Movimentação não encontrada')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Voltar para a lista' }));
    expect(path(router)).toBe(URL_LISTA);
  });

  it("PostgREST's PGRST116 (no row): 'Movimentação não encontrada'", async () => {
    uninstall();
    const client = createClient<Database>('http://sem-backend.invalid', 'sem-chave', {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      global: {
        fetch: async () =>
          new Response(JSON.stringify({ code: 'PGRST116', message: 'JSON object requested, multiple (or no) rows returned', details: 'The result contains 0 rows', hint: null }), {
            status: 406,
            headers: { 'content-type': 'application/json' },
          }),
      },
    });
    setSupabaseClient(client);
    uninstall = () => setSupabaseClient(null);
    renderEdit({ url: `${URL_LISTA}/999/editar` });

    expect(await screen.findByText('Movimentação não encontrada')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Voltar para a lista' })).toBeInTheDocument();
  });
});

describe('MovimentacaoEditPage: the form', () => {
  it.each([`${URL_LISTA}/editar/77`, `${URL_LISTA}/77/editar`])('%s shows the product read-only and the movement to edit', async (url) => {
    const store = makeStore();
    await comMovimentacao(store);
    renderEdit({ store, url });

    // The product and grade are shown, not editable.
    const produto = (await screen.findByText('Produto', { selector: 'dt' })).nextElementSibling;
    expect(produto).toHaveTextContent('Biquíni Cortininha Tropical');
    // "Produto" once: the section is "Registro", not a second "Produto" above the field (it read "Produto / Produto").
    expect(screen.getAllByText('Produto')).toHaveLength(1);
    expect(screen.getByRole('group', { name: 'Registro' })).toBeInTheDocument();
    expect(screen.getByText('Grade', { selector: 'dt' }).nextElementSibling).toHaveTextContent('Coral / M');
    expect(screen.queryByRole('textbox', { name: /Produto/ })).not.toBeInTheDocument();
    expect(campo(/^Tipo/)).toHaveValue('entrada');
    expect(within(campo(/^Tipo/)).getAllByRole('option').map((o) => o.textContent)).toEqual(['Selecione...', 'Entrada', 'Saída']);
    expect(campo(/^Quantidade/)).toHaveValue(5);
    expect(campo(/^Preço unitário/)).toHaveValue('49,90');
    expect(campo(/^Observações/)).toHaveValue('Nota 123');
    expect(screen.getByText('Compra')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Salvar Alterações' })).toBeInTheDocument();
  });

  it('quantity and unit price are required; a quantity below 1 or with decimals is refused; nothing is sent', async () => {
    const store = makeStore();
    await comMovimentacao(store);
    const { user } = renderEdit({ store });
    await screen.findByText('Biquíni Cortininha Tropical');

    await user.clear(campo(/^Quantidade/));
    await user.clear(campo(/^Preço unitário/));
    await user.click(screen.getByRole('button', { name: 'Salvar Alterações' }));

    await waitFor(() => expect(campo(/^Quantidade/)).toHaveAccessibleDescription('Quantidade é obrigatória'));
    expect(campo(/^Preço unitário/)).toHaveAccessibleDescription('Preço unitário é obrigatório');

    await user.type(campo(/^Quantidade/), '0');
    await waitFor(() => expect(campo(/^Quantidade/)).toHaveAccessibleDescription('A quantidade deve ser um número inteiro maior que zero'));
    await user.clear(campo(/^Quantidade/));
    await user.type(campo(/^Quantidade/), '2.5');
    await waitFor(() => expect(campo(/^Quantidade/)).toHaveAccessibleDescription('A quantidade deve ser um número inteiro maior que zero'));
    expect(Object.keys(store.getState().api.mutations)).toEqual([]);
  });

  it('Cancelar goes back to the list', async () => {
    const store = makeStore();
    await comMovimentacao(store);
    const { user, router } = renderEdit({ store });

    await user.click(await screen.findByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(path(router)).toBe(URL_LISTA));
  });

  it('read-only staff (user) see the movement with every field disabled and no Salvar Alterações', async () => {
    const store = makeStore();
    await comMovimentacao(store);
    const { user, router } = renderEdit({ store, role: 'user' });

    await screen.findByText('Biquíni Cortininha Tropical');
    expect(campo(/^Tipo/)).toBeDisabled();
    expect(campo(/^Quantidade/)).toBeDisabled();
    expect(campo(/^Preço unitário/)).toBeDisabled();
    expect(campo(/^Observações/)).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Salvar Alterações' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Voltar para a lista' }));
    expect(path(router)).toBe(URL_LISTA);
  });
});
