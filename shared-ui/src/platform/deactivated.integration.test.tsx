/** Issue 23 §6: a login deactivated while its tab is open is told so and signed out. */
import { act, screen, waitFor } from '@testing-library/react';
import { afterAll, describe, expect, it } from 'vitest';
import { createStackClient, novoCpf, signInAs, sql, unique } from '@loja/local-supabase/testing';
import { renderHookWithProviders } from '../test/renderWithProviders';
import { ACCESS_DEACTIVATED_MESSAGE } from './profile';
import { useAuth } from './useAuth';

const criados: string[] = [];
afterAll(async () => {
  if (criados.length) await sql('delete from funcionarios where id = any($1::bigint[])', [criados]);
});

describe('a deactivated login’s open tab', () => {
  it('gets "Seu acesso foi desativado. Fale com o administrador da loja." and is signed out, instead of empty lists', async () => {
    // A login of its own (not the demo funcionário other tests sign in with).
    const admin = await signInAs('admin');
    const email = `${unique('desativado')}@loja.test`;
    const { data, error } = await admin
      .rpc('cadastrar_funcionario', {
        p_funcionario: { nome: 'Dora Desativada', cpf: novoCpf(), telefone: '(48) 99876-5432', email, cargo: 'Vendedora', salario: 2100, data_admissao: '2026-11-02' },
        p_usuario: { email, senha: 'praia123', tipo: 'funcionario' },
      })
      .single<{ id: number; auth_user_id: string }>();
    if (error) throw new Error(error.message);
    criados.push(String(data.id));

    const client = createStackClient();
    expect((await client.auth.signInWithPassword({ email, password: 'praia123' })).error).toBeNull();
    const { result } = renderHookWithProviders(() => useAuth(), { client });
    await waitFor(() => expect(result.current.profile?.tipo).toBe('funcionario'));

    // While the tab is open, the admin deactivates the login (the same write the Usuário tab does).
    await sql('update usuarios set ativo = false where auth_user_id = $1', [data.auth_user_id]);
    // Navigating in the back-office reads the profile again (BackOfficeLayout).
    await act(async () => {
      await result.current.refreshProfile();
    });

    expect(result.current.user).toBeNull();
    expect(result.current.isStaff).toBe(false);
    // The toast the person sees, once, as an error.
    const [toast, ...more] = await screen.findAllByText(ACCESS_DEACTIVATED_MESSAGE);
    expect(more).toEqual([]);
    expect(toast.closest('[data-variant]')).toHaveAttribute('data-variant', 'destructive');
    expect(ACCESS_DEACTIVATED_MESSAGE).toBe('Seu acesso foi desativado. Fale com o administrador da loja.');
    expect((await client.auth.getSession()).data.session).toBeNull();
  });
});
