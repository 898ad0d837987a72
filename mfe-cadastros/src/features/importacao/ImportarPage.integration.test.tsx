/**
 * The import page on the local stack (clientes; produtos run in e2e): the preview shows each bad row's
 * message from the database and the import stays disabled, nothing written; the fixed file is imported
 * in one call; a read-only login gets the notice instead of the picker.
 */
import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { dismissToast } from '@loja/shared-ui';
import { renderWithProviders } from '@loja/shared-ui/testing';
import { novoCpf, signInAs, sql, unique } from '@loja/local-supabase/testing';
import { ImportarPage } from './ImportarPage';

const base = '/cadastros/clientes/importar';
afterEach(() => act(() => dismissToast()));

const arquivo = (linhas: string[]) =>
  new File([`\uFEFFNome;CPF;Telefone;Email;Data de nascimento\r\n${linhas.join('\r\n')}\r\n`], 'clientes.csv', { type: 'text/csv' });

describe('ImportarPage (clientes) on the local stack', () => {
  it('previews the bad row with its message and writes nothing; imports the fixed file', async () => {
    const marca = unique('Importa Tela');
    const cpf = novoCpf();
    const client = await signInAs('funcionario');
    const { user } = renderWithProviders(<ImportarPage cadastro="clientes" />, {
      client,
      url: base,
      path: base,
      routes: [{ path: '/cadastros/clientes', element: <p>Lista de clientes</p> }],
    });
    const boa = `${marca} Ana;${cpf};(48) 99101-2020;ana@example.com;05/03/1990`;

    await user.upload(await screen.findByLabelText('Escolher arquivo CSV'), arquivo([boa, `${marca} Bia;111.111.111-11;48991012020;bia@example.com;`]));
    const previa = await screen.findByRole('table', { name: 'Prévia da importação' });
    expect(within(previa).getByText('CPF inválido')).toBeInTheDocument();
    expect(screen.getByText('1 linha com erro')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Importar 2 linhas' })).toBeDisabled();
    expect(await sql('select id from clientes where nome like $1', [`${marca}%`])).toEqual([]);

    await user.upload(screen.getByLabelText('Escolher arquivo CSV'), arquivo([boa]));
    expect(await screen.findByText('Sem erros')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Importar 1 linha' }));
    expect(await screen.findByText('1 cliente importado com sucesso')).toBeInTheDocument();
    // Back on the list ('..' of /cadastros/clientes/importar).
    expect(await screen.findByText('Lista de clientes')).toBeInTheDocument();
    expect(await sql('select cpf, data_nascimento::text from clientes where nome like $1', [`${marca}%`])).toEqual([{ cpf, data_nascimento: '1990-03-05' }]);
    await sql('delete from clientes where nome like $1', [`${marca}%`]);
  });

  it('a read-only login sees the notice, not the file picker', async () => {
    const client = await signInAs('user');
    renderWithProviders(<ImportarPage cadastro="clientes" />, { client, url: base, path: base });
    expect(await screen.findByText('Apenas administradores e funcionários podem importar cadastros.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Escolher arquivo CSV')).not.toBeInTheDocument();
  });
});
