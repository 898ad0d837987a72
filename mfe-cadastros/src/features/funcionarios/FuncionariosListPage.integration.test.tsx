/**
 * The funcionários list against the local stack: each row's access as the database gives it, and
 * the admin's delete with the spec's confirmation naming the employee and its toast.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { dismissToast } from '@loja/shared-ui';
import { renderWithProviders, viewportWidth } from '@loja/shared-ui/testing';
import type { TypedSupabaseClient } from '@loja/shared-ui/platform';
import { novoCpf, signInAs, sql, unique } from '@loja/local-supabase/testing';
import type { Funcionario } from './api';
import { FuncionariosListPage } from './FuncionariosListPage';

const emails: string[] = [];
const criados: number[] = [];
afterAll(async () => {
  await sql('delete from funcionarios where id = any($1::bigint[])', [criados]);
  await sql('delete from auth.users where email = any($1::text[])', [emails]);
});
afterEach(() => {
  act(() => dismissToast());
  vi.restoreAllMocks();
});

/** An employee made by the admin's own call, with a login of `tipo` or none. */
async function cadastrar(admin: TypedSupabaseClient, nome: string, tipo: 'admin' | 'funcionario' | 'user' | null) {
  const email = `${unique('lista-func')}@loja.test`;
  emails.push(email);
  const { data, error } = await admin
    .rpc('cadastrar_funcionario', {
      p_funcionario: { nome, cpf: novoCpf(), telefone: '(48) 99876-5432', email, cargo: 'Vendedora', salario: 2100, data_admissao: '2026-11-02' },
      p_usuario: tipo ? { email, senha: 'praia123', tipo } : undefined,
    })
    .single<Funcionario>();
  if (error) throw new Error(error.message);
  criados.push(data.id);
  return data;
}

const linha = (nome: string) => screen.getByRole('row', { name: new RegExp(nome) });

describe('FuncionariosListPage on the local stack', () => {
  it('the Acesso column reads each login from the database; the admin deletes with the confirmation naming the employee', async () => {
    const marca = unique('lista');
    const client = await signInAs('admin');
    const gerente = await cadastrar(client, `Ana Gerente ${marca}`, 'admin');
    await cadastrar(client, `Bia Leitura ${marca}`, 'user');
    await cadastrar(client, `Caio Sem Login ${marca}`, null);
    await sql('update usuarios set ativo = false where auth_user_id = $1', [gerente.auth_user_id]);
    viewportWidth(1366);
    const { user } = renderWithProviders(<FuncionariosListPage />, {
      client,
      url: `/cadastros/funcionarios?busca=${marca}`,
      path: '/cadastros/funcionarios',
    });

    await screen.findByText(`Ana Gerente ${marca}`);
    expect(within(linha(`Ana Gerente ${marca}`)).getByText('Acesso desativado')).toBeInTheDocument();
    expect(within(linha(`Bia Leitura ${marca}`)).getByText('Usuário')).toBeInTheDocument();
    expect(within(linha(`Caio Sem Login ${marca}`)).getByText('Sem acesso')).toBeInTheDocument();
    expect(screen.getByText(/Total de funcionários/)).toHaveTextContent('Total de funcionários: 3');

    // the write actions come once the admin's profile has loaded
    await user.click(await screen.findByRole('button', { name: `Excluir Bia Leitura ${marca}` }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(`Tem certeza que deseja excluir o funcionário Bia Leitura ${marca}?`)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Excluir' }));

    expect(await screen.findByText('Funcionário excluído com sucesso')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(`Bia Leitura ${marca}`)).not.toBeInTheDocument());
    expect(screen.getByText(/Total de funcionários/)).toHaveTextContent('Total de funcionários: 2');
    expect(await sql('select id from funcionarios where nome = $1', [`Bia Leitura ${marca}`])).toEqual([]);
  });
});
