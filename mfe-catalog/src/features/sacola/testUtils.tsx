/** Test-only helpers for the bag's tests: fixtures and a wrapper with store, theme, auth and bag. */
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { SupabaseClient } from '@supabase/supabase-js';
import { vi } from 'vitest';
import { LojaThemeProvider, Toaster } from '@loja/shared-ui';
import { AuthContext, makeStore, setSupabaseClient, type AppStore, type AuthContextValue } from '@loja/shared-ui/platform';
import { createFakeSupabase } from '@loja/shared-ui/testing';
import type { EmpresaPublica } from '../empresa';
import { CartProvider } from './CartProvider';
import type { CartItem } from './types';

export const IMAGE_URL = 'https://loja.test/storage/v1/object/public/imagens/produto/1/biquini.jpg';

export const biquini = {
  id: 1,
  nome: 'Biquíni Tropical',
  preco_venda: 89.9,
  imagens: [{ url_imagem: IMAGE_URL, tipo_imagem: 'principal' }],
};

export const canga = {
  id: 2,
  nome: 'Canga Listrada',
  preco_venda: 45,
  imagens: [],
};

export const gradeAzulM = { id: 10, tamanho: 'M', cor: 'Azul' };
export const gradeRosaG = { id: 11, tamanho: 'G', cor: 'Rosa' };
export const gradeUnico = { id: 12, tamanho: 'unico', cor: 'Bege' };

export function item(produto: CartItem['produto'], quantidade: number, gradeSelecionada: CartItem['gradeSelecionada'] = null): CartItem {
  return { produto, gradeSelecionada, quantidade };
}

export function empresaRow(whatsapp: string | null): EmpresaPublica {
  return {
    id: 1,
    nome: 'Loja Praia',
    whatsapp,
    telefone: null,
    email: null,
    website: null,
    instagram: null,
    endereco: null,
  };
}

/** The fake supabase of the shared tests, answering the empresa_publica query too. */
export function installFakeSupabase(empresa: EmpresaPublica | null) {
  const fake = createFakeSupabase({});
  const from = vi.fn((table: string) => {
    if (table !== 'empresa_publica') return fake.from(table);
    const query = {
      select: () => query,
      eq: () => query,
      maybeSingle: async () => ({ data: empresa, error: null }),
    };
    return query;
  });
  setSupabaseClient({ ...fake.client, from } as unknown as SupabaseClient);
  return { from };
}

const authContext: AuthContextValue = {
  session: null,
  signIn: async () => ({ error: null, profile: null }),
  signUp: async () => ({ error: null, user: null, session: null }),
  signOut: async () => undefined,
  refreshProfile: async () => null,
};

/** A store whose auth slice is ready, with a signed-in cliente or no one. */
export function storeFor(signedIn: boolean): AppStore {
  return makeStore({
    auth: signedIn
      ? { status: 'ready', user: { id: 'u-cli', email: 'cliente@loja.test' }, profile: { nome: 'Cliente', tipo: 'cliente' } }
      : { status: 'ready', user: null, profile: null },
  });
}

export function wrapperFor(store: AppStore, options: { cart?: boolean } = {}) {
  const withCart = options.cart ?? true;
  return function Wrapper({ children }: { children: ReactNode }) {
    return (
      <Provider store={store}>
        <LojaThemeProvider>
          <AuthContext.Provider value={authContext}>
            {withCart ? <CartProvider>{children}</CartProvider> : children}
            <Toaster />
          </AuthContext.Provider>
        </LojaThemeProvider>
      </Provider>
    );
  };
}
