/**
 * The clientes list against the local stack: the loading text while the page is on its way, the
 * rows the database gives, a search that reaches the database, delete with the spec's
 * confirmation and toasts, and the load-failure text.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { dismissToast } from '@loja/shared-ui';
import { renderWithProviders } from '@loja/shared-ui/testing';
import { controlledFetch, novoCpf, signInAs, sql, type DemoTipo, type RecordedRequest, unique } from '@loja/local-supabase/testing';
import { ClientesListPage } from './ClientesListPage';

const criados: number[] = [];
afterAll(async () => {
  if (criados.length) await sql('delete from clientes where id = any($1::bigint[])', [criados]);
});
afterEach(() => act(() => dismissToast()));

async function inserir(nome: string) {
  const [{ id }] = await sql<{ id: number }>(
    "insert into clientes (nome, cpf, telefone, email) values ($1, $2, '(48) 99101-2020', 'lista@loja.test') returning id::int",
    [nome, novoCpf()],
  );
  criados.push(id);
  return id;
}

async function renderLista(role: DemoTipo, url = '/cadastros/clientes') {
  const net = controlledFetch();
  const client = await signInAs(role, { fetch: net.fetch });
  return { net, ...renderWithProviders(<ClientesListPage />, { client, url, path: '/cadastros/clientes' }) };
}

describe('ClientesListPage on the local stack', () => {
  it("'Carregando clientes...' while the page is on its way, then the newest clientes and the exact total", async () => {
    const nome = unique('Lista Recente');
    await inserir(nome);
    const net = controlledFetch();
    const held = net.hold('/rest/v1/clientes');
    const client = await signInAs('funcionario', { fetch: net.fetch });
    renderWithProviders(<ClientesListPage />, { client, url: '/cadastros/clientes', path: '/cadastros/clientes' });

    expect(await screen.findByText('Carregando clientes...')).toBeInTheDocument();
    held.release();

    // Newest first: the row just made heads the first page.
    expect(await screen.findByText(nome)).toBeInTheDocument();
    expect(screen.queryByText('Carregando clientes...')).not.toBeInTheDocument();
    const [{ n }] = await sql<{ n: number }>('select count(*)::int as n from clientes');
    expect(screen.getByText(/Total de clientes/)).toHaveTextContent(`Total de clientes: ${n}`);
  });

  it('a search typed without accents finds the cliente with them; one that matches nothing says so', async () => {
    const marca = unique('busca');
    await inserir(`Érica Conceição ${marca}`);
    const { user } = await renderLista('user', `/cadastros/clientes?busca=${encodeURIComponent(`erica conceicao ${marca}`)}`);

    expect(await screen.findByText(`Érica Conceição ${marca}`)).toBeInTheDocument();
    expect(screen.getByText(/Total de clientes/)).toHaveTextContent('Total de clientes: 1');

    await user.clear(screen.getByRole('searchbox', { name: 'Buscar' }));
    await user.type(screen.getByRole('searchbox', { name: 'Buscar' }), `${unique('ninguem')}{Enter}`);
    expect(await screen.findByText('Nenhum cliente encontrado')).toBeInTheDocument();
  });

  it('delete asks first, then removes the row and says so', async () => {
    const marca = unique('excluir');
    const id = await inserir(`Excluir ${marca}`);
    const { user } = await renderLista('funcionario', `/cadastros/clientes?busca=${marca}`);

    await user.click(await screen.findByRole('button', { name: `Excluir Excluir ${marca}` }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Tem certeza que deseja excluir este cliente?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Excluir' }));

    expect(await screen.findByText('Cliente excluído com sucesso')).toBeInTheDocument();
    expect(await screen.findByText('Nenhum cliente encontrado')).toBeInTheDocument();
    expect(await sql('select id from clientes where id = $1', [id])).toEqual([]);
  });

  it("a list that cannot load says 'Não foi possível carregar os clientes'; 'Tentar novamente' reloads it", async () => {
    const marca = unique('falha');
    await inserir(`Falha ${marca}`);
    const net = controlledFetch();
    let offline = true;
    // Every read of the list fails with a server error until the server is back (a 500 is not retried,
    // unlike a network error, which postgrest-js retries for 7 s).
    const leitura = (request: RecordedRequest) => offline && request.method === 'GET' && request.url.pathname.startsWith('/rest/v1/clientes');
    net.answerNext(leitura, 500, { code: 'XX000', message: 'servidor indisponível', details: null, hint: null }, Infinity);
    const client = await signInAs('funcionario', { fetch: net.fetch });
    const { user } = renderWithProviders(<ClientesListPage />, { client, url: `/cadastros/clientes?busca=${marca}`, path: '/cadastros/clientes' });

    const retry = await screen.findByRole('button', { name: 'Tentar novamente' }, { timeout: 10_000 });
    // the toast and the text in place of the list
    await waitFor(() => expect(screen.getAllByText('Não foi possível carregar os clientes')).toHaveLength(2));

    offline = false;
    await user.click(retry);
    expect(await screen.findByText(`Falha ${marca}`)).toBeInTheDocument();
  });
});
