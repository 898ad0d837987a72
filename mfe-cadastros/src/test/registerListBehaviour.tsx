/**
 * What a register's list asks its endpoint for, without a backend: the filters, the order and the
 * paging (read from the store), the loading and empty texts, and what read-only staff see. One
 * driver for every register list with search, status and pages; each register's
 * `<Recurso>ListPage.test.tsx` declares its endpoint, rows and texts. The rows themselves come from
 * the real stack in the registers' contract and integration tests.
 */
import { screen, waitFor, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RegisterListArgs } from '@loja/shared-ui/platform';
import { makeStore, type AppStore, type ListPage } from '@loja/shared-ui/platform';
import { renderWithProviders, type TestRole, installOfflineClient, latestArgs, requestedArgs, wideScreen } from '@loja/shared-ui/testing';
import { DOCUMENTOS, type Documento } from './documentos';

interface Row {
  id: number;
  nome: string;
}

export interface RegisterListBehaviour<R extends Row> {
  recurso: string;
  /** The document the list searches by its digits (test/documentos.ts). */
  documento: Documento;
  endpoint: string;
  Page: ComponentType;
  /** The spec's words: the list's title, its "Novo" button, its loading and empty texts. */
  words: { title: string; newLabel: string; loading: string; empty: string };
  /** Two rows: an active one with a phone, and another. */
  rows: [R, R];
  /** Puts a page in the store's cache, as if the endpoint had answered `args` with it. */
  seed: (store: AppStore, args: RegisterListArgs, page: ListPage<R>) => unknown;
}

/** A search as a person types it (blanks around, an accent) and as it reaches the endpoint and the URL. */
const SEARCH = { typed: '  José ', trimmed: 'José', inUrl: '?busca=Jos%C3%A9' };

