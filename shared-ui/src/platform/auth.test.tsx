import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeSupabase, fakeSession } from '../test/fakeSupabase';
import { AuthProvider } from './AuthProvider';
import { makeStore } from './store';
import { useAuth } from './useAuth';

afterEach(() => vi.restoreAllMocks());

function setup(client: ReturnType<typeof createFakeSupabase>['client']) {
  const store = makeStore();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>
      <AuthProvider client={client}>{children}</AuthProvider>
    </Provider>
  );
  return { store, wrapper };
}

const rows = [
  { auth_user_id: 'u-admin', nome: 'Admin', tipo: 'admin' },
  { auth_user_id: 'u-cli', nome: 'Cliente', tipo: 'cliente' },
];

describe('useAuth', () => {
  it('throws the exact message outside an AuthProvider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useAuth())).toThrow('useAuth deve ser usado dentro de um AuthProvider');
    function Probe() {
      useAuth();
      return null;
    }
    expect(() => render(<Probe />)).toThrowError(/^useAuth deve ser usado dentro de um AuthProvider$/);
  });

  it('is loading first, then ready with no user', async () => {
    const { client } = createFakeSupabase({ rows });
    const { wrapper, store } = setup(client);
    const { result } = renderHook(() => useAuth(), { wrapper });
    expect(result.current.loading).toBe(true);
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.user).toBeNull();
    expect(result.current.isStaff).toBe(false);
    expect(store.getState().auth).toEqual({ status: 'ready', user: null, profile: null });
  });

  it('reads the existing session and loads the profile from usuarios', async () => {
    const { client, from } = createFakeSupabase({ rows, session: fakeSession('u-admin', 'admin@loja.test') });
    const { wrapper } = setup(client);
    const { result } = renderHook(() => useAuth(), { wrapper });
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(from).toHaveBeenCalledWith('usuarios');
    expect(result.current.user).toEqual({ id: 'u-admin', email: 'admin@loja.test' });
    expect(result.current.profile).toEqual({ nome: 'Admin', tipo: 'admin' });
    expect(result.current.isStaff).toBe(true);
    expect(result.current.isAdmin).toBe(true);
    expect(result.current.session?.access_token).toBe('token');
  });

  it('signs in (returning the profile), then signs out', async () => {
    const { client } = createFakeSupabase({ rows });
    const { wrapper } = setup(client);
    const { result } = renderHook(() => useAuth(), { wrapper });
    await waitFor(() => expect(result.current.loading).toBe(false));

    let outcome: Awaited<ReturnType<typeof result.current.signIn>> | undefined;
    await act(async () => {
      outcome = await result.current.signIn('cliente@loja.test', 'segredo');
    });
    expect(outcome?.error).toBeNull();
    expect(outcome?.profile).toEqual({ nome: 'Cliente', tipo: 'cliente' });
    expect(result.current.user?.id).toBe('u-cli');
    expect(result.current.isStaff).toBe(false);

    await act(async () => {
      await result.current.signOut();
    });
    expect(result.current.user).toBeNull();
    expect(result.current.profile).toBeNull();
  });

  it('returns the auth error for wrong credentials', async () => {
    const { client } = createFakeSupabase({ rows });
    const { wrapper } = setup(client);
    const { result } = renderHook(() => useAuth(), { wrapper });
    await waitFor(() => expect(result.current.loading).toBe(false));
    const outcome = await result.current.signIn('admin@loja.test', 'errada');
    expect(outcome.error?.code).toBe('invalid_credentials');
    expect(outcome.profile).toBeNull();
  });

  it('only logs profile, session and sign-out failures to the console', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { client } = createFakeSupabase({
      rows,
      session: fakeSession('u-admin', 'admin@loja.test'),
      profileError: { message: 'falhou' },
      signOutError: { message: 'rede' },
      sessionError: { message: 'sessão' },
    });
    const { wrapper } = setup(client);
    const { result } = renderHook(() => useAuth(), { wrapper });
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.profile).toBeNull();
    await act(async () => {
      await result.current.signOut();
    });
    expect(result.current.user).toBeNull();
    const messages = logged.mock.calls.map((call) => String(call[0]));
    expect(messages).toContain('Erro ao obter sessão:');
    expect(messages).toContain('Erro ao carregar perfil do usuário:');
    expect(messages).toContain('Erro ao sair:');
  });

  it('follows auth events from other tabs (SIGNED_OUT)', async () => {
    const { client, emit } = createFakeSupabase({ rows, session: fakeSession('u-cli', 'cliente@loja.test') });
    const { wrapper } = setup(client);
    function Probe() {
      const { user, loading } = useAuth();
      return <p>{loading ? 'Carregando...' : (user?.email ?? 'anônimo')}</p>;
    }
    render(<Probe />, { wrapper });
    expect(screen.getByText('Carregando...')).toBeInTheDocument();
    expect(await screen.findByText('cliente@loja.test')).toBeInTheDocument();
    act(() => emit('SIGNED_OUT', null));
    expect(await screen.findByText('anônimo')).toBeInTheDocument();
  });
});
