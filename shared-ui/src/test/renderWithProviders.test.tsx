import { screen } from '@testing-library/react';
import { useState } from 'react';
import { Link, useBlocker, useParams } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { toast } from '../components/Toast';
import { useAuth } from '../platform/useAuth';
import { NO_BACKEND_MESSAGE, renderWithProviders } from './renderWithProviders';

function WhoAmI() {
  const { user, profile, loading, isStaff, canWrite, isAdmin, signOut } = useAuth();
  return (
    <>
      <p>{loading ? 'carregando' : (user?.email ?? 'anônimo')}</p>
      <p>{`${profile?.tipo ?? '-'} staff=${isStaff} escreve=${canWrite} admin=${isAdmin}`}</p>
      <button type="button" onClick={() => void signOut()}>
        Sair
      </button>
    </>
  );
}

describe('renderWithProviders', () => {
  it.each([
    ['admin', 'admin staff=true escreve=true admin=true'],
    ['funcionario', 'funcionario staff=true escreve=true admin=false'],
    ['user', 'user staff=true escreve=false admin=false'],
    ['cliente', 'cliente staff=false escreve=false admin=false'],
  ] as const)('signs in as %s without a backend: useAuth gives that role', (role, flags) => {
    renderWithProviders(<WhoAmI />, { role });
    expect(screen.getByText(`${role}@loja.test`)).toBeInTheDocument();
    expect(screen.getByText(flags)).toBeInTheDocument();
  });

  it('has nobody signed in by default, and signOut empties the auth slice', async () => {
    const first = renderWithProviders(<WhoAmI />);
    expect(screen.getByText('anônimo')).toBeInTheDocument();
    expect(screen.getByText('- staff=false escreve=false admin=false')).toBeInTheDocument();
    first.unmount();

    const { user, store, auth } = renderWithProviders(<WhoAmI />, { role: 'admin' });
    await user.click(screen.getByRole('button', { name: 'Sair' }));
    expect(auth?.signOut).toHaveBeenCalledTimes(1);
    expect(store.getState().auth).toEqual({ status: 'ready', user: null, profile: null });
    expect(screen.getByText('anônimo')).toBeInTheDocument();
  });

  it('refuses to sign in or up: a test that needs that uses the local stack', async () => {
    const { auth } = renderWithProviders(<WhoAmI />);
    await expect(auth!.signIn('a@b.c', 'x')).rejects.toThrow(NO_BACKEND_MESSAGE);
    await expect(auth!.signUp({ email: 'a@b.c', password: 'x', nome: 'A', telefone: '1' })).rejects.toThrow(NO_BACKEND_MESSAGE);
  });

  it('mounts the ui at path, matched against url, beside extra routes it can navigate to', async () => {
    function Editar() {
      const { id } = useParams();
      return <Link to="/cadastros/clientes">{`Voltar da edição ${id}`}</Link>;
    }
    const { user, router } = renderWithProviders(<Editar />, {
      url: '/cadastros/clientes/42/editar',
      path: '/cadastros/clientes/:id/editar',
      routes: [{ path: '/cadastros/clientes', element: <h1>Clientes</h1> }],
    });
    await user.click(screen.getByRole('link', { name: 'Voltar da edição 42' }));
    expect(await screen.findByRole('heading', { name: 'Clientes' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/cadastros/clientes');
  });

  it('is a data router: useBlocker holds a navigation until the page lets it go', async () => {
    function Formulario() {
      const [sujo, setSujo] = useState(false);
      const blocker = useBlocker(sujo);
      return (
        <>
          <button type="button" onClick={() => setSujo(true)}>
            Editar
          </button>
          <Link to="/lista">Lista</Link>
          {blocker.state === 'blocked' && (
            <button type="button" onClick={() => blocker.proceed()}>
              Sair sem salvar
            </button>
          )}
        </>
      );
    }
    const { user, router } = renderWithProviders(<Formulario />, {
      url: '/form',
      path: '/form',
      routes: [{ path: '/lista', element: <p>Lista de itens</p> }],
    });
    await user.click(screen.getByRole('button', { name: 'Editar' }));
    await user.click(screen.getByRole('link', { name: 'Lista' }));
    expect(router.state.location.pathname).toBe('/form');
    await user.click(screen.getByRole('button', { name: 'Sair sem salvar' }));
    expect(await screen.findByText('Lista de itens')).toBeInTheDocument();
  });

  it('shows toasts, and rerender keeps the store and router', async () => {
    const { rerender, store } = renderWithProviders(<p>Primeiro</p>, { role: 'user' });
    toast({ title: 'Salvo com sucesso' });
    expect(await screen.findByText('Salvo com sucesso')).toBeInTheDocument();
    rerender(<WhoAmI />);
    expect(screen.queryByText('Primeiro')).not.toBeInTheDocument();
    expect(screen.getByText('user@loja.test')).toBeInTheDocument();
    expect(store.getState().auth.profile?.tipo).toBe('user');
  });

  it('lets a render error reach the test instead of the router error page', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    function Quebra(): never {
      throw new Error('quebrou');
    }
    expect(() => renderWithProviders(<Quebra />)).toThrow('quebrou');
    vi.restoreAllMocks();
  });
});
