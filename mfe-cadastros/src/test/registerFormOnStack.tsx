/**
 * A register form against the local stack, for the registers the form kit renders with a document,
 * contact and address (clientes, fornecedores): a save that works leaves without asking, a save the
 * database refuses (a repeated document) keeps every typed value, and an edit loads, saves and
 * reports a missing id. Each register's `*FormPage.integration.test.tsx` declares its document,
 * its own fields and its words. A read-only login gets no form at all (test/registerContract.tsx);
 * the database's refusal of its writes is in each api.integration.test.ts. Mounted in the remote's
 * routes, as the shell does.
 */
import { act, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { dismissToast } from '@loja/shared-ui';
import { renderWithProviders } from '@loja/shared-ui/testing';
import { signInAs, soDigitos, sql, type DemoTipo, unique } from '@loja/local-supabase/testing';
import CadastrosRoutes from '../routes';

/** A field as a person fills it: typed (masked fields get only the digits) or chosen. */
interface Campo {
  coluna: string;
  label: RegExp;
  mascara?: boolean;
  escolha?: boolean;
}

export interface RegisterFormOnStack {
  recurso: 'clientes' | 'fornecedores';
  messages: { newTitle: string; editTitle: string; createLabel: string; created: string; updated: string; createFailed: string; loadOne: string };
  /** The document column, its label, a fresh valid number and the message under the field when it is taken. */
  documento: { coluna: 'cpf' | 'cnpj'; label: RegExp; novo: () => string; repetido: string };
  /** Everything a person can type into a new record, by column, as typed and as it must stay on screen. */
  dados: () => Record<string, string>;
  /** The register's fields beyond nome, document, contact and address (the cliente's birth date). */
  proprios?: Campo[];
  /** What the saved row holds where it differs from the typed text (a date column), and any check of its own. */
  salvo?: { linha?: Record<string, unknown>; conferir?: (id: number) => Promise<void> };
}

export function describeRegisterFormOnStack(c: RegisterFormOnStack) {
  const base = `/cadastros/${c.recurso}`;
  const { messages, documento } = c;
  const campos: Campo[] = [
    { coluna: 'nome', label: /^Nome/ },
    { coluna: documento.coluna, label: documento.label, mascara: true },
    { coluna: 'telefone', label: /^Telefone/, mascara: true },
    { coluna: 'email', label: /^Email/ },
    ...(c.proprios ?? []),
    { coluna: 'cep', label: /^CEP/, mascara: true },
    { coluna: 'endereco', label: /^Endereço/ },
    { coluna: 'cidade', label: /^Cidade/ },
    { coluna: 'estado', label: /^Estado/, escolha: true },
  ];
  const criados: number[] = [];
  afterAll(async () => {
    await sql(`delete from ${c.recurso} where id = any($1::bigint[]) or nome like $2`, [criados, 'Form Teste %']);
  });
  afterEach(() => act(() => dismissToast()));

  async function renderForm(role: DemoTipo, url = `${base}/novo`) {
    const client = await signInAs(role);
    const rendered = renderWithProviders(<CadastrosRoutes section="cadastros" />, { client, url, path: '/cadastros/*' });
    // The form frame shows its title, and its skeleton until it knows whether the login may write.
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(screen.queryByLabelText(/^Carregando dados/)).toBeNull());
    return rendered;
  }
  const campo = (label: RegExp) => screen.getByLabelText(label, { selector: 'input, select' });
  const path = (router: Awaited<ReturnType<typeof renderForm>>['router']) => router.state.location.pathname;

  async function preencher(user: Awaited<ReturnType<typeof renderForm>>['user'], dados: Record<string, string>) {
    for (const { coluna, label, mascara, escolha } of campos) {
      if (escolha) await user.selectOptions(campo(label), dados[coluna]);
      else await user.type(campo(label), mascara ? soDigitos(dados[coluna]) : dados[coluna]);
    }
  }
  const inserir = async (nome: string, numero: string, contato: { telefone: string; email: string; cidade?: string }) => {
    const [{ id }] = await sql<{ id: number }>(
      `insert into ${c.recurso} (nome, ${documento.coluna}, telefone, email, cidade) values ($1, $2, $3, $4, $5) returning id::int`,
      [nome, numero, contato.telefone, contato.email, contato.cidade ?? null],
    );
    criados.push(id);
    return id;
  };
  const contagem = async () => (await sql<{ n: number }>(`select count(*)::int as n from ${c.recurso}`))[0].n;

  describe(`${messages.newTitle} on the stack`, () => {
    it('saves every field, says so and returns to the list without asking', async () => {
      const { user, router } = await renderForm('funcionario');
      const dados = c.dados();
      await preencher(user, dados);

      await user.click(screen.getByRole('button', { name: messages.createLabel }));

      expect(await screen.findByText(messages.created)).toBeInTheDocument();
      await waitFor(() => expect(path(router)).toBe(base));
      expect(screen.queryByRole('alertdialog', { name: 'Descartar alterações?' })).not.toBeInTheDocument();
      const [row] = await sql(`select * from ${c.recurso} where nome = $1`, [dados.nome]);
      criados.push(Number(row.id));
      expect(row).toMatchObject({ ...dados, ...c.salvo?.linha, empresa_id: 1, ativo: true });
      await c.salvo?.conferir?.(Number(row.id));
    });

    it(`a document already registered: '${messages.createFailed}', the field says '${documento.repetido}' and every value stays`, async () => {
      const existente = documento.novo();
      await inserir(unique('Form Teste Existente'), existente, { telefone: '(48) 99999-0000', email: 'existente@loja.test' });
      const { user, router } = await renderForm('admin');
      const dados = { ...c.dados(), [documento.coluna]: existente };
      await preencher(user, dados);
      const antes = await contagem();

      await user.click(screen.getByRole('button', { name: messages.createLabel }));

      expect(await screen.findByText(messages.createFailed)).toBeInTheDocument();
      await waitFor(() => expect(campo(documento.label)).toHaveAccessibleDescription(documento.repetido));
      for (const { coluna, label } of campos) expect(campo(label)).toHaveValue(dados[coluna]);
      expect(path(router)).toBe(`${base}/novo`);
      expect(await contagem()).toBe(antes);
    });
  });

  describe(`${messages.editTitle} on the stack`, () => {
    it.each([`${base}/editar/:id`, `${base}/:id/editar`])('%s loads the record, saves the change and returns to the list', async (shape) => {
      const nome = unique('Form Teste Editar');
      const id = await inserir(nome, documento.novo(), { telefone: '(48) 3333-7070', email: 'editar@loja.test', cidade: 'Garopaba' });
      const { user, router } = await renderForm('funcionario', shape.replace(':id', String(id)));

      expect(await screen.findByRole('heading', { name: messages.editTitle })).toBeInTheDocument();
      await waitFor(() => expect(campo(/^Nome/)).toHaveValue(nome));
      expect(campo(/^Telefone/)).toHaveValue('(48) 3333-7070');
      expect(campo(/^Cidade/)).toHaveValue('Garopaba');
      expect(campo(/^Endereço/)).toHaveValue('');

      await user.clear(campo(/^Cidade/));
      await user.type(campo(/^Cidade/), 'Imbituba');
      await user.clear(campo(/^Email/));
      await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
      expect(await screen.findByText('Email é obrigatório')).toBeInTheDocument();
      await user.type(campo(/^Email/), 'novo.email@loja.test');
      await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));

      expect(await screen.findByText(messages.updated)).toBeInTheDocument();
      await waitFor(() => expect(path(router)).toBe(base));
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
      expect((await sql(`select cidade, email, endereco from ${c.recurso} where id = $1`, [id]))[0]).toEqual({
        cidade: 'Imbituba',
        email: 'novo.email@loja.test',
        endereco: null,
      });
    });

    it(`a record that does not exist: '${messages.loadOne}' and back to the list`, async () => {
      const { router } = await renderForm('admin', `${base}/editar/2000000000`);

      expect(await screen.findByText(messages.loadOne)).toBeInTheDocument();
      await waitFor(() => expect(path(router)).toBe(base));
    });
  });
}
