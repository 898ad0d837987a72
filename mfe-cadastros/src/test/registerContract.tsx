/**
 * The contract every register of mfe-cadastros keeps, run against the local stack: each register's
 * `<recurso>.contract.integration.test.tsx` declares its own (table, texts, columns, who writes) and
 * this file checks them the same way for all. What the kit does for every list and form (filters in
 * the URL, paging, leave guards) is tested once in shared-ui; here are the register's own words:
 * spec 001 §8's load, update and delete failures provoked for real, its column headers and the
 * read-only notice of issue 23 §6.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { READ_ONLY_FORM_MESSAGES, dismissToast } from '@loja/shared-ui';
import { renderWithProviders, wideScreen } from '@loja/shared-ui/testing';
import { controlledFetch, signInAs, sql, unique, type DemoTipo, type RecordedRequest } from '@loja/local-supabase/testing';
import CadastrosRoutes from '../routes';

export interface RegisterContract {
  /** The route under /cadastros and the table, e.g. 'clientes'. */
  recurso: 'clientes' | 'fornecedores' | 'funcionarios' | 'categorias';
  /** The list's title (also the table's name). */
  title: string;
  /** The table's column headers, in order, as a wide screen shows them. */
  columns: string[];
  /** Inserts a row named `nome` and returns its id (the test deletes it afterwards). */
  insert: (nome: string) => Promise<number>;
  /** Who may write here ('funcionario' for most, 'admin' for employees) and who may not. */
  writer: DemoTipo;
  reader: DemoTipo;
  /** The edit form's submit button. */
  saveLabel: string;
  messages: {
    loadList: string;
    updateFailed: string;
    deleteFailed: string;
    deleteConfirm: string | ((nome: string) => string);
    readOnly: string;
  };
}

async function render(role: DemoTipo, url: string, fetchOptions?: { fetch: typeof fetch }) {
  const client = await signInAs(role, fetchOptions);
  return renderWithProviders(<CadastrosRoutes section="cadastros" />, { client, url, path: '/cadastros/*' });
}

export function describeRegisterContract(contract: RegisterContract) {
  const { recurso, messages } = contract;
  const base = `/cadastros/${recurso}`;
  const criados: number[] = [];
  const inserir = async (prefixo: string) => {
    const nome = unique(`Contrato ${prefixo}`);
    const id = await contract.insert(nome);
    criados.push(id);
    return { id, nome };
  };
  const apagar = (id: number) => sql(`delete from ${recurso} where id = $1`, [id]);

  afterAll(async () => {
    if (criados.length) await sql(`delete from ${recurso} where id = any($1::bigint[])`, [criados]);
  });
  afterEach(() => act(() => dismissToast()));

  describe(`${contract.title}: the register's contract on the local stack`, () => {
    it('shows its columns, in order, on a wide screen', async () => {
      wideScreen();
      const { nome } = await inserir('Colunas');
      await render(contract.reader, `${base}?busca=${encodeURIComponent(nome)}`);

      const tabela = await screen.findByRole('table', { name: contract.title });
      await within(tabela).findByText(nome);
      const headers = within(tabela)
        .getAllByRole('columnheader')
        .map((th) => th.textContent?.trim())
        .filter(Boolean);
      expect(headers).toEqual(expect.arrayContaining(contract.columns));
      expect(headers.slice(0, contract.columns.length)).toEqual(contract.columns);
    });

    it(`a list that cannot load says '${messages.loadList}'`, async () => {
      const net = controlledFetch();
      const leitura = (request: RecordedRequest) => request.method === 'GET' && request.url.pathname.startsWith(`/rest/v1/${recurso}_lista`);
      // A 500 is not retried (a network error would be, for 7 s).
      net.answerNext(leitura, 500, { code: 'XX000', message: 'servidor indisponível', details: null, hint: null }, Infinity);
      await render(contract.reader, base, { fetch: net.fetch });

      expect(await screen.findByRole('button', { name: 'Tentar novamente' }, { timeout: 10_000 })).toBeInTheDocument();
      await waitFor(() => expect(screen.getAllByText(messages.loadList).length).toBeGreaterThan(0));
    });

    it(`a delete of a row someone else removed meanwhile says '${messages.deleteFailed}'`, async () => {
      const { id, nome } = await inserir('Excluir');
      const { user } = await render(contract.writer, `${base}?busca=${encodeURIComponent(nome)}`);

      await user.click(await screen.findByRole('button', { name: `Excluir ${nome}` }));
      const dialog = await screen.findByRole('alertdialog');
      const confirmation = typeof messages.deleteConfirm === 'function' ? messages.deleteConfirm(nome) : messages.deleteConfirm;
      expect(within(dialog).getByText(confirmation)).toBeInTheDocument();
      await apagar(id);
      await user.click(within(dialog).getByRole('button', { name: 'Excluir' }));

      expect(await screen.findByText(messages.deleteFailed)).toBeInTheDocument();
    });

    it(`an update of a row someone else removed meanwhile says '${messages.updateFailed}' and keeps the form`, async () => {
      const { id, nome } = await inserir('Atualizar');
      const { user, router } = await render(contract.writer, `${base}/${id}/editar`);
      const campoNome = await screen.findByLabelText(/^Nome/, { selector: 'input' });
      await waitFor(() => expect(campoNome).toHaveValue(nome));
      await user.type(campoNome, ' Alterado');
      await apagar(id);

      await user.click(screen.getByRole('button', { name: contract.saveLabel }));

      expect(await screen.findByText(messages.updateFailed)).toBeInTheDocument();
      expect(campoNome).toHaveValue(`${nome} Alterado`);
      expect(router.state.location.pathname).toBe(`${base}/${id}/editar`);
    });

    it.each(['novo', ':id/editar'])(`the read-only login opening %s by its address sees '${READ_ONLY_FORM_MESSAGES.title}', no form`, async (rota) => {
      const { id } = await inserir('Somente leitura');
      const { user, router } = await render(contract.reader, `${base}/${rota.replace(':id', String(id))}`);

      expect(await screen.findByText(READ_ONLY_FORM_MESSAGES.title)).toBeInTheDocument();
      expect(screen.getByText(messages.readOnly)).toBeInTheDocument();
      expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /^(Cadastrar|Salvar)/ })).not.toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: READ_ONLY_FORM_MESSAGES.backToList }));
      await waitFor(() => expect(router.state.location.pathname).toBe(base));
    });
  });
}
