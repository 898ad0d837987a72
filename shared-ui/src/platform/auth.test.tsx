import { act, render, renderHook, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthProvider } from './AuthProvider';
import { setRuntimeConfig } from './config';
import { makeStore } from './store';
import { initSupabase, loadSupabase, peekSupabase, setSupabaseClient } from './supabase';
import { useAuth } from './useAuth';

// The AuthProvider's flows (session, profile, sign-in and -out) run against the local stack:
// auth.integration.test.tsx.
afterEach(() => {
  vi.restoreAllMocks();
  setSupabaseClient(null);
  setRuntimeConfig(null);
});

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
});

describe('AuthProvider while supabase-js loads (issue 25 §2)', () => {
  it('stays loading until the client is loaded, then reads the session', async () => {
    // No stored session, no auth link: the client waits for the page to settle (or for loadSupabase).
    void initSupabase(
      { supabaseUrl: 'http://127.0.0.1:9', supabaseAnonKey: 'anon' },
      { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } },
    );
    const store = makeStore();
    render(
      <Provider store={store}>
        <AuthProvider />
      </Provider>,
    );
    expect(store.getState().auth.status).toBe('loading');
    await act(async () => void (await loadSupabase()));
    await waitFor(() => expect(store.getState().auth).toEqual({ status: 'ready', user: null, profile: null }));
  });

  it('on a storefront page it waits for the first view, but an action (a sign-in) loads it at once', async () => {
    window.history.replaceState(null, '', '/catalogo');
    // supabase-js logs the refused request.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      void initSupabase(
        {
          supabaseUrl: 'http://127.0.0.1:9',
          supabaseAnonKey: 'anon',
          sections: [{ path: 'catalogo', label: 'Catálogo', remote: 'catalog', layout: 'storefront', bottomBar: false }],
        },
        { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } },
      );
      const store = makeStore();
      let auth: ReturnType<typeof useAuth> | null = null;
      function Probe() {
        auth = useAuth();
        return null;
      }
      render(
        <Provider store={store}>
          <AuthProvider>
            <Probe />
          </AuthProvider>
        </Provider>,
      );
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(peekSupabase()).toBeNull();
      expect(store.getState().auth.status).toBe('loading');
      // Nothing listens on port 9: the request fails, but the client was loaded to make it.
      await act(async () => void (await auth!.signIn('cliente@loja.test', 'senha-qualquer')));
      expect(peekSupabase()).not.toBeNull();
      await waitFor(() => expect(store.getState().auth.status).toBe('ready'));
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });
});
