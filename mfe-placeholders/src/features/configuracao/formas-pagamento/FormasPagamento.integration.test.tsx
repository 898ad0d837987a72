/**
 * Configuração > Formas de pagamento against the local stack (issue 24): an admin creates a form
 * (a name already taken refused under the field) and edits it; a funcionário reads the list without
 * any write control; the database refuses installments on a form that is not a credit card, and the
 * form shows its refusal in Portuguese under the field.
 */
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissToast } from '@loja/shared-ui';
import { renderWithProviders, viewportWidth } from '@loja/shared-ui/testing';
import { signInAs, sql, unique } from '@loja/local-supabase/testing';
import type { ApiError } from '@loja/shared-ui/platform';
import { ConfiguracaoRoutes } from '../ConfiguracaoRoutes';
import { formaPagamentoFieldErrors } from './fieldErrors';

const PREFIXO = 'Forma Teste';

afterAll(async () => {
  // nobody deletes a payment form through the API (past payments keep theirs); the tests' own go here
  await sql('delete from formas_pagamento where nome like $1', [`${PREFIXO}%`]);
});
// a desktop: the list is a table (its rows are what the tests read)
beforeEach(() => viewportWidth(1366));
afterEach(() => {
  act(() => dismissToast());
  cleanup();
  vi.restoreAllMocks();
});

function render(url: string, client: Awaited<ReturnType<typeof signInAs>>) {
  return renderWithProviders(<ConfiguracaoRoutes />, { client, url, path: '/configuracao/*' });
}

type Forma = { nome: string; tipo: string; taxa_percentual: number; taxa_fixa: number; prazo_dias: number; maximo_parcelas: number; ativo: boolean };
const formaNoBanco = async (nome: string) =>
  (
    await sql<Forma>(
      'select nome, tipo, taxa_percentual::float8 as taxa_percentual, taxa_fixa::float8 as taxa_fixa, prazo_dias, maximo_parcelas, ativo from formas_pagamento where nome = $1',
      [nome],
    )
  )[0];

