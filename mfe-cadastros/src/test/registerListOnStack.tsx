/**
 * A register list with newest-first rows against the local stack (clientes, fornecedores): the
 * loading text while the page is on its way, the rows the database gives and the exact total, a
 * search that reaches the database, delete with the spec's confirmation and toasts, and the
 * load-failure text with 'Tentar novamente'. Each register's `*ListPage.integration.test.tsx`
 * declares its page, its words and how to insert a row.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { dismissToast } from '@loja/shared-ui';
import { renderWithProviders } from '@loja/shared-ui/testing';
import { controlledFetch, signInAs, sql, type DemoTipo, type RecordedRequest, unique } from '@loja/local-supabase/testing';

export interface RegisterListOnStack {
  recurso: 'clientes' | 'fornecedores';
  Page: ComponentType;
  messages: { listTitle: string; loading: string; empty: string; totalLabel: string; deleteConfirm: string; deleted: string; loadList: string };
  /** Inserts a row named `nome` as the superuser and returns its id. */
  insert: (nome: string) => Promise<number>;
}

export function describeRegisterListOnStack(c: RegisterListOnStack) {
  const base = `/cadastros/${c.recurso}`;
  const m = c.messages;
  const criados: number[] = [];
  afterAll(async () => {
    if (criados.length) await sql(`delete from ${c.recurso} where id = any($1::bigint[])`, [criados]);
  });
  afterEach(() => act(() => dismissToast()));

  async function inserir(nome: string) {
    const id = await c.insert(nome);
    criados.push(id);
    return id;
  }

  async function renderLista(role: DemoTipo, url = base) {
    const net = controlledFetch();
    const client = await signInAs(role, { fetch: net.fetch });
    return { net, ...renderWithProviders(<c.Page />, { client, url, path: base }) };
  }

  describe(`${m.listTitle}: the list on the local stack`, () => {
    it(`'${m.loading}' while the page is on its way, then the newest rows and '${m.totalLabel}'`, async () => {
      const nome = unique('Lista Recente');
      await inserir(nome);
      const net = controlledFetch();
      const held = net.hold(`/rest/v1/${c.recurso}`);
      const client = await signInAs('funcionario', { fetch: net.fetch });
      renderWithProviders(<c.Page />, { client, url: base, path: base });

      expect(await screen.findByText(m.loading)).toBeInTheDocument();
      held.release();

      // Newest first: the row just made heads the first page.
      expect(await screen.findByText(nome)).toBeInTheDocument();
      expect(screen.queryByText(m.loading)).not.toBeInTheDocument();
      const [{ n }] = await sql<{ n: number }>(`select count(*)::int as n from ${c.recurso}`);
      expect(screen.getByText(m.totalLabel, { exact: false })).toHaveTextContent(`${m.totalLabel}: ${n}`);
    });

    it(`a search typed without accents finds the row with them; one that matches nothing says '${m.empty}'`, async () => {
      const marca = unique('busca');
      await inserir(`Érica Conceição ${marca}`);
      const { user } = await renderLista('user', `${base}?busca=${encodeURIComponent(`erica conceicao ${marca}`)}`);

      expect(await screen.findByText(`Érica Conceição ${marca}`)).toBeInTheDocument();
      expect(screen.getByText(m.totalLabel, { exact: false })).toHaveTextContent(`${m.totalLabel}: 1`);

      await user.clear(screen.getByRole('searchbox', { name: 'Buscar' }));
      await user.type(screen.getByRole('searchbox', { name: 'Buscar' }), `${unique('ninguem')}{Enter}`);
      expect(await screen.findByText(m.empty)).toBeInTheDocument();
    });

    it(`delete asks '${m.deleteConfirm}', then removes the row and says '${m.deleted}'`, async () => {
      const marca = unique('excluir');
      const id = await inserir(`Excluir ${marca}`);
      const { user } = await renderLista('funcionario', `${base}?busca=${marca}`);

      await user.click(await screen.findByRole('button', { name: `Excluir Excluir ${marca}` }));
      const dialog = await screen.findByRole('alertdialog');
      expect(within(dialog).getByText(m.deleteConfirm)).toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: 'Excluir' }));

      expect(await screen.findByText(m.deleted)).toBeInTheDocument();
      expect(await screen.findByText(m.empty)).toBeInTheDocument();
      expect(await sql(`select id from ${c.recurso} where id = $1`, [id])).toEqual([]);
    });

    it(`a list that cannot load says '${m.loadList}'; 'Tentar novamente' reloads it`, async () => {
      const marca = unique('falha');
      await inserir(`Falha ${marca}`);
      const net = controlledFetch();
      let offline = true;
      // Every read of the list fails with a server error until the server is back (a 500 is not retried,
      // unlike a network error, which postgrest-js retries for 7 s).
      const leitura = (request: RecordedRequest) => offline && request.method === 'GET' && request.url.pathname.startsWith(`/rest/v1/${c.recurso}`);
      net.answerNext(leitura, 500, { code: 'XX000', message: 'servidor indisponível', details: null, hint: null }, Infinity);
      const client = await signInAs('funcionario', { fetch: net.fetch });
      const { user } = renderWithProviders(<c.Page />, { client, url: `${base}?busca=${marca}`, path: base });

      const retry = await screen.findByRole('button', { name: 'Tentar novamente' }, { timeout: 10_000 });
      // the toast and the text in place of the list
      await waitFor(() => expect(screen.getAllByText(m.loadList)).toHaveLength(2));

      offline = false;
      await user.click(retry);
      expect(await screen.findByText(`Falha ${marca}`)).toBeInTheDocument();
    });
  });
}
