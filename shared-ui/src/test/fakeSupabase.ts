import type { Session, SupabaseClient } from '@supabase/supabase-js';
import { vi } from 'vitest';

type Listener = (event: string, session: Session | null) => void;

export interface FakeRow {
  auth_user_id: string;
  nome: string;
  tipo: string;
}

export function fakeSession(id: string, email: string): Session {
  return {
    access_token: 'token',
    refresh_token: 'refresh',
    expires_in: 3600,
    token_type: 'bearer',
    user: {
      id,
      email,
      aud: 'authenticated',
      app_metadata: {},
      user_metadata: {},
      created_at: '2024-01-01T00:00:00Z',
    },
  };
}

/** A stand-in for the parts of supabase-js the AuthProvider uses. */
export function createFakeSupabase(options: {
  session?: Session | null;
  rows?: FakeRow[];
  profileError?: { message: string } | null;
  signOutError?: { message: string } | null;
  sessionError?: { message: string } | null;
}) {
  const listeners: Listener[] = [];
  let session = options.session ?? null;
  const rows = options.rows ?? [];
  const emit = (event: string, next: Session | null) => listeners.forEach((l) => l(event, next));

  const auth = {
    getSession: vi.fn(async () => ({ data: { session }, error: options.sessionError ?? null })),
    onAuthStateChange: vi.fn((listener: Listener) => {
      listeners.push(listener);
      return { data: { subscription: { unsubscribe: vi.fn() } } };
    }),
    signInWithPassword: vi.fn(async ({ email, password }: { email: string; password: string }) => {
      const row = rows.find((r) => `${r.nome.toLowerCase()}@loja.test` === email);
      if (!row || password !== 'segredo') {
        return {
          data: { session: null, user: null },
          error: { message: 'Invalid login credentials', code: 'invalid_credentials', status: 400 },
        };
      }
      session = fakeSession(row.auth_user_id, email);
      emit('SIGNED_IN', session);
      return { data: { session, user: session.user }, error: null };
    }),
    signUp: vi.fn(async () => ({ data: { user: null, session: null }, error: null })),
    signOut: vi.fn(async () => {
      session = null;
      emit('SIGNED_OUT', null);
      return { error: options.signOutError ?? null };
    }),
  };

  const from = vi.fn((table: string) => {
    const query = {
      select: () => query,
      eq: (_column: string, value: string) => {
        query.value = value;
        return query;
      },
      value: '',
      maybeSingle: async () => {
        if (options.profileError) return { data: null, error: options.profileError };
        const row = table === 'usuarios' ? rows.find((r) => r.auth_user_id === query.value) : undefined;
        return { data: row ? { nome: row.nome, tipo: row.tipo } : null, error: null };
      },
    };
    return query;
  });

  // The fake implements only what the provider calls; the cast is the test seam.
  const client = { auth, from } as unknown as SupabaseClient;
  return { client, auth, from, emit };
}