describe('Formas de pagamento on the local stack', () => {
  it('an admin creates a form and edits it into a credit card with installments', async () => {
    const client = await signInAs('admin');
    const { user, router } = render('/configuracao/formas-pagamento', client);

    // the seeded credit card, as people read it
    const credito = (await screen.findAllByText('Cartão de crédito')).map((cell) => cell.closest('tr')).find(Boolean);
    expect(credito).toBeTruthy();
    expect(within(credito as HTMLElement).getByText('Até 6x')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Nova forma de pagamento' }));
    expect(await screen.findByRole('heading', { name: 'Nova Forma de Pagamento' })).toBeInTheDocument();

    // a name another form has: the database's unique refusal, in Portuguese under the field
    const nome = screen.getByLabelText(/^Nome/, { selector: 'input' });
    await user.type(nome, 'Dinheiro');
    await user.selectOptions(screen.getByLabelText(/^Tipo/), 'Vale');
    // installments on a vale: the form says no before the database would
    const parcelas = screen.getByLabelText(/^Máximo de parcelas/);
    await user.clear(parcelas);
    await user.type(parcelas, '3');
    await user.click(screen.getByRole('button', { name: 'Cadastrar forma de pagamento' }));
    expect(await screen.findByText('Somente cartão de crédito aceita mais de uma parcela')).toBeInTheDocument();
    await user.clear(parcelas);
    await user.type(parcelas, '1');
    await user.click(screen.getByRole('button', { name: 'Cadastrar forma de pagamento' }));
    expect(await screen.findByText('Não foi possível cadastrar a forma de pagamento')).toBeInTheDocument();
    await waitFor(() => expect(nome).toHaveAccessibleDescription('Já existe uma forma de pagamento com este nome'));

    const vale = unique(`${PREFIXO} Vale`);
    await user.clear(nome);
    await user.type(nome, vale);
    await user.click(screen.getByRole('button', { name: 'Cadastrar forma de pagamento' }));
    expect(await screen.findByText('Forma de pagamento cadastrada com sucesso')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/configuracao/formas-pagamento'));
    expect(await formaNoBanco(vale)).toEqual({
      nome: vale,
      tipo: 'vale',
      taxa_percentual: 0,
      taxa_fixa: 0,
      prazo_dias: 0,
      maximo_parcelas: 1,
      ativo: true,
    });

    // in the list: Vale, no fee, paid on the day, à vista, active; then edited
    const linha = (await screen.findByRole('cell', { name: vale })).closest('tr') as HTMLElement;
    for (const texto of ['Vale', 'Sem taxa', 'No mesmo dia', 'À vista', 'Ativa']) expect(within(linha).getByText(texto)).toBeInTheDocument();
    await user.click(within(linha).getByRole('link', { name: `Editar ${vale}` }));
    expect(await screen.findByRole('heading', { name: 'Editar Forma de Pagamento' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/^Nome/, { selector: 'input' })).toHaveValue(vale));

    await user.selectOptions(screen.getByLabelText(/^Tipo/), 'Cartão de crédito');
    await user.clear(screen.getByLabelText(/^Taxa \(%\)/));
    await user.type(screen.getByLabelText(/^Taxa \(%\)/), '4.99');
    await user.type(screen.getByLabelText(/^Taxa fixa/), '0,50');
    await user.clear(screen.getByLabelText(/^Prazo de recebimento/));
    await user.type(screen.getByLabelText(/^Prazo de recebimento/), '30');
    await user.clear(screen.getByLabelText(/^Máximo de parcelas/));
    await user.type(screen.getByLabelText(/^Máximo de parcelas/), '10');
    await user.click(screen.getByRole('switch', { name: 'Situação' }));
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));

    expect(await screen.findByText('Forma de pagamento atualizada com sucesso')).toBeInTheDocument();
    await waitFor(async () =>
      expect(await formaNoBanco(vale)).toEqual({
        nome: vale,
        tipo: 'credito',
        taxa_percentual: 4.99,
        taxa_fixa: 0.5,
        prazo_dias: 30,
        maximo_parcelas: 10,
        ativo: false,
      }),
    );
    // back on the list (the edit page's header also names the form)
    await waitFor(() => expect(router.state.location.pathname).toBe('/configuracao/formas-pagamento'));
    const editada = (await screen.findByRole('cell', { name: vale })).closest('tr') as HTMLElement;
    for (const texto of ['Cartão de crédito', '4,99% + R$ 0,50', '30 dias', 'Até 10x', 'Inativa']) {
      expect(within(editada).getByText(texto)).toBeInTheDocument();
    }
  });

  it('a funcionário sees the list without "Nova forma de pagamento" or edit buttons', async () => {
    const client = await signInAs('funcionario');
    render('/configuracao/formas-pagamento', client);

    expect(await screen.findByRole('heading', { name: 'Formas de pagamento' })).toBeInTheDocument();
    expect((await screen.findAllByRole('cell', { name: 'Dinheiro' })).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Nova forma de pagamento' })).toBeNull();
    expect(screen.queryByRole('link', { name: /^Editar/ })).toBeNull();

    // the form's address typed by hand: the notice, never editable fields
    cleanup();
    render('/configuracao/formas-pagamento/nova', client);
    expect(await screen.findByText('Apenas administradores podem cadastrar ou alterar formas de pagamento.')).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Nome/)).toBeNull();
  });

  it('the database refuses installments on a form that is not a credit card; the form shows why in Portuguese', async () => {
    const nome = unique(`${PREFIXO} Débito`);
    const [{ id }] = await sql<{ id: number }>("insert into formas_pagamento (nome, tipo) values ($1, 'debito') returning id::int", [nome]);
    const admin = await signInAs('admin');

    // what the form would send if its own check were skipped
    const { error } = await admin.from('formas_pagamento').update({ maximo_parcelas: 2 }).eq('id', id).select('*').single();
    expect(error).not.toBeNull();
    expect(formaPagamentoFieldErrors(error as ApiError)).toEqual({ maximo_parcelas: 'Somente cartão de crédito aceita mais de uma parcela' });
    expect((await formaNoBanco(nome)).maximo_parcelas).toBe(1);

    // and a funcionário writes nothing, whatever the client sends
    const funcionario = await signInAs('funcionario');
    const { error: recusa } = await funcionario.from('formas_pagamento').update({ taxa_percentual: 50 }).eq('id', id).select('*').single();
    expect(recusa).not.toBeNull();
    expect((await formaNoBanco(nome)).taxa_percentual).toBe(0);
  });
});
