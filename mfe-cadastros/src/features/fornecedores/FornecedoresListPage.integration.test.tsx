/**
 * The fornecedores list against the local stack: the loading text while the page is on its way, the
 * rows the database gives, a search that reaches the database, delete with the spec's
 * confirmation and toasts, and the load-failure text.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { dismissToast } from '@loja/shared-ui';
import { renderWithProviders } from '@loja/shared-ui/testing';
import { controlledFetch, novoCnpj, signInAs, sql, type DemoTipo, type RecordedRequest, unique } from '@loja/local-supabase/testing';
import { FornecedoresListPage } from './FornecedoresListPage';

const criados: number[] = [];
afterAll(async () => {
  if (criados.length) await sql('delete from fornecedores where id = any($1::bigint[])', [criados]);
});
afterEach(() => act(() => dismissToast()));

async function inserir(nome: string) {
  const [{ id }] = await sql<{ id: number }>(
    "insert into fornecedores (nome, cnpj, telefone, email) values ($1, $2, '(47) 3333-1111', 'lista@loja.test') returning id::int",
    [nome, novoCnpj()],
  );
  criados.push(id);
  return id;
}

async function renderLista(role: DemoTipo, url = '/cadastros/fornecedores') {
  const net = controlledFetch();
  const client = await signInAs(role, { fetch: net.fetch });
  return { net, ...renderWithProviders(<FornecedoresListPage />, { client, url, path: '/cadastros/fornecedores' }) };
}

describe('FornecedoresListPage on the local stack', () => {
  it("'Carregando fornecedores...' while the page is on its way, then the newest fornecedores and the exact total", async () => {
    const nome = unique('Lista Recente');
    await inserir(nome);
    const net = controlledFetch();
    const held = net.hold('/rest/v1/fornecedores');
    const client = await signInAs('funcionario', { fetch: net.fetch });
    renderWithProviders(<FornecedoresListPage />, { client, url: '/cadastros/fornecedores', path: '/cadastros/fornecedores' });

    expect(await screen.findByText('Carregando fornecedores...')).toBeInTheDocument();
    held.release();

    // Newest first: the row just made heads the first page.
    expect(await screen.findByText(nome)).toBeInTheDocument();
    expect(screen.queryByText('Carregando fornecedores...')).not.toBeInTheDocument();
    const [{ n }] = await sql<{ n: number }>('select count(*)::int as n from fornecedores');
    expect(screen.getByText(/Total de fornecedores/)).toHaveTextContent(`Total de fornecedores: ${n}`);
  });

  it('a search typed without accents finds the fornecedor with them; one that matches nothing says so', async () => {
    const marca = unique('busca');
    await inserir(`Confecções Áurea ${marca}`);
    const { user } = await renderLista('user', `/cadastros/fornecedores?busca=${encodeURIComponent(`confeccoes aurea ${marca}`)}`);

    expect(await screen.findByText(`Confecções Áurea ${marca}`)).toBeInTheDocument();
    expect(screen.getByText(/Total de fornecedores/)).toHaveTextContent('Total de fornecedores: 1');

    await user.clear(screen.getByRole('searchbox', { name: 'Buscar' }));
    await user.type(screen.getByRole('searchbox', { name: 'Buscar' }), `${unique('ninguem')}{Enter}`);
    expect(await screen.findByText('Nenhum fornecedor encontrado')).toBeInTheDocument();
  });

  it('delete asks first, then removes the row and says so', async () => {
    const marca = unique('excluir');
    const id = await inserir(`Excluir ${marca}`);
    const { user } = await renderLista('funcionario', `/cadastros/fornecedores?busca=${marca}`);

    await user.click(await screen.findByRole('button', { name: `Excluir Excluir ${marca}` }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Tem certeza que deseja excluir este fornecedor?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Excluir' }));

    expect(await screen.findByText('Fornecedor excluído com sucesso')).toBeInTheDocument();
    expect(await screen.findByText('Nenhum fornecedor encontrado')).toBeInTheDocument();
    expect(await sql('select id from fornecedores where id = $1', [id])).toEqual([]);
  });

  it("a list that cannot load says 'Não foi possível carregar os fornecedores'; 'Tentar novamente' reloads it", async () => {
    const marca = unique('falha');
    await inserir(`Falha ${marca}`);
    const net = controlledFetch();
    let offline = true;
    // Every read of the list fails with a server error until the server is back (a 500 is not retried,
    // unlike a network error, which postgrest-js retries for 7 s).
    const leitura = (request: RecordedRequest) => offline && request.method === 'GET' && request.url.pathname.startsWith('/rest/v1/fornecedores');
    net.answerNext(leitura, 500, { code: 'XX000', message: 'servidor indisponível', details: null, hint: null }, Infinity);
    const client = await signInAs('funcionario', { fetch: net.fetch });
    const { user } = renderWithProviders(<FornecedoresListPage />, { client, url: `/cadastros/fornecedores?busca=${marca}`, path: '/cadastros/fornecedores' });

    const retry = await screen.findByRole('button', { name: 'Tentar novamente' }, { timeout: 10_000 });
    // the toast and the text in place of the list
    await waitFor(() => expect(screen.getAllByText('Não foi possível carregar os fornecedores')).toHaveLength(2));

    offline = false;
    await user.click(retry);
    expect(await screen.findByText(`Falha ${marca}`)).toBeInTheDocument();
  });
});