export function describeRegisterListBehaviour<R extends Row>({ words, documento, ...c }: RegisterListBehaviour<R>) {
  const { title, newLabel, loading, empty } = words;
  const busca = { ...SEARCH, document: DOCUMENTOS[documento].bare };
  const base = `/cadastros/${c.recurso}`;
  const ENDPOINT = c.endpoint;
  const PADRAO: RegisterListArgs = { busca: '', status: 'todos', sort: { column: 'created_at', ascending: false }, page: 1, pageSize: 10 };
  const [A, B] = c.rows;

  function pagina(args: RegisterListArgs, rows: R[], total = rows.length): ListPage<R> {
    return { rows, total, page: args.page, pageSize: args.pageSize, totalPages: Math.ceil(total / args.pageSize) };
  }
  async function comPagina(store: AppStore, args: RegisterListArgs, rows: R[], total?: number) {
    await c.seed(store, args, pagina(args, rows, total));
  }
  function renderLista({ url = base, role = 'funcionario', store = makeStore() }: { url?: string; role?: TestRole; store?: AppStore } = {}) {
    return renderWithProviders(<c.Page />, {
      role,
      url,
      path: base,
      store,
      routes: [{ path: `${base}/novo`, element: <h1>{newLabel}</h1> }],
    });
  }
  const ultimo = (store: AppStore) => latestArgs<RegisterListArgs>(store, ENDPOINT);
  const search = (router: ReturnType<typeof renderLista>['router']) => router.state.location.search;

  let uninstall: () => void;
  beforeEach(() => {
    uninstall = installOfflineClient();
    window.localStorage.clear();
  });
  afterEach(() => {
    uninstall();
    vi.restoreAllMocks();
  });

  describe(`${title}: loading and empty`, () => {
    it(`shows '${loading}' while the first page is on its way, asking for the default page`, async () => {
      const { store } = renderLista();

      expect(await screen.findByRole('status')).toHaveTextContent(loading);
      expect(screen.queryByText(empty)).not.toBeInTheDocument();
      // Spec 001 §7: newest first; spec §9: 10 per page.
      expect(requestedArgs(store, ENDPOINT)).toEqual([PADRAO]);
    });

    it(`shows '${empty}' when nothing matches`, async () => {
      const store = makeStore();
      await comPagina(store, PADRAO, []);
      renderLista({ store });

      expect(await screen.findByText(empty)).toBeInTheDocument();
      expect(screen.queryByText(loading)).not.toBeInTheDocument();
    });
  });

  describe(`${title}: the filters ask the endpoint for the right page`, () => {
    it('a search is sent once the typing pauses, trimmed, and goes back to page 1', async () => {
      const store = makeStore();
      const pagina2 = { ...PADRAO, page: 2 };
      await comPagina(store, pagina2, [A], 15);
      const { user, router } = renderLista({ store, url: `${base}?pagina=2` });
      await screen.findByText(A.nome);

      await user.type(screen.getByRole('searchbox', { name: 'Buscar' }), busca.typed);
      // Not on every key: nothing is asked before the pause.
      expect(ultimo(store)).toEqual(pagina2);

      await waitFor(() => expect(ultimo(store)).toEqual({ ...PADRAO, busca: busca.trimmed, page: 1 }));
      expect(requestedArgs<RegisterListArgs>(store, ENDPOINT).map((args) => args.busca)).toEqual(['', busca.trimmed]);
      expect(search(router)).toBe(busca.inUrl);
    });

    it('Enter sends the search at once', async () => {
      const store = makeStore();
      await comPagina(store, PADRAO, [A]);
      const { user } = renderLista({ store });
      await screen.findByText(A.nome);

      await user.type(screen.getByRole('searchbox', { name: 'Buscar' }), `${busca.document}{Enter}`);
      expect(ultimo(store)).toEqual({ ...PADRAO, busca: busca.document });
    });

    it('the status filter sends status and goes back to page 1', async () => {
      const store = makeStore();
      await comPagina(store, { ...PADRAO, page: 3 }, [A], 30);
      const { user, router } = renderLista({ store, url: `${base}?pagina=3` });
      await screen.findByText(A.nome);

      await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Inativos');
      expect(ultimo(store)).toEqual({ ...PADRAO, status: 'inativo', page: 1 });
      expect(search(router)).toBe('?status=inativo');

      await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Ativos');
      expect(ultimo(store)).toEqual({ ...PADRAO, status: 'ativo', page: 1 });
    });

    it('the Nome header sorts by nome ascending, then descending, from page 1', async () => {
      wideScreen();
      const store = makeStore();
      await comPagina(store, { ...PADRAO, page: 2 }, [A, B], 12);
      const { user, router } = renderLista({ store, url: `${base}?pagina=2` });
      const tabela = await screen.findByRole('table', { name: title });

      await user.click(within(tabela).getByRole('button', { name: 'Nome' }));
      expect(ultimo(store)).toEqual({ ...PADRAO, sort: { column: 'nome', ascending: true }, page: 1 });
      expect(search(router)).toBe('?ordem=nome');

      await comPagina(store, { ...PADRAO, sort: { column: 'nome', ascending: true } }, [A, B], 12);
      await user.click(within(await screen.findByRole('table', { name: title })).getByRole('button', { name: 'Nome' }));
      expect(ultimo(store)).toEqual({ ...PADRAO, sort: { column: 'nome', ascending: false }, page: 1 });
      expect(search(router)).toBe('?ordem=nome.desc');
    });

    it('the page size sends pageSize, goes back to page 1 and is remembered', async () => {
      const store = makeStore();
      await comPagina(store, { ...PADRAO, busca: 'ana', page: 2 }, [A], 30);
      const { user, router } = renderLista({ store, url: `${base}?busca=ana&pagina=2` });
      await screen.findByText(A.nome);

      await user.selectOptions(screen.getByRole('combobox', { name: 'Itens por página' }), '20');
      expect(ultimo(store)).toEqual({ ...PADRAO, busca: 'ana', pageSize: 20, page: 1 });
      expect(search(router)).toBe('?busca=ana');
      expect(window.localStorage.getItem(`loja-praia:${c.recurso}:por-pagina`)).toBe('20');
    });

    it('a page button sends that page with the same filters', async () => {
      const store = makeStore();
      const args = { ...PADRAO, status: 'ativo' as const };
      await comPagina(store, args, [A], 45);
      const { user } = renderLista({ store, url: `${base}?status=ativo` });

      await user.click(await screen.findByRole('button', { name: 'Página 3' }));
      expect(ultimo(store)).toEqual({ ...args, page: 3 });
    });

    it('a page past the end offers the last page, and going there asks for it', async () => {
      const store = makeStore();
      await comPagina(store, { ...PADRAO, page: 9 }, [], 12);
      const { user, router } = renderLista({ store, url: `${base}?pagina=9` });

      expect(await screen.findByText('Esta página não existe mais')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Ir para a última página' }));
      expect(ultimo(store)).toEqual({ ...PADRAO, page: 2 });
      expect(search(router)).toBe('?pagina=2');
    });
  });

  describe(`${title}: who may change it`, () => {
    it(`read-only staff (user) see the rows and WhatsApp, but no ${newLabel}, edit or delete`, async () => {
      const store = makeStore();
      await comPagina(store, PADRAO, [A, B]);
      renderLista({ store, role: 'user' });

      expect(await screen.findByText(A.nome)).toBeInTheDocument();
      expect(screen.getByText(B.nome)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: `Conversar com ${A.nome} no WhatsApp` })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: newLabel })).not.toBeInTheDocument();
      expect(screen.queryByRole('link', { name: /^Editar / })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /^Excluir / })).not.toBeInTheDocument();
    });

    it(`staff who write (funcionario) get ${newLabel}, and edit and delete on every row`, async () => {
      const store = makeStore();
      await comPagina(store, PADRAO, [A, B]);
      const { user, router } = renderLista({ store, role: 'funcionario' });

      expect(await screen.findByRole('link', { name: `Editar ${A.nome}` })).toHaveAttribute('href', `${base}/editar/${A.id}`);
      expect(screen.getByRole('link', { name: `Editar ${B.nome}` })).toHaveAttribute('href', `${base}/editar/${B.id}`);
      expect(screen.getAllByRole('button', { name: /^Excluir / })).toHaveLength(2);

      await user.click(screen.getByRole('button', { name: newLabel }));
      expect(router.state.location.pathname).toBe(`${base}/novo`);
      expect(screen.getByRole('heading', { name: newLabel })).toBeInTheDocument();
    });
  });
}
