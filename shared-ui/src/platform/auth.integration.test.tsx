/** AuthProvider and useAuth over a real supabase-js client of the local stack. */
import { act, screen, waitFor } from '@testing-library/react';
import type { SupportedStorage } from '@supabase/supabase-js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { controlledFetch, createStackClient, demoLogin, signInAs, sql, unique } from '@loja/local-supabase/testing';
import { renderHookWithProviders, renderWithProviders } from '../test/renderWithProviders';
import { useAuth } from './useAuth';

afterEach(() => vi.restoreAllMocks());

const admin = demoLogin('admin');
const cliente = demoLogin('cliente');

/** The usuarios row the profile must come from (read as superuser). */
async function perfilNoBanco(email: string) {
  const [row] = await sql<{ id: string; nome: string; tipo: string }>(
    'select u.id::text, p.nome, p.tipo from auth.users u join usuarios p on p.auth_user_id = u.id where u.email = $1',
    [email],
  );
  return row;
}

/** A browser storage shared by two clients, as two tabs share localStorage. */
function memoryStorage(): SupportedStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

describe('useAuth with the local stack', () => {
  it('is loading first, then ready with no user', async () => {
    const { result, store } = renderHookWithProviders(() => useAuth(), { client: createStackClient() });
    expect(result.current.loading).toBe(true);
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.user).toBeNull();
    expect(result.current.isStaff).toBe(false);
    expect(store.getState().auth).toEqual({ status: 'ready', user: null, profile: null });
  });

  it('reads the existing session and loads the profile from usuarios', async () => {
    const client = await signInAs('admin');
    const { data } = await client.auth.getSession();
    const { result } = renderHookWithProviders(() => useAuth(), { client });
    await waitFor(() => expect(result.current.loading).toBe(false));
    const row = await perfilNoBanco(admin.email);
    expect(row.tipo).toBe('admin');
    expect(result.current.user).toEqual({ id: row.id, email: admin.email });
    expect(result.current.profile).toEqual({ nome: row.nome, tipo: 'admin' });
    expect(result.current.isStaff).toBe(true);
    expect(result.current.isAdmin).toBe(true);
    expect(result.current.session?.access_token).toBe(data.session?.access_token);
  });

  it('signs in (returning the profile), then signs out', async () => {
    const client = createStackClient();
    const { result } = renderHookWithProviders(() => useAuth(), { client });
    await waitFor(() => expect(result.current.loading).toBe(false));

    let outcome: Awaited<ReturnType<typeof result.current.signIn>> | undefined;
    await act(async () => {
      outcome = await result.current.signIn(cliente.email, cliente.password);
    });
    const row = await perfilNoBanco(cliente.email);
    expect(outcome?.error).toBeNull();
    expect(outcome?.profile).toEqual({ nome: row.nome, tipo: 'cliente' });
    expect(result.current.user?.id).toBe(row.id);
    expect(result.current.isStaff).toBe(false);

    await act(async () => {
      await result.current.signOut();
    });
    expect(result.current.user).toBeNull();
    expect(result.current.profile).toBeNull();
    expect((await client.auth.getSession()).data.session).toBeNull();
  });

  it('"Sair" ends this browser\'s session on the server, not the same login\'s session elsewhere', async () => {
    const outroAparelho = createStackClient();
    expect((await outroAparelho.auth.signInWithPassword({ email: cliente.email, password: cliente.password })).error).toBeNull();
    const client = createStackClient();
    const { result } = renderHookWithProviders(() => useAuth(), { client });
    await waitFor(() => expect(result.current.loading).toBe(false));
    await act(async () => {
      await result.current.signIn(cliente.email, cliente.password);
    });
    const { data } = await client.auth.getSession();
    const tokenDesta = data.session!.access_token;

    await act(async () => {
      await result.current.signOut();
    });
    // This session is gone on the server: its token no longer reads the user.
    expect((await client.auth.getUser(tokenDesta)).data.user).toBeNull();
    expect((await outroAparelho.auth.getUser()).data.user?.email).toBe(cliente.email);
  });

  it('returns the auth error for wrong credentials', async () => {
    const { result } = renderHookWithProviders(() => useAuth(), { client: createStackClient() });
    await waitFor(() => expect(result.current.loading).toBe(false));
    const outcome = await result.current.signIn(admin.email, 'errada');
    expect(outcome.error?.code).toBe('invalid_credentials');
    expect(outcome.profile).toBeNull();
  });

  it('only logs profile, session and sign-out failures to the console', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // A stored session that expired, with a refresh token the server does not know: getSession fails.
    const storage = memoryStorage();
    const storageKey = unique('sb-expirada');
    const expirada = (await signInAs('admin')).auth;
    const { data } = await expirada.getSession();
    storage.setItem(storageKey, JSON.stringify({ ...data.session, refresh_token: 'desconhecido', expires_at: 1 }));
    const net = controlledFetch();
    const client = createStackClient({ fetch: net.fetch, auth: { persistSession: true, storage, storageKey } });
    const { result } = renderHookWithProviders(() => useAuth(), { client });
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.user).toBeNull();

    // The profile read fails (a database error): signed in, without a profile.
    net.answerNext('/rest/v1/usuarios', 500, { code: 'XX000', message: 'falhou', details: null, hint: null });
    await act(async () => {
      await result.current.signIn(admin.email, admin.password);
    });
    expect(result.current.user?.email).toBe(admin.email);
    expect(result.current.profile).toBeNull();
    expect(net.requestsTo('/rest/v1/usuarios').length).toBeGreaterThan(0);

    // The sign-out request fails: signed out all the same.
    net.failNext('/auth/v1/logout');
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
    const storage = memoryStorage();
    const tab = { persistSession: true, storage, storageKey: unique('sb-abas') };
    const esta = createStackClient({ auth: tab });
    const { error } = await esta.auth.signInWithPassword({ email: cliente.email, password: cliente.password });
    expect(error).toBeNull();
    function Probe() {
      const { user, loading } = useAuth();
      return <p>{loading ? 'Carregando...' : (user?.email ?? 'anônimo')}</p>;
    }
    renderWithProviders(<Probe />, { client: esta });
    expect(screen.getByText('Carregando...')).toBeInTheDocument();
    expect(await screen.findByText(cliente.email)).toBeInTheDocument();

    // The other tab reads the same stored session and signs out; the broadcast reaches this one.
    const outra = createStackClient({ auth: tab });
    await act(async () => {
      await outra.auth.signOut();
    });
    expect(await screen.findByText('anônimo')).toBeInTheDocument();
  });
});
